import type { ControlsWords } from './en.js';

const words: ControlsWords = {
  slider: '수',
  sliderValue: (move, total) => `${total}수 중 ${move}수째`,
  steps: '수순',
  first: '처음으로',
  previous: '한 수 뒤로',
  autoplay: '자동 재생',
  pause: '일시 정지',
  next: '한 수 앞으로',
  last: '마지막으로',
  counter: (move, total) => `${move}수 / ${total}`,
  fullScreen: '전체 화면',
  leaveFullScreen: '전체 화면 끝내기',
  briefAnnouncements: '간단한 안내',
};

export default words;
