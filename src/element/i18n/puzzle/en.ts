/**
 * The puzzle's words: what its chunk (puzzle-mode.ts, the solution, the collection navigator) shows
 * and says. Each part is a module of its own, in every language. The players, whose turn and the
 * moves are the entry's words, which the chunk speaks beside these (`PuzzleSpeech`).
 */
import type { ReaderWords } from '../reader/en.js';
import collection from './collection/en.js';
import common from './common/en.js';
import solution from './solution/en.js';
import verdicts from './verdicts/en.js';

const words = { common, verdicts, solution, collection };

export type PuzzleWords = typeof words;
/** What the puzzle speaks: its words and the entry's, in the board's language. */
export type PuzzleSpeech = PuzzleWords & { readonly reader: ReaderWords };
export default words;
