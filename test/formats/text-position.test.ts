import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createLocator } from '../../src/formats/text-position.js';

/** The position of `offset` found the slow, obvious way. */
function reference(text: string, offset: number): { line: number; column: number; offset: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1, offset };
}

describe('createLocator', () => {
  test('\\n, \\r\\n and a lone \\r each end one line; columns count from 1; any order of offsets', () => {
    const text = 'ab\ncd\r\nef\rgh\n\n\r\nij';
    const locate = createLocator(text);
    const offsets = [...Array(text.length + 3).keys()];
    for (const order of [offsets, [...offsets].reverse(), offsets.map((_, i) => (i * 7) % offsets.length)]) {
      for (const offset of order) assert.deepEqual(locate(offset), reference(text, offset), `offset ${offset}`);
    }
    assert.deepEqual(locate(text.indexOf('ij')), { line: 7, column: 1, offset: text.indexOf('ij') });
  });

  // Speed is the benchmarks' business; this checks that backward lookups over a long text stay right.
  test('offsets asked for backwards through a long text are located right', () => {
    const text = 'abcdefghi\n'.repeat(20_000);
    const locate = createLocator(text);
    for (let i = 0; i < 200; i++) {
      const offset = text.length - 1 - i * 900;
      assert.deepEqual(locate(offset), reference(text, offset));
    }
  });
});
