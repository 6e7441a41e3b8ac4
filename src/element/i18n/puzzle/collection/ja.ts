import type { CollectionWords } from './en.js';

const words: CollectionWords = {
  navigator: '問題集',
  list: '問題',
  previous: '前へ',
  next: '次へ',
  progress: { solved: '正解済み', failed: '不正解', 'not-tried': '未挑戦' },
  option: (game, count, progress) => `第${game}問（全${count}問）：${progress}`,
  tally: (solved, count) => `${count}問中${solved}問正解`,
  said: (game, count, progress) => `第${game}問（全${count}問）、${progress}`,
};

export default words;
