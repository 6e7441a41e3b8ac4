import type { StatusWords } from './en.js';

const words: StatusWords = {
  ghostMode: 'ゴースト（この一手のみ）',
  prisoners: (black, white) => `アゲハマ：黒 ${black}、白 ${white}`,
  loading: '棋譜を読み込んでいます…',
};

export default words;
