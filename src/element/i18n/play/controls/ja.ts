import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: '対局',
  pass: 'パス',
  return: 'アゲハマを返す',
  ghost: 'ゴースト',
  undo: '待った',
};

export default words;
