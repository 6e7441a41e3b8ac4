import type { PlayWords } from './en.js';
import controls from './controls/fr.js';
import grid from './grid/fr.js';
import sentences from './sentences/fr.js';

const words: PlayWords = { controls, sentences, grid };

export default words;
