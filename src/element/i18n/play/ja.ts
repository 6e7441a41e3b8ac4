import type { PlayWords } from './en.js';
import controls from './controls/ja.js';
import grid from './grid/ja.js';
import sentences from './sentences/ja.js';

const words: PlayWords = { controls, sentences, grid };

export default words;
