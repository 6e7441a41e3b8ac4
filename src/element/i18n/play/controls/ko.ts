import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: '대국',
  pass: '패스',
  return: '사석 돌려주기',
  ghost: '유령돌',
  undo: '무르기',
};

export default words;
