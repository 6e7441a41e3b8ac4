/**
 * What the reader hears when autoplay starts or pauses: a chunk of its own, loaded when the
 * reader first starts or pauses it, so a replay board nobody plays holds none of it. The board
 * gives it the numbers and its words (the section below, in the board's language).
 */
import type { BoardLanguage } from './i18n/language.js';
import { loadedWords } from './i18n/loaded-words.js';
import type { SpeechWords } from './i18n/speech/en.js';
import { speechWords } from './i18n/speech/index.js';

/**
 * Autoplay started or paused at move `n` of `total`: "Autoplay started at move 0 of 305; moves
 * are not read out: press L for the last one", "Autoplay paused at move 40 of 305". `brief`
 * leaves out the total and the key.
 */
export function autoplaySentence(event: 'started' | 'paused', n: number, total: number, brief: boolean, words: SpeechWords): string {
  return words[event](n, brief ? null : total);
}

/** {@link autoplaySentence} in the board's `language`, once its words are in. */
export async function autoplaySaid(event: 'started' | 'paused', n: number, total: number, brief: boolean, language: BoardLanguage): Promise<string> {
  return autoplaySentence(event, n, total, brief, await loadedWords(language, speechWords));
}
