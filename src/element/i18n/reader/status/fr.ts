import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: 'un fantôme (ce coup seulement)',
  prisoners: (black, white) => `Prisonniers\u00a0: Noir ${black}, Blanc ${white}`,
  loading: 'Chargement de la partie…',
};

export default words;
