/**
 * The overlay facts of the variants beyond those all share (`common.ts`) whose rules need no
 * helper of their own module, and each variant's entry of the overlay that only these and the
 * shared facts make up.
 */
import type { StoneColor } from '../board.js';
import { forNeighbors } from '../geometry.js';
import { colorName } from '../rules.js';
import type { Coord, OverlayMark } from '../types.js';
import { atari, refusedWith } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import { coordOf, type ShownPosition } from './position.js';

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

/** Paper and Pencil Go: the marked regions and their owners, as the view gives them (P2). */
export function regions({ view }: ShownPosition): OverlayMark[] {
  return view.regions.map(({ points, owner }) => ({ kind: 'region', points: points.map((c): Coord => ({ ...c })), color: owner }));
}

export const GO: VariantOverlay = { facts: atari };
export const NO_SEKI: VariantOverlay = { facts: ghostLiberties };
export const PAPER_PENCIL: VariantOverlay = { facts: regions };
export const STOICAL: VariantOverlay = { facts: all(atari, refusedWith('ERR_STOICAL_CAPTURE', 'capture-forbidden')) };
