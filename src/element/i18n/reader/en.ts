/** The words of the entry: what a replay board shows and says. Each part is a module of its own, in every language. */
import announce from './announce/en.js';
import controls from './controls/en.js';
import moves from './moves/en.js';
import position from './position/en.js';
import rules from './rules/en.js';
import status from './status/en.js';

const words = { controls, status, moves, announce, position, rules };

export type ReaderWords = typeof words;
export default words;
