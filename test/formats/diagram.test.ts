import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { CELL_CHARACTERS } from '../../src/formats/diagram-chars.js';
import { findDiagrams, parseDiagram, type DiagramErrorCode, type DiagramIssue, type DiagramResult } from '../../src/formats/diagram.js';
import { readRecord } from '../../src/formats/read-record.js';
import type { SgfNode, SgfProperties } from '../../src/formats/sgf.js';
import { parseSgf, writeSgf } from '../../src/formats/sgf.js';
import type { VariantId } from '../../src/engine/types.js';
// Every variant's rules at hand, as the CLI has them (the element loads them on first use).
import '../../src/engine/index.js';

type Read = Extract<DiagramResult, { ok: true }>;

function read(text: string): Read {
  const result = parseDiagram(text);
  assert.ok(result.ok, result.ok ? '' : `${result.error.code} at ${result.error.line}:${result.error.column}: ${result.error.message}`);
  return result;
}

function root(text: string): SgfProperties {
  return read(text).tree.props;
}

function failure(text: string): DiagramIssue<DiagramErrorCode> {
  const result = parseDiagram(text);
  assert.ok(!result.ok, 'expected the diagram to be refused');
  return result.error;
}

function warnings(text: string): string[] {
  return read(text).warnings.map((w) => w.code);
}

/** The move nodes after the root, written `B[cc]`, `W[]`, with `ZVK` and `MN` when present. */
function moves(text: string): string[] {
  const out: string[] = [];
  for (let node = read(text).tree.children[0]; node; node = node.children[0]) {
    const id = 'B' in node.props ? 'B' : 'W';
    let move = `${id}[${node.props[id]![0]}]`;
    if (node.props.ZVK) move += `ZVK[${node.props.ZVK[0]}]`;
    if (node.props.MN) move += `MN[${node.props.MN[0]}]`;
    out.push(move);
  }
  return out;
}

/** A 3x3 board with all four edges and `ch` in the centre. */
function centre(ch: string, header = '$$B'): string {
  return `${header}\n$$ +-------+\n$$ | . . . |\n$$ | . ${ch} . |\n$$ | . . . |\n$$ +-------+`;
}

/** Stones on the board after replaying the whole diagram, one string per row (`X`, `O`, `x`/`o` ghosts, `.`). */
function finalRows(text: string, variant: VariantId = 'go'): string[] {
  const record = readRecord(read(text).tree, { variant });
  assert.ok(record.ok, record.ok ? '' : record.error.message);
  const at = record.record.gameAt(record.record.mainLine());
  assert.equal(at.error, null, at.error?.message);
  const view = at.game.view();
  const rows: string[] = [];
  for (let y = 0; y < view.height; y++) {
    let row = '';
    for (let x = 0; x < view.width; x++) {
      const p = view.points[y * view.width + x]!;
      row += p.color === null ? '.' : p.ghost ? (p.color === 'black' ? 'x' : 'o') : p.color === 'black' ? 'X' : 'O';
    }
    rows.push(row);
  }
  return rows;
}

function withoutPositions(node: SgfNode): unknown {
  return { props: node.props, children: node.children.map(withoutPositions) };
}

describe('diagram: framing', () => {
  test('every line starts with $$; the first is the header', () => {
    const result = read('$$B Title\n$$ . X\n$$ O .');
    assert.equal(result.title, 'Title');
    // Two columns and two rows without edges, centred on 19x19: columns and rows 8-9.
    assert.deepEqual(result.tree.props.AB, ['ji']);
  });

  test('lines may be quoted with ">" (any depth) and indented', () => {
    const plain = root('$$B\n$$ . X\n$$ O .');
    assert.deepEqual(root('> $$B\n> $$ . X\n>> $$ O .'), plain);
    assert.deepEqual(root('   $$B\n   $$ . X\n   $$ O .\n'), plain);
  });

  test('[go]...[/go] and [diagram]...[/diagram] wrappers are removed, on their own lines or not', () => {
    const plain = root('$$B\n$$ . X\n$$ O .');
    assert.deepEqual(root('[go]$$B\n$$ . X\n$$ O .[/go]'), plain);
    assert.deepEqual(root('[go]\n$$B\n$$ . X\n$$ O .\n[/go]'), plain);
    assert.deepEqual(root('[diagram]$$B\n$$ . X\n$$ O .\n[/diagram]'), plain);
    assert.deepEqual(root('[GO]$$B\n$$ . X\n$$ O .[/GO]'), plain);
  });

  test('Windows and old Mac line ends are lines too', () => {
    assert.deepEqual(root('$$B\r\n$$ . X\r\n$$ O .'), root('$$B\n$$ . X\n$$ O .'));
    assert.deepEqual(root('$$B\r$$ . X\r$$ O .'), root('$$B\n$$ . X\n$$ O .'));
  });

  test('a bare $$ line is skipped; blank lines around the diagram are fine', () => {
    assert.deepEqual(root('\n\n$$B\n$$\n$$ . X\n$$   \n$$ O .\n\n'), root('$$B\n$$ . X\n$$ O .'));
    assert.deepEqual(warnings('\n\n$$B\n$$ . X\n$$ O .\n\n'), []);
  });

  test('a blank line inside the diagram is skipped with a warning (on SL it would end the diagram)', () => {
    const result = read('$$B\n$$ . X\n\n$$ O .');
    assert.deepEqual(result.warnings.map((w) => [w.code, w.line]), [['WARN_DIAGRAM_BLANK_LINE', 3]]);
    assert.deepEqual(result.tree.props.AW, ['ij']);
  });

  test('ERR_DIAGRAM_LINE: a line without $$, at its first character', () => {
    const error = failure('$$B\n$$ . X\n  . O .');
    assert.equal(error.code, 'ERR_DIAGRAM_LINE');
    assert.deepEqual([error.line, error.column], [3, 3]);
    assert.match(error.message, /starts with \$\$/);
    assert.equal(failure('Some prose\n$$B\n$$ . X').code, 'ERR_DIAGRAM_LINE');
  });

  test('ERR_DIAGRAM_EMPTY: no diagram at all, or a header without rows', () => {
    assert.equal(failure('').code, 'ERR_DIAGRAM_EMPTY');
    assert.equal(failure('  \n ').code, 'ERR_DIAGRAM_EMPTY');
    const error = failure('$$B Title only');
    assert.equal(error.code, 'ERR_DIAGRAM_EMPTY');
    assert.match(error.message, /no row of points/);
    assert.equal(failure('$$B\n$$ +---+\n$$ +---+').code, 'ERR_DIAGRAM_EMPTY');
    assert.equal(failure('$$B\n$$ ||\n$$ ||').code, 'ERR_DIAGRAM_EMPTY');
  });

  test('findDiagrams: each run of $$ lines in a page, with the line it starts on', () => {
    const page = [
      'Some text',
      '$$B First',
      '$$ . X',
      '',
      '> [go]$$W Second',
      '> $$ O .',
      '> [/go]',
      'More text',
      '[go]',
      'not a diagram',
    ].join('\n');
    const found = findDiagrams(page);
    assert.deepEqual(found.map((d) => d.line), [2, 5]);
    assert.equal(found[0]!.text, '$$B First\n$$ . X');
    assert.equal(found[1]!.text, '> [go]$$W Second\n> $$ O .\n> [/go]');
    for (const d of found) assert.ok(parseDiagram(d.text).ok);
  });

  test('findDiagrams: [go] diagrams back to back, with no blank line between, are two diagrams', () => {
    const first = ['[go]$$B First', '$$ +-------+', '$$ | . X . |', '$$ | . . . |', '$$ +-------+[/go]'];
    const second = ['[go]$$W Second', '$$ | O . |', '$$ | . . |[/go]'];
    const third = ['[go]', '$$B Third', '$$ . X', '[/go]'];
    const fourth = ['[diagram]$$B Fourth', '$$ . X'];
    const found = findDiagrams([...first, ...second, ...third, ...fourth].join('\n'));
    assert.deepEqual(found.map((d) => d.line), [1, 6, 10, 13]);
    assert.deepEqual(found.map((d) => d.text), [first.join('\n'), second.join('\n'), third.slice(1).join('\n'), fourth.join('\n')]);
    for (const d of found) assert.ok(parseDiagram(d.text).ok, d.text);
  });

  test('ERR_DIAGRAM_LINE: a text read as one diagram that holds a second says so where it starts', () => {
    const error = failure('[go]$$B\n$$ . X\n$$ . .[/go]\n[go]$$W\n$$ O .[/go]');
    assert.deepEqual([error.code, error.line, error.column], ['ERR_DIAGRAM_LINE', 4, 1]);
    assert.match(error.message, /A second diagram starts here/);
  });
});

