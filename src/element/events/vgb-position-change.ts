/** Detail of {@link VgbPositionChangeEvent}. */
export interface VgbPositionChangeDetail {
  /** Moves played up to the position now shown, from 0 (the start) to `total`. */
  moveNumber: number;
  /** Moves in the record that can be shown. */
  total: number;
  /** The move that led to the shown position, normalised (`'E5'`, `'pass'`); `null` at the start. */
  move: string | null;
}

/**
 * The user moved through the record (controls or keyboard). Setting `move` or `moves` from
 * script does not fire it: the page already knows what it did.
 */
export class VgbPositionChangeEvent extends Event {
  readonly detail: VgbPositionChangeDetail;

  constructor(detail: VgbPositionChangeDetail) {
    super('vgb-position-change', { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-position-change': VgbPositionChangeEvent;
  }
}
