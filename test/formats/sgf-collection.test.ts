import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gameTree } from '../../src/formats/sgf-collection.js';
import { parseSgf } from '../../src/formats/sgf.js';

describe('gameTree: game N of a collection, counted from 1', () => {
  const parsed = parseSgf('(;GN[one])(;GN[two])(;GN[three])');
  assert.ok(parsed.ok);
  const { trees } = parsed;

  test('games 1 to the count are the trees in file order', () => {
    assert.deepEqual([1, 2, 3].map((n) => { const r = gameTree(trees, n); return r.ok && r.root.props.GN; }), [['one'], ['two'], ['three']]);
  });

  test('0, past the count and fractions are ERR_SGF_GAME, quoting N and the count', () => {
    for (const n of [0, 4, 1.5, -1, Number.NaN]) {
      const r = gameTree(trees, n);
      assert.ok(!r.ok, String(n));
      assert.equal(r.code, 'ERR_SGF_GAME');
      assert.equal(r.message, `There is no game ${n}: the collection holds 3 games; choose 1 to 3.`);
    }
    const single = gameTree(trees.slice(0, 1), 2);
    assert.ok(!single.ok && single.message === 'There is no game 2: the collection holds 1 game; choose only game 1.');
  });
});