describe('diagram: header', () => {
  test('defaults: Black moves first, no coordinates, board 19, move numbers from 1, no title', () => {
    const result = read('$$\n$$ 1 2');
    assert.equal(result.coordinates, false);
    assert.equal(result.title, '');
    assert.equal(result.tree.props.PL![0], 'B');
    assert.equal(result.tree.props.SZ![0], '19');
    assert.equal(result.tree.props.GN, undefined);
    assert.deepEqual(moves('$$\n$$ 1 2'), ['B[ij]', 'W[jj]']);
  });

  test('$$W: White plays the odd moves', () => {
    assert.deepEqual(moves('$$W\n$$ 1 2 3'), ['W[ij]', 'B[jj]', 'W[kj]']);
    assert.equal(root('$$W\n$$ . .').PL![0], 'W');
  });

  test('c asks for coordinates; the size sets the board; m sets the first number without changing colours', () => {
    const result = read('$$Bcm67 Title here\n$$ 1 2');
    assert.equal(result.coordinates, true);
    assert.equal(result.title, 'Title here');
    assert.equal(result.tree.props.GN![0], 'Title here');
    assert.deepEqual(moves('$$Bcm67 Title here\n$$ 1 2'), ['B[ij]MN[67]', 'W[jj]MN[68]']);
    assert.deepEqual(moves('$$Wm68\n$$ 1 2'), ['W[ij]MN[68]', 'B[jj]MN[69]']);
    assert.equal(root('$$Wc13\n$$ . .').SZ![0], '13');
    assert.equal(root('$$9\n$$ . .').SZ![0], '9');
  });

  test('"\\n" in a title is a line break (Life in 19x19)', () => {
    const result = read('[go]$$B Dia. 1\\nBlack to play\n$$ . .[/go]');
    assert.equal(result.title, 'Dia. 1\nBlack to play');
    assert.deepEqual(result.tree.props.GN, ['Dia. 1\nBlack to play']);
  });

  test('the title is the diagram\'s title: the move notes it holds ("3 at D1", "1 ghost", "2 pass") are left out, the moves say them', () => {
    const notes = read('$$B Dia. 2: 3 at D1, 4 at 1, 5 pass\n$$ +-----------+\n$$ | 1 2 . . . |\n$$ | . . . . . |\n$$ +-----------+');
    assert.equal(notes.title, 'Dia. 2');
    assert.deepEqual(notes.tree.props.GN, ['Dia. 2']);
    assert.equal(read('$$B Ko: 3 at 1\n$$ 1 2').title, 'Ko');
    const only = read('$$W 1 ghost, 2 pass\n$$ +-----------+\n$$ | 1 . . . . |\n$$ | . . . . . |\n$$ +-----------+');
    assert.equal(only.title, '');
    assert.equal(only.tree.props.GN, undefined);
    assert.equal(read('$$B Black 1 at  3-3 point, 3 at a glance\n$$ 1 .').title, 'Black 1 at  3-3 point, 3 at a glance', 'prose stays as written');
  });

  test('the order is fixed: colour, c, size, m; what follows is the title ("$$B 5 at 1" has no size)', () => {
    assert.equal(read('$$B 13 stones\n$$ . .').title, '13 stones');
    assert.equal(root('$$B 13 stones\n$$ . .').SZ![0], '19');
    assert.equal(read('$$Bmiddle game\n$$ . .').title, 'middle game');
  });

  test('ERR_DIAGRAM_HEADER: a board size outside 2-25, at the size', () => {
    for (const header of ['$$B1', '$$Bc26', '$$99']) {
      const error = failure(`${header}\n$$ . .`);
      assert.equal(error.code, 'ERR_DIAGRAM_HEADER');
      assert.equal(error.column, header.search(/\d/) + 1);
      assert.match(error.message, /sizes from 2 to 25/);
    }
  });

  test('ERR_DIAGRAM_HEADER: m0 names no move', () => {
    const error = failure('$$Bm0\n$$ . .');
    assert.equal(error.code, 'ERR_DIAGRAM_HEADER');
    assert.equal(error.column, 4);
  });

  test('WARN_DIAGRAM_TITLE_ROW: a first line that looks like a row is still the header', () => {
    const result = read('$$ . X O .\n$$ . . . .');
    assert.equal(result.title, '. X O .');
    assert.deepEqual(result.warnings.map((w) => w.code), ['WARN_DIAGRAM_TITLE_ROW']);
    assert.deepEqual(warnings('$$B Dia. 1 - a ko\n$$ . .'), []);
  });

  test('WARN_DIAGRAM_EDGE_HEADER: a first line "$$ -----" is the top edge of a diagram without a header, not a title', () => {
    for (const edge of ['$$ -----', '$$ +-----+', '$$  - - - - ']) {
      const result = read(`${edge}\n$$ | . X\n$$ | . .`);
      assert.equal(result.title, '', edge);
      assert.deepEqual(result.warnings.map((w) => [w.code, w.line, w.column]), [['WARN_DIAGRAM_EDGE_HEADER', 1, edge.search(/[-+]/) + 1]], edge);
      // The top left corner of a 19x19 board: the edge is drawn.
      assert.deepEqual(result.tree.props.VW, ['aa:bb'], edge);
      assert.equal(result.tree.props.PL![0], 'B');
    }
    assert.equal(read('$$B -----\n$$ . .').title, '-----');
  });
});

