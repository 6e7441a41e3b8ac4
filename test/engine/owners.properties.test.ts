import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Color, type Game, type GameOptions, type PositionView } from '../../src/engine/index.js';
import { gameFrom, playAll } from './helpers.js';
import { allPoints } from './invariants.js';
import { randomFrom } from './random-play.js';

/** Points each player owns in a view, komi not included. */
function ownedCounts(view: PositionView): { black: number; white: number } {
  assert.ok(view.owners, 'owners are given once the game is scored');
  assert.equal(view.owners.length, view.points.length);
  return {
    black: view.owners.filter((o) => o === 'black').length,
    white: view.owners.filter((o) => o === 'white').length,
  };
}

/** The owners of a view as a diagram: `X` Black's, `O` White's, `.` nobody's. */
function ownersDiagram(view: PositionView): string {
  const rows: string[] = [];
  for (let y = 0; y < view.height; y++) {
    const row = view.owners!.slice(y * view.width, (y + 1) * view.width);
    rows.push(row.map((o) => (o === 'black' ? 'X' : o === 'white' ? 'O' : '.')).join(''));
  }
  return rows.join('\n');
}

/**
 * Plays a random game: placements (and, in No Seki Go, ghosts) at random points, a pass now
 * and then, until `moves` turns are played or the game ends for good; then two passes.
 */
function playRandomly(game: Game, seed: number, moves: number, ghosts: boolean): void {
  const random = randomFrom(seed);
  const points = allPoints(game.size);
  for (let turn = 0; turn < moves && !finished(game); turn++) {
    let played = false;
    if (random(10) > 0) {
      for (let tries = 0; tries < 8 && !played; tries++) {
        const point = points[random(points.length)]!;
        played = game.play(ghosts && random(3) === 0 ? `ghost:${point}` : point).ok;
      }
    }
    if (!played) game.play('pass');
    if (game.result === null) assert.equal(game.view().owners, null, 'no owners while the game runs');
    else if (game.result.reason === 'two-passes') assert.ok(game.view().owners, 'owners once two passes end the game');
  }
  if (!finished(game)) playAll(game, 'pass pass');
}

function finished(game: Game): boolean {
  return game.result !== null && game.result.reason !== 'two-passes';
}

/** Every variant that counts points, with options that make it do so. */
const SCORED: { name: string; options: Omit<GameOptions, 'size'>; sizes: [number, number] }[] = [
  { name: 'go', options: { variant: 'go' }, sizes: [3, 7] },
  { name: 'go, positional superko', options: { variant: 'go', ko: 'positional' }, sizes: [3, 6] },
  { name: 'loose', options: { variant: 'loose', komi: 2 }, sizes: [3, 7] },
  { name: 'stoical', options: { variant: 'stoical' }, sizes: [3, 7] },
  { name: 'stoical-disturbing', options: { variant: 'stoical-disturbing' }, sizes: [3, 7] },
  { name: 'stoical-disturbing-strict', options: { variant: 'stoical-disturbing-strict' }, sizes: [3, 7] },
  { name: 'ko-2-2-2', options: { variant: 'ko-2-2-2' }, sizes: [3, 7] },
  { name: 'ko-2-2', options: { variant: 'ko-2-2' }, sizes: [3, 7] },
  { name: 'ko-4-point', options: { variant: 'ko-4-point' }, sizes: [3, 7] },
  { name: 'ko-ole', options: { variant: 'ko-ole' }, sizes: [3, 7] },
  { name: 'tile, standard scoring', options: { variant: 'tile', scoring: 'standard', maxTiles: 2 }, sizes: [3, 7] },
  { name: 'cushion, standard scoring', options: { variant: 'cushion', scoring: 'standard' }, sizes: [3, 7] },
  { name: 'no-seki', options: { variant: 'no-seki' }, sizes: [3, 6] },
  { name: 'paper-pencil', options: { variant: 'paper-pencil' }, sizes: [3, 7] },
];

