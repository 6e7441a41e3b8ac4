import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: '유령돌(이번 수만)',
  prisoners: (black, white) => `사석: 흑 ${black}, 백 ${white}`,
  loading: '기보를 불러오는 중…',
};

export default words;