/**
 * Every character of the board table (Sensei's Library's and ours), with what it gives on the
 * centre point `bb` of a 3x3 board. Digits and labels are tested below as well.
 */
const CHARACTER_TABLE: Record<string, SgfProperties> = {
  '.': {},
  ',': {},
  X: { AB: ['bb'] },
  O: { AW: ['bb'] },
  B: { AB: ['bb'], CR: ['bb'] },
  W: { AW: ['bb'], CR: ['bb'] },
  C: { CR: ['bb'] },
  '#': { AB: ['bb'], SQ: ['bb'] },
  '@': { AW: ['bb'], SQ: ['bb'] },
  S: { SQ: ['bb'] },
  Y: { AB: ['bb'], TR: ['bb'] },
  Q: { AW: ['bb'], TR: ['bb'] },
  T: { TR: ['bb'] },
  Z: { AB: ['bb'], MA: ['bb'] },
  P: { AW: ['bb'], MA: ['bb'] },
  M: { MA: ['bb'] },
  '?': { DD: ['bb'] },
  _: { ZVD: ['bb:_'] },
  A: { ZVD: ['bb:A'] },
  V: { ZVD: ['bb:V'] },
  '*': { ZVD: ['bb:*'] },
  G: { AB: ['bb'], ZVG: ['bb'] },
  H: { AW: ['bb'], ZVG: ['bb'] },
  K: { AB: ['bb'], ZVM: ['bb'] },
  L: { AW: ['bb'], ZVM: ['bb'] },
  D: { AB: ['bb'], ZVT: ['bb:1'] },
  E: { AW: ['bb'], ZVT: ['bb:1'] },
  '=': { ZVT: ['bb:1'] },
};

const BASE: SgfProperties = { GM: ['1'], FF: ['4'], CA: ['UTF-8'], SZ: ['3'], PL: ['B'] };

describe('diagram: board characters', () => {
  for (const [ch, expected] of Object.entries(CHARACTER_TABLE)) {
    test(`"${ch}" gives ${Object.keys(expected).join(' + ') || 'an empty point'}`, () => {
      const props = root(centre(ch));
      assert.deepEqual(props, { ...BASE, ...expected });
    });
  }

  test('the table above covers every character the reader knows, and docs/diagrams.md lists each', () => {
    assert.deepEqual(Object.keys(CHARACTER_TABLE).sort(), Object.keys(CELL_CHARACTERS).sort());
    const docs = readFileSync(new URL('../../docs/diagrams.md', import.meta.url), 'utf8');
    const documented = new Set([...docs.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!));
    for (const ch of Object.keys(CELL_CHARACTERS)) assert.ok(documented.has(ch), `docs/diagrams.md lists "${ch}"`);
    for (const ch of ['-', '\\|', '+', '1', '0', 'a']) assert.ok(docs.includes(`\`${ch}`), `docs/diagrams.md mentions "${ch}"`);
  });

  test('a-z are labels on empty points (LB), one letter may label several points', () => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      assert.deepEqual(root(centre(letter)), { ...BASE, LB: [`bb:${letter}`] });
    }
    assert.deepEqual(root('$$B\n$$ a . a').LB, ['ij:a', 'kj:a']);
  });

  test('digits 1-9 and 0 are moves 1-10: odd moves in the header colour, even in the other', () => {
    assert.deepEqual(moves('$$B\n$$ 1 2 3 4 5 6 7 8 9 0'), [
      'B[ej]', 'W[fj]', 'B[gj]', 'W[hj]', 'B[ij]', 'W[jj]', 'B[kj]', 'W[lj]', 'B[mj]', 'W[nj]',
    ]);
    assert.deepEqual(moves('$$B\n$$ 0 9 8 7 6 5 4 3 2 1'), [
      'B[nj]', 'W[mj]', 'B[lj]', 'W[kj]', 'B[jj]', 'W[ij]', 'B[hj]', 'W[gj]', 'B[fj]', 'W[ej]',
    ]);
    // Numbered points are empty in the start position.
    const props = root('$$B\n$$ 1 X');
    assert.deepEqual(props.AB, ['jj']);
  });

  test('ERR_DIAGRAM_EMPTY for a header without rows is placed at the header\'s $$', () => {
    for (const [text, line, column] of [['$$B', 1, 1], ['$$Wc9 Title only', 1, 1], ['\n> $$B Title', 2, 3], ['  $$B\n$$ [a|Page]', 1, 3]] as const) {
      const error = failure(text);
      assert.equal(error.code, 'ERR_DIAGRAM_EMPTY', text);
      assert.deepEqual([error.line, error.column, error.offset], [line, column, text.indexOf('$$')], text);
    }
  });

  test('spaces and tabs between characters do not count', () => {
    assert.deepEqual(root('$$B\n$$ .X\tO\n$$ . . .'), root('$$B\n$$ . X O\n$$ . . .'));
  });

  test('ERR_DIAGRAM_CHARACTER: a character not in the table, at its line and column', () => {
    for (const [row, column] of [['$$ . R .', 6], ['$$ . % .', 6], ['$$ . . $', 8], ['$$ . é .', 6], ['$$ . ! .', 6]] as const) {
      const error = failure(`$$B\n${row}\n$$ . . .`);
      assert.equal(error.code, 'ERR_DIAGRAM_CHARACTER', row);
      assert.deepEqual([error.line, error.column], [2, column], row);
      assert.match(error.message, /not a diagram character/);
    }
    assert.match(failure('$$B\n$$ . R .').message, /labels are lower case/);
  });

  test('ERR_DIAGRAM_CHARACTER: a character outside the BMP (an emoji) is named whole, at its column', () => {
    const error = failure('$$B\n$$ . \u{1F600} .\n$$ . . .');
    assert.equal(error.code, 'ERR_DIAGRAM_CHARACTER');
    assert.deepEqual([error.line, error.column], [2, 6]);
    assert.match(error.message, /^"\u{1F600}" is not a diagram character/u);
    const after = failure('$$B\n$$ \u{1F600} . !\n$$ . . .');
    assert.match(after.message, /^"\u{1F600}"/u);
    assert.deepEqual(root('$$B Go \u{1F600}\n$$ . X\n$$ O .').GN, ['Go \u{1F600}'], 'a title may hold any character');
  });

  test('WARN_DIAGRAM_PATTERN: wildcards A, V and * are empty points, once per character', () => {
    const result = read('$$B\n$$ A V *\n$$ A . *');
    assert.deepEqual(result.warnings.map((w) => [w.code, w.line, w.column]), [
      ['WARN_DIAGRAM_PATTERN', 2, 4],
      ['WARN_DIAGRAM_PATTERN', 2, 6],
      ['WARN_DIAGRAM_PATTERN', 2, 8],
    ]);
    assert.equal(result.tree.props.AB, undefined);
    assert.deepEqual(warnings('$$B\n$$ _ ? .'), []);
  });
});

