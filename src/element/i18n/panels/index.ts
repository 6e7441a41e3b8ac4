import { WordSection } from '../words.js';
import en from './en.js';

/** The words of the record's panels and the download buttons (panels.ts's chunk). */
export const panelWords = new WordSection('its record panels’ words', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
