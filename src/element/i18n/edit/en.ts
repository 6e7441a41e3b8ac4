/**
 * The words of edit mode (the editor's chunk): what an author reads and hears. Each part is a
 * module of its own, in every language. The moves, the position and the rules are said in the
 * entry's words, the grid and a move refused in the play input's, which the editor speaks beside
 * these (`EditSpeech`), as play mode says them.
 */
import type { PlayWords } from '../play/en.js';
import type { ReaderWords } from '../reader/en.js';
import fields from './fields/en.js';
import lines from './lines/en.js';
import outputs from './outputs/en.js';
import problems from './problems/en.js';
import said from './said/en.js';
import tools from './tools/en.js';

const words = { tools, fields, lines, said, outputs, problems };

export type EditWords = typeof words;
export default words;

/** What the editor speaks: its words, the entry's and the play input's, in the board's language. */
export type EditSpeech = EditWords & { readonly reader: ReaderWords; readonly play: PlayWords };

/** A sentence waiting for its words: worded when it is shown, so that it follows the board's language. */
export type Worded = (words: EditSpeech) => string;
