import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: 'Schwarz', white: 'Weiß' },
  stop: '.',
  space: ' ',
  comma: ', ',
  right: 'richtig',
  wrong: 'falsch',
  toPlay: (player) => `${player} am Zug`,
  nextProblem: 'Nächste Aufgabe',
};

export default words;
