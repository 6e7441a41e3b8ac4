/**
 * The reading keys, a chunk of its own loaded on the first press (a reader who never presses
 * one never loads it): S reads the stones grouped by what stands on them, R the position row by
 * row. Both are long at a late move, which is why the board's description only sums them up.
 * The board gives the words (the position's in its context, the rows' from the section below).
 * DOM-free and pure.
 */
import { COLUMN_LETTERS } from '../engine/core.js';
import { pointNamer } from '../render/audouard.js';
import { positionDescription, type PointContext } from '../render/position-words.js';
import type { BoardLanguage } from './i18n/language.js';
import { loadedWords } from './i18n/loaded-words.js';
import type { ReadingWords } from './i18n/reading/en.js';
import { readingWords } from './i18n/reading/index.js';

/** What reading key `key` (S or R, in any case) says of the position. */
export function positionReading(key: string, context: PointContext, words: ReadingWords): string {
  const { view } = context;
  return key.toLowerCase() === 'r' ? positionRows(context, words) : positionDescription(context, pointNamer(context.names, view.width, view.height, context.words));
}

/** {@link positionReading} in the board's `language`, once its words are in (the position's are the context's). */
export async function readPosition(key: string, context: PointContext, language: BoardLanguage): Promise<string> {
  return positionReading(key, context, await loadedWords(language, readingWords));
}

/**
 * The position row by row, top row first, each row named by its number and what stands in it by
 * column letter, as the rows of the play grid are: "Row 19: empty. Row 16: D black stone, Q white
 * stone on 1 tile. Rows 15 to 1: empty." A run of empty rows is said once.
 */
export function positionRows({ view, words: position }: PointContext, words: ReadingWords): string {
  const { width, height } = view;
  const rows: { from: number; to: number; contents: string[] }[] = [];
  for (let y = 0; y < height; y++) {
    const contents: string[] = [];
    for (let x = 0; x < width; x++) {
      const state = view.points[y * width + x]!;
      if (state.color || state.tiles > 0) contents.push(words.column(COLUMN_LETTERS[x]!, position.contents(state)));
    }
    const last = rows.at(-1);
    if (last && contents.length === 0 && last.contents.length === 0) last.to = height - y;
    else rows.push({ from: height - y, to: height - y, contents });
  }
  return rows.map(({ from, to, contents }) => (contents.length > 0 ? words.row(from, contents) : words.empty(from, to))).join(' ');
}
