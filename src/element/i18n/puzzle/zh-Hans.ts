import type { PuzzleWords } from './en.js';
import collection from './collection/zh-Hans.js';
import common from './common/zh-Hans.js';
import solution from './solution/zh-Hans.js';
import verdicts from './verdicts/zh-Hans.js';

const words: PuzzleWords = { common, verdicts, solution, collection };

export default words;
