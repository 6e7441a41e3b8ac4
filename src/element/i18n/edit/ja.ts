import type { EditWords } from './en.js';
import fields from './fields/ja.js';
import lines from './lines/ja.js';
import outputs from './outputs/ja.js';
import problems from './problems/ja.js';
import said from './said/ja.js';
import tools from './tools/ja.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems };

export default words;
