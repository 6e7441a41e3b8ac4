import type { CommonWords } from './en.js';

const words: CommonWords = {
  player: { black: '黒', white: '白' },
  stop: '。',
  space: '',
  comma: '、',
  right: '正解',
  wrong: '不正解',
  toPlay: (player) => `${player}番`,
  nextProblem: '次の問題',
};

export default words;
