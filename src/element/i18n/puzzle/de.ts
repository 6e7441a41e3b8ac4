import type { PuzzleWords } from './en.js';
import collection from './collection/de.js';
import common from './common/de.js';
import solution from './solution/de.js';
import verdicts from './verdicts/de.js';

const words: PuzzleWords = { common, verdicts, solution, collection };

export default words;
