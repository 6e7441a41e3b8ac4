import type { EditWords } from './en.js';
import fields from './fields/fr.js';
import lines from './lines/fr.js';
import outputs from './outputs/fr.js';
import problems from './problems/fr.js';
import said from './said/fr.js';
import tools from './tools/fr.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems };

export default words;
