import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  coordToSgfPoint,
  expandSgfPoints,
  isSgfPass,
  parseSgf,
  sgfPointToCoord,
  writeSgf,
  type SgfNode,
  type SgfResult,
} from '../../src/formats/sgf.js';

/** The trees of a text that must parse. */
function trees(text: string): SgfNode[] {
  const result = parseSgf(text);
  assert.ok(result.ok, result.ok ? '' : `${result.error.code}: ${result.error.message}`);
  return result.trees;
}

function warningCodes(text: string): string[] {
  const result = parseSgf(text);
  assert.ok(result.ok);
  return result.warnings.map((w) => w.code);
}

function failure(text: string): Extract<SgfResult, { ok: false }>['error'] {
  const result = parseSgf(text);
  assert.ok(!result.ok, 'expected a parse error');
  return result.error;
}

/** The tree without source positions, which a written-and-reread tree cannot share. */
function shape(node: SgfNode): { props: SgfNode['props']; children: unknown[] } {
  return { props: node.props, children: node.children.map(shape) };
}

/** The main line: root, then the first child at every branch. */
function mainLine(root: SgfNode): SgfNode[] {
  const line: SgfNode[] = [];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) line.push(node);
  return line;
}

describe('parseSgf: structure', () => {
  test('sequence: each ";" node becomes the first child of the one before', () => {
    const [root] = trees('(;GM[1]SZ[9];B[ee];W[dd])');
    assert.deepEqual(mainLine(root!).map((n) => n.props), [{ GM: ['1'], SZ: ['9'] }, { B: ['ee'] }, { W: ['dd'] }]);
  });

  test('variations: the main line is the first child, later variations follow in order', () => {
    const [root] = trees('(;SZ[9](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))');
    assert.deepEqual(root!.children.map((c) => c.props), [{ B: ['aa'] }, { B: ['cc'] }]);
    assert.deepEqual(mainLine(root!).map((n) => n.props), [{ SZ: ['9'] }, { B: ['aa'] }, { W: ['bb'] }]);
    assert.deepEqual(root!.children[1]!.children.map((c) => c.props), [{ W: ['dd'] }, { W: ['ee'] }]);
  });

  test('multiple trees: a collection gives one root per tree', () => {
    const roots = trees('(;GN[one];B[aa])\n(;GN[two])');
    assert.deepEqual(roots.map((r) => r.props.GN), [['one'], ['two']]);
  });

  test('whitespace: spaces, tabs and line breaks between tokens are ignored', () => {
    const spaced = trees('  (\n ;  GM \t[1]\r\n AB [aa] \n [bb]\n ( ; B [cc] ) \n ( ;W[dd] ) \n)\n');
    assert.deepEqual(spaced.map(shape), trees('(;GM[1]AB[aa][bb](;B[cc])(;W[dd]))').map(shape));
  });

  test('empty node: ";" with no properties is a node', () => {
    const [root] = trees('(;;B[aa])');
    assert.deepEqual(shape(root!), { props: {}, children: [{ props: { B: ['aa'] }, children: [] }] });
  });

  test('empty value: B[] reads as one empty string', () => {
    const [root] = trees('(;B[])');
    assert.deepEqual(root!.props.B, ['']);
  });

  test('unknown properties: kept with all their values, in file order', () => {
    const [root] = trees('(;ZVR[tile-go:maxStack=1]GM[1]KTV[2][3]TC[x]B[aa])');
    assert.deepEqual(Object.entries(root!.props), [
      ['ZVR', ['tile-go:maxStack=1']],
      ['GM', ['1']],
      ['KTV', ['2', '3']],
      ['TC', ['x']],
      ['B', ['aa']],
    ]);
  });

  test('node positions: each node records the line and column of its ";"', () => {
    const [root] = trees('(;GM[1]\n  ;B[aa]\r\n;W[bb])');
    assert.deepEqual(
      mainLine(root!).map((n) => n.position),
      [
        { line: 1, column: 2, offset: 1 },
        { line: 2, column: 3, offset: 10 },
        { line: 3, column: 1, offset: 18 },
      ],
    );
  });

  test('depth: 100,000 nested variations are read and written without recursion', () => {
    const depth = 100_000;
    const text = '(;B[aa]'.repeat(depth) + ')'.repeat(depth);
    const [root] = trees(text);
    let levels = 0;
    for (let node: SgfNode | undefined = root; node; node = node.children[0]) levels++;
    assert.equal(levels, depth);
    const again = trees(writeSgf([root!]));
    levels = 0;
    for (let node: SgfNode | undefined = again[0]; node; node = node.children[0]) levels++;
    assert.equal(levels, depth);
  });
});

