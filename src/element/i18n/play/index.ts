import { WordSection } from '../words.js';
import en from './en.js';

/** The play input's words (play and puzzle mode), with its chunk (play-input.ts). */
export const playWords = new WordSection('its words for play', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
