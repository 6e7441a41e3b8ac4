import type { CommonWords } from './en.js';

const words: CommonWords = {
  stop: '.',
  space: ' ',
  comma: ', ',
  right: 'correct',
  wrong: 'échec',
  nextProblem: 'Problème suivant',
  buttons: 'Problème',
  retry: 'Recommencer',
  hint: 'Indice',
};

export default words;
