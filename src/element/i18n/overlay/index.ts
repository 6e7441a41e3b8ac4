import { WordSection } from '../words.js';
import en from './en.js';

/** The rules overlay's words: its chunk's (overlay-drawing.ts). */
export const overlayWords = new WordSection('its words for the rules overlay', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
