/**
 * The record line: the one rule by which the board (`move`, the move list) and `variant-go show`
 * find the node that shows move N of a line, and the line's end.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { depthOfMove, lineAlong, lineMoveCount } from '../../src/formats/record-line.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';
import { readRecord } from '../../src/formats/read-record.js';
import { TreeRecord } from '../../src/element/tree-record.js';

function tree(text: string): SgfNode {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok);
  return parsed.trees[0]!;
}

/** Fox puts handicap stones in the second node; the game ends with dead stones removed by AE. */
const GAME = '(;SZ[9]HA[2];AB[cc][gg]C[handicap];W[ee];B[dd]C[second move];C[a comment];W[ff];AE[dd]C[dead stones removed])';

describe('record line: the node that shows move N', () => {
  const line = lineAlong(tree(GAME), [0, 0, 0, 0, 0, 0]);

  test('without a move number, the last node of the line: setup after the last move belongs to the end', () => {
    assert.equal(depthOfMove(line), 6);
    assert.equal(lineMoveCount(line), 3);
  });

  test('move N is the node holding move N, not the nodes after it', () => {
    assert.deepEqual([1, 2, 3].map((n) => depthOfMove(line, n)), [2, 3, 5]);
  });

  test('move 0 is the last node before the first move: the start position, with the handicap a second node sets up', () => {
    assert.equal(depthOfMove(line, 0), 1);
    assert.equal(depthOfMove(lineAlong(tree('(;SZ[9];B[ee])'), [0]), 0), 0);
    assert.equal(depthOfMove(lineAlong(tree('(;SZ[9];C[no moves])'), [0]), 0), 1, 'a line without moves starts at its end');
  });

  test('a path past the tree stops where the tree does', () => {
    assert.deepEqual(lineAlong(tree(GAME), [0, 3, 0]).path, [0]);
  });

  test('the board steps to the same nodes', () => {
    const read = readRecord(tree(GAME));
    assert.ok(read.ok);
    const board = new TreeRecord(read.record, {});
    assert.equal(board.length, depthOfMove(line));
    assert.deepEqual([0, 1, 2, 3].map((n) => board.stepOfMove(n)), [0, 1, 2, 3].map((n) => depthOfMove(line, n)));
    board.show(board.length);
    assert.equal(board.game.pointAt('D6')?.color, null, 'the AE at the end is applied');
  });
});
