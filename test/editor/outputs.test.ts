import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { diagramWindow, documentFromDiagram, documentFromSgf, documentToDiagram, documentToSnippet, documentToSvg, type DiagramDocument } from '../../src/editor/index.js';
import { at, board, edited } from './helpers.js';

describe('editor: $$ out', () => {
  test('the position before the moves, the moves numbered, the marks, title and crop as a partial diagram', () => {
    const doc = edited(
      [at('black', 'C3', 9), at('white', 'D4', 9), at('alternate', 'E5', 9), at('alternate', 'C5', 9), at('triangle', 'C3', 9), at('letter', 'F6', 9), { kind: 'title', text: 'Dia. 1' }, { kind: 'crop', crop: { x0: 0, y0: 2, x1: 6, y1: 8 } }],
      board('go'),
    );
    assert.equal(
      documentToDiagram(doc),
      ['$$B9 Dia. 1', '$$ | . . , . . . ,', '$$ | . . . . . a .', '$$ | . . 2 . 1 . .', '$$ | . . . O . . .', '$$ | . . Y . . . ,', '$$ | . . . . . . .', '$$ | . . . . . . .', '$$ +--------------', ''].join('\n'),
    );
  });

  test('coordinates are asked for in the header when wanted', () => {
    assert.match(documentToDiagram(board('go'), { coordinates: true }), /^\$\$Bc9\n/);
  });

  test('variant states use the diagram characters: ghosts, marked stones, tiles', () => {
    const ghosts = edited([at('black', 'C3', 9), at('ghost', 'C3', 9)], board('no-seki'));
    assert.match(documentToDiagram(ghosts), /\| \. \. G \. /);
    const marked = edited([at('white', 'C3', 9), at('marked', 'C3', 9)], board('paper-pencil'));
    assert.match(documentToDiagram(marked), /\| \. \. L \. /);
    const tiles = edited([{ kind: 'rules', rules: { maxTiles: 3 } }, at('tile', 'C3', 9), at('tile', 'C3', 9)], board('tile'));
    assert.match(documentToDiagram(tiles), /\$\$ \{TL C3 2\}/);
  });

  test('a crop that reaches no edge of an axis is widened to the nearer edge; a rectangular board is written whole', () => {
    const doc = edited([{ kind: 'crop', crop: { x0: 2, y0: 5, x1: 4, y1: 6 } }], board('go', 13));
    assert.deepEqual(diagramWindow(doc), { x0: 0, y0: 0, x1: 4, y1: 6 });
    const rectangle = edited([{ kind: 'crop', crop: { x0: 0, y0: 0, x1: 2, y1: 2 } }], board('go', 9, 5));
    assert.equal(diagramWindow(rectangle), null);
  });

  test('a $$ text read back gives the document, under the variant and rules the board gives (the text names neither)', () => {
    const doc = edited(
      [
        { kind: 'rules', rules: { maxTiles: 2, scoring: 'standard' } },
        at('black', 'C3', 9),
        at('tile', 'C3', 9),
        at('tile', 'C3', 9),
        at('alternate', 'E5', 9),
        at('alternate', 'D5', 9),
        { kind: 'move', move: 'pass' },
        at('square', 'C3', 9),
        { kind: 'title', text: 'Tiles' },
      ],
      board('tile'),
    );
    const read = documentFromDiagram(documentToDiagram(doc), { variant: 'tile', maxTiles: 2, scoring: 'standard' });
    assert.ok(read.ok, JSON.stringify(read));
    assert.deepEqual(read.warnings, []);
    assert.deepEqual(read.document, doc);
  });
});

describe('editor: snippet', () => {
  test('a board holding the SGF record in a script child, </ and <! escaped the SGF way', () => {
    const doc = edited([at('black', 'C3', 9), { kind: 'comment', text: 'see </script><!-- <b>' }], board('loose'));
    const snippet = documentToSnippet(doc);
    assert.match(snippet, /^<variant-go-board variant="loose" size="9">\n<script type="application\/x-go-sgf">\n\(;GM\[1\]/);
    assert.equal(snippet.match(/<\/script/gi)?.length, 1, 'the record cannot end the script');
    assert.match(snippet, /see <\\\/script><\\!-- <b>/);
    const sgf = /<script type="application\/x-go-sgf">\n([\s\S]*)<\/script>/.exec(snippet)![1]!;
    const read = documentFromSgf(sgf);
    assert.ok(read.ok);
    assert.deepEqual(read.document, doc);
  });

  test('a rectangular board has no size attribute: the record gives it', () => {
    assert.match(documentToSnippet(board('go', 9, 5)), /^<variant-go-board variant="go">/);
  });

  test('a document with a verdict is a problem: its board is in puzzle mode', () => {
    const problem = edited([at('black', 'C3', 9), at('alternate', 'E5', 9), { kind: 'verdict', verdict: 'right' }], board('go'));
    assert.match(documentToSnippet(problem), /^<variant-go-board variant="go" size="9" mode="puzzle">/);
    assert.doesNotMatch(documentToSnippet(edited([{ kind: 'verdict', verdict: null }], problem)), /mode=/);
  });
});

describe('editor: SVG', () => {
  test('the position after the moves, with the marks and the crop, drawn by render', () => {
    const doc: DiagramDocument = edited([at('alternate', 'E5', 9), at('circle', 'C3', 9), { kind: 'crop', crop: { x0: 0, y0: 4, x1: 8, y1: 8 } }, { kind: 'title', text: 'Corner' }], board('go'));
    const svg = documentToSvg(doc);
    assert.match(svg, /<title>Corner<\/title>/);
    assert.match(svg, /viewBox="[-\d.]+ 4/);
    assert.match(svg, /class="markup circle/);
    assert.match(svg, /E5/);
  });
});
