/** The puzzle's words: what its chunk (puzzle-mode.ts, the solution, the collection navigator) shows and says. Each part is a module of its own, in every language. */
import collection from './collection/en.js';
import common from './common/en.js';
import solution from './solution/en.js';
import verdicts from './verdicts/en.js';

const words = { common, verdicts, solution, collection };

export type PuzzleWords = typeof words;
export default words;
