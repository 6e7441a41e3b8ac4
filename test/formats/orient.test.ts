import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  IDENTITY,
  SYMMETRIES,
  inverseOrientation,
  inverseSymmetry,
  orientPoint,
  orientPointName,
  orientTree,
  orientedSize,
  parseOrientation,
  randomOrientation,
  type Orientation,
  type Symmetry,
} from '../../src/formats/orient.js';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { markOf } from '../../src/formats/problem-judging.js';

function tree(text: string): SgfNode {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.trees[0]!;
}

const oriented = (text: string, symmetry: Symmetry, swapColors = false, width = 9, height = width) =>
  writeSgf([orientTree(tree(text), width, height, { symmetry, swapColors })]).replace(/\n/g, '');

describe('orientPoint: each symmetry on a 5x3 board (x right, y down)', () => {
  // The point one column from the left on the top row, (1, 0).
  const expected: Record<Symmetry, [number, number]> = {
    identity: [1, 0],
    'rotate-90': [2, 1], // a quarter turn clockwise: the top row becomes the right column
    'rotate-180': [3, 2],
    'rotate-270': [0, 3],
    mirror: [3, 0],
    flip: [1, 2],
    transpose: [0, 1],
    'anti-transpose': [2, 3],
  };
  for (const symmetry of SYMMETRIES) {
    test(`${symmetry} takes (1, 0) to (${expected[symmetry].join(', ')})`, () => {
      const { x, y } = orientPoint(symmetry, { x: 1, y: 0 }, 5, 3);
      assert.deepEqual([x, y], expected[symmetry]);
    });
  }

  test('the quarter turns and the diagonal reflections exchange the sides of a rectangular board', () => {
    for (const symmetry of SYMMETRIES) {
      const swaps = ['rotate-90', 'rotate-270', 'transpose', 'anti-transpose'].includes(symmetry);
      assert.deepEqual(orientedSize(symmetry, 5, 3), swaps ? { width: 3, height: 5 } : { width: 5, height: 3 });
    }
  });
});

describe('orientPointName: a point named in our notation, on the turned board', () => {
  test('B3 of a 5x3 board (its top left but one) goes where orientPoint takes (1, 0), named on the board after', () => {
    assert.equal(orientPointName('B3', 'identity', 5, 3), 'B3');
    // rotate-90: (2, 1) of the 3x5 board after, column C, row 5 - 1 = 4.
    assert.equal(orientPointName('B3', 'rotate-90', 5, 3), 'C4');
    assert.equal(orientPointName('B3', 'mirror', 5, 3), 'D3');
  });

  test('a name of no point of the board is null: off the board, or not a point', () => {
    assert.equal(orientPointName('F1', 'mirror', 5, 3), null);
    assert.equal(orientPointName('pass', 'mirror', 5, 3), null);
  });
});

describe('the symmetries form the group of the square', () => {
  const side = 7;
  const all: { x: number; y: number }[] = [];
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) all.push({ x, y });
  const signature = (f: (p: { x: number; y: number }) => { x: number; y: number }) => all.map((p) => JSON.stringify(f(p))).join();
  const bySignature = new Map(SYMMETRIES.map((s) => [signature((p) => orientPoint(s, p, side)), s]));

  test('the eight maps are distinct permutations of the board', () => {
    assert.equal(bySignature.size, 8);
    for (const s of SYMMETRIES) {
      assert.equal(new Set(all.map((p) => JSON.stringify(orientPoint(s, p, side)))).size, all.length, s);
    }
  });

  test('composing any two symmetries gives one of the eight', () => {
    for (const a of SYMMETRIES) {
      for (const b of SYMMETRIES) {
        const composed = signature((p) => orientPoint(b, orientPoint(a, p, side), side));
        assert.ok(bySignature.has(composed), `${a} then ${b}`);
      }
    }
  });

  test('each symmetry followed by its inverse is the identity, on rectangular boards too', () => {
    for (const s of SYMMETRIES) {
      const size = orientedSize(s, 5, 3);
      for (let y = 0; y < 3; y++) {
        for (let x = 0; x < 5; x++) {
          assert.deepEqual(orientPoint(inverseSymmetry(s), orientPoint(s, { x, y }, 5, 3), size.width, size.height), { x, y }, s);
        }
      }
    }
  });

  test('rotate-90 twice is rotate-180, four times the identity', () => {
    const twice = signature((p) => orientPoint('rotate-90', orientPoint('rotate-90', p, side), side));
    assert.equal(bySignature.get(twice), 'rotate-180');
  });
});

