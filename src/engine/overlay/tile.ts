/** The overlay of Tile and Cushion Go: incursions and the points where a stone needs a tile (T1 to T3). */
import type { OverlayMark } from '../types.js';
import { incursionPointsOf } from '../variants/tile-family.js';
import { atari } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import { coordOf, type CheckedPosition, type ShownPosition } from './position.js';

/** Tile and Cushion Go: each empty point where a stone of the player to move would be an incursion (T1). */
export function incursions({ view }: ShownPosition): OverlayMark[] {
  return incursionPointsOf(view, view.toPlay).map((point) => ({ kind: 'incursion', points: [point] }));
}

/**
 * Tile and Cushion Go: each point where the next stone would go on a new tile (T2, T3): `check()`
 * accepts it with a tile, or refuses it because the point holds the most tiles allowed.
 */
export function tilesNeeded({ board, checked }: CheckedPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (const [p, answer] of checked) {
    if (answer.ok ? answer.tile : answer.code === 'ERR_TILE_LIMIT') out.push({ kind: 'tile-needed', points: [coordOf(board, p)] });
  }
  return out;
}

export const TILE_FAMILY: VariantOverlay = { facts: all(atari, incursions, tilesNeeded) };
