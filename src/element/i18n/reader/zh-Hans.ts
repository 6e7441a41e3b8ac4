import type { ReaderWords } from './en.js';
import controls from './controls/zh-Hans.js';

const words: ReaderWords = { controls };

export default words;
