import type { GameResult } from '../../engine/types.js';
import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** Detail of {@link VgbGameEndEvent}. */
export interface VgbGameEndDetail extends VgbGameDetail {
  /** The outcome: winner (or `null` for a draw), score, why the game ended, and a summary sentence. */
  result: GameResult;
}

/**
 * A move the reader played ended the game (play mode), right after its `vgb-move`. Not fired
 * when `moves` set from script hold a finished game.
 */
export class VgbGameEndEvent extends VgbEvent<VgbGameEndDetail> {
  declare readonly detail: VgbGameEndDetail;

  constructor(detail: VgbGameEndDetail) {
    super('vgb-game-end', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-game-end': VgbGameEndEvent;
  }
}
