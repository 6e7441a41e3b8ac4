import type { GridWords } from './en.js';

const words: GridWords = {
  row: (row) => `${row}行目`,
  countsFor: (player) => `${player}の地`,
  lastMove: '最終手',
  justFlipped: '裏返ったばかり',
  point: (parts) => parts.join('、'),
  play: (point, ghost) => `${point}に${ghost ? 'ゴーストを' : ''}打つ`,
  chosen: (point, button) => `${point}を選びました。「${button}」ボタンで打ちます。`,
};

export default words;
