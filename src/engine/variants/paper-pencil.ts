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
import { BLACK, Board, EMPTY, WHITE, boardFromView } from '../board.js';
import { refuse, type Refusal } from '../errors.js';
import { boundary, markedRegions, partition, setTouches } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { Rules, colorName } from '../rules.js';
import type { Color, Coord, PositionView } from '../types.js';
import type { VariantSpec } from '../variant.js';

/** Per point, the owner of the marked region it lies in; 0 for neutral regions and unmarked points. */
function regionOwners(board: Board): Uint8Array {
  const owners = new Uint8Array(board.area);
  for (const { points, owner } of markedRegions(board)) {
    if (owner !== null) for (const p of points) owners[p] = owner;
  }
  return owners;
}

/**
 * P3: the points of every unmarked group, of either colour, that has no liberty: no empty
 * neighbour and no neighbouring marked region its player owns.
 */
function breathless(board: Board): number[] {
  const owners = regionOwners(board);
  const out: number[] = [];
  for (const color of [BLACK, WHITE] as const) {
    const member = (q: number): boolean => board.color[q] === color && board.marked[q] === 0;
    const liberty = (q: number): boolean => board.color[q] === EMPTY || owners[q] === color;
    for (const group of partition(board, member)) {
      if (!setTouches(board, group[0]!, member, liberty)) out.push(...group);
    }
  }
  return out;
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
   * against a one-round model; the loop states the ruling as written.)
   */
  protected override resolve(pos: Position, turn: Turn): void {
    for (let dead = breathless(pos.board); dead.length > 0; dead = breathless(pos.board)) {
      for (const p of dead) {
        pos.board.mark(p);
        turn.marked.push(p);
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
}

/**
 * The marked regions of a shown position and their owners (ruling P2), for drawing: each
 * region's points, and the player it belongs to or `null` when neutral.
 */
export function markedRegionsOf(view: PositionView): { points: Coord[]; owner: Color | null }[] {
  const board = boardFromView(view);
  return markedRegions(board).map(({ points, owner }) => ({
    points: points.map((p) => ({ x: p % view.width, y: Math.floor(p / view.width) })),
    owner: owner === null ? null : colorName(owner),
  }));
}

export const paperPencil: VariantSpec = {
  pointState: ['marked'],
  id: 'paper-pencil',
  name: 'Paper and Pencil Go',
  options: {},
  defaultKomi: () => 7.5,
  create: (options) => new PaperPencil(options),
};
