import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { VariantId } from '../../src/engine/index.js';
import { randomFrom } from './random-play.js';
import { captures, checkRandomGame, estate, groupAt, isOpenLine, liberties, type HistoryRule, type Played } from './stoical-model.js';

/** Each restriction of S4, on the board after removals. */
const RESTRICTIONS: Record<string, (size: number, color: number[], p: number) => boolean> = {
  'ko-2-2-2': (size, color, p) => groupAt(size, color, p).length > 2 || liberties(size, color, groupAt(size, color, p)).size > 2,
  'ko-2-2': (size, color, p) => liberties(size, color, groupAt(size, color, p)).size > 2,
  'ko-4-point': (size, color, p) => estate(size, color, p).length > 4,
  'ko-ole': (size, color, p) => !isOpenLine(size, estate(size, color, p)),
};

/** S4: the latest two placements, passes skipped, were captures by different players. */
function afterTwoCaptures(history: readonly Played[]): boolean {
  const [last, before] = history.filter((t) => t.point >= 0).slice(-2).reverse();
  return captures(last) && captures(before) && last!.color !== before!.color;
}

for (const [variant, meets] of Object.entries(RESTRICTIONS)) {
  const rule: HistoryRule = (history, candidate, size, earlier) => {
    const n = history.length;
    if (n >= 1 && candidate.outcome!.color.join('') === earlier[n - 1]) return 'ERR_KO';
    if (afterTwoCaptures(history) && !meets(size, candidate.outcome!.color, candidate.point)) return 'ERR_KO_RESTRICTION';
    return null;
  };
  const lawful = (history: readonly Played[], earlier: readonly string[]): void => {
    const i = history.length - 1;
    const turn = history[i]!;
    if (!turn.outcome) return;
    assert.notEqual(earlier[i + 1], earlier[i - 1], 'G3: no immediate ko retake');
    const size = Math.sqrt(turn.outcome.color.length);
    if (afterTwoCaptures(history.slice(0, i))) assert.ok(meets(size, turn.outcome.color, turn.point), `S4: turn ${i + 1} breaks the ${variant} restriction`);
  };

  describe(`${variant}: properties of random games`, () => {
    it(`after every move the engine agrees with a model of basic ko, the ${variant} restriction and S2-S3, every group has a liberty, no ko is retaken at once, the placement after two captures meets the restriction, a repeating placement ends the game in a final draw; random games end within 4*size^2+50 turns`, () => {
      let restricted = 0;
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), fc.constantFrom('random' as const, 'seek-repetition' as const), (size, seed, policy) => {
          const { history } = checkRandomGame(variant as VariantId, size, randomFrom(seed), policy, rule, lawful, 4 * size * size + 50);
          for (let i = 0; i < history.length; i++) if (history[i]!.point >= 0 && afterTwoCaptures(history.slice(0, i))) restricted++;
        }),
        { numRuns: 50, seed: 20261123 },
      );
      assert.ok(restricted > 0, 'some placements came right after two captures');
    });
  });
}
