import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { MAX_LABEL_CHARS, commentOf, emptyMarkup, markupOf, markupProps, nameOf, type Markup } from '../../src/formats/markup.js';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { textStart } from '../../src/formats/text-start.js';

/** The first node of a one-node text. */
function node(text: string): SgfNode {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.trees[0]!;
}

const xy = (x: number, y: number) => ({ x, y });

describe('markupOf: symbols', () => {
  test('CR TR SQ MA SL: circles, triangles, squares, crosses and selected points; aa is the top left', () => {
    const m = markupOf(node('(;CR[aa]TR[bb]SQ[cc]MA[dd]SL[ee])'), 9, 9);
    assert.deepEqual(
      [m.circles, m.triangles, m.squares, m.crosses, m.selected],
      [[xy(0, 0)], [xy(1, 1)], [xy(2, 2)], [xy(3, 3)], [xy(4, 4)]],
    );
  });

  test('compressed lists: TR[aa:bc] marks every point of the rectangle, row by row', () => {
    assert.deepEqual(markupOf(node('(;TR[aa:bc])'), 9).triangles, [xy(0, 0), xy(1, 0), xy(0, 1), xy(1, 1), xy(0, 2), xy(1, 2)]);
  });

  test('tolerance: points off the board, unreadable values and repeats are dropped', () => {
    const m = markupOf(node('(;CR[aa][jj][zz][a][aa][]MA[hh:kk])'), 9);
    assert.deepEqual(m.circles, [xy(0, 0)]);
    assert.deepEqual(m.crosses, [xy(7, 7), xy(8, 7), xy(7, 8), xy(8, 8)]);
  });

  test('rectangular boards: a point must lie within the columns and the rows', () => {
    assert.deepEqual(markupOf(node('(;SQ[ga][ag][fe][ef])'), 7, 5).squares, [xy(6, 0), xy(5, 4)]);
  });

  test('a node without markup gives empty markup, and dimmed null', () => {
    const m = markupOf(node('(;B[aa]C[hi])'), 19);
    assert.deepEqual(m, emptyMarkup());
  });
});

describe('markupOf: labels, arrows, lines', () => {
  test('LB[point:text]: text labels, the text after the first colon, kept as written', () => {
    const m = markupOf(node('(;LB[aa:a][bb:12][cc:5 at 1][dd:x\\:y])'), 9);
    assert.deepEqual(m.labels, [
      { point: xy(0, 0), text: 'a' },
      { point: xy(1, 1), text: '12' },
      { point: xy(2, 2), text: '5 at 1' },
      { point: xy(3, 3), text: 'x:y' },
    ]);
  });

  test('LB is SimpleText: line breaks become spaces; a second label on a point is dropped', () => {
    const m = markupOf(node('(;LB[aa:two\nlines][aa:again][zz:off][nocolon])'), 9);
    assert.deepEqual(m.labels, [{ point: xy(0, 0), text: 'two lines' }]);
  });

  test('a label is read as its first 100 characters, cut with "…", however long it is written', () => {
    const long = markupOf({ props: { LB: [`ee:${'word \n'.repeat(400_000)}`] }, children: [] }, 9, 9).labels[0]!.text;
    assert.match(long, /^word word word .*…$/);
    assert.ok(long.length <= MAX_LABEL_CHARS + 1, `${long.length} characters`);
    const short = 'x'.repeat(MAX_LABEL_CHARS);
    assert.equal(markupOf({ props: { LB: [`ee:${short}`] }, children: [] }, 9, 9).labels[0]!.text, short);
  });

  test('textStart: a text longer than the cut ends with "…" and never splits an astral character', () => {
    assert.equal(textStart('abcdef', 6), 'abcdef');
    assert.equal(textStart('abcdefg', 6), 'abcdef…');
    assert.equal(textStart('abcde😀xyz', 6), 'abcde…');
    assert.equal(textStart('abcd😀xyz', 6), 'abcd😀…');
  });

  test('AR and LN: from and to; one-point arrows and repeats are dropped, a line read backwards is the same line', () => {
    const m = markupOf(node('(;AR[aa:cc][aa:aa][aa:cc][cc:aa]LN[ab:cd][cd:ab][ab:zz])'), 9);
    assert.deepEqual(m.arrows, [{ from: xy(0, 0), to: xy(2, 2) }, { from: xy(2, 2), to: xy(0, 0) }]);
    assert.deepEqual(m.lines, [{ from: xy(0, 1), to: xy(2, 3) }]);
  });
});

describe('markupOf: dimmed points (DD)', () => {
  test('DD lists the dimmed points; DD[] is an empty list (it clears); no DD is null', () => {
    assert.deepEqual(markupOf(node('(;DD[aa:ab])'), 9).dimmed, [xy(0, 0), xy(0, 1)]);
    assert.deepEqual(markupOf(node('(;DD[])'), 9).dimmed, []);
    assert.equal(markupOf(node('(;CR[aa])'), 9).dimmed, null);
  });
});

describe('markupProps', () => {
  test('writes CR TR SQ MA SL LB AR LN DD, leaving out empty lists; DD[] for an empty dimmed list', () => {
    const m: Markup = { ...emptyMarkup(), circles: [xy(0, 0)], labels: [{ point: xy(1, 2), text: 'a' }], arrows: [{ from: xy(0, 0), to: xy(3, 3) }], dimmed: [] };
    assert.deepEqual(markupProps(m), { CR: ['aa'], LB: ['bc:a'], AR: ['aa:dd'], DD: [''] });
    assert.deepEqual(markupProps(emptyMarkup()), {});
  });

  test('round trip: markupOf(write(markupProps(m))) gives m back for any markup of distinct points (property)', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 18 }), y: fc.integer({ min: 0, max: 18 }) });
    const points = fc.uniqueArray(point, { selector: (p) => `${p.x},${p.y}`, maxLength: 6 });
    const link = fc.tuple(point, point).filter(([a, b]) => a.x !== b.x || a.y !== b.y).map(([from, to]) => ({ from, to }));
    const links = fc.uniqueArray(link, { selector: (l) => [l.from, l.to].map((p) => `${p.x},${p.y}`).sort().join('-'), maxLength: 4 });
    const labels = fc.uniqueArray(
      fc.record({ point, text: fc.string({ minLength: 1, maxLength: 5 }).map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '') }),
      { selector: (l) => `${l.point.x},${l.point.y}`, maxLength: 4 },
    );
    const markup = fc.record({
      circles: points,
      triangles: points,
      squares: points,
      crosses: points,
      selected: points,
      labels,
      arrows: links,
      lines: links,
      dimmed: fc.option(points, { nil: null }),
    });
    fc.assert(
      fc.property(markup, (m) => {
        const parsed = parseSgf(writeSgf([{ props: markupProps(m), children: [] }]));
        assert.ok(parsed.ok);
        assert.deepEqual(markupOf(parsed.trees[0]!, 19), JSON.parse(JSON.stringify(m)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('commentOf and nameOf', () => {
  test('C is the comment, with its line breaks; soft line breaks are gone', () => {
    assert.equal(commentOf(node('(;C[Black is \\\nalive.\nWhite to play.])')), 'Black is alive.\nWhite to play.');
    assert.equal(commentOf(node('(;B[aa])')), null);
  });

  test('N is the node name, SimpleText: line breaks read as spaces', () => {
    assert.equal(nameOf(node('(;N[Joseki\nvariation])')), 'Joseki variation');
    assert.equal(nameOf(node('(;C[x])')), null);
  });
});
