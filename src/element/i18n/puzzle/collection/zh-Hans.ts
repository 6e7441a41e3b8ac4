import type { CollectionWords } from './en.js';

const words: CollectionWords = {
  navigator: '题目',
  list: '选择题目',
  previous: '上一题',
  next: '下一题',
  progress: { solved: '已解出', failed: '失败', 'not-tried': '未做' },
  option: (game, count, progress) => `第${game}题（共${count}题）：${progress}`,
  tally: (solved, count) => `已解出${solved}题，共${count}题`,
  said: (game, count, progress) => `第${game}题，共${count}题，${progress}`,
};

export default words;
