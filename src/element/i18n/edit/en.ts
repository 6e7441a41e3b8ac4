/**
 * The words of edit mode (the editor's chunk): what an author reads and hears. Each part is a
 * module of its own, in every language; the moves, the position and the rules are said in the
 * entry's words (`reader`), and the grid and a move refused in the play input's (`play`), which
 * every language's module imports, so that the editor says them as play mode does.
 */
import play from '../play/en.js';
import reader from '../reader/en.js';
import fields from './fields/en.js';
import lines from './lines/en.js';
import outputs from './outputs/en.js';
import problems from './problems/en.js';
import said from './said/en.js';
import tools from './tools/en.js';

const words = { tools, fields, lines, said, outputs, problems, reader, play };

export type EditWords = typeof words;
export default words;

/** A sentence waiting for its words: worded when it is shown, so that it follows the board's language. */
export type Worded = (words: EditWords) => string;
