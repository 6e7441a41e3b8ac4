/**
 * Variants loaded on first use: the engine without the full entry (`core.ts`, as the element
 * imports it) has standard Go's rules and every variant's facts, and fetches another variant's
 * rules with `loadVariant`. This file imports no module that brings every variant's rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VARIANTS, createGame, isVariantLoaded, loadVariant, tryCreateGame } from '../../src/engine/core.js';
import type { VariantId } from '../../src/engine/types.js';

const IDS = Object.keys(VARIANTS) as VariantId[];

describe('variants loaded on first use', () => {
  it('standard Go is always loaded; every other variant waits for loadVariant', () => {
    assert.deepEqual(IDS.filter(isVariantLoaded), ['go']);
    assert.equal(createGame({ variant: 'go', size: 9 }).variant, 'go');
  });

  it('a variant not yet loaded is a value naming the call that loads it, and its facts are known meanwhile', () => {
    const made = tryCreateGame({ variant: 'loose', size: 9 });
    assert.deepEqual(made.ok ? null : [made.code, made.option], ['ERR_VARIANT_NOT_LOADED', 'variant']);
    assert.match(made.ok ? '' : made.message, /Loose.*loadVariant\('loose'\)/);
    // Bad options are still told first: the facts need no rules code.
    const bad = tryCreateGame({ variant: 'loose', size: 10 });
    assert.equal(bad.ok ? null : bad.code, 'ERR_SIZE');
  });

  it('after loadVariant, createGame makes games of every variant at once', async () => {
    await Promise.all(IDS.map(loadVariant));
    for (const id of IDS) assert.equal(createGame({ variant: id, size: 9 }).variant, id);
    assert.deepEqual(IDS.filter((id) => !isVariantLoaded(id)), []);
  });
});
