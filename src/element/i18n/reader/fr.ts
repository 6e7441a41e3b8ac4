import type { ReaderWords } from './en.js';
import controls from './controls/fr.js';

const words: ReaderWords = { controls };

export default words;
