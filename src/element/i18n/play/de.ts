import type { PlayWords } from './en.js';
import controls from './controls/de.js';
import grid from './grid/de.js';
import sentences from './sentences/de.js';

const words: PlayWords = { controls, sentences, grid };

export default words;
