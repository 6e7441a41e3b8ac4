import type { GridWords } from './en.js';

const words: GridWords = {
  row: (row) => `Reihe ${row}`,
  countsFor: (player) => `zählt für ${player}`,
  lastMove: 'letzter Zug',
  justFlipped: 'gerade umgedreht',
  point: (parts) => parts.join(', '),
  play: (point, ghost) => `${ghost ? 'Geisterstein auf ' : ''}${point} spielen`,
  chosen: (point, button) => `${point} gewählt: Die Schaltfläche „${button}“ spielt ihn.`,
};

export default words;
