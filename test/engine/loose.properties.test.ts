import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';
import { cellsOf, components, indexOf, neighbours, randomFrom, randomMove, type Cells } from './random-play.js';

/** Written from the rule page, independently of the engine: an empty point touching an empty point, or not both colours. */
function isTrueLiberty(cells: Cells, q: number): boolean {
  if (cells.color[q] !== 0) return false;
  const around = neighbours(cells.size, q).map((r) => cells.color[r]);
  return around.includes(0) || !(around.includes(1) && around.includes(2));
}

function groupsOf(cells: Cells, color: number): number[][] {
  return components(cells.size, (p) => cells.color[p] === color);
}

function breathes(cells: Cells, group: number[]): boolean {
  return group.some((p) => neighbours(cells.size, p).some((q) => isTrueLiberty(cells, q)));
}

/**
 * A model of one placement under the *cascading* reading of L1: flips repeat until no enemy
 * group lacks a true liberty. The engine flips once (L1 as ruled); the two must agree on every
 * move, because a flip only turns enemy stones into friendly ones and so never makes a true
 * liberty false. `null` when the placement is illegal.
 */
function cascadeModel(before: Cells, p: number, color: number): { color: number[]; flipped: number[] } | null {
  if (before.color[p] !== 0) return null;
  const after: Cells = { ...before, color: [...before.color] };
  after.color[p] = color;
  const flipped: number[] = [];
  for (;;) {
    const dead = groupsOf(after, 3 - color).filter((g) => !breathes(after, g)).flat();
    if (dead.length === 0) break;
    for (const q of dead) after.color[q] = color;
    flipped.push(...dead);
  }
  for (const c of [1, 2]) if (groupsOf(after, c).some((g) => !breathes(after, g))) return null;
  return { color: after.color, flipped };
}

const stones = (cells: Cells): number => cells.color.filter((c) => c !== 0).length;

describe('loose: properties of random games', () => {
  it('after every move: legalMoves agrees with play and with a cascading model, rejections change nothing, a placement adds exactly one stone and only flips enemy stones, nothing is removed, every group has a true liberty; navigation round-trips; every game ends within 2*size^2+2 turns', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 5, 7), fc.integer(), (size, seed) => {
        const random = randomFrom(seed);
        const game = createGame({ variant: 'loose', size });
        const candidates = candidateMoves(game);
        const bound = 2 * size * size + 2;
        let turns = 0;
        while (game.result === null) {
          assert.ok(turns < bound, `the game is still running after ${bound} turns`);
          const before = cellsOf(game.view());
          const mover = game.toPlay === 'black' ? 1 : 2;
          const legal = game.legalMoves();
          for (let p = 0; p < size * size; p++) {
            const move = candidates[p]!;
            assert.equal(legal.includes(move), cascadeModel(before, p, mover) !== null, `legality of ${move}`);
          }
          assertLegalMovesAgreeWithPlay(game);
          const illegal = candidates.find((m) => !legal.includes(m));
          if (illegal) assertRejectionChangesNothing(game, illegal);

          const move = randomMove(game, legal, random);
          const done = game.play(move);
          assert.ok(done.ok);
          turns++;
          const after = cellsOf(game.view());
          assert.deepEqual(done.captured, []);
          assert.deepEqual(game.prisoners, { black: 0, white: 0 });
          if (move === 'pass') {
            assert.deepEqual(after, before);
            continue;
          }
          const p = indexOf(move, size);
          const model = cascadeModel(before, p, mover)!;
          assert.deepEqual(after.color, model.color, 'one-pass flipping and cascading flipping agree');
          assert.deepEqual(done.flipped.map((m) => indexOf(m, size)).sort((a, b) => a - b), [...model.flipped].sort((a, b) => a - b));
          assert.equal(stones(after), stones(before) + 1, 'a placement adds exactly one stone');
          for (let q = 0; q < size * size; q++) {
            if (before.color[q] === after.color[q]) continue;
            assert.ok(q === p || (before.color[q] === 3 - mover && after.color[q] === mover), `only enemy stones change, to the mover's colour (${q})`);
          }
          for (const c of [1, 2]) for (const g of groupsOf(after, c)) assert.ok(breathes(after, g), `group at ${g[0]} has a true liberty`);
        }
        assert.equal(game.result.reason, 'two-passes');
        const tied = game.result.score.black === game.result.score.white;
        if (tied) assert.notEqual(game.result.winner, null, 'L4: a tie after placements is never a draw');
        assertLegalMovesAgreeWithPlay(game);
        assertNavigationRoundTrips(game);
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
