import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { gameSettings, playRandomGame } from './tile-model.js';

describe('cushion: properties of random games', () => {
  // Cushion Go allows cooperative cycles, so no rule bounds a game; 40*A turns is a cap observed for this policy (at most about 28*A on 3x3, 3.5*A from 5x5 up).
  it('after every move: legalMoves agrees with play and with a model of T1, T3-T5, rejections change nothing, tiles never decrease nor exceed maxTiles, a tile exactly when T3 asks, prisoners never negative, no pass under prisoner return; every placement that is no incursion raises the potential; random games end within 40*size^2 turns', () => {
    fc.assert(
      fc.property(gameSettings, ({ size, maxTiles, scoring, seed }) => {
        const cap = 40 * size * size;
        const log = playRandomGame({ variant: 'cushion', maxTiles }, size, scoring, seed, cap);
        assert.ok(log.turns < cap, `still running after ${cap} turns`);
      }),
      { numRuns: 100, seed: 20260703 },
    );
  });
});
