import type { PuzzleWords } from './en.js';
import collection from './collection/fr.js';
import common from './common/fr.js';
import solution from './solution/fr.js';
import verdicts from './verdicts/fr.js';

const words: PuzzleWords = { common, verdicts, solution, collection };

export default words;
