import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `Reihe ${row}: ${contents.join(', ')}.`,
  empty: (from, to) => `${from === to ? `Reihe ${from}` : `Reihen ${from} bis ${to}`}: leer.`,
};

export default words;
