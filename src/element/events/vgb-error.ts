import type { MoveErrorCode, OptionErrorCode } from '../../engine/types.js';

/** Detail of {@link VgbErrorEvent}. */
export interface VgbErrorDetail {
  /** Stable code from the engine: an option code (`ERR_VARIANT`, `ERR_SIZE`, ...) or a move code (`ERR_OFF_BOARD`, `ERR_KO`, ...). */
  code: OptionErrorCode | MoveErrorCode;
  /** A sentence for people, the same text the element shows. */
  message: string;
  /** The move token at fault, as written in `moves`. */
  token?: string;
  /** 0-based position of `token` in `moves`. */
  index?: number;
}

/**
 * The element's input is invalid: an unknown variant, a bad size or komi, or a move that cannot
 * be read or is illegal. Fires whenever such input is given, from markup or script.
 */
export class VgbErrorEvent extends Event {
  readonly detail: VgbErrorDetail;

  constructor(detail: VgbErrorDetail) {
    super('vgb-error', { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-error': VgbErrorEvent;
  }
}
