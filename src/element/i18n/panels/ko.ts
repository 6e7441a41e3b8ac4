import { numbersIn } from '../numbers.js';
import type { PanelWords } from './en.js';

const { number } = numbersIn('ko');

const words: PanelWords = {
  comma: ', ',
  info: {
    player: (player, name) => `${player}: ${name}`,
    unknown: '알 수 없음',
    result: (result) => `결과: ${result}`,
    separator: ' · ',
  },
  result: {
    draw: '무승부',
    void: '무효',
    unknown: '결과 미상',
    won: (player) => `${player} 승`,
    resignation: (player) => `${player} 불계승`,
    time: (player) => `${player} 시간승`,
    forfeit: (player) => `${player} 반칙승`,
    points: (player, points) => `${player} ${points}집 승`,
    other: (player, how) => `${player} 승 (${how})`,
  },
  comment: {
    more: '더 보기',
    moreOf: ' (해설)',
    left: (chars) => `(${number(chars)}자 남음)`,
  },
  variations: {
    group: '변화도',
    label: '변화도:',
    noMove: '(착수 없음)',
    next: '이 수순의 다음 수',
  },
  exports: {
    group: '내려받기',
    label: '내려받기:',
    formats: { sgf: 'SGF', diagram: '다이어그램', svg: 'SVG', png: 'PNG' },
    download: (format) => `${format} 내려받기`,
    downloading: (file) => `${file} 내려받는 중`,
  },
};

export default words;
