import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: '판 위 표시 설명',
  marked: '가위표: 표시된 돌, 그 점에는 둘 수 없습니다',
  black: '실선 테두리와 네모: 흑이 가진 표시 영역, 흑의 활로입니다',
  white: '옅은 테두리와 마름모: 백이 가진 표시 영역, 백의 활로입니다',
  neutral: '점선 테두리: 중립 표시 영역, 어느 쪽의 활로도 아닙니다',
};

export default words;
