import type { EditWords } from './en.js';
import fields from './fields/zh-Hans.js';
import lines from './lines/zh-Hans.js';
import outputs from './outputs/zh-Hans.js';
import problems from './problems/zh-Hans.js';
import said from './said/zh-Hans.js';
import tools from './tools/zh-Hans.js';

const words: EditWords = { tools, fields, lines, said, outputs, problems };

export default words;