describe('parseOrientation', () => {
  test('a symmetry, swap-colors, both in any order, random, or nothing', () => {
    assert.deepEqual(parseOrientation('rotate-90'), { ok: true, value: { symmetry: 'rotate-90', swapColors: false } });
    assert.deepEqual(parseOrientation(' swap-colors  Mirror '), { ok: true, value: { symmetry: 'mirror', swapColors: true } });
    assert.deepEqual(parseOrientation('swap-colors'), { ok: true, value: { symmetry: 'identity', swapColors: true } });
    assert.deepEqual(parseOrientation(''), { ok: true, value: IDENTITY });
    assert.deepEqual(parseOrientation('random'), { ok: true, value: 'random' });
  });

  test('anything else is ERR_ORIENTATION, quoting the text and the word', () => {
    for (const text of ['rotate-45', 'mirror flip', 'random mirror', 'swap-colors swap-colors']) {
      const read = parseOrientation(text);
      assert.ok(!read.ok, text);
      assert.equal(read.code, 'ERR_ORIENTATION');
      assert.match(read.message, new RegExp(`"${text}"`));
    }
    const read = parseOrientation('rotate-45');
    assert.ok(!read.ok && read.message.includes('at "rotate-45"') && read.message.includes('anti-transpose'));
  });

  test('randomOrientation draws each of the sixteen orientations from the caller\'s random numbers', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) seen.add(JSON.stringify(randomOrientation(() => i / 16)));
    assert.equal(seen.size, 16);
    assert.deepEqual(randomOrientation(() => 0), IDENTITY);
    assert.ok(randomOrientation(() => 0.9999999999999999));
  });
});

describe('orientTree: what moves with the board', () => {
  test('moves, setup, markup, VW, territory and variant state move; passes stay passes', () => {
    const text = '(;SZ[9]AB[aa]AW[ba:ca]AE[ia]CR[ab]TR[ac]SQ[ad]MA[ae]SL[af]DD[ag]VW[aa:ee]TB[ah]TW[ai]ZVG[aa]ZVM[ba]ZVT[bb:2][cc:dd:1]ZVD[ee:?];B[bc];W[];B[tt])';
    assert.equal(
      oriented(text, 'mirror'),
      '(;SZ[9]AB[ia]AW[ha:ga]AE[aa]CR[ib]TR[ic]SQ[id]MA[ie]SL[if]DD[ig]VW[ia:ee]TB[ih]TW[ii]ZVG[ia]ZVM[ha]ZVT[hb:2][gc:fd:1]ZVD[ee:?];B[hc];W[];B[tt])',
    );
  });

  test('labels, arrows and lines move; a label\'s text that names a point moves with it', () => {
    assert.equal(oriented('(;LB[aa:A][bb:C8][cc:a:b]AR[aa:bb]LN[cc:dd])', 'flip'), '(;LB[ai:A][bh:C2][cg:a:b]AR[ai:bh]LN[cg:df])');
  });

  test('point names in comments and node names move, all at once, only whole words on the board', () => {
    // On 9x9, C7 is (2, 2): mirrored, (6, 2), G7. G7 goes to C7 in the same pass. Z9 and Q16 are off this board, c7 is not a point name.
    assert.equal(
      oriented('(;C[Black C7, then G7; not Z9, Q16, c7, AC7 or C77.]N[at C7])', 'mirror'),
      '(;C[Black G7, then C7; not Z9, Q16, c7, AC7 or C77.]N[at G7])',
    );
  });

  test('a rectangular board turned a quarter: SZ[w:h] becomes SZ[h:w] and the points and names follow', () => {
    // 5 columns, 3 rows; (1, 0) is B3; rotate-90 takes it to (2, 1) on a 3x5 board: C4.
    assert.equal(oriented('(;SZ[5:3]C[B3];B[ba])', 'rotate-90', false, 5, 3), '(;SZ[3:5]C[C4];B[cb])');
    assert.equal(oriented('(;SZ[5:3];B[ba])', 'rotate-180', false, 5, 3), '(;SZ[5:3];B[dc])');
  });

  test('values that name no point of the board are kept as written', () => {
    assert.equal(oriented('(;AB[zz]CR[]LB[aa];B[Aa])', 'mirror'), '(;AB[zz]CR[]LB[aa];B[Aa])');
  });

  test('the tree given is not changed', () => {
    const root = tree('(;AB[aa]C[C7];B[bb](;W[cc])(;W[dd]))');
    const before = JSON.stringify(root);
    orientTree(root, 9, 9, { symmetry: 'rotate-90', swapColors: true });
    assert.equal(JSON.stringify(root), before);
  });

  test('a line of 20,000 moves is oriented without running out of stack', () => {
    const text = `(;SZ[19]${';B[aa];W[bb]'.repeat(10_000)})`;
    const parsed = parseSgf(text);
    assert.ok(parsed.ok);
    let node: SgfNode | undefined = orientTree(parsed.trees[0]!, 19, 19, { symmetry: 'mirror', swapColors: false });
    let depth = 0;
    while (node) {
      depth++;
      node = node.children[0];
    }
    assert.equal(depth, 20_001);
  });
});

