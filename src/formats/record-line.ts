/**
 * A line of play through an SGF tree: the nodes from the root along a path, and how many moves
 * stand up to each. The board and the command line both find here the node that shows move N
 * of a line, and the line's end, so that both show the same position for the same record.
 */
import type { SgfNode } from './sgf.js';

/** The nodes of a line and the moves up to each. */
export interface RecordLine {
  /** Child indexes from the root, as far as the tree has them. */
  readonly path: readonly number[];
  /** `nodes[0]` is the root, `nodes[d]` the node at depth `d`. */
  readonly nodes: readonly SgfNode[];
  /** `movesAt[d]`: the moves of the nodes from the root up to and including depth `d`. */
  readonly movesAt: readonly number[];
}

/** Moves a node holds: its `B` and its `W` (a node should hold one at most; the reader plays both). */
function movesIn(node: SgfNode): number {
  return (node.props.B ? 1 : 0) + (node.props.W ? 1 : 0);
}

/** The line from `root` along `path`, stopping where the tree has no such child. */
export function lineAlong(root: SgfNode, path: readonly number[]): RecordLine {
  const nodes: SgfNode[] = [root];
  const movesAt = [movesIn(root)];
  const taken: number[] = [];
  for (const i of path) {
    const child = nodes.at(-1)!.children[i];
    if (!child) break;
    taken.push(i);
    nodes.push(child);
    movesAt.push(movesAt.at(-1)! + movesIn(child));
  }
  return { path: taken, nodes, movesAt };
}

/** The moves of the whole line. */
export function lineMoveCount(line: RecordLine): number {
  return line.movesAt.at(-1)!;
}

/**
 * The depth at which a line shows the position after move `n`:
 * - without `n`, its last node: setup after the last move (`AE` removing dead stones at the end
 *   of a game) and comments belong to the end of the line;
 * - for `n` from 1, the node holding move `n`, so that its comment and markup show with it;
 * - for 0, the last node before the first move: the start position, with the setup of every
 *   node before the first move (Fox puts handicap stones in the second node).
 * `n` is clamped to the moves of the line.
 */
export function depthOfMove(line: RecordLine, n?: number): number {
  const last = line.nodes.length - 1;
  if (n === undefined) return last;
  const wanted = Math.min(Math.max(Math.trunc(n) || 0, 0), lineMoveCount(line));
  if (wanted === 0) {
    const first = line.movesAt.findIndex((count) => count > 0);
    return first < 0 ? last : Math.max(0, first - 1);
  }
  return line.movesAt.findIndex((count) => count >= wanted);
}
