import play from '../play/ja.js';
import reader from '../reader/ja.js';
import type { EditWords } from './en.js';
import fields from './fields/ja.js';
import lines from './lines/ja.js';
import outputs from './outputs/ja.js';
import problems from './problems/ja.js';
import said from './said/ja.js';
import tools from './tools/ja.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems, reader, play };

export default words;
