import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: '흑', white: '백' },
  stop: '.',
  space: ' ',
  comma: ', ',
  right: '정답',
  wrong: '오답',
  toPlay: (player) => `${player} 차례`,
  nextProblem: '다음 문제',
};

export default words;
