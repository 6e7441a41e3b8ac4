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

/**
 * The sets {@link partition} would give that contain one of `points`, as it gives them: each
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
 * check, so it stops at the first liberty and allocates nothing. It is {@link setTouches}
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

/** A maximal set of adjacent marked points and the player it belongs to (ruling P2). */
export interface MarkedRegion {
  points: number[];
  /** The only player whose unmarked stones touch it; `null` when both or neither do. */
  owner: StoneColor | null;
}

/**
 * The marked regions of a board with their owners (ruling P2): marked points group together
 * whatever their colours, and a region belongs to a player when it touches that player's
 * unmarked stones and no others. Empty neighbours do not matter.
 */
export function markedRegions(board: Board): MarkedRegion[] {
  return partition(board, (p) => board.marked[p] === 1).map((points) => ({ points, owner: regionOwner(board, points) }));
}

/** The player a marked region belongs to (ruling P2), given its points. */
export function regionOwner(board: Board, region: readonly number[]): StoneColor | null {
  const nb = board.geometry.neighbors;
  let touches = 0;
  for (const p of region) {
    for (let s = p * 4, end = s + 4; s < end; s++) {
      const q = nb[s]!;
      if (q < 0) break;
      if (board.marked[q] === 0) touches |= board.color[q]!;
    }
  }
  return touches === BLACK || touches === WHITE ? touches : null;
}

/**
 * Whether `set` is an open line (ruling S5): no point of it has more than two neighbours in
 * it and at least one has fewer than two. Connectedness is the caller's.
 */
export function isOpenLine(board: Board, set: readonly number[]): boolean {
  const inSet = new Set(set);
  let hasEnd = false;
  for (const p of set) {
    let degree = 0;
    forNeighbors(board, p, (q) => {
      if (inSet.has(q)) degree++;
    });
    if (degree > 2) return false;
    if (degree < 2) hasEnd = true;
  }
  return hasEnd;
}

/**
 * The domain of `color` around `p` (ruling S5): the connected set of points holding no stone
 * of the other colour. `walls` count as the other colour's stones, so that a rule measuring
 * "before removals" can pass the points just emptied by a capture.
 */
export function domainAt(board: Board, p: number, color: number, walls?: ReadonlySet<number>): number[] {
  const enemy = 3 - color;
  return connected(board, p, (q) => board.color[q] !== enemy && !walls?.has(q));
}

/**
 * The estate of the group on `p` (ruling S5): the group, plus every empty point reachable
 * from it through empty points that touch no other group of its colour.
 */
export function estateAt(board: Board, p: number): number[] {
  const color = board.color[p];
  const group = groupAt(board, p);
  const inGroup = new Set(group);
  const claimable = (q: number): boolean => {
    if (board.color[q] !== EMPTY) return false;
    let foreign = false;
    forNeighbors(board, q, (r) => {
      if (board.color[r] === color && !inGroup.has(r)) foreign = true;
    });
    return !foreign;
  };
  const estate = [...group];
  const taken = new Set(group);
  for (let i = 0; i < estate.length; i++) {
    forNeighbors(board, estate[i]!, (q) => {
      if (!taken.has(q) && claimable(q)) {
        taken.add(q);
        estate.push(q);
      }
    });
  }
  return estate;
}

/**
 * The colours of the pieces around the empty area containing the empty point `p`, as
 * {@link bordersOf} gives them, except that the search stops once the mask holds `enough`:
 * a rule asking "only the opponent's?" need not walk a whole open board to hear "no".
 */
export function emptyAreaBorders(board: Board, p: number, enough: number): number {
  const { stack } = board;
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(p);
  let top = 0;
  stack[top++] = p;
  let mask = 0;
  while (top > 0) {
    const q = stack[--top]!;
    for (let s = q * 4, end = s + 4; s < end; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      const c = board.color[r]!;
      if (c !== EMPTY) {
        mask |= c;
        if ((mask & enough) === enough) return mask;
      } else if (board.visit(r)) {
        stack[top++] = r;
      }
    }
  }
  return mask;
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
