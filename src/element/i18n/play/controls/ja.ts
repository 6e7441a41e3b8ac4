import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: '対局',
  puzzle: '問題',
  pass: 'パス',
  return: 'アゲハマを返す',
  ghost: 'ゴースト',
  undo: '待った',
  retry: 'やり直し',
  hint: 'ヒント',
};

export default words;
