import type { ReaderWords } from './en.js';
import announce from './announce/zh-Hans.js';
import controls from './controls/zh-Hans.js';
import moves from './moves/zh-Hans.js';
import position from './position/zh-Hans.js';
import rules from './rules/zh-Hans.js';
import status from './status/zh-Hans.js';

const words: ReaderWords = { controls, status, moves, announce, position, rules };

export default words;
