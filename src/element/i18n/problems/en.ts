/**
 * The English of the problems the board says from their facts, in English too: those the entry
 * finds (an attribute's value it does not take, a part of the board that could not be loaded), so
 * that the entry holds none of these words. Every other problem's English is its message, made
 * where it is found. The other languages say an attribute's problem with the same entries (words.ts).
 */
const words = {
  /** An attribute's value it does not take: "size: 'abc' is not a board size from 2 to 25". */
  attribute: (name: string, written: string, expected: string) => `${name}: '${written}' is not ${expected}`,
  /** What an attribute takes ("one of go, tile, …": the values as written, joined; numbers as the language writes them). */
  expected: {
    oneOf: (values: string) => `one of ${values}`,
    size: (max: number) => `a board size from 2 to ${max}`,
    komi: (max: number) => `a number from -${max} to ${max}`,
    maxTiles: (max: number) => `a whole number from 1 to ${max}, or unlimited`,
    move: 'a move number (a whole number)',
    speed: (max: number) => `a number of milliseconds above 0, at most ${max}`,
    game: 'a game number from 1',
    /** `crop`: auto, none or a window of the board between two corners. */
    crop: (board: string) => `auto, none or a window of this ${board} between two corners, such as A1-E5`,
  },
  /** A board `width` by `height` points. */
  board: (width: number, height: number) => `${width}x${height} board`,
};

/** The parts of the board whose failed load the entry finds, as English names them. */
export const PARTS = {
  overlay: 'its rules overlay',
  input: 'its play input',
  panels: 'its record panels and download buttons',
  legend: 'its legend of marked stones',
  'full-screen': 'its full-screen view',
  reading: 'its position reading',
  loupe: 'its loupe, which shows a point chosen by touch',
};

/** A part of the board, or its words in a language (`words`, the section's name in English), that could not be loaded, with the browser's reason. */
export function loadFailedInEnglish(what: string, reason: string): string {
  return `The board could not load ${what}${reason && ` (${reason})`}.`;
}

export type AttributeWords = typeof words;
export default words;
