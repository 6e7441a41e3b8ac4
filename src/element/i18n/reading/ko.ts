import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `${row}줄: ${contents.join(', ')}.`,
  empty: (from, to) => `${from === to ? `${from}줄` : `${from}줄부터 ${to}줄까지`}: 비어 있음.`,
};

export default words;
