import type { EditWords } from './en.js';
import fields from './fields/de.js';
import lines from './lines/de.js';
import outputs from './outputs/de.js';
import problems from './problems/de.js';
import said from './said/de.js';
import tools from './tools/de.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems };

export default words;
