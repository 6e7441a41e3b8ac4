import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: 'Légende du goban',
  marked: 'Croix\u00a0: une pierre marquée, dont l’intersection ne peut pas être jouée',
  black: 'Cadre plein, carré\u00a0: région marquée de Noir, une liberté pour Noir',
  white: 'Cadre clair, losange\u00a0: région marquée de Blanc, une liberté pour Blanc',
  neutral: 'Cadre pointillé\u00a0: région marquée neutre, la liberté de personne',
};

export default words;
