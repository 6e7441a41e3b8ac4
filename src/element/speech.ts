/**
 * What the reader hears when autoplay starts or pauses: a chunk of its own, loaded when the
 * reader first starts or pauses it, so a replay board nobody plays holds none of it. The board
 * gives it the numbers and its words (the section below, in the board's language).
 */
import ENGLISH, { type SpeechWords } from './i18n/speech/en.js';

export { speechWords } from './i18n/speech/index.js';

/**
 * Autoplay started or paused at move `n` of `total`: "Autoplay started at move 0 of 305; moves
 * are not read out: press L for the last one", "Autoplay paused at move 40 of 305". `brief`
 * leaves out the total and the key.
 */
export function autoplaySentence(event: 'started' | 'paused', n: number, total: number, brief: boolean, words: SpeechWords = ENGLISH): string {
  return words[event](n, brief ? null : total);
}
