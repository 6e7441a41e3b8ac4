/**
 * The Proof of issue 16: for every variant, a random sequence of edits, then the SGF written and
 * read back, and the `$$` text written and read back, give the document the editor holds: the
 * same position, moves, markup and rule options, and the title, comment and crop where the
 * format carries them. A `$$` text carries no comment, no variant or rules (the board's
 * attributes give them), no number labels, no label on a stone, no mark where a numbered move
 * stands or on a ghost or marked stone, and a crop only on a square board, widened to an edge
 * (to-diagram.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { movesTo, shownNode,
  applyEdit,
  diagramWindow,
  documentFromDiagram,
  documentFromSgf,
  documentToDiagram,
  documentToSgf,
  emptyDocument,
  type DiagramDocument,
  type DiagramEdit,
  type DiagramMarks,
  type PointTool,
} from '../../src/editor/index.js';
import { parseMove, VARIANT_IDS, VARIANTS } from '../../src/engine/index.js';
import type { Coord, VariantId } from '../../src/engine/types.js';
import { setupPoints } from '../../src/editor/setup-points.js';
import { withLine } from './helpers.js';

const BASE_TOOLS: readonly PointTool[] = ['black', 'black', 'white', 'white', 'alternate', 'alternate', 'alternate', 'alternate', 'alternate', 'erase', 'triangle', 'square', 'circle', 'cross', 'letter', 'number'];
const STATE_TOOLS = { tiles: 'tile', ghosts: 'ghost', marked: 'marked' } as const;
/** Titles and comments: printable text, SGF's escaped characters included. */
const TEXT = fc.stringMatching(/^[ -~]{0,12}$/);
/** Titles a `$$` header keeps as written: words (no digits, which would read as move notes). */
const WORDS = fc.stringMatching(/^[A-Za-z]+( [A-Za-z]+){0,2}$/);

/** Board sizes the variant takes: Loose wants odd sides. */
function sides(variant: VariantId, square: boolean): fc.Arbitrary<{ width: number; height: number }> {
  const side = variant === 'loose' ? fc.constantFrom(5, 7, 9) : fc.integer({ min: 4, max: 9 });
  return square ? side.map((n) => ({ width: n, height: n })) : fc.record({ width: side, height: side });
}

/** A random edit of a document of this variant and size. */
function edits(variant: VariantId, width: number, height: number, crop: boolean): fc.Arbitrary<DiagramEdit[]> {
  const tools = [...BASE_TOOLS, ...VARIANTS[variant].pointState.map((state) => STATE_TOOLS[state])];
  const point = fc.record({ x: fc.integer({ min: 0, max: width - 1 }), y: fc.integer({ min: 0, max: height - 1 }) });
  const options = VARIANTS[variant].options;
  const rules = fc.record(
    {
      komi: fc.constantFrom(0, 2, 6, 6.5, 7),
      ...('ko' in options ? { ko: fc.constantFrom('basic' as const, 'positional' as const) } : {}),
      ...('maxTiles' in options ? { maxTiles: fc.constantFrom(1, 2, 3, 'unlimited' as const) } : {}),
      ...('scoring' in options ? { scoring: fc.constantFrom('prisoner-return' as const, 'standard' as const) } : {}),
    },
    { requiredKeys: [] },
  );
  const edit: fc.Arbitrary<DiagramEdit> = fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('point' as const), tool: fc.constantFrom(...tools), point }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), move: fc.constantFrom('pass', 'return') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('to-play' as const), color: fc.constantFrom('black' as const, 'white' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('rules' as const), rules }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('title' as const), text: crop ? TEXT : WORDS }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('comment' as const), text: TEXT }) },
    ...(crop ? [{ weight: 1, arbitrary: fc.record({ kind: fc.constant('crop' as const), crop: fc.record({ x0: point.map((p) => p.x), y0: point.map((p) => p.y), x1: point.map((p) => p.x), y1: point.map((p) => p.y) }) }) }] : []),
    ...(variant === 'no-seki' ? [{ weight: 2, arbitrary: point.map((p): DiagramEdit => ({ kind: 'move', move: `ghost:${String.fromCharCode(65 + p.x + (p.x >= 8 ? 1 : 0))}${height - p.y}` })) }] : []),
  );
  return fc.array(edit, { minLength: 20, maxLength: 60, size: 'max' });
}

/** The document after the edits the model accepts (a refused edit changes nothing). */
function apply(doc: DiagramDocument, list: readonly DiagramEdit[]): DiagramDocument {
  return list.reduce((current, edit) => {
    const result = applyEdit(current, edit);
    return result.ok ? result.document : current;
  }, doc);
}

