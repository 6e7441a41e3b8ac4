/**
 * The reading keys, a chunk of its own loaded on the first press (a reader who never presses
 * one never loads it): S reads the stones grouped by what stands on them, R the position row by
 * row. Both are long at a late move, which is why the board's description only sums them up.
 * DOM-free and pure.
 */
import { COLUMN_LETTERS } from '../engine/core.js';
import { pointNamer } from '../render/audouard.js';
import { pointContents, positionDescription, type PointContext } from '../render/position-words.js';

/** What reading key `key` (S or R, in any case) says of the position. */
export function positionReading(key: string, context: PointContext): string {
  const { view } = context;
  return key.toLowerCase() === 'r' ? positionRows(context) : positionDescription(context, pointNamer(context.names, view.width, view.height));
}

/**
 * The position row by row, top row first, each row named by its number and what stands in it by
 * column letter, as the rows of the play grid are: "Row 19: empty. Row 16: D black stone, Q white
 * stone on 1 tile. Rows 15 to 1: empty." A run of empty rows is said once.
 */
export function positionRows({ view }: PointContext): string {
  const { width, height } = view;
  const rows: { from: number; to: number; words: string }[] = [];
  for (let y = 0; y < height; y++) {
    const contents: string[] = [];
    for (let x = 0; x < width; x++) {
      const state = view.points[y * width + x]!;
      if (state.color || state.tiles > 0) contents.push(`${COLUMN_LETTERS[x]} ${pointContents(state)}`);
    }
    const words = contents.length > 0 ? contents.join(', ') : 'empty';
    const last = rows.at(-1);
    if (last && words === 'empty' && last.words === 'empty') last.to = height - y;
    else rows.push({ from: height - y, to: height - y, words });
  }
  return rows.map(({ from, to, words }) => `${from === to ? `Row ${from}` : `Rows ${from} to ${to}`}: ${words}.`).join(' ');
}
