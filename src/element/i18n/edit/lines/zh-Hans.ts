import type { LinesWords } from './en.js';

const words: LinesWords = {
  lines: '变化',
  caption: '变化：',
  start: '回到开头',
  back: '后退一手',
  forward: '前进一手',
  nextVariation: '下一个变化',
  takeOut: '删除此手',
  mainLine: '设为主线',
  verdicts: '到此手为止的变化的判定（用于题目）',
  verdictCaption: '作为题目，此变化为',
  right: '正解',
  wrong: '失败',
  setup: '初始局面',
  variation: (n, of) => `变化 ${n}/${of}`,
  marked: (verdict) => (verdict === 'right' ? '判为正解' : '判为失败'),
  end: '变化结束',
  next: (moves) => `后续${moves}种下法`,
  place: (pieces) => pieces.join('，'),
  takenOut: (place) => `已删除此手。${place}`,
  madeMain: (place) => `已设为主线。${place}`,
  judged: (verdict) => `此变化已判为${verdict === 'right' ? '正解' : '失败'}`,
  unjudged: '已取消判定',
};

export default words;
