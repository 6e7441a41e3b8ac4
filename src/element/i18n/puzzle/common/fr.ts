import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: 'Noir', white: 'Blanc' },
  stop: '.',
  space: ' ',
  comma: ', ',
  right: 'correct',
  wrong: 'échec',
  toPlay: (player) => `${player} joue`,
  nextProblem: 'Problème suivant',
};

export default words;
