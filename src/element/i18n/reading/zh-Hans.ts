import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `第${row}行：${contents.join('，')}。`,
  empty: (from, to) => `${from === to ? `第${from}行` : `第${from}至${to}行`}：空。`,
};

export default words;