describe('owners: the counted area at the end of the game', () => {
  for (const { name, options, sizes } of SCORED) {
    it(`${name}: in random finished games the owned points plus komi are the score, and each unmarked piece counts for its colour`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: sizes[0], max: sizes[1] }).filter((n) => options.variant !== 'loose' || n % 2 === 1),
          fc.integer(),
          fc.integer({ min: 0, max: 60 }),
          (size, seed, moves) => {
            const game = createGame({ ...options, size });
            playRandomly(game, seed, moves, options.variant === 'no-seki');
            const view = game.view();
            if (game.result!.reason !== 'two-passes') {
              assert.equal(view.owners, null, 'a game ended without a count shows no owners');
              return;
            }
            const owned = ownedCounts(view);
            assert.deepEqual(game.result!.score, { black: owned.black, white: owned.white + game.komi });
            view.points.forEach((point, p) => {
              if (point.color !== null && !point.marked) assert.equal(view.owners![p], point.color, `point ${p}`);
              if (options.variant === 'loose' && point.color === null) assert.equal(view.owners![p], null, 'Loose counts stones only');
            });
            game.goTo(game.length - 1);
            assert.equal(game.view().owners === null, game.result?.reason !== 'two-passes', 'one move back: owners exactly when counted');
          },
        ),
        { numRuns: 100, seed: 20261123 },
      );
    });
  }

  it('G1: owners are the stones and the empty areas touching one colour only', () => {
    const game = gameFrom(`
      . X . O .
      X X . O .
      . . . O O
      . . . . .
      . . . . .`, { komi: 0 });
    assert.equal(game.view().owners, null);
    playAll(game, 'pass pass');
    assert.equal(ownersDiagram(game.view()), ['XX.OO', 'XX.OO', '...OO', '.....', '.....'].join('\n'));
    playAll(game, 'E1');
    assert.equal(game.view().owners, null, 'A3: a move after two passes resumes the game, and the count goes');
  });

  it('L3: Loose counts stones only; empty points are nobody\'s', () => {
    const game = gameFrom(`
      . X .
      X X .
      . . O`, { variant: 'loose' });
    playAll(game, 'pass pass');
    assert.equal(ownersDiagram(game.view()), ['.X.', 'XX.', '..O'].join('\n'));
  });

  it('P4: owned marked regions count for their owner whatever their colour, neutral ones for nobody', () => {
    const game = createGame({ variant: 'paper-pencil', size: 5, komi: 0.5 });
    // White A5 is surrounded by A4 and B5 and marked; the region touches only Black's stones.
    playAll(game, 'A4 A5 B5 pass pass');
    const view = game.view();
    assert.equal(view.points[0]!.marked, true);
    assert.equal(view.owners![0], 'black' satisfies Color);
    assert.deepEqual(game.result!.score, { black: 25, white: 0.5 });
  });

  it('N4: ghosts count for their owner and wall in territory like stones', () => {
    const game = createGame({ variant: 'no-seki', size: 3, komi: 0 });
    playAll(game, 'ghost:B2 pass pass');
    assert.equal(ownersDiagram(game.view()), ['XXX', 'XXX', 'XXX'].join('\n'));
    assert.deepEqual(game.result!.score, { black: 9, white: 0 });
  });

  it('S3, T5: a game ended by repetition or by a player without moves counts nothing, so there are no owners', () => {
    const stoical = gameFrom(`
      . X O .
      X O . O
      . X O .
      . . . .`, { variant: 'stoical' });
    playAll(stoical, 'C3 pass pass B3');
    assert.equal(stoical.result?.reason, 'repetition');
    assert.equal(stoical.view().owners, null);
    const tile = gameFrom(`
      O .
      . .`, { variant: 'tile', komi: 0, toPlay: 'white' });
    playAll(tile, 'B1');
    assert.equal(tile.result?.reason, 'no-moves');
    assert.equal(tile.view().owners, null);
  });
});
