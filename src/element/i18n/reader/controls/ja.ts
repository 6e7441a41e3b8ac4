import type { ControlsWords } from './en.js';

const words: ControlsWords = {
  slider: '手数',
  sliderValue: (move, total) => `${move}手目（全${total}手）`,
  steps: '手順',
  first: '最初へ',
  previous: '一手戻る',
  autoplay: '自動再生',
  pause: '一時停止',
  next: '一手進む',
  last: '最後へ',
  counter: (move, total) => `${move}手目 / ${total}`,
  fullScreen: '全画面表示',
  leaveFullScreen: '全画面表示を終了',
  briefAnnouncements: '簡潔な読み上げ',
};

export default words;
