/**
 * Paper and Pencil Go, final form (rulings P1-P4): stones are never removed. A group left
 * without liberties is *marked* instead, and stays on the board as part of a marked region
 * (see {@link markedRegions}); a region touched by one player's unmarked stones only is that
 * player's territory and a liberty of those stones.
 *
 * Marked points cannot be played on and stones never leave, so each placement fills one
 * empty point for good: no position can recur, there is no ko rule, and a game has at most
 * one placement per point.
 */
import { BLACK, Board, EMPTY, WHITE, type StoneColor } from '../board.js';
import { refuse, type Refusal } from '../errors.js';
import { boundary, forNeighbors, partition, type MarkedRegion, type Member } from '../geometry.js';
import { addPoint, type Position, type Turn } from '../position.js';
import { pointsNear, setsFailing, setTouches, unsettledNear } from '../settling.js';
import { Rules } from '../rules.js';

/** Per point, the owner of the marked region it lies in; 0 for neutral regions and unmarked points. */
function regionOwners(board: Board): Uint8Array {
  const owners = new Uint8Array(board.area);
  for (const { points, owner } of markedRegions(board)) {
    if (owner !== null) for (const p of points) owners[p] = owner;
  }
  return owners;
}

/**
 * Per point, the owner of the marked region it lies in (0 for neutral regions), each region
 * walked the first time one of its points is asked about: a placement's liberty checks meet
 * few regions. Walks with its own marks, so a flood fill may ask it.
 */
function regionOwnersOnDemand(board: Board): (p: number) => number {
  let owner: Int8Array | null = null;
  return (p) => {
    owner ??= new Int8Array(board.area).fill(-1);
    if (owner[p] === -1) {
      const region = [p];
      owner[p] = 0;
      for (let i = 0; i < region.length; i++) {
        forNeighbors(board, region[i]!, (q) => {
          if (board.marked[q] === 1 && owner![q] === -1) {
            owner![q] = 0;
            region.push(q);
          }
        });
      }
      const found = regionOwner(board, region) ?? 0;
      for (const q of region) owner[q] = found;
    }
    return owner[p]!;
  };
}

/**
 * The unmarked stones whose liberties a change on `points` can have taken: on or next to
 * them, and next to a marked region on or next to them, whose owner may have changed.
 */
function touchedBy(board: Board, points: readonly number[]): number[] {
  // Points may repeat: the callers grow each group once whatever the points they start from.
  const near = points.flatMap((p) => pointsNear(board, p, 1));
  // One walk over the marked regions met, gathering the points around them.
  const regions = near.filter((q) => board.marked[q] === 1);
  board.newVisit();
  for (const q of regions) board.visit(q);
  for (let i = 0; i < regions.length; i++) {
    forNeighbors(board, regions[i]!, (q) => {
      if (board.marked[q] === 0) near.push(q);
      else if (board.visit(q)) regions.push(q);
    });
  }
  return near.filter((q) => board.color[q] !== EMPTY && board.marked[q] === 0);
}

/**
 * P3: the points of every unmarked group, of either colour, that has no liberty: no empty
 * neighbour and no neighbouring marked region its player owns. When every group had a liberty
 * before a change on `changed`, only groups it touched can have lost it; `null` searches the
 * whole board.
 */
function breathless(board: Board, changed: readonly number[] | null): number[] {
  const ownerAt = regionOwnersOnDemand(board);
  const starts = changed && touchedBy(board, changed);
  const out: number[] = [];
  for (const color of [BLACK, WHITE] as const) {
    const member = unmarkedOf(board, color);
    const groups = starts
      ? setsFailing(board, starts, member, (q) => breathes(board, q, ownerAt))
      : partition(board, member).filter((group) => !breathes(board, group[0]!, ownerAt));
    for (const group of groups) out.push(...group);
  }
  return out;
}

/** Whether the unmarked group on `p` has a liberty: an empty neighbour or a neighbouring region its player owns. */
function breathes(board: Board, p: number, ownerAt: (q: number) => number): boolean {
  const color = board.color[p]!;
  return setTouches(board, p, unmarkedOf(board, color), (q) => board.color[q] === EMPTY || (board.marked[q] === 1 && ownerAt(q) === color));
}

/** Membership of the unmarked groups of one colour. */
function unmarkedOf(board: Board, color: number): Member {
  return (q) => board.color[q] === color && board.marked[q] === 0;
}

export class PaperPencil extends Rules {
  readonly id = 'paper-pencil';
  readonly name = 'Paper and Pencil Go';

  /** P3: marked points cannot be played on. */
  protected override land(pos: Position, turn: Turn): Refusal | null {
    if (pos.board.marked[turn.point] === 1) {
      return refuse('ERR_MARKED_POINT', this.name, 'that point holds a marked stone, and marked points cannot be played on');
    }
    return super.land(pos, turn);
  }

  /**
   * P1: every unmarked group without a liberty, of either colour (the player's own included),
   * is marked, all at once; then again, until every unmarked group has a liberty. (The second
   * round in fact never finds anything: a group marked in a round touches no region that is
   * anyone's liberty, so marking it takes no liberty away. The property tests check this
   * against a one-round model; the loop states the ruling as written.) Each round looks only
   * where the last change was: the placed stone, then the stones just marked.
   */
  protected override resolve(pos: Position, turn: Turn): void {
    const near = unsettledNear(pos, turn);
    for (let dead = breathless(pos.board, near === null ? null : [near]); dead.length > 0; dead = breathless(pos.board, dead)) {
      for (const p of dead) {
        pos.board.mark(p);
        addPoint(turn, 'marked', p);
      }
    }
  }

  /** P3: suicide is allowed; a placement that leaves its own group without liberties marks it. */
  protected override judge(): Refusal | null {
    return null;
  }

  /** P3: no ko rule (and none needed: no position can recur). */
  protected override checkHistory(): Refusal | null {
    return null;
  }

  /**
   * P4: unmarked stones, plus the points of owned marked regions, plus empty areas that touch
   * only the player's unmarked stones and owned regions (komi is added for White).
   */
  override owners(pos: Position): Uint8Array {
    const board = pos.board;
    const regions = regionOwners(board);
    const owners = new Uint8Array(board.area);
    for (let p = 0; p < board.area; p++) owners[p] = board.marked[p] === 1 ? regions[p]! : board.color[p]!;
    // An empty area belongs to a player only if everything around it does; a neutral region counts as both.
    for (const area of partition(board, (p) => board.color[p] === EMPTY)) {
      let touches = 0;
      for (const q of boundary(board, area)) touches |= board.marked[q] === 1 ? regions[q] || (BLACK | WHITE) : board.color[q]!;
      if (touches === BLACK || touches === WHITE) for (const p of area) owners[p] = touches;
    }
    return owners;
  }

  /** P2: the marked regions, drawn and named with their owners. */
  override markedRegions(pos: Position): MarkedRegion[] {
    return markedRegions(pos.board);
  }
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
