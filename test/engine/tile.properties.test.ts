import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { gameSettings, playRandomGame, tilePlacementBound } from './tile-model.js';

describe('tile: properties of random games', () => {
  it('after every move: legalMoves agrees with play and with a model of T1-T5, rejections change nothing, tiles never decrease nor exceed maxTiles, a tile exactly when T2 asks, prisoners never negative, no pass under prisoner return; every placement that is no incursion raises the potential (A+1)(S+T)-T; at most tiles+1 incursions; every game ends within (NA+1) + (NA+2)A(A+1) placements', () => {
    fc.assert(
      fc.property(gameSettings, ({ size, maxTiles, scoring, seed }) => {
        const bound = tilePlacementBound(size, maxTiles);
        const log = playRandomGame({ variant: 'tile', maxTiles }, size, scoring, seed, bound);
        assert.ok(log.placements <= bound);
      }),
      { numRuns: 100, seed: 20260702 },
    );
  });
});
