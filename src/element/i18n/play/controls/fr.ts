import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: 'Jeu',
  puzzle: 'Problème',
  pass: 'Passer',
  return: 'Rendre un prisonnier',
  ghost: 'Fantôme',
  undo: 'Annuler',
  retry: 'Recommencer',
  hint: 'Indice',
};

export default words;
