/**
 * A record of a variant whose rules are not loaded yet (the element loads them on first use):
 * the reading parses the text, waits for the rules, then builds the record, without parsing again.
 * This file imports no module that brings every variant's rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isVariantLoaded } from '../../src/engine/core.js';
import { TreeReading } from '../../src/element/load-record.js';

describe("a record waits for its variant's rules", () => {
  it('an SGF naming Loose by RU: no record until the rules are in, then the record under Loose', async () => {
    assert.equal(isVariantLoaded('loose'), false);
    const reading = new TreeReading({ kind: 'sgf', text: '(;GM[1]SZ[9]RU[Loose];B[ee];W[dd])' }, {});
    assert.equal(reading.step(), null);
    assert.ok(reading.waitFor, 'the reading says what it waits for');
    await reading.waitFor;
    const read = reading.step();
    assert.ok(read?.ok);
    assert.equal(read.record.game.variant, 'loose');
    assert.equal(isVariantLoaded('loose'), true);
  });

  it("a standard Go record is built at the first step: Go's rules are always in", () => {
    const read = new TreeReading({ kind: 'sgf', text: '(;GM[1]SZ[9];B[ee])' }, {}).step();
    assert.ok(read?.ok);
  });
});
