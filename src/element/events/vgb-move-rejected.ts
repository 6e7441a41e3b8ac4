import type { MoveErrorCode } from '../../engine/types.js';
import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** Detail of {@link VgbMoveRejectedEvent}. */
export interface VgbMoveRejectedDetail extends VgbGameDetail {
  /** The move the reader tried, such as `'D4'` or `'pass'`. */
  move: string;
  /** The engine's stable code: `ERR_OCCUPIED`, `ERR_KO`, `ERR_TILE_LIMIT`, ... */
  code: MoveErrorCode;
  /** The rule's reason in English, for developers (the board shows and says it in its own language). */
  message: string;
}

/**
 * The reader tried a move the rules refuse (play mode). The board shows the reason next to
 * itself and announces it; the position does not change.
 */
export class VgbMoveRejectedEvent extends VgbEvent<VgbMoveRejectedDetail> {
  declare readonly detail: VgbMoveRejectedDetail;

  constructor(detail: VgbMoveRejectedDetail) {
    super('vgb-move-rejected', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-move-rejected': VgbMoveRejectedEvent;
  }
}