describe('orientTree: colour swap', () => {
  test('each property of one colour becomes the other\'s, PL and the winner in RE change colour', () => {
    assert.equal(
      oriented('(;PB[Lee]PW[Cho]BR[9p]WR[1p]RE[B+3.5]PL[B]AB[aa]AW[bb]TB[cc]TW[dd];B[ee]GB[1];W[ff]GW[1]BL[30]WL[20]OB[1]OW[2])', 'identity', true),
      '(;PW[Lee]PB[Cho]WR[9p]BR[1p]RE[W+3.5]PL[W]AW[aa]AB[bb]TW[cc]TB[dd];W[ee]GW[1];B[ff]GB[1]WL[30]BL[20]OW[1]OB[2])',
    );
    assert.equal(oriented('(;PL[2]RE[Draw])', 'identity', true), '(;PL[1]RE[Draw])');
  });

  test('the words Black and White in comments change places, keeping their capitals; other words stay', () => {
    assert.equal(
      oriented('(;C[Black to play. white dies; BLACK wins. Blackboard, B+, 黒先]N[White lives])', 'identity', true),
      '(;C[White to play. black dies; WHITE wins. Blackboard, B+, 黒先]N[Black lives])',
    );
  });

  test('the judging follows: a GB solution for Black is a GW solution for White', () => {
    const root = orientTree(tree('(;PL[B](;B[aa]GB[1])(;B[bb]GW[1]))'), 9, 9, { symmetry: 'identity', swapColors: true });
    assert.deepEqual(root.children.map((c) => c.props), [{ W: ['aa'], GW: ['1'] }, { W: ['bb'], GB: ['1'] }]);
    assert.equal(markOf(root.children[0]!, 'white'), 'right');
    assert.equal(markOf(root.children[1]!, 'white'), 'wrong');
  });
});

describe('orientTree then its inverse gives the tree back', () => {
  const point = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 })).map(([x, y]) => 'abcdefg'[x]! + 'abcde'[y]!);
  const prop = fc.oneof(
    fc.tuple(fc.constantFrom('B', 'W', 'AB', 'AW', 'AE', 'CR', 'TB', 'ZVG'), point).map(([id, p]) => [id, p] as const),
    fc.tuple(fc.constantFrom('AR', 'LN', 'VW', 'SQ'), point, point).map(([id, a, b]) => [id, `${a}:${b}`] as const),
    fc.tuple(point, fc.constantFrom('A', 'C3', 'G5', 'x:y')).map(([p, t]) => ['LB', `${p}:${t}`] as const),
    fc.constantFrom('Black to play at C3', 'White E1, A5 and G1', 'PL', 'B+R').map((t) => (t === 'PL' ? (['PL', 'W'] as const) : (['C', t] as const))),
  );
  const node = fc.array(prop, { maxLength: 4 }).map((props) => {
    const out: Record<string, string[]> = {};
    for (const [id, value] of props) (out[id] ??= []).push(value);
    return out;
  });
  // Node i hangs under an earlier node, chosen by the second list.
  const sgfTree: fc.Arbitrary<SgfNode> = fc
    .tuple(fc.array(node, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }))
    .map(([props, parents]) => {
      const nodes: SgfNode[] = props.map((p) => ({ props: p, children: [] }));
      nodes.forEach((n, i) => i > 0 && nodes[parents[i]! % i]!.children.push(n));
      return nodes[0]!;
    });
  const orientation = fc.record({ symmetry: fc.constantFrom(...SYMMETRIES), swapColors: fc.boolean() });

  test('for any tree on a 7x5 board and any orientation', () => {
    fc.assert(
      fc.property(sgfTree, orientation, (root, o: Orientation) => {
        const size = orientedSize(o.symmetry, 7, 5);
        const given: SgfNode = { ...root, props: { ...root.props, SZ: ['7:5'] } };
        const back = orientTree(orientTree(given, 7, 5, o), size.width, size.height, inverseOrientation(o));
        assert.equal(JSON.stringify(back), JSON.stringify(given));
      }),
      { numRuns: 300 },
    );
  });
});
