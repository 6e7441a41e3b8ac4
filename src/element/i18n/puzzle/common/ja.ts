import type { CommonWords } from './en.js';

const words: CommonWords = {
  stop: '。',
  space: '',
  comma: '、',
  right: '正解',
  wrong: '不正解',
  nextProblem: '次の問題',
  buttons: '問題',
  retry: 'やり直す',
  hint: 'ヒント',
};

export default words;
