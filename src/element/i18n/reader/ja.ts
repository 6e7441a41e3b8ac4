import type { ReaderWords } from './en.js';
import controls from './controls/ja.js';

const words: ReaderWords = { controls };

export default words;
