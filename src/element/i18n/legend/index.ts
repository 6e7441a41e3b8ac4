import { WordSection } from '../words.js';
import en from './en.js';

/** The words of Paper and Pencil Go's legend (legend.ts's chunk). */
export const legendWords = new WordSection('its legend’s words', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
