import type { PlayWords } from './en.js';
import controls from './controls/zh-Hans.js';
import grid from './grid/zh-Hans.js';
import sentences from './sentences/zh-Hans.js';

const words: PlayWords = { controls, sentences, grid };

export default words;
