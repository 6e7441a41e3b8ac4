import type { ReaderWords } from './en.js';
import announce from './announce/ja.js';
import controls from './controls/ja.js';
import moves from './moves/ja.js';
import position from './position/ja.js';
import rules from './rules/ja.js';
import status from './status/ja.js';

const words: ReaderWords = { controls, status, moves, announce, position, rules };

export default words;
