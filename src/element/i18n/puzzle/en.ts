/**
 * The puzzle's words: what its chunk (puzzle-mode.ts, the solution, the collection navigator) shows
 * and says. Each part is a module of its own, in every language; the players, whose turn, and the
 * moves are the entry's (`reader`), which each language's module imports.
 */
import reader from '../reader/en.js';
import collection from './collection/en.js';
import common from './common/en.js';
import solution from './solution/en.js';
import verdicts from './verdicts/en.js';

const words = { common, verdicts, solution, collection, reader };

export type PuzzleWords = typeof words;
export default words;
