import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';
import { cellsOf, components, indexOf, neighbours, randomFrom, randomMove, type Cells } from './random-play.js';

/** Written from rulings P2-P3, independently of the engine: per point, the owner of its marked region (0: none). */
function owners(cells: Cells): number[] {
  const out = cells.color.map(() => 0);
  for (const region of components(cells.size, (p) => cells.marked[p] === 1)) {
    const touching = new Set<number>();
    for (const p of region) {
      for (const q of neighbours(cells.size, p)) if (!cells.marked[q] && cells.color[q]) touching.add(cells.color[q]!);
    }
    if (touching.size === 1) for (const p of region) out[p] = [...touching][0]!;
  }
  return out;
}

/** The unmarked groups with no liberty: no empty neighbour and no neighbouring region their player owns. */
function breathless(cells: Cells): number[][] {
  const owner = owners(cells);
  const groups = [1, 2].flatMap((c) => components(cells.size, (p) => cells.color[p] === c && !cells.marked[p]));
  return groups.filter((g) => {
    const c = cells.color[g[0]!]!;
    return !g.some((p) => neighbours(cells.size, p).some((q) => cells.color[q] === 0 || (cells.marked[q] && owner[q] === c)));
  });
}

/**
 * A model of one placement that marks in a *single* round. The engine repeats rounds (P1 as
 * ruled); the two must agree on every move, because marking only takes stones that touch no
 * region serving as a liberty, so it never takes a liberty from a group that had one.
 */
function singleRoundModel(before: Cells, p: number, color: number): Cells {
  const after: Cells = { size: before.size, color: [...before.color], marked: [...before.marked] };
  after.color[p] = color;
  for (const q of breathless(after).flat()) after.marked[q] = 1;
  return after;
}

const stones = (cells: Cells): number => cells.color.filter((c) => c !== 0).length;

describe('paper-pencil: properties of random games', () => {
  it('after every move: legalMoves is every empty point plus pass and agrees with play, rejections change nothing, a placement adds exactly one stone, colours never change, marks are never taken back, the move reports exactly the new marks, every unmarked group has a liberty, marked stones never touch an empty point, the engine agrees with a single-round model; navigation round-trips; every game ends within 2*size^2+2 turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), (size, seed) => {
        const random = randomFrom(seed);
        const game = createGame({ variant: 'paper-pencil', size });
        const candidates = candidateMoves(game);
        const bound = 2 * size * size + 2;
        let turns = 0;
        while (game.result === null) {
          assert.ok(turns < bound, `the game is still running after ${bound} turns`);
          const before = cellsOf(game.view());
          const legal = game.legalMoves();
          const empty = candidates.filter((_, p) => p < size * size && before.color[p] === 0);
          assert.deepEqual(legal, [...empty, 'pass'], 'every empty point is legal, nothing else but pass');
          assertLegalMovesAgreeWithPlay(game);
          const illegal = candidates.find((m) => !legal.includes(m));
          if (illegal) assertRejectionChangesNothing(game, illegal);

          const mover = game.toPlay === 'black' ? 1 : 2;
          const move = randomMove(game, legal, random);
          const done = game.play(move);
          assert.ok(done.ok);
          turns++;
          const after = cellsOf(game.view());
          assert.deepEqual([done.captured, done.flipped], [[], []]);
          assert.deepEqual(game.prisoners, { black: 0, white: 0 });
          if (move === 'pass') {
            assert.deepEqual(after, before);
            continue;
          }
          const p = indexOf(move, size);
          assert.deepEqual(after, singleRoundModel(before, p, mover), 'repeated rounds and a single round agree');
          assert.equal(stones(after), stones(before) + 1, 'a placement adds exactly one stone');
          const newlyMarked: number[] = [];
          for (let q = 0; q < size * size; q++) {
            if (q !== p) assert.equal(after.color[q], before.color[q], `the colour on ${q} never changes`);
            assert.ok(after.marked[q]! >= before.marked[q]!, `a mark is never taken back (${q})`);
            if (after.marked[q] && !before.marked[q]) newlyMarked.push(q);
            if (after.marked[q]) assert.ok(neighbours(size, q).every((r) => after.color[r] !== 0), `marked ${q} touches no empty point`);
          }
          assert.deepEqual(done.marked.map((m) => indexOf(m, size)).sort((a, b) => a - b), newlyMarked);
          assert.deepEqual(breathless(after), [], 'every unmarked group has a liberty');
          const regionOwners = owners(after);
          for (const region of game.view().regions) {
            for (const { x, y } of region.points) {
              assert.equal(region.owner, [null, 'black', 'white'][regionOwners[y * size + x]!], 'markedRegionsOf agrees with the model');
            }
          }
        }
        assert.equal(game.result.reason, 'two-passes');
        assertLegalMovesAgreeWithPlay(game);
        assertNavigationRoundTrips(game);
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
