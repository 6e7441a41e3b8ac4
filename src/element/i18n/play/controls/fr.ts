import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: 'Jeu',
  pass: 'Passer',
  return: 'Rendre un prisonnier',
  ghost: 'Fantôme',
  undo: 'Annuler',
};

export default words;
