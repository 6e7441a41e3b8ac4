/**
 * The overlay facts of the variants beyond those all share (`common.ts`) whose rules need no
 * helper of their own module, and each variant's entry of the overlay that only these and the
 * shared facts make up.
 */
import type { StoneColor } from '../board.js';
import { connected, forNeighbors } from '../geometry.js';
import { colorName } from '../rules.js';
import type { Coord, MoveErrorCode, OverlayMark } from '../types.js';
import { groupsWithoutLiberty, removeBreathless } from '../variants/no-seki.js';
import { atari, refusedWith } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import type { Turn } from '../position.js';
import { afterPlacing, coordOf, type ShownPosition } from './position.js';

/**
 * No Seki Go: each ghost next to a stone of its colour, a liberty it keeps for that stone's group
 * (N1: a piece of the same colour and the other type is a liberty).
 */
export function ghostLiberties({ board }: ShownPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (let p = 0; p < board.area; p++) {
    if (!board.ghost[p]) continue;
    const color = board.color[p]!;
    let keeps = false;
    forNeighbors(board, p, (q) => {
      if (board.color[q] === color && !board.ghost[q]) keeps = true;
    });
    if (keeps) out.push({ kind: 'ghost-liberty', points: [coordOf(board, p)], color: colorName(color as StoneColor) });
  }
  return out;
}

/**
 * No Seki Go, with its own capture (N3): the mover's groups a stone on `p` would leave without a
 * liberty; the pieces a ko retake would take, or the point itself where a stone onto one's own
 * ghost would bring the earlier position back (N4).
 */
function noSekiRefusalArea({ board, mover }: ShownPosition, p: number, code: MoveErrorCode): number[] | null {
  const placed = <T>(measure: (turn: Turn) => T): T =>
    afterPlacing(board, p, mover, measure, (after, turn) => removeBreathless(after, turn, null));
  switch (code) {
    case 'ERR_SUICIDE':
    case 'ERR_NO_LIBERTY':
      return placed(() => groupsWithoutLiberty(board, mover, null).flat());
    case 'ERR_KO':
    case 'ERR_SUPERKO':
      return placed((turn) => (turn.captured.length > 0 ? [...turn.captured] : [p]));
    default:
      return null;
  }
}

/** Paper and Pencil Go: the marked region holding `p`, where a stone is refused for standing on a mark (P3). */
function markedRegionAt({ board }: ShownPosition, p: number, code: MoveErrorCode): number[] | null {
  return code === 'ERR_MARKED_POINT' ? connected(board, p, (q) => board.marked[q] === 1) : null;
}

/** Paper and Pencil Go: the marked regions and their owners, as the view gives them (P2). */
export function regions({ view }: ShownPosition): OverlayMark[] {
  return view.regions.map(({ points, owner }) => ({ kind: 'region', points: points.map((c): Coord => ({ ...c })), color: owner }));
}

export const GO: VariantOverlay = { facts: atari };
export const NO_SEKI: VariantOverlay = { facts: ghostLiberties, refusalArea: noSekiRefusalArea };
export const PAPER_PENCIL: VariantOverlay = { facts: regions, refusalArea: markedRegionAt };
export const STOICAL: VariantOverlay = { facts: all(atari, refusedWith('ERR_STOICAL_CAPTURE', 'capture-forbidden')) };
