import type { PuzzleWords } from './en.js';
import collection from './collection/ko.js';
import common from './common/ko.js';
import solution from './solution/ko.js';
import verdicts from './verdicts/ko.js';

const words: PuzzleWords = { common, verdicts, solution, collection };

export default words;