describe('parseSgf: values', () => {
  test('escaping: \\] and \\\\ are unescaped, and any escaped character is kept', () => {
    const [root] = trees('(;C[a \\] b \\\\ c \\: d \\x]LB[dd:1\\]])');
    assert.deepEqual(root!.props.C, ['a ] b \\ c : d x']);
    assert.deepEqual(root!.props.LB, ['dd:1]']);
  });

  test('soft line break: a backslash before \\n, \\r\\n or \\r is removed with the break', () => {
    const [root] = trees('(;C[one\\\ntwo]N[three\\\r\nfour]GC[five\\\rsix])');
    assert.deepEqual([root!.props.C, root!.props.N, root!.props.GC], [['onetwo'], ['threefour'], ['fivesix']]);
  });

  test('escaped backslashes: the character after one is plain text, a line break or a "]" that ends the value', () => {
    const [root] = trees('(;C[a\\\\\nb]N[c\\\\]GC[\\\\\\\\\\]d]AN[\\\n\\\n\rx])');
    assert.deepEqual([root!.props.C, root!.props.N, root!.props.GC, root!.props.AN], [['a\\\nb'], ['c\\'], ['\\\\]d'], ['x']]);
  });

  test('values of a million escapes, or two million characters, are read whole, and the values after them too', () => {
    const [root] = trees(`(;C[${'\\]'.repeat(1_000_000)}]N[${'x'.repeat(2_000_000)}]GC[after\\]])`);
    assert.equal(root!.props.C![0], ']'.repeat(1_000_000));
    assert.equal(root!.props.N![0]!.length, 2_000_000);
    assert.deepEqual(root!.props.GC, ['after]']);
  });

  test('line breaks: an unescaped line break stays in the value', () => {
    const [root] = trees('(;C[line one\nline two\r\nthree])');
    assert.deepEqual(root!.props.C, ['line one\nline two\r\nthree']);
  });

  test('brackets: "[", ";", "(" and ")" inside a value are text', () => {
    const [root] = trees('(;C[x ( ; [ y ) (;B[aa\\\\])');
    assert.deepEqual(root!.props.C, ['x ( ; [ y ) (;B[aa\\']);
    assert.deepEqual(root!.children, []);
  });

  test('unicode: values keep characters outside ASCII', () => {
    const [root] = trees('(;PB[柯洁]PW[Shin Jinseo 🐉])');
    assert.deepEqual([root!.props.PB, root!.props.PW], [['柯洁'], ['Shin Jinseo 🐉']]);
  });
});