describe('diagram: edges and placement', () => {
  const full9 = [
    '$$B',
    '$$ +-------------------+',
    ...Array.from({ length: 9 }, () => '$$ | . . . . . . . . . |'),
    '$$ +-------------------+',
  ].join('\n');

  test('a board with four edges is the whole board: its size is what is drawn, no VW', () => {
    const props = root(full9);
    assert.equal(props.SZ![0], '9');
    assert.equal(props.VW, undefined);
  });

  test('a board with four edges may be rectangular: SZ[columns:rows]', () => {
    const props = root('$$B\n$$ +---------------+\n$$ | . . . . . . X |\n$$ | . . . . . . . |\n$$ | . . . . . . . |\n$$ +---------------+');
    assert.equal(props.SZ![0], '7:3');
    assert.deepEqual(props.AB, ['ga']);
  });

  test('edge characters - | + are interchangeable, and SL\'s "|" corners work', () => {
    assert.deepEqual(root('$$B\n$$ -----\n$$ |X..|\n$$ |...|\n$$ -----'), root('$$B\n$$ +---+\n$$ |X..|\n$$ |...|\n$$ +---+'));
  });

  test('WARN_DIAGRAM_SIZE_IGNORED: a header size that contradicts four edges loses', () => {
    const result = read(full9.replace('$$B', () => '$$B19'));
    assert.equal(result.tree.props.SZ![0], '9');
    assert.deepEqual(result.warnings.map((w) => w.code), ['WARN_DIAGRAM_SIZE_IGNORED', 'WARN_DIAGRAM_SIZE_IGNORED']);
    assert.deepEqual(warnings(full9.replace('$$B', () => '$$B9')), []);
  });

  test('top-left corner: placed at the top left of the header size (default 19), VW gives the part drawn', () => {
    const props = root('$$B\n$$ +-------\n$$ | X . .\n$$ | . . O');
    assert.equal(props.SZ![0], '19');
    assert.deepEqual(props.AB, ['aa']);
    assert.deepEqual(props.AW, ['cb']);
    assert.deepEqual(props.VW, ['aa:cb']);
  });

  test('top-right corner: placed against the right edge of the header size', () => {
    const props = root('$$Bc13\n$$ -------+\n$$ X . . |\n$$ . . O |');
    assert.equal(props.SZ![0], '13');
    assert.deepEqual(props.AB, ['ka']);
    assert.deepEqual(props.AW, ['mb']);
  });

  test('bottom-left and bottom-right corners: placed against the bottom edge', () => {
    assert.deepEqual(root('$$B\n$$ | X . .\n$$ | . . O\n$$ +-------').AB, ['ar']);
    assert.deepEqual(root('$$B9\n$$ X . . |\n$$ . . O |\n$$ -------+').AW, ['ii']);
  });

  test('a side without edges is centred on the board', () => {
    // 3 columns on 19: columns 8-10 (i-k); 2 rows on 19: rows 8-9 (i-j).
    const props = root('$$B\n$$ X . .\n$$ . . O');
    assert.deepEqual(props.AB, ['ii']);
    assert.deepEqual(props.AW, ['kj']);
    assert.deepEqual(props.VW, ['ii:kj']);
    // Top edge only: rows from the top, columns centred.
    assert.deepEqual(root('$$B9\n$$ -----\n$$ X . .').AB, ['da']);
  });

  test('one side drawn edge to edge and no header size: the board is square', () => {
    const props = root('$$B\n$$ |X . . . .|\n$$ |. . . . .|\n$$ +---------+');
    assert.equal(props.SZ![0], '5');
    assert.deepEqual(props.AB, ['ad']);
  });

  test('a side without its far edge goes on: top, bottom and left edges, no right edge, is no 10x9 board', () => {
    // 9 rows edge to edge, 10 columns against the left edge: a square 9x9 cannot hold them, so the
    // width is the default 19, and the diagram is the left part of a 19x9 board.
    const rows = Array.from({ length: 9 }, (_, y) => `$$ | ${y === 0 ? 'X' : '.'} . . . . . . . . ${y === 8 ? 'O' : '.'}`);
    const text = ['$$B', '$$ +--------------------', ...rows, '$$ +--------------------'].join('\n');
    const props = root(text);
    assert.equal(props.SZ![0], '19:9');
    assert.deepEqual([props.AB, props.AW, props.VW], [['aa'], ['ji'], ['aa:ji']]);
    // The header size, when given, is the width.
    assert.equal(root(text.replace('$$B', () => '$$B13')).SZ![0], '13:9');
    const record = readRecord(read(text).tree);
    assert.ok(record.ok, record.ok ? '' : record.error.message);
  });

  test('a side without its far edge goes on: as long as the other side only when that is longer than drawn', () => {
    const rows = (width: number, right: boolean) => Array.from({ length: 9 }, () => `$$ | ${'. '.repeat(width)}${right ? '|' : ''}`);
    const edge = '$$ +------------------+';
    // 5 columns of 9 rows: the square 9x9 holds them and goes on past the fifth.
    assert.equal(root(['$$B', edge, ...rows(5, false), edge].join('\n')).SZ![0], '9');
    // 9 columns of 9 rows with no right edge: a 9x9 board would end where no edge is drawn.
    const nine = root(['$$B', edge, ...rows(9, false), edge].join('\n'));
    assert.deepEqual([nine.SZ![0], nine.VW], ['19:9', ['aa:ii']]);
    // With the right edge drawn it is the whole 9x9 board.
    assert.deepEqual(root(['$$B', edge, ...rows(9, true), edge].join('\n')).SZ, ['9']);
    // No edge on either side, 9 columns centred between 9 rows drawn edge to edge: 19 wide.
    const centred = root(['$$B', '$$ ---------', ...Array.from({ length: 9 }, () => `$$ ${'. '.repeat(9)}`), '$$ ---------'].join('\n'));
    assert.deepEqual([centred.SZ![0], centred.VW], ['19:9', ['fa:ni']]);
  });

  test('ERR_DIAGRAM_SIZE: a side drawn edge to edge shorter than 2 points, at its first point', () => {
    const one = failure('$$B\n$$ +-+\n$$ |.|\n$$ +-+');
    assert.equal(one.code, 'ERR_DIAGRAM_SIZE');
    assert.deepEqual([one.line, one.column], [3, 5]);
    assert.match(one.message, /1 point wide from edge to edge/);
    const column = failure('$$B\n$$ +-+\n$$ |X|\n$$ |.|\n$$ |O|\n$$ +-+');
    assert.equal(column.code, 'ERR_DIAGRAM_SIZE');
    assert.match(column.message, /1 point wide/);
    const row = failure('$$B\n$$ +-----+\n$$ |. X .|\n$$ +-----+');
    assert.equal(row.code, 'ERR_DIAGRAM_SIZE');
    assert.match(row.message, /1 point high/);
    // One column without side edges is part of a board: fine.
    assert.equal(root('$$B\n$$ .\n$$ X').SZ![0], '19');
    assert.equal(root('$$B\n$$ | .\n$$ | X').SZ![0], '19');
  });

  test('ERR_DIAGRAM_SIZE: a diagram larger than the header size, or than 25', () => {
    const error = failure('$$B5\n$$ | . . . . . .\n$$ | . . . . . .');
    assert.equal(error.code, 'ERR_DIAGRAM_SIZE');
    assert.match(error.message, /6 points wide, more than the board size 5/);
    const wide = `$$B\n$$ ${'.'.repeat(26)}`;
    assert.equal(failure(wide).code, 'ERR_DIAGRAM_SIZE');
    // Without a header size, a wide diagram makes its own (square) board.
    assert.equal(root(`$$B\n$$ ${'.'.repeat(21)}`).SZ![0], '21');
  });

  test('ERR_DIAGRAM_WIDTH: rows of different widths, at the first extra point or just after the short row', () => {
    const long = failure('$$B\n$$ | . . .\n$$ | . . . .');
    assert.equal(long.code, 'ERR_DIAGRAM_WIDTH');
    assert.deepEqual([long.line, long.column], [3, 12]);
    assert.match(long.message, /4 points, but the first row has 3/);
    const short = failure('$$B\n$$ . . .\n$$ . .');
    assert.equal(short.code, 'ERR_DIAGRAM_WIDTH');
    assert.deepEqual([short.line, short.column], [3, 7]);
  });

  test('ERR_DIAGRAM_EDGE: an edge row between rows of points', () => {
    const error = failure('$$B\n$$ . . .\n$$ -----\n$$ . . .');
    assert.equal(error.code, 'ERR_DIAGRAM_EDGE');
    assert.equal(error.line, 3);
    assert.match(error.message, /top or bottom edge/);
  });

  test('ERR_DIAGRAM_EDGE: a row without the left edge the first row has, or with one it has not', () => {
    const missing = failure('$$B\n$$ | . . .\n$$   . . . .');
    assert.equal(missing.code, 'ERR_DIAGRAM_EDGE');
    assert.deepEqual([missing.line, missing.column], [3, 6]);
    assert.match(missing.message, /no left edge/);
    const extra = failure('$$B\n$$ . . .\n$$ | . .');
    assert.equal(extra.code, 'ERR_DIAGRAM_EDGE');
    assert.match(extra.message, /starts with an edge/);
  });

  test('ERR_DIAGRAM_EDGE: a row without the right edge the first row has, or with one it has not', () => {
    const missing = failure('$$B\n$$ . . . |\n$$ . . . .');
    assert.equal(missing.code, 'ERR_DIAGRAM_EDGE');
    assert.deepEqual([missing.line, missing.column], [3, 11]);
    assert.match(missing.message, /no right edge/);
    assert.match(failure('$$B\n$$ . . .\n$$ . . |').message, /ends with an edge/);
  });

  test('ERR_DIAGRAM_EDGE: an edge character among the points of a row', () => {
    const error = failure('$$B\n$$ | . | . |\n$$ | . . . |');
    assert.equal(error.code, 'ERR_DIAGRAM_EDGE');
    assert.deepEqual([error.line, error.column], [2, 8]);
    assert.equal(failure('$$B\n$$ . - .\n$$ . . .').code, 'ERR_DIAGRAM_EDGE');
  });
});

