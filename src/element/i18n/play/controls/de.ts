import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: 'Spiel',
  puzzle: 'Aufgabe',
  pass: 'Passen',
  return: 'Gefangenen zurückgeben',
  ghost: 'Geisterstein',
  undo: 'Rückgängig',
  retry: 'Neu versuchen',
  hint: 'Tipp',
};

export default words;
