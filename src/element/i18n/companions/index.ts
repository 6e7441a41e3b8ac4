import { WordSection } from '../words.js';
import en from './en.js';

/** The companions' words (their chunk). */
export const companionWords = new WordSection('its companions’ words', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