describe('diagram: numbered moves and title notes', () => {
  test('the tree: setup and markup in the root, one node per move, the last repeating the markup', () => {
    const tree = read('$$B\n$$ +-----+\n$$ | 1 B |\n$$ | a 2 |\n$$ +-----+\n$$ {AR A2 B1}').tree;
    assert.deepEqual(tree.props, { ...BASE, SZ: ['2'], AB: ['ba'], CR: ['ba'], LB: ['ab:a'], AR: ['aa:bb'] });
    const first = tree.children[0]!;
    assert.deepEqual(first.props, { B: ['aa'] });
    assert.deepEqual(first.children[0]!.props, { W: ['bb'], CR: ['ba'], LB: ['ab:a'], AR: ['aa:bb'] });
  });

  test('move nodes carry the line and column of their digit, so replay errors point at it', () => {
    const tree = read('$$B\n$$ . 1\n$$ 2 .').tree;
    assert.deepEqual([tree.children[0]!.position!.line, tree.children[0]!.position!.column], [2, 6]);
    assert.deepEqual([tree.children[0]!.children[0]!.position!.line, tree.children[0]!.children[0]!.position!.column], [3, 4]);
  });

  test('"N at M": move N was played on the point of move M (after M was captured)', () => {
    assert.deepEqual(moves('$$B 3 at 1\n$$ 1 2'), ['B[ij]', 'W[jj]', 'B[ij]']);
    assert.deepEqual(moves('$$B 3 at 1, 4 at B2, 5 at 3\n$$ 1 2'), ['B[ij]', 'W[jj]', 'B[ij]', 'W[jj]', 'B[ij]']);
    assert.deepEqual(moves('$$Bm21 23 at 21\n$$ 1 2'), ['B[ij]MN[21]', 'W[jj]MN[22]', 'B[ij]MN[23]']);
    // Moves past 10 exist only in the title.
    assert.deepEqual(moves('$$B 11 at 1\n$$ 1 2 3 4 5 6 7 8 9 0').slice(10), ['B[ej]']);
  });

  test('"N at D4": move N on a board point, such as one where a stone of the start position was captured', () => {
    assert.deepEqual(moves('$$B 3 at D4\n$$ +-------+\n$$ | . . 2 . |\n$$ | . 1 . . |\n$$ | . . . . |\n$$ | . . . . |\n$$ +-------+'), ['B[bb]', 'W[ca]', 'B[da]']);
    assert.deepEqual(moves('$$B4 3 at c1\n$$ +-------+\n$$ | . . 2 . |\n$$ | . 1 . . |\n$$ | . . . . |\n$$ | . . . . |\n$$ +-------+'), ['B[bb]', 'W[ca]', 'B[cd]']);
  });

  test('"N at B1" and "N at W1" name move 1 (Sensei\'s Library), or the point B1 when the diagram has no move 1', () => {
    const board = '\n$$ +-------+\n$$ | . . 2 . |\n$$ | . 1 . . |\n$$ | . . . . |\n$$ | . . . . |\n$$ +-------+';
    assert.deepEqual(moves(`$$B 3 at B1${board}`).slice(2), ['B[bb]']);
    assert.deepEqual(moves(`$$B 3 at W2${board}`).slice(2), ['B[ca]']);
    assert.deepEqual(moves(`$$B 3 at B4${board}`).slice(2), ['B[ba]']);
  });

  test('ERR_DIAGRAM_NOTE: "N at Q30" off the board', () => {
    const error = failure('$$B9 3 at Q30\n$$ | 1 2');
    assert.equal(error.code, 'ERR_DIAGRAM_NOTE');
    assert.match(error.message, /Q30, which is not a point of this 9x9 board/);
    assert.match(failure('$$B9 3 at I3\n$$ | 1 2').message, /skip the letter I/);
  });

  test('a ko: White 1 throws in, Black 2 takes, 5 at 1 retakes, 8 at 2 takes again; the replay is legal', () => {
    const diagram = [
      '$$W 5 at 1, 8 at 2',
      '$$ +-----------+',
      '$$ | . X O . 3 |',
      '$$ | X 1 2 O 4 |',
      '$$ | . X O . . |',
      '$$ | . . . 7 . |',
      '$$ | . . . 6 . |',
      '$$ +-----------+',
    ].join('\n');
    assert.deepEqual(moves(diagram), ['W[bb]', 'B[cb]', 'W[ea]', 'B[eb]', 'W[bb]', 'B[de]', 'W[dd]', 'B[cb]']);
    assert.deepEqual(finalRows(diagram), ['.XO.O', 'X.XOX', '.XO..', '...O.', '...X.']);
  });

  test('"N pass" (or tenuki, elsewhere), "N return" and "N ghost" give variant and pass moves', () => {
    assert.deepEqual(moves('$$B 2 pass\n$$ 1 3'), ['B[ij]', 'W[]', 'B[jj]']);
    assert.deepEqual(moves('$$B 2 tenuki, 4 elsewhere\n$$ 1 3 5'), ['B[ij]', 'W[]', 'B[jj]', 'W[]', 'B[kj]']);
    assert.deepEqual(moves('$$W 2 return\n$$ 1 3'), ['W[ij]', 'B[]ZVK[return]', 'W[jj]']);
    assert.deepEqual(moves('$$B 1 ghost\n$$ 1 2'), ['B[ij]ZVK[ghost]', 'W[jj]']);
    assert.deepEqual(moves('$$B 1 pass, 2 pass\n$$ X O'), ['B[]', 'W[]']);
  });

  test('No Seki Go: a ghost, a pass and a capture replay under the variant', () => {
    const diagram = '$$B 1 ghost, 2 pass\n$$ +-----------+\n$$ | 3 O X O . |\n$$ | O O X O O |\n$$ | O 1 X . O |\n$$ | O O X O O |\n$$ | O O X O O |\n$$ +-----------+';
    assert.deepEqual(finalRows(diagram, 'no-seki'), ['X.XO.', '..XOO', '.xX.O', '..XOO', '..XOO']);
  });

  test('WARN_DIAGRAM_MOVE_GAP: a missing number between moves is a pass', () => {
    const result = read('$$B\n$$ 1 3');
    assert.deepEqual(result.warnings.map((w) => w.code), ['WARN_DIAGRAM_MOVE_GAP']);
    assert.match(result.warnings[0]!.message, /Move 2/);
    assert.deepEqual(moves('$$B\n$$ 1 3'), ['B[ij]', 'W[]', 'B[jj]']);
    assert.match(read('$$Bm41\n$$ 1 3').warnings[0]!.message, /Move 42 is neither/);
  });

  test('notes that are prose are left alone: "3-3 point", "3 at a glance" without a label a', () => {
    assert.deepEqual(moves('$$B Black 1 at 3-3 point\n$$ 1 .'), ['B[ij]']);
    assert.deepEqual(moves('$$B 1 at a glance\n$$ 1 .'), ['B[ij]']);
  });

  test('ERR_DIAGRAM_MOVE_TWICE: one number on two points, at the second', () => {
    const error = failure('$$B\n$$ 1 2\n$$ . 1');
    assert.equal(error.code, 'ERR_DIAGRAM_MOVE_TWICE');
    assert.deepEqual([error.line, error.column], [3, 6]);
    assert.match(error.message, /Move 1 is on the board twice \(also at line 2, column 4\)/);
    assert.equal(failure('$$B\n$$ 0 0').code, 'ERR_DIAGRAM_MOVE_TWICE');
  });

  test('ERR_DIAGRAM_MOVE_TWICE: a move on the board and in the title, at the note', () => {
    const error = failure('$$B Dia. 2: 2 at 1\n$$ 1 2');
    assert.equal(error.code, 'ERR_DIAGRAM_MOVE_TWICE');
    assert.deepEqual([error.line, error.column], [1, 13]);
    assert.equal(failure('$$B 2 pass\n$$ 1 2').code, 'ERR_DIAGRAM_MOVE_TWICE');
    assert.equal(failure('$$B 3 at 1, 3 at 2\n$$ 1 2').code, 'ERR_DIAGRAM_MOVE_TWICE');
  });

  test('ERR_DIAGRAM_NOTE: "N at M" where M is no move of the diagram', () => {
    const error = failure('$$B 5 at 3\n$$ 1 2');
    assert.equal(error.code, 'ERR_DIAGRAM_NOTE');
    assert.deepEqual([error.line, error.column], [1, 5]);
    assert.match(error.message, /move 5 is at move 3, but that move is not on the board/);
    assert.equal(failure('$$B 3 at 2, 2 pass\n$$ 1 .').code, 'ERR_DIAGRAM_NOTE');
    assert.equal(failure('$$B 3 at 4, 4 at 3\n$$ 1 2').code, 'ERR_DIAGRAM_NOTE');
  });

  test('ERR_DIAGRAM_NOTE: notes that point at each other form a loop, and the message says so', () => {
    for (const [text, notes] of [
      ['$$B 3 at 4, 4 at 3\n$$ 1 2', /"3 at 4" and "4 at 3"/],
      ['$$B 5 at 3, 3 at 4, 4 at 5\n$$ 1 2', /"3 at 4", "4 at 5" and "5 at 3"/],
      ['$$B 3 at 3\n$$ 1 2', /"3 at 3"/],
    ] as const) {
      const error = failure(text);
      assert.equal(error.code, 'ERR_DIAGRAM_NOTE', text);
      assert.match(error.message, /form a loop|points at itself/, text);
      assert.match(error.message, notes, text);
      assert.doesNotMatch(error.message, /not on the board/, text);
    }
  });

  test('ERR_DIAGRAM_NOTE: "N at M" names an earlier move; a later one is an error at the note', () => {
    const error = failure('$$B 3 at 4\n$$ 1 2 4');
    assert.equal(error.code, 'ERR_DIAGRAM_NOTE');
    assert.deepEqual([error.line, error.column], [1, 5]);
    assert.match(error.message, /move 4 is played after move 3/);
    assert.match(failure('$$Bm11 13 at 14\n$$ 1 2 4').message, /move 14 is played after move 13/);
  });

  test('"N at B4" where move 4 comes later: the point B4, as no note can name a later move', () => {
    const board = '\n$$ +-------+\n$$ | . . 2 . |\n$$ | . 1 . 4 |\n$$ | . . . . |\n$$ | . . . . |\n$$ +-------+';
    assert.deepEqual(moves(`$$B 3 at B4${board}`), ['B[bb]', 'W[ca]', 'B[ba]', 'W[db]']);
  });

  test('ERR_DIAGRAM_NOTE: "N at M" where move M is a pass or a return names it so', () => {
    assert.match(failure('$$B 3 at 2, 2 pass\n$$ 1 .').message, /move 2 is a pass/);
    assert.match(failure('$$W 3 at 2, 2 return\n$$ 1 .').message, /move 2 is a prisoner return/);
  });

  test('ERR_DIAGRAM_MOVE_TWICE in the title: the message says where the move already is, in words', () => {
    assert.match(failure('$$B Dia. 2: 2 at 1\n$$ 1 2').message, /move 2 is already on the board\.$/);
    assert.match(failure('$$B 3 at 1, 3 at 2\n$$ 1 2').message, /move 3 is already in the title\.$/);
    assert.doesNotMatch(failure('$$B 2 pass\n$$ 1 2').message, /line|column/);
  });

  test('ERR_DIAGRAM_NOTE: a note before the first move (m), or a ghost that is no move', () => {
    const early = failure('$$Bm20 5 at 1\n$$ 1 2');
    assert.equal(early.code, 'ERR_DIAGRAM_NOTE');
    assert.match(early.message, /first move is 20/);
    assert.equal(failure('$$B 3 ghost\n$$ 1 2').code, 'ERR_DIAGRAM_NOTE');
    assert.match(failure('$$B 1000 at 1\n$$ 1 2').message, /at most 100 moves/);
    assert.equal(failure('$$B 1 ghost, 1 pass\n$$ . .').code, 'ERR_DIAGRAM_NOTE');
  });

  test('ERR_DIAGRAM_MOVE_ON_LABEL: a note puts a numbered move on a labelled point, by its letter or its coordinate', () => {
    const error = failure('$$B 3 at a\n$$ 1 2 a');
    assert.equal(error.code, 'ERR_DIAGRAM_MOVE_ON_LABEL');
    assert.deepEqual([error.line, error.column], [1, 5]);
    assert.match(error.message, /a label marks an empty point/);
    const coordinate = failure('$$B Dia. 4: 3 at C1\n$$ +-----+\n$$ | 1 2 . |\n$$ | . . a |\n$$ +-----+');
    assert.equal(coordinate.code, 'ERR_DIAGRAM_MOVE_ON_LABEL');
    assert.deepEqual([coordinate.line, coordinate.column], [1, 13]);
    assert.match(coordinate.message, /move 3 on C1, labelled "a"/);
  });
});

