/**
 * The fuzz run's short fixed-seed version (npm run fuzz is the long one, with the time bound):
 * the SGF reader, the `$$` diagram reader and the move notation, fed grammar-built inputs and
 * mutations of the project's own seeds, answer with a result or a typed error placed inside the
 * text, and never throw. No timing here: the bound is checked by the fuzz run.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadCorpus } from '../../scripts/fuzz/corpus.js';
import { fuzzFormat } from '../../scripts/fuzz/fuzz.js';
import { FORMATS } from '../../scripts/fuzz/grammar.js';

const corpus = loadCorpus({ shared: false });

describe('fuzz: every reader answers any text with a result or a placed, typed error', () => {
  for (const format of FORMATS) {
    test(`${format}: 2,000 inputs (seed 20261121), no throw, known codes, places inside the text`, () => {
      const summary = fuzzFormat(format, { seed: 20261121, count: 2000, corpus, timed: false });
      const shown = summary.failures.slice(0, 3).map((f) => `#${f.index} ${JSON.stringify(f.input.slice(0, 200))}: ${f.reason}`);
      assert.deepEqual(shown, []);
    });
  }
});
