import { WordSection } from '../words.js';
import en from './en.js';

/** The puzzle's words (puzzle mode's chunk). */
export const puzzleWords = new WordSection('its puzzle words', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
