import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomFrom } from './random-play.js';
import { checkRandomGame, type HistoryRule, type Played } from './stoical-model.js';

/** S4 from the record: may `current` answer `previous`? With two bits, two loose ones may follow each other. */
function mayAnswer(previous: Played | undefined, current: Played, twoBits: boolean): boolean {
  if (!previous?.kind || !current.kind || previous.color === current.color) return true;
  return twoBits && previous.kind === 'loose' && current.kind === 'loose';
}

for (const [variant, twoBits] of [['stoical-disturbing', true], ['stoical-disturbing-strict', false]] as const) {
  const rule: HistoryRule = (history, candidate) => (mayAnswer(history.at(-1), candidate, twoBits) ? null : 'ERR_DISTURBING_CAPTURE');
  const lawful = (history: readonly Played[]): void => {
    for (let i = 1; i < history.length; i++) assert.ok(mayAnswer(history[i - 1], history[i]!, twoBits), `S4: turn ${i + 1} answers a disturbing capture`);
  };

  describe(`${variant}: properties of random games`, () => {
    it('after every move the engine agrees with a model of S4-S5 and S2-S3, every group has a liberty, no disturbing capture answers one (unless both loose, with two bits), a repeating placement ends the game in a final draw; random games end within 4*size^2+50 turns', () => {
      const seen = { strict: 0, loose: 0, repetition: 0 };
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), fc.constantFrom('random' as const, 'seek-repetition' as const), (size, seed, policy) => {
          const { history, reason } = checkRandomGame(variant, size, randomFrom(seed), policy, rule, lawful, 4 * size * size + 50);
          for (const turn of history) if (turn.kind) seen[turn.kind]++;
          if (reason === 'repetition') seen.repetition++;
        }),
        { numRuns: 70, seed: 20261122 },
      );
      assert.ok(seen.strict > 0 && seen.loose > 0 && seen.repetition > 0, `the games exercised every rule: ${JSON.stringify(seen)}`);
    });
  });
}
