import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { readRecord } from '../../src/formats/read-record.js';
import { readTree } from './read-tree.js';
import { MAX_DIAGRAM_CHARS, MAX_LINE_NODES, SGF_LIMITS, tooManyMoves } from '../../src/element/record-limits.js';
import { TreeRecord } from '../../src/element/tree-record.js';
import { bigSgf, ladderSgf, legalMoves, mainLineSgf, manyNodesSgf, nestedSgf, wideSgf } from './limits-inputs.js';

const moves10k = legalMoves(10_000);

/** The deepest line under `root`, walked with a stack. */
function depthOf(root: SgfNode): number {
  let deepest = 0;
  const pending: [SgfNode, number][] = [[root, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of node.children) pending.push([child, depth + 1]);
  }
  return deepest;
}

function onlyTree(text: string, limits = {}): SgfNode {
  const parsed = parseSgf(text, limits);
  assert.ok(parsed.ok, parsed.ok ? '' : `${parsed.error.code}: ${parsed.error.message}`);
  return parsed.trees[0]!;
}

function refusal(text: string, kind: 'sgf' | 'diagram' = 'sgf') {
  const read = readTree({ kind, text }, {});
  assert.ok(!read.ok, 'expected a refusal');
  return read.error;
}

describe('limits: no recursion on deep input', () => {
  test('variations nested 10,000 deep (;B(;W(;B...) are read, written back and read again, with no stack overflow', () => {
    const root = onlyTree(nestedSgf(moves10k));
    assert.equal(depthOf(root), 10_001);
    const again = onlyTree(writeSgf([root]));
    assert.equal(depthOf(again), 10_001);
  });

  test('side lines nested 10,000 deep ;B(;W)(;W(;B)(... are read and written back', () => {
    const root = onlyTree(ladderSgf(moves10k));
    assert.equal(depthOf(root), 10_001);
    assert.equal(depthOf(onlyTree(writeSgf([root]))), 10_001);
  });

  test('a 10,000-deep line is replayed by the record to its end', () => {
    const read = readRecord(onlyTree(nestedSgf(moves10k)));
    assert.ok(read.ok);
    const at = read.record.gameAt(read.record.mainLine());
    assert.equal(at.error, null);
    assert.equal(at.game.moves.length, 10_000);
  });

  test('parseSgf finds a line too long in a 10,000-deep tree as it reads it, with no stack overflow', () => {
    const parsed = parseSgf(nestedSgf(moves10k), { maxLineNodes: 9_999 });
    assert.ok(!parsed.ok);
    assert.equal(parsed.error.code, 'ERR_SGF_TOO_LONG');
  });
});

describe('limits: parseSgf stops at the caller’s limits', () => {
  test('more nodes than maxNodes: ERR_SGF_TOO_LARGE at the first node past the limit', () => {
    const parsed = parseSgf('(;GM[1];B[aa];W[bb];B[cc])', { maxNodes: 3 });
    assert.ok(!parsed.ok);
    assert.equal(parsed.error.code, 'ERR_SGF_TOO_LARGE');
    assert.match(parsed.error.message, /more than 3 nodes/);
    assert.deepEqual([parsed.error.line, parsed.error.column], [1, 20]);
  });

  test('more nodes on a line than maxLineNodes: ERR_SGF_TOO_LONG at the first node past it, whichever variation it is in', () => {
    for (const text of ['(;GM[1];B[aa];W[bb];B[cc])', '(;GM[1](;B[aa])(;B[bb];W[cc](;B[dd])(;B[ee])))']) {
      const parsed = parseSgf(text, { maxLineNodes: 3 });
      assert.ok(!parsed.ok, text);
      assert.equal(parsed.error.code, 'ERR_SGF_TOO_LONG');
      assert.match(parsed.error.message, /longer than 3 nodes/);
      assert.equal(text[parsed.error.offset + 1], 'B');
    }
    assert.ok(parseSgf('(;GM[1](;B[aa];W[bb])(;B[cc];W[dd]))', { maxLineNodes: 3 }).ok);
  });

  test('more children of one node than maxVariations: ERR_SGF_TOO_LARGE', () => {
    const parsed = parseSgf('(;GM[1](;B[aa])(;B[bb])(;B[cc]))', { maxVariations: 2 });
    assert.ok(!parsed.ok);
    assert.equal(parsed.error.code, 'ERR_SGF_TOO_LARGE');
    assert.match(parsed.error.message, /more than 2 variations/);
  });

  test('without limits, 100,000 nodes are read', () => {
    assert.ok(parseSgf(wideSgf(100_000)).ok);
  });
});

