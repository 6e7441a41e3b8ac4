import type { ReaderWords } from './en.js';
import controls from './controls/ko.js';

const words: ReaderWords = { controls };

export default words;
