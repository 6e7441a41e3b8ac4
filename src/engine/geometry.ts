/**
 * Connected sets on the board: groups, liberties, empty areas and any region a rule defines
 * by a membership test. Every rule that needs one of these asks here, so each definition
 * lives in one place. Results are arrays of point indices.
 */
import { BLACK, EMPTY, WHITE, type Board, type StoneColor } from './board.js';

/** Whether a point belongs to the set being grown. */
export type Member = (p: number) => boolean;

/**
 * The connected set containing `start` whose points all pass `member`.
 * `start` itself is included without being tested.
 */
export function connected(board: Board, start: number, member: Member): number[] {
  const out = [start];
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(start);
  for (let i = 0; i < out.length; i++) {
    const p = out[i]!;
    for (let s = p * 4, end = s + 4; s < end; s++) {
      const q = nb[s]!;
      if (q < 0) break;
      if (!board.visited(q) && member(q)) {
        board.visit(q);
        out.push(q);
      }
    }
  }
  return out;
}

/** Splits the points passing `member` into their connected sets. */
export function partition(board: Board, member: Member): number[][] {
  const taken = new Uint8Array(board.area);
  const sets: number[][] = [];
  for (let p = 0; p < board.area; p++) {
    if (taken[p] || !member(p)) continue;
    const set = connected(board, p, member);
    for (const q of set) taken[q] = 1;
    sets.push(set);
  }
  return sets;
}

/** The points adjacent to a set and not in it, each once. */
export function boundary(board: Board, set: readonly number[]): number[] {
  const nb = board.geometry.neighbors;
  const inSet = new Set(set);
  const seen = new Set<number>();
  for (const p of set) {
    for (let s = p * 4, end = s + 4; s < end; s++) {
      const q = nb[s]!;
      if (q < 0) break;
      if (!inSet.has(q)) seen.add(q);
    }
  }
  return [...seen];
}

/** Calls `fn` for each neighbour of `p`. */
export function forNeighbors(board: Board, p: number, fn: (q: number) => void): void {
  const nb = board.geometry.neighbors;
  for (let s = p * 4, end = s + 4; s < end; s++) {
    const q = nb[s]!;
    if (q < 0) return;
    fn(q);
  }
}

/** The ordinary group of the stone on `p`: adjacent pieces of its colour. */
export function groupAt(board: Board, p: number): number[] {
  const color = board.color[p];
  return connected(board, p, (q) => board.color[q] === color);
}

/** Liberties of a set of points: adjacent empty points, each once. */
export function libertiesOf(board: Board, set: readonly number[]): number[] {
  return boundary(board, set).filter((q) => board.color[q] === EMPTY);
}

/**
 * Whether the ordinary group on `p` has an empty neighbour. The hot path of every capture
 * check, so it stops at the first liberty and allocates nothing. It is `setTouches` (settling.ts)
 * with the two tests written inline: calling closures per neighbour costs the ordinary rules
 * speed that the variants' unusual liberties cannot avoid.
 */
export function groupHasLiberty(board: Board, p: number): boolean {
  const colors = board.color;
  const nb = board.geometry.neighbors;
  // Most groups have a liberty next to the stone asked about: found without starting a fill.
  for (let s = p * 4, end = s + 4; s < end; s++) {
    const r = nb[s]!;
    if (r < 0) break;
    if (colors[r] === EMPTY) return true;
  }
  const color = colors[p];
  const { stack, seen } = board;
  const stamp = board.newVisit();
  seen[p] = stamp;
  let top = 0;
  stack[top++] = p;
  while (top > 0) {
    const q = stack[--top]!;
    for (let s = q * 4, end = s + 4; s < end; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      const c = colors[r];
      if (c === EMPTY) return true;
      if (c === color && seen[r] !== stamp) {
        seen[r] = stamp;
        stack[top++] = r;
      }
    }
  }
  return false;
}

/** A maximal set of adjacent marked points and the player it belongs to (ruling P2). */
export interface MarkedRegion {
  points: number[];
  /** The only player whose unmarked stones touch it; `null` when both or neither do. */
  owner: StoneColor | null;
}

/**
 * The colours of the pieces next to a set, as a bit mask: `BLACK` (1) and `WHITE` (2) or-ed
 * together, 0 when it touches no piece. An empty area's mask says whose territory it is.
 */
export function bordersOf(board: Board, set: readonly number[]): number {
  const nb = board.geometry.neighbors;
  let mask = 0;
  for (const p of set) {
    for (let s = p * 4, end = s + 4; s < end; s++) {
      const q = nb[s]!;
      if (q < 0) break;
      mask |= board.color[q]!;
    }
  }
  return mask;
}
