/**
 * Variants loaded on first use: the engine without the full entry (`core.ts`, as the element
 * imports it) has standard Go's rules and facts, and fetches another variant's facts (the
 * registry, every variant's at once, without rules code) and then its rules with `loadVariant`.
 * This file imports no module that brings every variant's facts or rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VARIANT_IDS, createGame, isVariantLoaded, loadVariant, loadVariantFacts, tryCreateGame, variantFacts } from '../../src/engine/core.js';

describe('variants loaded on first use', () => {
  it("standard Go is always loaded, with its facts alone; every other variant waits for loadVariant", () => {
    assert.deepEqual(VARIANT_IDS.filter(isVariantLoaded), ['go']);
    assert.deepEqual(VARIANT_IDS.filter((id) => variantFacts(id)), ['go']);
    assert.equal(createGame({ variant: 'go', size: 9 }).variant, 'go');
  });

  it('a variant not yet loaded is a value naming the call that loads it; an unknown one is told at once', () => {
    const made = tryCreateGame({ variant: 'loose', size: 9 });
    assert.deepEqual(made.ok ? null : [made.code, made.option], ['ERR_VARIANT_NOT_LOADED', 'variant']);
    assert.match(made.ok ? '' : made.message, /'loose'.*loadVariant\('loose'\)/);
    const unknown = tryCreateGame({ variant: 'lose' as 'loose', size: 9 });
    assert.deepEqual(unknown.ok ? null : [unknown.code, unknown.message], ['ERR_VARIANT', `unknown variant 'lose': choose one of ${VARIANT_IDS.join(', ')}`]);
  });

  it('the facts load without any rules code, and bad options are then told before the rules load', async () => {
    assert.equal((await loadVariantFacts('loose')).name, 'Loose');
    assert.equal(isVariantLoaded('loose'), false);
    assert.deepEqual(VARIANT_IDS.filter((id) => !variantFacts(id)), []);
    const bad = tryCreateGame({ variant: 'loose', size: 10 });
    assert.equal(bad.ok ? null : bad.code, 'ERR_SIZE');
    const good = tryCreateGame({ variant: 'loose', size: 9 });
    assert.equal(good.ok ? null : good.code, 'ERR_VARIANT_NOT_LOADED');
  });

  it('after loadVariant, createGame makes games of every variant at once', async () => {
    await Promise.all(VARIANT_IDS.map(loadVariant));
    for (const id of VARIANT_IDS) assert.equal(createGame({ variant: id, size: 9 }).variant, id);
    assert.deepEqual(VARIANT_IDS.filter((id) => !isVariantLoaded(id)), []);
  });
});
