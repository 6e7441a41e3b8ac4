import type { PlayWords } from './en.js';
import controls from './controls/ko.js';
import grid from './grid/ko.js';
import sentences from './sentences/ko.js';

const words: PlayWords = { controls, sentences, grid };

export default words;
