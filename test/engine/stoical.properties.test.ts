import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomFrom } from './random-play.js';
import { captures, checkRandomGame, type HistoryRule, type Played } from './stoical-model.js';

/** S1, from the record: a capture may not answer the opponent's capture. */
const s1: HistoryRule = (history, candidate) => {
  const last = history.at(-1);
  return captures(candidate) && captures(last) && last!.color !== candidate.color ? 'ERR_STOICAL_CAPTURE' : null;
};

function noCaptureAnswersCapture(history: readonly Played[]): void {
  for (let i = 1; i < history.length; i++) {
    assert.ok(!(captures(history[i - 1]) && captures(history[i])), `S1: turns ${i} and ${i + 1} are both captures`);
  }
}

describe('stoical: properties of random games', () => {
  it('after every move the engine agrees with a model of S1-S3, every group has a liberty, no capture follows a capture, a repeating placement ends the game in a final draw; random games end within 4*size^2+50 turns', () => {
    let draws = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), fc.constantFrom('random' as const, 'seek-repetition' as const), (size, seed, policy) => {
        const { reason } = checkRandomGame('stoical', size, randomFrom(seed), policy, s1, noCaptureAnswersCapture, 4 * size * size + 50);
        if (reason === 'repetition') draws++;
      }),
      { numRuns: 100, seed: 20261121 },
    );
    assert.ok(draws > 0, 'some games ended in a draw by repetition');
  });
});
