import type { CollectionWords } from './en.js';

const words: CollectionWords = {
  navigator: '문제 목록',
  list: '문제',
  previous: '이전',
  next: '다음',
  progress: { solved: '맞힘', failed: '틀림', 'not-tried': '안 풂' },
  option: (game, count, progress) => `${count}문제 중 ${game}번: ${progress}`,
  tally: (solved, count) => `${count}문제 중 ${solved}문제 맞힘`,
  said: (game, count, progress) => `${count}문제 중 ${game}번 문제, ${progress}`,
};

export default words;
