/**
 * The rules overlay's words: the legend's and the points' facts (render/overlay-words.ts, which
 * the static SVG speaks too), the toggle, and why a stone on the point probed is refused.
 */
import { OVERLAY_ENGLISH } from '../../../render/overlay-words.js';
import type { RuleRefusal } from '../refusals/words.js';

const words = {
  ...OVERLAY_ENGLISH,
  /** The toggle in the controls (`overlay-toggle`). */
  toggle: 'Rules overlay',
  /** The legend's name (`overlay-legend`). */
  key: 'Key to the rules overlay',
  /** `overlay-reason`: why a stone on `point` is refused; in English, the engine's own message ("A1: Go: suicide is not allowed: …"). */
  reason: (point: string, refusal: RuleRefusal) => `${point}: ${refusal.message}`,
};

export type OverlaySectionWords = typeof words;
export default words;
