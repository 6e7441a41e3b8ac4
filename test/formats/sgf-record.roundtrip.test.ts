/**
 * Round trip of every variant through SGF: random legal games (random start positions with the
 * variant's state, random rule options, moves of every kind, an occasional move out of turn and
 * an occasional edit between moves) go through gameToSgf, writeSgf, parseSgf, readRecord and
 * gameAt(mainLine()); the game read back must show the same view at every move.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { GameOptionError, VARIANTS, createGame, formatPoint, type Game } from '../../src/engine/index.js';
import type { Color, GameOptions, VariantId } from '../../src/engine/types.js';
import { gameToSgf } from '../../src/formats/game-to-sgf.js';
import { readRecord } from '../../src/formats/read-record.js';
import { parseSgf, writeSgf } from '../../src/formats/sgf.js';
import { randomFrom } from '../engine/random-play.js';


/** Rule options a variant may be given, drawn at random. */
function randomOptions(variant: VariantId, random: (n: number) => number): Partial<GameOptions> {
  const taken = VARIANTS[variant]!.options;
  const options: Partial<GameOptions> = {};
  if ('ko' in taken) options.ko = random(2) === 0 ? 'basic' : 'positional';
  if ('maxTiles' in taken) options.maxTiles = [1, 2, 3, 'unlimited' as const][random(4)]!;
  if ('scoring' in taken) options.scoring = random(2) === 0 ? 'prisoner-return' : 'standard';
  // 0 and 6 suit every variant (Loose wants an even whole number, Tile Go's prisoners a whole one).
  const komi = [undefined, 0, 6][random(3)];
  if (komi !== undefined) options.komi = komi;
  return options;
}

/** A random start position with the variant's own state (ghosts, tiles, marked stones). */
function randomSetup(variant: VariantId, width: number, height: number, maxTiles: number, random: (n: number) => number): GameOptions['setup'] {
  const state = VARIANTS[variant]!.pointState ?? [];
  const black: string[] = [];
  const white: string[] = [];
  const ghosts: string[] = [];
  const marked: string[] = [];
  const tiles: Record<string, number> = {};
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const point = formatPoint(x, y, width, height);
      const roll = random(10);
      if (roll === 0) black.push(point);
      if (roll === 1) white.push(point);
      if (roll <= 1 && state.includes('ghosts') && random(2) === 0) ghosts.push(point);
      if (roll <= 1 && state.includes('marked') && random(3) === 0) marked.push(point);
      if (state.includes('tiles') && random(6) === 0) tiles[point] = 1 + random(Math.min(maxTiles, 3));
    }
  }
  const setup: NonNullable<GameOptions['setup']> = { black, white, toPlay: random(4) === 0 ? 'white' : 'black' };
  return {
    ...setup,
    ...(ghosts.length > 0 ? { ghosts } : {}),
    ...(marked.length > 0 ? { marked } : {}),
    ...(Object.keys(tiles).length > 0 ? { tiles } : {}),
  };
}

/** Plays up to `turns` random legal turns: placements, ghosts, passes, returns, now and then a move out of turn or an edit. */
function playRandomly(game: Game, turns: number, random: (n: number) => number): void {
  const { width, height } = game;
  const other = (c: Color): Color => (c === 'black' ? 'white' : 'black');
  for (let turn = 0; turn < turns && !(game.result && game.legalMoves().length === 0); turn++) {
    const roll = random(40);
    if (roll === 0 && game.length > 0) {
      // An edit between moves (never before the first move: those become the start position).
      const point = formatPoint(random(width), random(height), width, height);
      const kind = random(3);
      game.edit(kind === 0 ? { black: [point] } : kind === 1 ? { white: [point] } : { empty: [point], toPlay: other(game.toPlay) });
      continue;
    }
    const color = roll === 1 ? other(game.toPlay) : game.toPlay;
    let played = false;
    for (let attempt = 0; attempt < 12 && !played; attempt++) {
      const pick = random(20);
      const point = formatPoint(random(width), random(height), width, height);
      const move = pick === 0 ? 'pass' : pick === 1 ? 'return' : pick < 6 && game.variant === 'no-seki' ? `ghost:${point}` : point;
      played = game.play(move, { color }).ok;
    }
    if (!played) {
      const legal = game.legalMoves();
      if (legal.length === 0) break;
      game.play(legal[random(legal.length)]!);
    }
  }
}

/** The same view at every move, and the same record and rules. */
function assertSameGame(read: Game, written: Game): void {
  assert.equal(read.variant, written.variant);
  assert.equal(read.komi, written.komi);
  assert.deepEqual(read.ruleOptions, written.ruleOptions);
  assert.deepEqual(read.moves, written.moves);
  assert.deepEqual(read.history, written.history);
  const shown = written.moveNumber;
  for (let n = 0; n <= written.length; n++) {
    read.goTo(n);
    written.goTo(n);
    assert.deepEqual(read.view(), written.view(), `the views differ after move ${n}`);
  }
  written.goTo(shown);
}

const ALL = Object.keys(VARIANTS) as VariantId[];

describe('round trip through SGF: gameToSgf, writeSgf, parseSgf, readRecord, gameAt(mainLine)', () => {
  for (const variant of ALL) {
    test(`${variant}: random games read back with the same view at every move (property)`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.constantFrom(5, 7), fc.constantFrom(5, 7), fc.integer({ min: 0, max: 45 }), (seed, width, height, turns) => {
          const random = randomFrom(seed);
          const options = randomOptions(variant, random);
          const maxTiles = options.maxTiles === 'unlimited' ? 3 : (options.maxTiles ?? 1);
          let game: Game;
          try {
            game = createGame({
              variant,
              size: width === height ? width : { width, height },
              ...options,
              setup: randomSetup(variant, width, height, maxTiles, random),
            });
          } catch (error) {
            // Some variants restrict board shapes; those draws are skipped.
            if (error instanceof GameOptionError && error.code === 'ERR_SIZE') return fc.pre(false);
            throw error;
          }
          playRandomly(game, turns, random);
          game.goTo(random(game.length + 1));

          const text = writeSgf([gameToSgf(game, { PB: 'Black', GN: 'round trip' })]);
          const parsed = parseSgf(text);
          assert.ok(parsed.ok, text);
          const read = readRecord(parsed.trees[0]!);
          assert.ok(read.ok, read.ok ? '' : read.error.message);
          assert.deepEqual(read.warnings, []);
          const at = read.record.gameAt(read.record.mainLine());
          assert.equal(at.error, null, at.error?.message);
          assert.deepEqual(at.warnings, [], text);
          assert.equal(read.record.variant, variant);
          assertSameGame(at.game, game);
        }),
        { numRuns: 60 },
      );
    });
  }

  test('RU alone (ZVR removed) gives every variant back, with its default options', () => {
    for (const variant of ALL) {
      const game = createGame({ variant, size: 5 });
      const node = gameToSgf(game);
      delete node.props.ZVR;
      const read = readRecord(node);
      assert.ok(read.ok);
      assert.equal(read.record.variant, variant);
      assert.deepEqual(read.record.ruleOptions, { komi: game.komi, ...game.ruleOptions });
    }
  });
});
