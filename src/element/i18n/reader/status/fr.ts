import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: 'un fantôme (ce coup seulement)',
  prisoners: (black, white) => `Prisonniers : Noir ${black}, Blanc ${white}`,
  loading: 'Chargement de la partie…',
};

export default words;
