import { WordSection } from '../words.js';
import type { ProblemWords } from './words.js';

/**
 * The problems' words: the problem reporter's chunk's. English has none: an English board says
 * each problem's `vgb-error` message (words.ts), so `words()` answers `null` in English.
 */
export const problemWords = new WordSection<ProblemWords | null>('its words for problems', null, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
