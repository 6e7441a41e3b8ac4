import type { ReaderWords } from './en.js';
import announce from './announce/ko.js';
import controls from './controls/ko.js';
import moves from './moves/ko.js';
import position from './position/ko.js';
import rules from './rules/ko.js';
import status from './status/ko.js';

const words: ReaderWords = { controls, status, moves, announce, position, rules };

export default words;
