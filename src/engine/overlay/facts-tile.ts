/** The overlay of Tile and Cushion Go: incursions and the points where a stone needs a tile (T1 to T3), and the territory a refused incursion enters. */
import { BLACK, EMPTY, WHITE, type Board, type StoneColor } from '../board.js';
import { connected } from '../geometry.js';
import type { Color, Coord, MoveErrorCode, OverlayMark, PositionView } from '../types.js';
import { isIncursion } from '../variants/tile-family.js';
import { boardFromView } from '../view-board.js';
import { atari } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import { coordOf, type CheckedPosition, type ShownPosition } from './position.js';

/**
 * The points of a shown position where a stone of `color` would be an incursion: the
 * opponent's territory, for a renderer to shade.
 */
export function incursionPointsOf(view: PositionView, color: Color): Coord[] {
  return incursionPoints(boardFromView(view), color === 'black' ? BLACK : WHITE);
}

/** The points of `board` where a stone of `mover` would be an incursion. */
function incursionPoints(board: Board, mover: StoneColor): Coord[] {
  const out: Coord[] = [];
  for (let p = 0; p < board.area; p++) {
    if (isIncursion(board, p, mover)) out.push(coordOf(board, p));
  }
  return out;
}

/** Tile and Cushion Go: each empty point where a stone of the player to move would be an incursion (T1). */
export function incursions({ board, mover }: ShownPosition): OverlayMark[] {
  return incursionPoints(board, mover).map((point) => ({ kind: 'incursion', points: [point] }));
}

/**
 * Cushion Go: each point where the next stone would go on a new tile (T3): `check()` accepts it
 * with a tile, or refuses it because the point holds the most tiles allowed.
 */
export function tilesNeeded({ board, checked }: CheckedPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (const [p, answer] of checked) {
    if (answer.ok ? answer.tile : answer.code === 'ERR_TILE_LIMIT') out.push({ kind: 'tile-needed', points: [coordOf(board, p)] });
  }
  return out;
}

/**
 * Tile and Cushion Go: where a stone of the player to move on `p` needs a tile the point cannot
 * take, the opponent's territory it enters when it is an incursion (T1: the empty area round
 * `p`); otherwise the point alone, refused for its tiles after an incursion before it (T2).
 */
function tileLimitArea({ board, mover }: ShownPosition, p: number, code: MoveErrorCode): number[] | null {
  if (code !== 'ERR_TILE_LIMIT') return null;
  return isIncursion(board, p, mover) ? connected(board, p, (q) => board.color[q] === EMPTY) : [p];
}

/**
 * Tile Go: after an incursion every next stone needs a tile (T2), a fact of the turn, not of a
 * point; the rules' note (`tile-required`) tells it once, so no glyph covers every empty point.
 */
export const TILE: VariantOverlay = { facts: all(atari, incursions), refusalArea: tileLimitArea };

/** Cushion Go: after an incursion only an incursion needs a tile (T3), so the points that do are marked. */
export const CUSHION: VariantOverlay = { facts: all(atari, incursions, tilesNeeded), refusalArea: tileLimitArea };
