import type { GridWords } from './en.js';

const words: GridWords = {
  row: (row) => `${row}줄`,
  countsFor: (player) => `${player}의 집`,
  lastMove: '마지막 수',
  justFlipped: '방금 뒤집힘',
  point: (parts) => parts.join(', '),
  play: (point, ghost) => `${point}에 ${ghost ? '유령돌 ' : ''}두기`,
  chosen: (point, button) => `${point} 선택: '${button}' 버튼을 누르면 둡니다.`,
};

export default words;
