/**
 * The element loads a board's own overlay entry (engine/overlay/lazy.ts), the full engine holds
 * them all (engine/overlay/index.ts): the two must give each variant the same entry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VARIANT_IDS } from '../../src/engine/core.js';
import { OVERLAYS } from '../../src/engine/overlay/index.js';
import { loadVariantOverlay } from '../../src/engine/overlay/lazy.js';

describe('the rules overlay loaded per variant', () => {
  it('gives each variant the entry the full engine holds for it', async () => {
    for (const id of VARIANT_IDS) assert.equal(await loadVariantOverlay(id), OVERLAYS[id], id);
  });
});
