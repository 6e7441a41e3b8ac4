import type { CommonWords } from './en.js';

const words: CommonWords = {
  stop: '.',
  space: ' ',
  comma: ', ',
  right: 'richtig',
  wrong: 'falsch',
  nextProblem: 'Nächste Aufgabe',
  buttons: 'Aufgabe',
  retry: 'Nochmal',
  hint: 'Tipp',
};

export default words;
