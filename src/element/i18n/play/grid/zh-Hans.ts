import type { GridWords } from './en.js';

const words: GridWords = {
  row: (row) => `第${row}行`,
  countsFor: (player) => `计入${player}方`,
  lastMove: '最后一手',
  justFlipped: '刚被翻转',
  point: (parts) => parts.join('，'),
  play: (point, ghost) => `${ghost ? '幽灵子' : ''}下在${point}`,
  chosen: (point, button) => `已选择${point}：按“${button}”按钮落子。`,
};

export default words;
