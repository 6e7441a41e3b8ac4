import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: '幽灵子（仅此一手）',
  prisoners: (black, white) => `提子：黑 ${black}，白 ${white}`,
  loading: '正在载入棋谱…',
};

export default words;
