import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `Ligne ${row} : ${contents.join(', ')}.`,
  empty: (from, to) => `${from === to ? `Ligne ${from} : vide` : `Lignes ${from} à ${to} : vides`}.`,
};

export default words;
