import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Game } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';
import { components, indexOf, neighbours, randomFrom } from './random-play.js';

/** Colours (0 empty, 1 black, 2 white) and piece types (1 ghost) of a shown position. */
interface Pieces {
  size: number;
  color: number[];
  ghost: number[];
}

function piecesOf(game: Game): Pieces {
  const view = game.view();
  return {
    size: view.width,
    color: view.points.map((p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0)),
    ghost: view.points.map((p) => (p.ghost ? 1 : 0)),
  };
}

/** N1, read literally: groups of one colour and type, and whether each has a liberty. */
function groups(pieces: Pieces, color: number): { points: number[]; breathes: boolean }[] {
  return [0, 1].flatMap((type) =>
    components(pieces.size, (q) => pieces.color[q] === color && pieces.ghost[q] === type).map((points) => ({
      points,
      breathes: points.some((q) =>
        neighbours(pieces.size, q).some((r) => pieces.color[r] === 0 || (pieces.color[r] === color && pieces.ghost[r] !== type)),
      ),
    })),
  );
}

/** N2-N4 for one placement; null when illegal. `earlier` holds the colour arrays the ko rule forbids. */
function place(before: Pieces, p: number, mover: number, ghost: number, earlier: number[][]): { pieces: Pieces; captured: number } | null {
  if (before.color[p] !== 0 && (ghost === 1 || before.ghost[p] === 0)) return null;
  const pieces = { size: before.size, color: [...before.color], ghost: [...before.ghost] };
  pieces.color[p] = mover;
  pieces.ghost[p] = ghost;
  let captured = 0;
  for (const group of groups(pieces, 3 - mover).filter((g) => !g.breathes)) {
    for (const q of group.points) {
      pieces.color[q] = 0;
      pieces.ghost[q] = 0;
    }
    captured += group.points.length;
  }
  if (groups(pieces, mover).some((g) => !g.breathes)) return null;
  if (earlier.some((colors) => colors.every((c, i) => c === pieces.color[i]))) return null;
  return { pieces, captured };
}

/** Area scoring (N4): pieces of either type, plus empty areas touching one colour only. */
function areaScore(pieces: Pieces): number[] {
  const score = [0, 0, 0];
  for (const c of pieces.color) score[c]!++;
  for (const area of components(pieces.size, (q) => pieces.color[q] === 0)) {
    const touched = new Set(area.flatMap((q) => neighbours(pieces.size, q).map((r) => pieces.color[r]!)).filter((c) => c !== 0));
    if (touched.size === 1) score[[...touched][0]!]! += area.length;
  }
  return score;
}

/** Any placement, stone or ghost, except filling a one-point eye of one's own; else a pass. */
function pick(pieces: Pieces, mover: number, legal: string[], random: (n: number) => number): string {
  const ownEye = (p: number): boolean => neighbours(pieces.size, p).every((q) => pieces.color[q] === mover);
  const placements = legal.filter((m) => m !== 'pass' && !ownEye(indexOf(m.replace('ghost:', ''), pieces.size)));
  return placements.length > 0 ? placements[random(placements.length)]! : 'pass';
}

describe('no-seki: properties of random games', () => {
  it('after every move: legalMoves agrees with play and with a model of N1-N4, rejections change nothing, every group of either colour and type has a liberty, prisoners count the captured pieces; two passes end the game with the area score of N4; random games end within 20*size^2 turns', () => {
    // No rule bounds a game under basic ko (a triple ko may cycle); 20*A turns is a cap observed for this
    // policy (at most about 12*A on 3x3, 4*A from 6x6 up). Positional superko bounds it by the 3^A positions.
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5, 6, 7), fc.constantFrom('basic' as const, 'positional' as const), fc.integer(), (size, ko, seed) => {
        const random = randomFrom(seed);
        const game = createGame({ variant: 'no-seki', size, ko });
        const candidates = candidateMoves(game);
        const history = [piecesOf(game).color];
        const cap = 20 * size * size;
        let turns = 0;
        while (game.result === null) {
          assert.ok(turns < cap, `still running after ${cap} turns`);
          const before = piecesOf(game);
          const mover = game.toPlay === 'black' ? 1 : 2;
          const earlier = ko === 'positional' ? [...history] : turns >= 1 ? [history[turns - 1]!] : [];
          const legal = game.legalMoves();
          for (let p = 0; p < size * size; p++) {
            for (const ghost of [0, 1]) {
              const move = candidates[p + ghost * size * size]!;
              assert.equal(legal.includes(move), place(before, p, mover, ghost, earlier) !== null, `legality of ${move}`);
            }
          }
          assert.ok(legal.includes('pass') && !legal.includes('return'));
          if (turns % 8 === 0) assertLegalMovesAgreeWithPlay(game);
          const illegal = candidates.find((m) => !legal.includes(m));
          if (illegal) assertRejectionChangesNothing(game, illegal);

          const move = pick(before, mover, legal, random);
          const prisoners = game.prisoners[game.toPlay];
          const done = game.play(move);
          assert.ok(done.ok);
          turns++;
          const after = piecesOf(game);
          history.push(after.color);
          if (move === 'pass') {
            assert.deepEqual(after, before);
          } else {
            const expected = place(before, indexOf(move.replace('ghost:', ''), size), mover, move.startsWith('ghost:') ? 1 : 0, earlier)!;
            assert.deepEqual(after, expected.pieces, `${move}: the position N2-N3 give`);
            assert.equal(done.captured.length, expected.captured);
            assert.equal(game.prisoners[done.color], prisoners + expected.captured, 'captured pieces, ghosts too, are prisoners');
          }
          for (const color of [1, 2]) assert.ok(groups(after, color).every((g) => g.breathes), 'every group has a liberty');
        }
        const score = areaScore(piecesOf(game));
        assert.equal(game.result.reason, 'two-passes');
        assert.deepEqual(game.result.score, { black: score[1], white: score[2]! + 6 });
        assertNavigationRoundTrips(game);
      }),
      { numRuns: 80, seed: 20260704 },
    );
  });
});
