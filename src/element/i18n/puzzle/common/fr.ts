import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: 'Noir', white: 'Blanc' },
  stop: '.',
  space: ' ',
  comma: ', ',
  right: 'juste',
  wrong: 'faux',
  toPlay: (player) => `${player} joue`,
  nextProblem: 'Problème suivant',
};

export default words;
