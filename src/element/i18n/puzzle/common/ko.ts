import type { CommonWords } from './en.js';

const words: CommonWords = {
  stop: '.',
  space: ' ',
  comma: ', ',
  right: '정답',
  wrong: '오답',
  nextProblem: '다음 문제',
  buttons: '문제',
  retry: '다시 풀기',
  hint: '힌트',
};

export default words;
