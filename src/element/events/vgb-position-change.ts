import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** Detail of {@link VgbPositionChangeEvent}. */
export interface VgbPositionChangeDetail extends VgbGameDetail {
  /** Moves played up to the position now shown, from 0 (the start) to `total`. */
  moveNumber: number;
  /** Moves in the record that can be shown. */
  total: number;
  /** The move that led to the shown position, normalised (`'E5'`, `'ghost:E5'`, `'pass'`, `'return'`); `null` at the start. */
  move: string | null;
}

/**
 * The shown position changed on the reader's behalf: the step buttons, the slider, the keys,
 * autoplay, a companion's `goTo`, a move the reader played or took back. Setting `move` or
 * `moves` from script does not fire it: the page already knows what it did.
 */
export class VgbPositionChangeEvent extends VgbEvent<VgbPositionChangeDetail> {
  declare readonly detail: VgbPositionChangeDetail;

  constructor(detail: VgbPositionChangeDetail) {
    super('vgb-position-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-position-change': VgbPositionChangeEvent;
  }
}