describe('limits: the element refuses what would block its page, saying the limit and the size', () => {
  test('a 10 MB SGF: ERR_SGF_TOO_LARGE, before reading it', () => {
    const error = refusal(bigSgf(10_000_000));
    assert.equal(error.code, 'ERR_SGF_TOO_LARGE');
    assert.match(error.message, /is 10,\d{3},\d{3} characters long; a board reads at most 2,000,000/);
  });

  test('a diagram text over 100,000 characters: ERR_DIAGRAM_TOO_LARGE, with the size and the limit', () => {
    const error = refusal(`$$ ${'.'.repeat(MAX_DIAGRAM_CHARS)}`, 'diagram');
    assert.equal(error.code, 'ERR_DIAGRAM_TOO_LARGE');
    assert.match(error.message, /is 100,003 characters long; a board reads at most 100,000 of a diagram/);
  });

  test('more than 200,000 nodes: ERR_SGF_TOO_LARGE, placed at node 200,001, whatever follows it', () => {
    // A syntax error after the limit is never reached: the reader stops at the node past it.
    const error = refusal(`${manyNodesSgf()}B[aa]]]])`);
    assert.equal(error.code, 'ERR_SGF_TOO_LARGE');
    assert.match(error.message, /more than 200,000 nodes/);
    const before = `(;${`(${';'.repeat(501)})`.repeat(399)}(${';'.repeat(100)}`;
    assert.deepEqual([error.line, error.column], [1, before.length + 1]);
  });

  test('401 variations at a node, and 100,000: ERR_SGF_TOO_LARGE', () => {
    for (const count of [SGF_LIMITS.maxVariations + 1, 100_000]) assert.match(refusal(wideSgf(count)).message, /more than 400 variations/);
  });

  test('lines of 5,000 and 10,000 moves, on a main line or nested: ERR_SGF_TOO_LONG, placed at node 1,001 of the line', () => {
    for (const moves of [moves10k.slice(0, 5_000), moves10k]) {
      for (const text of [mainLineSgf(moves), nestedSgf(moves)]) {
        const error = refusal(text);
        assert.equal(error.code, 'ERR_SGF_TOO_LONG');
        assert.match(error.message, /A line of play is longer than 1,000 nodes/);
        // Node 1,001 is move 1,000: the node before it is move 999.
        assert.ok(error.column! > 1 && error.column! < text.length / 2, `column ${error.column}`);
      }
    }
  });

  test('a moves attribute of 10,000 moves: ERR_MOVES_TOO_MANY', () => {
    assert.equal(tooManyMoves(10_000)?.code, 'ERR_MOVES_TOO_MANY');
    assert.equal(tooManyMoves(1_000), null);
  });

  test('records just inside the limits are read whole', () => {
    const line = moves10k.slice(0, MAX_LINE_NODES - 1);
    for (const text of [mainLineSgf(line), nestedSgf(line), wideSgf(SGF_LIMITS.maxVariations, 18)]) {
      const read = readTree({ kind: 'sgf', text }, {});
      assert.ok(read.ok, read.ok ? '' : read.error.message);
    }
    const read = readTree({ kind: 'sgf', text: mainLineSgf(line) }, {});
    assert.ok(read.ok);
    const record: TreeRecord = read.record;
    assert.equal(record.length, MAX_LINE_NODES - 1);
  });
});
