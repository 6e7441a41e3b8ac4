import type { EditWords } from './en.js';
import fields from './fields/ko.js';
import lines from './lines/ko.js';
import outputs from './outputs/ko.js';
import problems from './problems/ko.js';
import said from './said/ko.js';
import tools from './tools/ko.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems };

export default words;
