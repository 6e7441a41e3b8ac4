import type { ReaderWords } from './en.js';
import controls from './controls/de.js';

const words: ReaderWords = { controls };

export default words;