describe('parseSgf: tolerance', () => {
  test('FF[3]: lowercase letters in an identifier are dropped (CoPyright is CP)', () => {
    const [root] = trees('(;FF[3]CoPyright[GNU]AddBlack[aa][bb];Black[cc])');
    assert.deepEqual(Object.keys(root!.props), ['FF', 'CP', 'AB']);
    assert.deepEqual(root!.children[0]!.props, { B: ['cc'] });
  });

  test('FF[3]: one warning per lowercase spelling, at the identifier', () => {
    const result = parseSgf('(;Black[aa];White[bb];Black[cc])');
    assert.ok(result.ok);
    assert.deepEqual(
      result.warnings.map((w) => [w.code, w.column]),
      [
        ['WARN_SGF_LOWERCASE_IDENTIFIER', 3],
        ['WARN_SGF_LOWERCASE_IDENTIFIER', 13],
      ],
    );
  });

  test('repeated identifier: values are merged in order, with a warning at the repeat', () => {
    const result = parseSgf('(;AP[GNU Go:3.8]KM[650]AP[foxwq])');
    assert.ok(result.ok);
    assert.deepEqual(Object.entries(result.trees[0]!.props), [
      ['AP', ['GNU Go:3.8', 'foxwq']],
      ['KM', ['650']],
    ]);
    assert.deepEqual(
      result.warnings.map((w) => [w.code, w.line, w.column]),
      [['WARN_SGF_REPEATED_PROPERTY', 1, 24]],
    );
  });

  test('missing final ")": the trees are closed at the end, with a warning', () => {
    const result = parseSgf('(;GM[1](;B[aa];W[bb]');
    assert.ok(result.ok);
    assert.deepEqual(mainLine(result.trees[0]!).map((n) => n.props), [{ GM: ['1'] }, { B: ['aa'] }, { W: ['bb'] }]);
    assert.deepEqual(
      result.warnings.map((w) => [w.code, w.offset]),
      [['WARN_SGF_UNCLOSED_TREE', 20]],
    );
    assert.match(result.warnings[0]!.message, /2 closing/);
  });

  test('leading text: text before the first "(" is ignored with a warning', () => {
    const result = parseSgf('Game record from the server (annotated):\n(;GM[1];B[aa])');
    assert.ok(result.ok);
    assert.equal(result.trees.length, 1);
    assert.deepEqual(
      result.warnings.map((w) => [w.code, w.line, w.column]),
      [['WARN_SGF_IGNORED_TEXT', 1, 1]],
    );
  });

  test('trailing text: text after the last tree is ignored with a warning', () => {
    assert.deepEqual(warningCodes('(;GM[1])\n\n-- end of file ))'), ['WARN_SGF_IGNORED_TEXT']);
  });

  test('whitespace only around trees: no warning, and a byte-order mark is skipped', () => {
    assert.deepEqual(warningCodes('\uFEFF\r\n(;GM[1])\r\n\u001a'), []);
  });
});

