/**
 * The element loads a board's own overlay entry (engine/overlay/lazy.ts), the full engine holds
 * them all (engine/overlay/index.ts): each variant's two must answer alike.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VARIANT_IDS, createGame, parsePoint, placementOverlay, rulesOverlay } from '../../src/engine/index.js';
import { loadVariantOverlay, overlayBy, placementBy } from '../../src/engine/overlay/lazy.js';

/** Moves that make captures, atari, a ko, stones of both colours touching: some fact of each variant's. */
const MOVES = ['C3', 'C4', 'D4', 'D5', 'B4', 'B5', 'C5', 'E4', 'A5', 'D3', 'C4', 'E3'];

describe('the rules overlay loaded per variant', () => {
  it('gives each variant an entry that answers as the full engine’s: the same marks and, at every point, the same placement', async () => {
    for (const variant of VARIANT_IDS) {
      const entry = await loadVariantOverlay(variant);
      const game = createGame({ variant, size: 5 });
      for (const move of MOVES) {
        game.play(parsePoint(move, 5, 5)!);
        assert.deepEqual(overlayBy(entry, game), rulesOverlay(game), `${variant} after ${move}`);
        for (let p = 0; p < 25; p++) {
          const point = { x: p % 5, y: Math.floor(p / 5) };
          assert.deepEqual(placementBy(entry, game, point), placementOverlay(game, point), `${variant} after ${move}, at ${p}`);
        }
      }
    }
  });
});
