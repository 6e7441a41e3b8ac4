import type { PlayControlsWords } from './en.js';

const words: PlayControlsWords = {
  play: '对局',
  pass: '停一手',
  return: '归还提子',
  ghost: '幽灵子',
  undo: '悔棋',
};

export default words;
