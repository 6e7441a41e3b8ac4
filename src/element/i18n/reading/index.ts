import { WordSection } from '../words.js';
import en from './en.js';

/** The reading keys' words, with their chunk (position-reading.ts). */
export const readingWords = new WordSection('its words for reading the position', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