describe('parseSgf: errors', () => {
  test('error: empty text is ERR_SGF_EMPTY', () => {
    assert.equal(failure('').code, 'ERR_SGF_EMPTY');
    assert.equal(failure('  \n ').code, 'ERR_SGF_EMPTY');
  });

  test('error: text without a game tree is ERR_SGF_EMPTY', () => {
    const error = failure('just some words (and brackets)');
    assert.deepEqual([error.code, error.line, error.column], ['ERR_SGF_EMPTY', 1, 1]);
  });

  test('error: unclosed value reports line and column of its "["', () => {
    const error = failure('(;GM[1]\n;B[aa]C[never\nclosed)');
    assert.deepEqual([error.code, error.line, error.column, error.offset], ['ERR_SGF_UNCLOSED_VALUE', 2, 8, 15]);
    assert.match(error.message, /C/);
  });

  test('error: a value ending in a lone backslash is unclosed', () => {
    assert.equal(failure('(;C[abc\\]').code, 'ERR_SGF_UNCLOSED_VALUE');
  });

  test('a root written without its ";" (Nihon Ki-in style) is read as the root node, with a warning at its first property', () => {
    const result = parseSgf('(SZ[9]KM[6.5];B[aa](;W[bb])(;W[cc]))');
    assert.ok(result.ok);
    assert.equal(result.trees.length, 1);
    const [root] = result.trees as [SgfNode];
    assert.deepEqual(root.props, { SZ: ['9'], KM: ['6.5'] });
    assert.deepEqual(root.position, { line: 1, column: 2, offset: 1 });
    assert.deepEqual(root.children[0]!.props, { B: ['aa'] });
    assert.equal(root.children[0]!.children.length, 2);
    assert.deepEqual(result.warnings.map((w) => [w.code, w.line, w.column]), [['WARN_SGF_ROOT_WITHOUT_SEMICOLON', 1, 2]]);
  });

  test('a "(" in prose before a record without its root ";" is still prose', () => {
    const result = parseSgf('A game (see below):\n( SZ[5] ;B[aa])');
    assert.ok(result.ok);
    assert.deepEqual(result.trees[0]!.props, { SZ: ['5'] });
    assert.deepEqual(result.warnings.map((w) => w.code), ['WARN_SGF_IGNORED_TEXT', 'WARN_SGF_ROOT_WITHOUT_SEMICOLON']);
  });

  test('error: a node without "(" is reported at its ";"', () => {
    const error = failure('\n;GM[1];B[aa])');
    assert.deepEqual([error.code, error.line, error.column], ['ERR_SGF_SYNTAX', 2, 1]);
    assert.match(error.message, /"\(" is missing/);
  });

  test('error: garbage where a property is expected is reported where it starts', () => {
    const error = failure('(;GM[1]\n;B[aa] 42 W[bb])');
    assert.deepEqual([error.code, error.line, error.column], ['ERR_SGF_SYNTAX', 2, 8]);
    assert.match(error.message, /Unexpected "4"/);
  });

  test('error: an identifier without a value is reported at the identifier', () => {
    const error = failure('(;GM[1]SZ;B[aa])');
    assert.deepEqual([error.code, error.column], ['ERR_SGF_SYNTAX', 8]);
    assert.match(error.message, /SZ has no value/);
  });

  test('error: an identifier with no capital letter is not a property', () => {
    const error = failure('(;GM[1]b[aa])');
    assert.deepEqual([error.code, error.column], ['ERR_SGF_SYNTAX', 8]);
  });

  test('error: "(" inside a tree must be followed by a node', () => {
    const error = failure('(;GM[1]( B[aa]))');
    assert.deepEqual([error.code, error.column], ['ERR_SGF_SYNTAX', 10]);
  });

  test('error: a node cannot follow variations', () => {
    const error = failure('(;GM[1](;B[aa])(;B[bb]);W[cc])');
    assert.deepEqual([error.code, error.column], ['ERR_SGF_SYNTAX', 24]);
  });

  test('error positions: \\r\\n and a lone \\r each end one line', () => {
    const error = failure('(;GM[1]\r\n;B[aa]\r;W[bb]\n;C[open');
    assert.deepEqual([error.line, error.column], [4, 3]);
  });

  test('never throws: any text gives a result, and issues point inside the text', () => {
    const alphabet = fc.constantFrom('(', ')', ';', '[', ']', '\\', '\n', '\r', ' ', 'B', 'W', 'a', 'b', ':', 'x');
    const text = fc.oneof(fc.string({ unit: alphabet, maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }));
    fc.assert(
      fc.property(text, (input) => {
        const result = parseSgf(input);
        const issues = result.ok ? result.warnings : [result.error];
        for (const issue of issues) {
          assert.ok(issue.offset >= 0 && issue.offset <= input.length);
          assert.ok(issue.line >= 1 && issue.column >= 1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('SGF points', () => {
  test('points: pd is x 15, y 3 (x from the left, y from the top)', () => {
    assert.deepEqual(sgfPointToCoord('pd'), { x: 15, y: 3 });
    assert.deepEqual(sgfPointToCoord('aa'), { x: 0, y: 0 });
  });

  test('points: A-Z name lines 27 to 52', () => {
    assert.deepEqual(sgfPointToCoord('zA'), { x: 25, y: 26 });
    assert.deepEqual(sgfPointToCoord('ZZ'), { x: 51, y: 51 });
    assert.equal(coordToSgfPoint({ x: 26, y: 51 }), 'AZ');
  });

  test('points: anything but two letters is not a point', () => {
    for (const value of ['', 'a', 'abc', 'a1', '1a', 'a ']) assert.equal(sgfPointToCoord(value), null, value);
  });

  test('points: writing a point and reading it back gives the same coordinates', () => {
    for (let x = 0; x < 52; x++) {
      for (let y = 0; y < 52; y += 7) assert.deepEqual(sgfPointToCoord(coordToSgfPoint({ x, y })), { x, y });
    }
    assert.throws(() => coordToSgfPoint({ x: 52, y: 0 }), RangeError);
  });

  test('pass: B[] is a pass on every board', () => {
    assert.equal(isSgfPass('', 19), true);
    assert.equal(isSgfPass('', 25), true);
  });

  test('pass: B[tt] on 19x19 is a pass', () => {
    assert.equal(isSgfPass('tt', 19), true);
    assert.equal(isSgfPass('tt', 9), true);
  });

  test('pass: tt on a board larger than 19x19 is the point (19, 19)', () => {
    assert.equal(isSgfPass('tt', 21), false);
    assert.equal(isSgfPass('tt', 19, 20), false);
    assert.deepEqual(sgfPointToCoord('tt'), { x: 19, y: 19 });
  });

  test('compressed lists: aa:cc expands to the 9 points of the rectangle, row by row', () => {
    assert.deepEqual(
      expandSgfPoints('aa:cc')!.map(coordToSgfPoint),
      ['aa', 'ba', 'ca', 'ab', 'bb', 'cb', 'ac', 'bc', 'cc'],
    );
  });

  test('compressed lists: corners may come in any order; a single point is a list of one', () => {
    assert.deepEqual(expandSgfPoints('cb:ba')!.map(coordToSgfPoint), ['ba', 'ca', 'bb', 'cb']);
    assert.deepEqual(expandSgfPoints('dd'), [{ x: 3, y: 3 }]);
    assert.deepEqual(expandSgfPoints('dd:dd'), [{ x: 3, y: 3 }]);
  });

  test('compressed lists: a broken value is not a list', () => {
    for (const value of ['', 'aa:', ':bb', 'aa:b', 'a:bb', 'aa:bb:cc']) assert.equal(expandSgfPoints(value), null, value);
  });
});

describe('writeSgf', () => {
  const fixtures = [
    '(;GM[1]FF[4]SZ[19]KM[6.5]AP[GNU Go:3.8]AP[foxwq];AB[pd][dp];W[dc];B[ce];W[])',
    '(;SZ[9](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee]C[nested \\] bracket])))',
    '(;C[back\\\\slash and soft\\\nbreak]LB[dd:a][ee:b\\:c])(;GN[second])',
    '(;FF[3]CoPyright[x]ZVK[ghost];B[tt]',
    'header text (;GM[1];;;B[aa]TR[aa:cc])',
  ];

  test('round trip: parse(write(parse(x))) equals parse(x)', () => {
    for (const text of fixtures) {
      const first = trees(text);
      assert.deepEqual(trees(writeSgf(first)).map(shape), first.map(shape), text);
    }
  });

  test('writer: only "\\" and "]" are escaped; line breaks and colons are written as they are', () => {
    const written = writeSgf([{ props: { C: ['a]b\\c\nd:e'] }, children: [] }]);
    assert.equal(written, '(;C[a\\]b\\\\c\nd:e])\n');
  });

  test('writer: one node per line, variations in brackets', () => {
    const written = writeSgf(trees('(;SZ[9](;B[aa];W[bb])(;B[cc]))'));
    assert.equal(written, '(;SZ[9]\n(;B[aa]\n;W[bb])\n(;B[cc]))\n');
  });

  test('writer: an identifier that is not capital letters, or a property without values, is a RangeError', () => {
    assert.throws(() => writeSgf([{ props: { b: ['aa'] }, children: [] }]), RangeError);
    assert.throws(() => writeSgf([{ props: { B: [] }, children: [] }]), RangeError);
  });

  test('round trip: any tree written and read back is the same tree (property)', () => {
    const special = fc.constantFrom(']', '\\', '[', '\n', '\r', ':', ';', '(', ')', ' ', '\\\n');
    const unit = fc.oneof(special, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    const value = fc.string({ unit, maxLength: 8 });
    const props = fc.dictionary(fc.stringMatching(/^[A-Z]{1,3}$/), fc.array(value, { minLength: 1, maxLength: 3 }), {
      maxKeys: 4,
      noNullPrototype: true,
    });
    const { node } = fc.letrec<{ node: SgfNode }>((tie) => ({
      node: fc.record({
        props,
        children: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.constant<SgfNode[]>([]),
          fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        ),
      }),
    }));
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 3 }), (generated) => {
        assert.deepEqual(trees(writeSgf(generated)).map(shape), generated.map(shape));
      }),
      { numRuns: 500 },
    );
  });
});
