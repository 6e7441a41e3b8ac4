import { WordSection } from '../words.js';
import en from './en.js';

/** Edit mode's words (the editor's chunk): its English is in that chunk, each other language a chunk of its own. */
export const editWords = new WordSection("its editor's words", en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
