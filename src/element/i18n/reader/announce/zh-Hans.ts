import type { AnnounceWords } from './en.js';

const words: AnnounceWords = {
  step: (move, total) => (total === null ? `第${move}手` : `第${move}手，共${total}手`),
  start: (step) => `对局开始，${step}`,
  stepMove: (step, move) => `${step}：${move}`,
  variations: (count) => `${count}个变化`,
  comment: '有评注',
  showing: (from, to) => `显示${from}至${to}`,
  board: (ruleSet, width, height) => `${ruleSet}，${width === height ? `${width}路棋盘` : `${width}×${height}棋盘`}`,
  boardMove: (move, total) => `第${move}手，共${total}手`,
  lastMove: (move, illegal) => `最后一手 ${move}${illegal ? '，违规' : ''}`,
  variation: (label, count) => `变化${label}，共${count}个`,
  follow: (count) => `之后有${count}个变化`,
  gameOver: '对局结束',
  overlayOn: '规则提示已开启',
  label: (parts) => parts.join('，'),
  autoplayEnded: '自动播放结束',
  autoplayPaused: '自动播放已暂停',
  ghostOff: '幽灵子已关闭',
  verbosity: (brief) => (brief ? '简短播报' : '完整播报'),
};

export default words;
