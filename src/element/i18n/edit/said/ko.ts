import type { PointState } from '../../../../engine/types.js';
import type { SaidWords } from './en.js';

const who = (color: 'black' | 'white'): string => (color === 'black' ? '흑' : '백');

/** 점에 있는 것: "흑돌 (타일 2개)", "백 유령돌", "빈 점". */
function contents({ color, ghost, marked, tiles }: PointState): string {
  const onTiles = tiles > 0 ? ` (타일 ${tiles}개)` : '';
  if (!color) return `빈 점${onTiles}`;
  return `${marked ? '표시된 ' : ''}${who(color)}${ghost ? ' 유령돌' : '돌'}${onTiles}`;
}

const words: SaidWords = {
  players: { black: '흑', white: '백' },
  go: '바둑',
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }) => {
    const what =
      move === 'pass' ? `${who(color)} 패스` : move === 'return' ? `${who(color)} 사석 돌려주기` : move.startsWith('ghost:') ? `${who(color)} 유령돌 ${move.slice(6)}` : `${who(color)} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? `돌 ${stones}개` : '', capturedGhosts ? `유령돌 ${capturedGhosts}개` : ''].filter(Boolean).join('와 ');
    const effects = [tile ? '타일 놓음' : '', captives ? `${captives} 따냄` : '', flipped.length ? `돌 ${flipped.length}개 뒤집음` : '', marked.length ? `돌 ${marked.length}개 표시` : ''];
    return [what, ...effects].filter(Boolean).join(', ');
  },
  placed: (state, point) => `${point}에 ${contents(state)}`,
  erased: (point) => `${point} 지움`,
  mark: (mark, point, removed) => (removed ? `${point}의 ${mark} 삭제` : `${point}에 ${mark}`),
  label: (label, point) => `${point}에 라벨 ${label}`,
  unlabelled: (point) => `${point}의 라벨 삭제`,
  cropFrom: (point) => `${point}부터 자르기: 반대쪽 모서리를 고르세요`,
  cropHint: '자르기: 반대쪽 모서리를 고르세요(Escape로 취소).',
  cropCancelled: '자르기 취소',
  cropped: (from, to) => `${from}부터 ${to}까지 잘랐습니다`,
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }) =>
    `${variant}, ${width === height ? `${width}줄 바둑판` : `${width}×${height} 바둑판`}${crop ? `, ${crop[0]}부터 ${crop[1]}까지 자름` : ''}, ${moveNumber}수째, ${who(toPlay)} 차례, 편집 중: ${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
