/**
 * The rules overlay's words: the legend's and the points' facts (render/overlay-words.ts, which
 * the static SVG speaks too) and the toggle. Why a stone on the point probed is refused is the
 * rules' sentence (reader/rules/), after the point and the overlay's colon.
 */
import { OVERLAY_ENGLISH } from '../../../render/overlay-words.js';

const words = {
  ...OVERLAY_ENGLISH,
  /** The toggle in the controls (`overlay-toggle`). */
  toggle: 'Rules overlay',
  /** The legend's name (`overlay-legend`). */
  key: 'Key to the rules overlay',
};

export type OverlaySectionWords = typeof words;
export default words;
