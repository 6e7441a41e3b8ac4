import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: '黑', white: '白' },
  stop: '。',
  space: '',
  comma: '，',
  right: '正解',
  wrong: '失败',
  toPlay: (player) => `轮到${player}方`,
  nextProblem: '下一题',
};

export default words;
