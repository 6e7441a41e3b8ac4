import type { ReadingWords } from './en.js';

const words: ReadingWords = {
  column: (column, contents) => `${column} ${contents}`,
  row: (row, contents) => `Ligne ${row}\u00a0: ${contents.join(', ')}.`,
  empty: (from, to) => `${from === to ? `Ligne ${from}\u00a0: vide` : `Lignes ${from} à ${to}\u00a0: vides`}.`,
};

export default words;