/** The smallest crop holding every stone, tile, move and mark, as an author crops round what they drew; `null` on an empty board. */
function cropRound(doc: DiagramDocument): DiagramDocument {
  const used: Coord[] = [...Object.values({ c: shownNode(doc).marks.circles, t: shownNode(doc).marks.triangles, s: shownNode(doc).marks.squares, x: shownNode(doc).marks.crosses }).flat(), ...shownNode(doc).marks.labels.map((l) => l.point)];
  setupPoints(doc.setup, doc.width, doc.height).forEach((p, i) => {
    if (p.color || p.tiles > 0) used.push({ x: i % doc.width, y: Math.floor(i / doc.width) });
  });
  for (const move of movesTo(doc)) {
    const read = parseMove(move, doc.width, doc.height);
    if (!('code' in read) && read.kind === 'place') used.push(read);
  }
  if (used.length === 0) return doc;
  const crop = {
    x0: Math.min(...used.map((p) => p.x)),
    y0: Math.min(...used.map((p) => p.y)),
    x1: Math.max(...used.map((p) => p.x)),
    y1: Math.max(...used.map((p) => p.y)),
  };
  const result = applyEdit(doc, { kind: 'crop', crop });
  assert.ok(result.ok);
  return result.document;
}

/** The marks a `$$` text carries for this document (see the module's notes). */
function diagramMarks(doc: DiagramDocument): DiagramMarks {
  const start = setupPoints(doc.setup, doc.width, doc.height);
  const digits = new Set<number>();
  const landed = new Set<number>();
  movesTo(doc).forEach((move, i) => {
    const read = parseMove(move, doc.width, doc.height);
    if ('code' in read || read.kind !== 'place') return;
    const p = read.y * doc.width + read.x;
    if (i < 10 && !landed.has(p) && !start[p]!.color) digits.add(p);
    landed.add(p);
  });
  const at = (c: Coord): number => c.y * doc.width + c.x;
  const shapeShown = (c: Coord): boolean => !digits.has(at(c)) && !start[at(c)]!.ghost && !start[at(c)]!.marked;
  const labelShown = (text: string, c: Coord): boolean => /^[a-z]$/.test(text) && !landed.has(at(c)) && !start[at(c)]!.color;
  return {
    circles: shownNode(doc).marks.circles.filter(shapeShown),
    triangles: shownNode(doc).marks.triangles.filter(shapeShown),
    squares: shownNode(doc).marks.squares.filter(shapeShown),
    crosses: shownNode(doc).marks.crosses.filter(shapeShown),
    labels: shownNode(doc).marks.labels.filter((l) => labelShown(l.text, l.point)),
  };
}

/** Marks as sets, in board order: the `$$` reader finds them row by row. */
function sorted(marks: DiagramMarks): DiagramMarks {
  const order = (a: Coord, b: Coord): number => a.y - b.y || a.x - b.x;
  return {
    circles: [...marks.circles].sort(order),
    triangles: [...marks.triangles].sort(order),
    squares: [...marks.squares].sort(order),
    crosses: [...marks.crosses].sort(order),
    labels: [...marks.labels].sort((a, b) => order(a.point, b.point)),
  };
}

describe('editor round trips, every variant', () => {
  for (const variant of VARIANT_IDS) {
    test(`${variant}: the SGF written and read back is the document (position, moves, markup, rules, title, comment, crop)`, () => {
      fc.assert(
        fc.property(
          sides(variant, false).chain(({ width, height }) => edits(variant, width, height, true).map((list) => apply(emptyDocument(variant, width, height), list))),
          (doc) => {
            const read = documentFromSgf(documentToSgf(doc));
            assert.ok(read.ok, read.ok ? '' : `${read.code} ${read.message}`);
            assert.deepEqual(read.warnings, []);
            assert.deepEqual(read.document, doc);
          },
        ),
        { numRuns: 40, seed: 20261125 },
      );
    });

    test(`${variant}: the $$ text written and read back, under the board's variant and rules, is the document but what $$ cannot carry`, () => {
      fc.assert(
        fc.property(
          sides(variant, true).chain(({ width, height }) => edits(variant, width, height, false).map((list) => cropRound(apply(emptyDocument(variant, width, height), list)))),
          (doc) => {
            const read = documentFromDiagram(documentToDiagram(doc), { variant, ...doc.rules });
            assert.ok(read.ok, read.ok ? '' : `${read.code} ${read.message}\n${documentToDiagram(doc)}`);
            const window = diagramWindow(doc);
            const whole = window && window.x0 === 0 && window.y0 === 0 && window.x1 === doc.width - 1 && window.y1 === doc.height - 1;
            const expected = withLine({ ...doc, crop: whole ? null : window }, movesTo(doc), { marks: sorted(diagramMarks(doc)) });
            const actual = withLine(read.document, movesTo(read.document), { marks: sorted(shownNode(read.document).marks), comment: shownNode(read.document).comment });
            assert.deepEqual(actual, expected, documentToDiagram(doc));
          },
        ),
        { numRuns: 40, seed: 20261125 },
      );
    });
  }
});
