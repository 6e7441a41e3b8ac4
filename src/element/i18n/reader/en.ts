/** The words of the entry: what a replay board shows and says. Each part is a module of its own, in every language. */
import controls from './controls/en.js';

const words = { controls };

export type ReaderWords = typeof words;
export default words;
