import { WordSection } from '../words.js';
import en from './en.js';

/** The entry's words (what a replay board shows and says); the other chunks have sections of their own. */
export const readerWords = new WordSection('its words', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
