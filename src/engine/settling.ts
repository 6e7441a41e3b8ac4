/**
 * What the rules that settle every group at each placement share (Loose, No Seki Go, Paper and
 * Pencil Go): where to look for the groups a placement unsettled, and the sets found there.
 */
import type { Board } from './board.js';
import { connected, type Member } from './geometry.js';
import type { Position, Turn } from './position.js';

/**
 * Where the rules that settle every group at each placement (Loose, No Seki Go, Paper and
 * Pencil Go) must look for groups the placement `turn` unsettled: near its point when the
 * board is as a placement left it, every group settled; anywhere (`null`) at the start or
 * after an edit, which may have left unsettled groups.
 */
export function unsettledNear(pos: Position, turn: Turn): number | null {
  for (let i = pos.turns.length - 1; i >= 0; i--) {
    const kind = pos.turns[i]!.kind;
    if (kind === 'place') return turn.point;
    if (kind === 'edit') return null;
  }
  return null;
}

/**
 * The sets `partition` (geometry.ts) would give that contain one of `points`, as it gives them: each
 * grown from its first point in board order, the sets in that order. For rules that know only
 * the sets near a change can have changed.
 */
export function partitionAround(board: Board, points: readonly number[], member: Member): number[][] {
  const sets: number[][] = [];
  for (const p of points) {
    if (!member(p) || sets.some((set) => set.includes(p))) continue;
    const set = connected(board, p, member);
    const first = Math.min(...set);
    sets.push(first === p ? set : connected(board, first, member));
  }
  return sets.sort((a, b) => a[0]! - b[0]!);
}

/**
 * The sets of `member` points containing one of `points` that fail `test`, as
 * {@link partitionAround} gives them: the groups near a change left without a liberty.
 * `test` must search the set from the point it is given, visiting its points (as
 * {@link setTouches} does); a point the latest search visited is in a set already tested, so
 * a set met at several points is searched once.
 */
export function setsFailing(board: Board, points: readonly number[], member: Member, test: Member): number[][] {
  board.newVisit();
  return partitionAround(board, points.filter((q) => member(q) && !board.visited(q) && !test(q)), member);
}

/** The points at most `steps` steps from `p`, `p` included. */
export function pointsNear(board: Board, p: number, steps: number): number[] {
  const out = [p];
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(p);
  for (let i = 0, ring = 0; ring < steps; ring++) {
    for (const end = out.length; i < end; i++) {
      for (let s = out[i]! * 4, last = s + 4; s < last; s++) {
        const q = nb[s]!;
        if (q < 0) break;
        if (board.visit(q)) out.push(q);
      }
    }
  }
  return out;
}

/**
 * Whether the connected set of `member` points containing `start` has a neighbour outside it
 * that passes `test`: a group's liberty check for rules whose groups or liberties are not the
 * ordinary ones (Loose's true liberties, Paper and Pencil Go's unmarked groups). Stops at the
 * first hit and allocates nothing; `test` must not start a flood fill of its own.
 */
export function setTouches(board: Board, start: number, member: Member, test: Member): boolean {
  const { stack } = board;
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(start);
  let top = 0;
  stack[top++] = start;
  while (top > 0) {
    const q = stack[--top]!;
    for (let s = q * 4, end = s + 4; s < end; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      if (member(r)) {
        if (board.visit(r)) stack[top++] = r;
      } else if (test(r)) {
        return true;
      }
    }
  }
  return false;
}