describe('diagram: markup lines, links', () => {
  test('{AR from to} and {LN from to} with board coordinates or x:y from the top left', () => {
    const props = root('$$B9\n$$ +-------\n$$ | . . .\n$$ | . . .\n$$ {AR A9 C8}\n$$ {LN 1:2 3:1}\n$$ {ar 2:2 B9}');
    assert.deepEqual(props.AR, ['aa:cb', 'bb:ba']);
    assert.deepEqual(props.LN, ['ab:ca']);
  });

  test('x:y counts in the diagram, wherever it lies on the board', () => {
    const props = root('$$B9\n$$ . . .|\n$$ . . .|\n$$ ------+\n$$ {AR 1:1 3:2}');
    assert.deepEqual(props.AR, ['gh:ii']);
  });

  test('{TL point height} sets a tile stack, under any character; pairs may repeat', () => {
    const props = root('$$B\n$$ +-----+\n$$ | B = |\n$$ | . D |\n$$ +-----+\n$$ {TL A2 2 B2 3}\n$$ {TL 2:2 4}');
    assert.deepEqual(props.ZVT, ['ba:3', 'bb:4', 'aa:2']);
    assert.deepEqual(props.CR, ['aa']);
  });

  test('ERR_DIAGRAM_MARKUP: unknown code, wrong arguments, bad points, one-point arrows, no closing brace', () => {
    const board = '$$B5\n$$ +-----------+\n' + '$$ | . . . . . |\n'.repeat(5) + '$$ +-----------+\n';
    const cases: [string, RegExp, number][] = [
      ['{XX A1 B2}', /\{XX\} is not a markup/, 5],
      ['{AR A1}', /two points/, 5],
      ['{AR A1 F6}', /"F6" is not a point of this 5x5 board/, 11],
      ['{AR I1 A2}', /skip the letter I/, 8],
      ['{LN 0:1 1:1}', /0:1 is not a point of this diagram/, 8],
      ['{LN 6:1 1:1}', /up to 5:5/, 8],
      ['{AR A1 1:5}', /two different points/, 11],
      ['{AR A1 B2', /ends with "\}"/, 13],
      ['{ }', /empty/, 4],
      ['{TL A1}', /a point and a number of tiles/, 5],
    ];
    for (const [line, message, column] of cases) {
      const error = failure(`${board}$$ ${line}`);
      assert.equal(error.code, 'ERR_DIAGRAM_MARKUP', line);
      assert.match(error.message, message, line);
      assert.deepEqual([error.line, error.column], [9, column], line);
    }
  });

  test('ERR_DIAGRAM_TILES: a height that is not a whole number of at least 1, or two heights for a point', () => {
    for (const line of ['{TL A1 0}', '{TL A1 x}', '{TL A1 1.5}']) {
      const error = failure(`$$B\n$$ . . .\n$$ ${line}`);
      assert.equal(error.code, 'ERR_DIAGRAM_TILES', line);
      assert.equal(error.column, 11);
    }
    const twice = failure('$$B3\n$$ . . .\n$$ {TL A2 1}\n$$ {TL 1:1 2}');
    assert.equal(twice.code, 'ERR_DIAGRAM_TILES');
    assert.equal(twice.line, 4);
  });

  test('link lines are kept, not drawn; odd ones are warned about', () => {
    const result = read('$$B\n$$ a 1\n$$ [a|JosekiPage]\n$$ [1 | https://example.org/x]\n$$ [x]\n$$ [Q7|Page]');
    assert.deepEqual(result.links, [
      { anchor: 'a', destination: 'JosekiPage', line: 3 },
      { anchor: '1', destination: 'https://example.org/x', line: 4 },
      { anchor: 'Q7', destination: 'Page', line: 6 },
    ]);
    assert.deepEqual(result.warnings.map((w) => [w.code, w.line]), [['WARN_DIAGRAM_LINK', 5], ['WARN_DIAGRAM_LINK', 6]]);
    assert.deepEqual(root('$$B\n$$ a 1\n$$ [a|JosekiPage]'), root('$$B\n$$ a 1'));
  });
});

