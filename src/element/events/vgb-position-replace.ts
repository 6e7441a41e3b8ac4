import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/**
 * What the page set that replaces the position: the attribute's name (`moves`, `sgf`, `src`,
 * `variant`, `size`, `komi`, `black`, `white`, `to-play`, `ko`, `max-tiles`, `scoring`, `game`,
 * `orientation`, `crop`, or `mode` when a `moves` record goes into or out of puzzle mode), or
 * `content` for the element's
 * SGF `<script>` or `$$` diagram text.
 */
export type VgbReplaceReason =
  | 'moves'
  | 'sgf'
  | 'src'
  | 'variant'
  | 'size'
  | 'komi'
  | 'black'
  | 'white'
  | 'to-play'
  | 'ko'
  | 'max-tiles'
  | 'scoring'
  | 'mode'
  | 'game'
  | 'orientation'
  | 'crop'
  | 'content';

/** Detail of {@link VgbPositionReplaceEvent}: the record the reader played on, as it was (`game` too). */
export interface VgbPositionReplaceDetail extends VgbGameDetail {
  /** What the page set. */
  reason: VgbReplaceReason;
  /** The moves of the line the reader was on, normalised (`'D4'`, `'pass'`), the reader's included. */
  moves: string[];
  /** Moves played up to the position the reader was shown. */
  moveNumber: number;
  /** The record with the reader's moves as SGF, as `record` and `toSgf()` gave it. */
  sgf: string;
}

/**
 * The page set a new position on a board the reader had played on (play mode), so the reader's
 * moves are about to go. Fired once, before the new position is drawn, with the old record in
 * `detail` (the element's `toSgf()` already gives the new one), so that a page can keep what the
 * reader entered and offer it back; a position the page sets from the handler is the one shown.
 * Not fired when the reader had played nothing, nor for changes that keep the reader's moves (see
 * the element's "Keeping the reader's moves").
 */
export class VgbPositionReplaceEvent extends VgbEvent<VgbPositionReplaceDetail> {
  declare readonly detail: VgbPositionReplaceDetail;

  constructor(detail: VgbPositionReplaceDetail) {
    super('vgb-position-replace', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-position-replace': VgbPositionReplaceEvent;
  }
}
