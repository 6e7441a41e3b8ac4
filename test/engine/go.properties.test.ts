import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Game } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';

/** Every group on the board has at least one liberty (no suicide, captures applied). */
function assertEveryGroupBreathes(game: Game): void {
  const { width, points } = game.view();
  const color = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= width ? 'edge' : points[y * width + x]!.color);
  const seen = new Set<number>();
  for (let p = 0; p < points.length; p++) {
    if (seen.has(p) || points[p]!.color === null) continue;
    const stack = [p];
    seen.add(p);
    let liberty = false;
    while (stack.length) {
      const q = stack.pop()!;
      const [x, y] = [q % width, Math.floor(q / width)];
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        const c = color(nx, ny);
        if (c === null) liberty = true;
        else if (c === points[p]!.color && !seen.has(ny * width + nx)) {
          seen.add(ny * width + nx);
          stack.push(ny * width + nx);
        }
      }
    }
    assert.ok(liberty, `group at ${p} has no liberty`);
  }
}

describe('go: properties of random games', () => {
  it('after every move: every group has a liberty, legalMoves agrees with play, rejections change nothing, navigation round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (size, choices) => {
        const game = createGame({ variant: 'go', size, komi: 0.5 });
        const candidates = candidateMoves(game);
        for (const choice of choices) {
          const legal = game.legalMoves();
          if (legal.length === 0) break;
          const illegal = candidates.find((m) => !legal.includes(m));
          if (illegal) assertRejectionChangesNothing(game, illegal);
          assert.ok(game.play(legal[choice % legal.length]!).ok);
          assertEveryGroupBreathes(game);
        }
        assertLegalMovesAgreeWithPlay(game);
        assertNavigationRoundTrips(game);
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });
});
