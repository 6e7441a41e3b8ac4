import type { PuzzleWords } from './en.js';
import collection from './collection/ja.js';
import common from './common/ja.js';
import solution from './solution/ja.js';
import verdicts from './verdicts/ja.js';

const words: PuzzleWords = { common, verdicts, solution, collection };

export default words;
