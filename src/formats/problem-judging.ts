/**
 * Judging a problem's SGF solution tree, by the conventions problem collections use: what our
 * puzzle reader (element/puzzle.ts) decides, and what the editor and the collection checker ask.
 *
 * The reader plays one side; after each of their moves the tree's reply is the first child of
 * the node reached. A node is judged, for the reader:
 *
 * - **wrong** when its comment says so ("Wrong", "Incorrect", 失敗, 不正解), when it holds `GB`
 *   or `GW` for the other side, or when it holds the reader's move marked `BM` (bad move);
 * - **right** when its comment says "Correct" (any case), "RIGHT" (in capitals, since "right"
 *   is common in prose: "the right side") or 正解, or when it holds `GB`/`GW` for the reader;
 * - when a comment holds both a right and a wrong word, the first one in the text decides;
 * - comments speak to the side the problem is posed for (to move at the root); for a reader who
 *   plays the other side (`puzzle-side`) their words count the other way round;
 * - otherwise the end of a line decides: a line that ends on the reader's move is right, one
 *   that ends on the tree's reply is wrong (the reply refutes), unless that reply is marked `BM`
 *   (a bad move of the other side, so the reader wins). `TE` (tesuji) never fails a line.
 *
 * A move not in the tree is wrong.
 */
import type { Color } from '../engine/types.js';
import type { SgfNode } from './sgf.js';
import { commentVerdict } from './verdict-words.js';

/** How reaching a node of the tree ends an attempt. */
export type TreeOutcome = { solved: true } | { solved: false; reason: 'marked-wrong' | 'refuted' };

/** The colour of the move `node` holds, or `null`. */
export function moveColor(node: SgfNode): Color | null {
  return node.props.B ? 'black' : node.props.W ? 'white' : null;
}

/**
 * The explicit marks of `node` for the reader: comment words, GB/GW, BM on the reader's move.
 * Comments speak to the solver of the problem as posed, `posedFor` (the side to move at the
 * root): a reader who plays the other side reads "Correct" as wrong and "Wrong" as right.
 */
export function markOf(node: SgfNode, reader: Color, posedFor: Color = reader): 'right' | 'wrong' | null {
  const words = commentVerdict(node.props.C?.join('\n') ?? '');
  if (words) return posedFor === reader ? words : words === 'right' ? 'wrong' : 'right';
  const good = node.props.GB ? 'black' : node.props.GW ? 'white' : null;
  if (good) return good === reader ? 'right' : 'wrong';
  if (node.props.BM && moveColor(node) === reader) return 'wrong';
  return null;
}

/**
 * Whether reaching `node` ends the attempt, and how. `readersMove` says whether the node holds
 * the reader's move (else it holds the tree's reply). `null`: the attempt goes on.
 */
export function outcomeAt(node: SgfNode, reader: Color, readersMove: boolean, posedFor: Color = reader): TreeOutcome | null {
  const mark = markOf(node, reader, posedFor);
  if (mark === 'wrong') return { solved: false, reason: 'marked-wrong' };
  if (mark === 'right') return { solved: true };
  if (node.children.length > 0) return null;
  if (readersMove) return { solved: true };
  // A reply marked as a bad move at the end of a line: the other side went wrong, the reader wins.
  if (node.props.BM && moveColor(node) !== reader) return { solved: true };
  return { solved: false, reason: 'refuted' };
}

/** Whether the reader's move at `node` leads to a solution against the tree's replies (first children). */
export function leadsToSolution(node: SgfNode, reader: Color, posedFor: Color = reader, depth = 0): boolean {
  const outcome = outcomeAt(node, reader, true, posedFor);
  if (outcome) return outcome.solved;
  // A tree deeper than any puzzle: give up rather than recurse without end.
  if (depth > 500) return false;
  const reply = node.children[0]!;
  if (moveColor(reply) === reader) return leadsToSolution(reply, reader, posedFor, depth + 1);
  const after = outcomeAt(reply, reader, false, posedFor);
  if (after) return after.solved;
  return reply.children.some((next) => moveColor(next) === reader && leadsToSolution(next, reader, posedFor, depth + 1));
}

/** The index of the first child of `node` that is a right move for the reader, or -1. */
export function firstRightMove(node: SgfNode, reader: Color, posedFor: Color = reader): number {
  return node.children.findIndex((child) => moveColor(child) === reader && leadsToSolution(child, reader, posedFor));
}

/**
 * How the line through `node` goes for the reader, by the same judging: the reader's move is
 * right when it leads to a solution against the tree's replies; any other node (the tree's
 * reply) is right when it ends the line in the reader's favour or leaves them a right move.
 */
export function lineVerdict(node: SgfNode, reader: Color, posedFor: Color = reader): 'right' | 'wrong' {
  if (moveColor(node) === reader) return leadsToSolution(node, reader, posedFor) ? 'right' : 'wrong';
  const after = outcomeAt(node, reader, false, posedFor);
  if (after) return after.solved ? 'right' : 'wrong';
  return firstRightMove(node, reader, posedFor) >= 0 ? 'right' : 'wrong';
}

/**
 * The right line from `node`, as child indices: the reader's first right move, the tree's reply
 * (the first child), and so on to the end of the line or the node that solves it.
 */
export function rightLine(node: SgfNode, reader: Color, posedFor: Color = reader): number[] {
  const path: number[] = [];
  // A tree deeper than any puzzle: stop rather than walk without end.
  for (let at = node; at.children.length > 0 && path.length <= 500; ) {
    const index = moveColor(at.children[0]!) === reader ? firstRightMove(at, reader, posedFor) : 0;
    if (index < 0) break;
    path.push(index);
    at = at.children[index]!;
    if (moveColor(at) === reader && outcomeAt(at, reader, true, posedFor)?.solved) break;
  }
  return path;
}

