import type { LinesWords } from './en.js';

const words: LinesWords = {
  lines: '手順',
  caption: '手順：',
  start: '最初へ',
  back: '一手戻る',
  forward: '一手進む',
  nextVariation: '次の変化',
  takeOut: 'この手を削除',
  mainLine: '本譜にする',
  verdicts: 'この手までの手順の判定（問題用）',
  verdictCaption: '問題として、この手順は',
  right: '正解',
  wrong: '不正解',
  setup: '初期配置',
  variation: (n, of) => `変化${n}/${of}`,
  marked: (verdict) => (verdict === 'right' ? '正解' : '不正解'),
  end: '手順の終わり',
  next: (moves) => `次の手${moves}通り`,
  place: (pieces) => pieces.join('、'),
  takenOut: (place) => `手を削除しました。${place}`,
  madeMain: (place) => `本譜にしました。${place}`,
  judged: (verdict) => `この手順を${verdict === 'right' ? '正解' : '不正解'}にしました`,
  unjudged: '判定を外しました',
};

export default words;
