import type { Color } from '../../engine/types.js';
import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** Detail of {@link VgbMoveEvent}. */
export interface VgbMoveDetail extends VgbGameDetail {
  /** The move, normalised: `'D4'`, `'ghost:D4'`, `'pass'` or `'return'`. */
  move: string;
  /** Who played it. */
  color: Color;
  /** Its number in the record: 1 for the first move. Later moves of the old record were replaced. */
  moveNumber: number;
  /** Points whose pieces it captured (removed), in move notation. */
  captured: string[];
  /** Points whose stones it flipped to the mover's colour (Loose). */
  flipped: string[];
  /** Points whose stones it marked (Paper and Pencil Go). */
  marked: string[];
  /** It laid a tile under the stone (Tile and Cushion Go). */
  tile: boolean;
}

/**
 * The reader played a move on the board (play mode): a click or tap on a point, Enter or Space
 * on the cursor, or the pass, return or a companion's play action. Never fired for `moves` set
 * from script.
 */
export class VgbMoveEvent extends VgbEvent<VgbMoveDetail> {
  declare readonly detail: VgbMoveDetail;

  constructor(detail: VgbMoveDetail) {
    super('vgb-move', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-move': VgbMoveEvent;
  }
}
