/**
 * The element's tree record steps along a line with `goTo` on one game of the whole line, where
 * the line changes the position only by moves. Every step must show what a replay of the path
 * from the root shows, on lines with and without setup after the start, forwards, backwards and
 * by jumps, and a move tried on a shown position must not change the line that steps share.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePoint } from '../../src/engine/index.js';
import { coordToSgfPoint, parseSgf } from '../../src/formats/sgf.js';
import { readRecord } from '../../src/formats/read-record.js';
import type { SgfRecord } from '../../src/formats/sgf-record.js';
import { TreeRecord } from '../../src/element/tree-record.js';
import { legalMoves } from './limits-inputs.js';

const SIZE = 9;

/** `moves` as a main line after `root` (setup), with `after[i]` written after move `i` (more nodes, say). */
function sgfOf(moves: readonly string[], root = '', after: Record<number, string> = {}): string {
  const nodes = moves.map((move, i) => {
    const point = move === 'pass' ? null : parsePoint(move, SIZE);
    return `;${i % 2 === 0 ? 'B' : 'W'}[${point ? coordToSgfPoint(point) : ''}]${after[i] ?? ''}`;
  });
  return `(;GM[1]FF[4]SZ[${SIZE}]${root}${nodes.join('')})`;
}

/** SGF points no move of `moves` is played on, for setup stones that never meet a move. */
function unplayed(moves: readonly string[], count: number): string[] {
  const played = new Set(moves);
  const free: string[] = [];
  for (let y = 0; y < SIZE && free.length < count; y++) {
    for (let x = 0; x < SIZE && free.length < count; x++) {
      if (!played.has(`${'ABCDEFGHJ'[x]}${SIZE - y}`)) free.push(coordToSgfPoint({ x, y }));
    }
  }
  return free;
}

function recordOf(text: string): SgfRecord {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok);
  const read = readRecord(parsed.trees[0]!, {});
  assert.ok(read.ok);
  return read.record;
}

/** Shows every step in `order` and compares the shown view with a replay of the path from the root. */
function assertStepsMatchReplay(text: string, order: (length: number) => number[]): void {
  const record = recordOf(text);
  const tree = new TreeRecord(record, {});
  for (const step of order(tree.length)) {
    tree.show(step);
    const replayed = record.gameAt(tree.path).game;
    assert.deepEqual(tree.game.view(), replayed.view(), `step ${step}`);
    assert.equal(tree.game.moveNumber, replayed.moveNumber, `move number at step ${step}`);
  }
}

const forwardThenBack = (n: number): number[] => [...Array.from({ length: n + 1 }, (_, i) => i), ...Array.from({ length: n + 1 }, (_, i) => n - i)];
const jumps = (n: number): number[] => [n, 0, Math.floor(n / 2), n - 1, 1, n, 3, n - 3];

describe('tree record steps: the position shown is the path replayed from the root', () => {
  const moves = legalMoves(60, SIZE);
  const [first, second, third] = unplayed(moves, 3);

  test('a line of moves only, with setup stones in the root: forwards, backwards and by jumps', () => {
    const text = sgfOf(moves, `AB[${first}]AW[${second}]`);
    assertStepsMatchReplay(text, forwardThenBack);
    assertStepsMatchReplay(text, jumps);
  });

  test('a line with setup after its start and comment-only nodes', () => {
    const text = sgfOf(moves, '', { 20: ';C[a comment]', 30: `;AB[${third}]` });
    assertStepsMatchReplay(text, forwardThenBack);
    assertStepsMatchReplay(text, jumps);
  });

  test('a move tried off the tree (a puzzle answer not in it) leaves every step of the line as it was', () => {
    const record = recordOf(sgfOf(moves.slice(0, 40)));
    const tree = new TreeRecord(record, {});
    tree.show(10);
    const legal = tree.game.legalMoves().find((move) => move !== 'pass')!;
    assert.ok(tree.tryOffTree(legal).ok);
    for (const step of [5, 10, 25, tree.length]) {
      tree.show(step);
      assert.deepEqual(tree.game.view(), record.gameAt(tree.path).game.view(), `step ${step}`);
    }
  });
});
