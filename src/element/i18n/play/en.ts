/** The play input's words: its buttons, what it says of the reader's moves, its grid and loupe. Each part is a module of its own, in every language. */
import controls from './controls/en.js';
import grid from './grid/en.js';
import sentences from './sentences/en.js';

const words = { controls, sentences, grid };

export type PlayWords = typeof words;
export default words;
