import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: 'ein Geisterstein (nur dieser Zug)',
  prisoners: (black, white) => `Gefangene: Schwarz ${black}, Weiß ${white}`,
  loading: 'Partie wird geladen…',
};

export default words;
