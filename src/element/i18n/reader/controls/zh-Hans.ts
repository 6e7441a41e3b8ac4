import type { ControlsWords } from './en.js';

const words: ControlsWords = {
  slider: '手数',
  sliderValue: (move, total) => `第${move}手，共${total}手`,
  steps: '着法',
  first: '回到开始',
  previous: '后退一手',
  autoplay: '自动播放',
  pause: '暂停',
  next: '前进一手',
  last: '跳到最后',
  counter: (move, total) => `第${move}手 / ${total}`,
  fullScreen: '全屏',
  leaveFullScreen: '退出全屏',
  briefAnnouncements: '简短播报',
};

export default words;
