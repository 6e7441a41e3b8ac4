import type { SaidWords } from './en.js';

const words: SaidWords = {
  placed: (contents, point) => `${point}에 ${contents}`,
  erased: (point) => `${point} 지움`,
  mark: (mark, point, removed) => (removed ? `${point}의 ${mark} 삭제` : `${point}에 ${mark}`),
  label: (label, point) => `${point}에 라벨 ${label}`,
  unlabelled: (point) => `${point}의 라벨 삭제`,
  cropFrom: (point) => `${point}부터 자르기: 반대쪽 모서리를 고르세요`,
  cropHint: '자르기: 반대쪽 모서리를 고르세요(Escape로 취소).',
  cropCancelled: '자르기 취소',
  cropped: (from, to) => `${from}부터 ${to}까지 잘랐습니다`,
  board: ({ board, crop, moveNumber, toPlay, tool }) => `${board}${crop ? `, ${crop[0]}부터 ${crop[1]}까지 자름` : ''}, ${moveNumber}수째, ${toPlay}, 편집 중: ${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
