import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { ELEMENT_ATTRIBUTES, RECORD_ATTRIBUTES } from '../../src/publish/board-attributes.js';
import { readFenceAttributes, readFenceLine } from '../../src/publish/fence-info.js';

describe('the info string of a board block', () => {
  test('attributes are written as in HTML: unquoted, in double or single quotes, or bare', () => {
    const read = readFenceAttributes(`variant=tile title="The hane" black='Honinbo Shusaku' coordinates Move = 12`);
    assert.deepEqual(read, {
      ok: true,
      attributes: [
        { name: 'variant', value: 'tile', offset: 0 },
        { name: 'title', value: 'The hane', offset: 13 },
        { name: 'black', value: 'Honinbo Shusaku', offset: 30 },
        { name: 'coordinates', value: '', offset: 54 },
        { name: 'move', value: '12', offset: 66 },
      ],
    });
  });

  test('a quote left open is refused at the attribute, quoting it', () => {
    assert.deepEqual(readFenceAttributes('move=3 title="The hane'), { ok: false, message: `a quote is not closed in 'title="The hane'`, offset: 7 });
  });

  test('a name written twice is refused at its second place', () => {
    assert.deepEqual(readFenceAttributes('move=3 MOVE=4'), { ok: false, message: 'the attribute move is written twice', offset: 7 });
  });

  test('text that is no attribute is refused, quoting it', () => {
    const read = readFenceAttributes('move=3 =4');
    assert.equal(read.ok, false);
    assert.match(read.ok ? '' : read.message, /'=4' is not an attribute/);
  });

  test("the opening line gives the word, the attributes and their column, after indentation and a quote's >", () => {
    assert.deepEqual(readFenceLine('```diagram variant=tile'), { word: 'diagram', meta: 'variant=tile', metaColumn: 12 });
    assert.deepEqual(readFenceLine('> ~~~~ sgf  move=3  '), { word: 'sgf', meta: 'move=3', metaColumn: 13 });
    assert.equal(readFenceLine('not a fence'), null);
  });

  test("the names a block may give are the element's attributes in its manifest, less those naming another record", () => {
    const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    const board = manifest.modules.flatMap((module: { declarations?: { tagName?: string }[] }) => module.declarations ?? []).find((declaration: { tagName?: string }) => declaration.tagName === 'variant-go-board');
    const names: string[] = board.attributes.map((attribute: { name: string }) => attribute.name);
    assert.deepEqual([...ELEMENT_ATTRIBUTES, ...RECORD_ATTRIBUTES].sort(), names.sort());
  });
});
