import type { SpeechWords } from './en.js';

const words: SpeechWords = {
  started: (move, total) => (total === null ? `从第${move}手开始自动播放` : `从第${move}手（共${total}手）开始自动播放；不播报着法：按L听当前一手`),
  paused: (move, total) => (total === null ? `自动播放暂停于第${move}手` : `自动播放暂停于第${move}手（共${total}手）`),
};

export default words;