describe('diagram: the SGF tree', () => {
  test('write, parse again: the same tree', () => {
    const diagram = '$$Wc9m3 Dia. 1: 9 at 3, 8 pass\n$$ +-------\n$$ | X O B W C\n$$ | # @ S Y Q\n$$ | T Z P M a\n$$ | 1 2 3 4 5\n$$ | G H K L ?\n$$ | D E = _ ,\n$$ {AR 1:1 5:5}\n$$ {LN C9 E8}\n$$ {TL A4 2}';
    const tree = read(diagram).tree;
    const again = parseSgf(writeSgf([tree]));
    assert.ok(again.ok);
    assert.deepEqual(withoutPositions(again.trees[0]!), withoutPositions(tree));
  });

  test('readRecord reads the variant state: ghosts, marks and tiles reach the engine', () => {
    const ghosts = readRecord(read(centre('G')).tree, { variant: 'no-seki' });
    assert.ok(ghosts.ok);
    assert.equal(ghosts.record.gameAt([]).game.view().points[4]!.ghost, true);
    const marked = readRecord(read(centre('L')).tree, { variant: 'paper-pencil' });
    assert.ok(marked.ok);
    assert.deepEqual(marked.record.gameAt([]).game.view().points[4], { color: 'white', ghost: false, tiles: 0, marked: true });
    const tiles = readRecord(read(`${centre('D')}\n$$ {TL A1 3}`).tree, { variant: 'tile', maxTiles: 'unlimited' });
    assert.ok(tiles.ok);
    const view = tiles.record.gameAt([]).game.view();
    assert.deepEqual([view.points[4]!.tiles, view.points[6]!.tiles], [1, 3]);
  });
});

