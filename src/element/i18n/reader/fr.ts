import type { ReaderWords } from './en.js';
import announce from './announce/fr.js';
import controls from './controls/fr.js';
import moves from './moves/fr.js';
import position from './position/fr.js';
import rules from './rules/fr.js';
import status from './status/fr.js';

const words: ReaderWords = { controls, status, moves, announce, position, rules };

export default words;
