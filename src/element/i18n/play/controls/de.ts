import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: 'Spiel',
  pass: 'Passen',
  return: 'Gefangenen zurückgeben',
  ghost: 'Geisterstein',
  undo: 'Rückgängig',
};

export default words;