describe('diagram: any text', () => {
  const header = fc.tuple(
    fc.constantFrom('$$', '$$B', '$$W', '$$Bc9', '$$Wm5', '$$B13', '> $$B', '[go]$$W'),
    fc.constantFrom('', ' Title', ' 3 at 1', ' 2 pass', ' 1 ghost, 4 at C3', ' 11 at 2', ' 5 at a', ' 7 return'),
  );
  const cell = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom('.', ',', 'X', 'O') },
    { weight: 6, arbitrary: fc.constantFrom(...Object.keys(CELL_CHARACTERS)) },
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', '4', '0', 'a', 'b', 'z') },
    { weight: 1, arbitrary: fc.constantFrom('R', '%', '|', '-', '$') },
  );
  const extra = fc.constantFrom('$$ {AR 1:1 2:2}', '$$ {TL A1 2}', '$$ {LN D4 E5}', '$$ [a|Page]', '$$', '', '$$ {XX}', 'prose', '$$ [x]');
  const diagram = fc
    .record({
      header,
      width: fc.integer({ min: 1, max: 9 }),
      height: fc.integer({ min: 1, max: 9 }),
      edges: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
      cells: fc.array(cell, { minLength: 81, maxLength: 81 }),
      extras: fc.array(extra, { maxLength: 2 }),
      ragged: fc.option(fc.nat(8), { freq: 8 }),
    })
    .map(({ header: [start, title], width, height, edges: [top, bottom, left, right], cells, extras, ragged }) => {
      const edge = `$$ ${left ? '+' : ''}${'-'.repeat(2 * width)}${right ? '+' : ''}`;
      const rows = Array.from({ length: height }, (_, y) => {
        const points = cells.slice(y * width, (y + 1) * width);
        if (ragged === y) points.pop();
        return `$$ ${left ? '| ' : ''}${points.join(' ')}${right ? ' |' : ''}`;
      });
      return [`${start}${title}`, ...(top ? [edge] : []), ...rows, ...(bottom ? [edge] : []), ...extras].join('\n');
    });

  test('parseDiagram never throws; what it reads writes as SGF and reads back the same, with a size the record reader takes', () => {
    fc.assert(
      fc.property(diagram, (text) => {
        const result = parseDiagram(text);
        if (!result.ok) {
          assert.ok(result.error.line >= 1 && result.error.column >= 1, JSON.stringify(result.error));
          assert.ok(result.error.line <= text.split('\n').length);
          return;
        }
        const record = readRecord(result.tree);
        assert.ok(record.ok || record.error.code !== 'ERR_SGF_SIZE', `SZ[${result.tree.props.SZ}]`);
        const again = parseSgf(writeSgf([result.tree]));
        assert.ok(again.ok);
        assert.deepEqual(withoutPositions(again.trees[0]!), withoutPositions(result.tree));
      }),
      { numRuns: 2000, seed: 20260708 },
    );
  });
});
