import { WordSection } from '../words.js';
import en from './en.js';

/** Autoplay's start and pause in words, with its chunk (speech.ts). */
export const speechWords = new WordSection('its words for autoplay', en, {
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ko: () => import('./ko.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
