/**
 * Properties every variant keeps under random sequences that mix legal moves with illegal ones
 * (occupied points, points off the board, ghosts and returns where the variant has none, garbage
 * text), undo and goTo:
 * - a refused move changes nothing (position, record, result);
 * - undo shows the position before the move, and playing the undone move again (redo) gives back
 *   exactly the position after it;
 * - goTo to every move and back reproduces every position;
 * - the game written as SGF and read back shows the same position at every move;
 * - legalMoves agrees with play (the shared invariants).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { GameOptionError, VARIANTS, createGame, type Game } from '../../src/engine/index.js';
import type { VariantId } from '../../src/engine/types.js';
import { gameToSgf } from '../../src/formats/game-to-sgf.js';
import { readRecord } from '../../src/formats/read-record.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, candidateMoves } from './invariants.js';
import { randomFrom } from './random-play.js';

/** Everything a move may change, as one comparable text. */
function stateOf(game: Game): string {
  return JSON.stringify([game.view(), game.moves, game.result, game.length, game.moveNumber, game.prisoners]);
}

/**
 * The shown game up to the move shown: a move played after goTo(n) drops the record past move n,
 * so its undo gives back the position shown before it, not the longer record.
 */
function shownStateOf(game: Game): string {
  return JSON.stringify([game.view(), game.moves.slice(0, game.moveNumber), game.result, game.moveNumber, game.prisoners]);
}

/** Texts no variant takes as a move, whatever the position. */
const GARBAGE = ['', ' ', 'Z99', 'A0', 'I3', 'ghost:', 'ghost:ghost:A1', 'pass pass', 'D4;', '<b>A1</b>', 'javascript:A1', '\u0000', 'return:A1'];

function newGame(variant: VariantId, size: number): Game {
  try {
    return createGame({ variant, size });
  } catch (error) {
    // Some variants take only some sizes (Loose: odd ones); 5 suits them all.
    if (!(error instanceof GameOptionError)) throw error;
    return createGame({ variant, size: 5 });
  }
}

/** The game read back from its SGF shows the same position as the game at every move. */
function assertSgfRoundTrip(game: Game): void {
  const read = readRecord(gameToSgf(game));
  assert.ok(read.ok, read.ok ? '' : read.error.message);
  const line = read.record.mainLine();
  const shown = game.moveNumber;
  // Each node after the root holds one move: the path to move n is the first n steps of the main line.
  for (const n of new Set([0, Math.floor(game.length / 2), game.length])) {
    game.goTo(n);
    const at = read.record.gameAt(line.slice(0, n));
    assert.equal(at.error, null, at.error?.message);
    assert.deepEqual(at.game.view(), game.view(), `move ${n} read back from SGF differs`);
  }
  game.goTo(shown);
}

for (const variant of Object.keys(VARIANTS) as VariantId[]) {
  describe(`${variant}: random sequences with illegal moves, undo and goTo`, () => {
    test('refused moves change nothing; undo and redo, goTo and SGF round-trip exactly; the invariants hold', () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), fc.integer({ min: 5, max: 40 }), (size, seed, steps) => {
          const random = randomFrom(seed);
          const game = newGame(variant, size);
          const candidates = [...candidateMoves(game), ...GARBAGE];
          for (let i = 0; i < steps; i++) {
            const roll = random(10);
            if (roll === 0) {
              game.goTo(random(game.length + 1));
              continue;
            }
            const legal = game.legalMoves();
            const move = roll < 6 && legal.length > 0 ? legal[random(legal.length)]! : candidates[random(candidates.length)]!;
            const before = stateOf(game);
            const shownBefore = shownStateOf(game);
            const played = game.play(move);
            if (!played.ok) {
              assert.equal(stateOf(game), before, `refused ${JSON.stringify(move)} (${played.code}) changed the game`);
              continue;
            }
            if (random(3) === 0) {
              const after = stateOf(game);
              assert.ok(game.undo());
              assert.equal(shownStateOf(game), shownBefore, `undo of ${played.move} does not give back the position before it`);
              assert.ok(game.play(played.move, { color: played.color }).ok, `redo of ${played.move} refused`);
              assert.equal(stateOf(game), after, `redo of ${played.move} does not give back the position after it`);
            }
          }
          game.goTo(game.length);
          assertLegalMovesAgreeWithPlay(game);
          assertNavigationRoundTrips(game);
          assertSgfRoundTrip(game);
        }),
        { numRuns: 100, seed: 20261124 },
      );
    });
  });
}
