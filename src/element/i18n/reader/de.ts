import type { ReaderWords } from './en.js';
import announce from './announce/de.js';
import controls from './controls/de.js';
import moves from './moves/de.js';
import position from './position/de.js';
import rules from './rules/de.js';
import status from './status/de.js';

const words: ReaderWords = { controls, status, moves, announce, position, rules };

export default words;
