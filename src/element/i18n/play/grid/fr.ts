import type { GridWords } from './en.js';

const words: GridWords = {
  row: (row) => `ligne ${row}`,
  countsFor: (player) => `compte pour ${player}`,
  lastMove: 'dernier coup',
  justFlipped: 'vient d’être retournée',
  point: (parts) => parts.join(', '),
  play: (point, ghost) => `Jouer ${ghost ? 'un fantôme en ' : ''}${point}`,
  chosen: (point, button) => `${point} choisi\u00a0: le bouton «\u00a0${button}\u00a0» le joue.`,
};

export default words;
