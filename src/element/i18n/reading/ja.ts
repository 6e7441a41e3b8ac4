import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `${row}行目：${contents.join('、')}。`,
  empty: (from, to) => `${from === to ? `${from}行目` : `${from}行目から${to}行目`}：空。`,
};

export default words;
