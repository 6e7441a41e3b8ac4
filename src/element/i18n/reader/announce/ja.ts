import type { AnnounceWords } from './en.js';

const words: AnnounceWords = {
  step: (move, total) => (total === null ? `${move}手目` : `${move}手目（全${total}手）`),
  start: (step) => `対局開始、${step}`,
  stepMove: (step, move) => `${step}：${move}`,
  variations: (count) => `変化${count}通り`,
  comment: 'コメントあり',
  showing: (from, to) => `${from}から${to}までを表示`,
  board: (ruleSet, width, height) => `${ruleSet}、${width === height ? `${width}路盤` : `${width}×${height}の盤`}`,
  boardMove: (move, total) => `${move}手目（全${total}手）`,
  lastMove: (move, illegal) => `最終手 ${move}${illegal ? '、反則手' : ''}`,
  variation: (label, count) => `変化${label}（全${count}通り）`,
  follow: (count) => `この後に変化${count}通り`,
  gameOver: '終局',
  overlayOn: 'ルール表示オン',
  label: (parts) => parts.join('、'),
  autoplayEnded: '自動再生が終わりました',
  autoplayPaused: '自動再生を一時停止しました',
  ghostOff: 'ゴーストを解除',
  verbosity: (brief) => (brief ? '簡潔な読み上げ' : '詳しい読み上げ'),
};

export default words;
