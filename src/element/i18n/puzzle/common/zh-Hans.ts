import type { CommonWords } from './en.js';

const words: CommonWords = {
  stop: '。',
  space: '',
  comma: '，',
  right: '正解',
  wrong: '失败',
  nextProblem: '下一题',
  buttons: '题目',
  retry: '重试',
  hint: '提示',
};

export default words;
