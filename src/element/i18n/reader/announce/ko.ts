import type { AnnounceWords } from './en.js';

const words: AnnounceWords = {
  step: (move, total) => (total === null ? `${move}수째` : `${total}수 중 ${move}수째`),
  start: (step) => `대국 시작, ${step}`,
  stepMove: (step, move) => `${step}: ${move}`,
  variations: (count) => `변화도 ${count}개`,
  comment: '해설 있음',
  showing: (from, to) => `${from}부터 ${to}까지 표시`,
  board: (ruleSet, width, height) => `${ruleSet}, ${width === height ? `${width}줄 바둑판` : `${width}×${height} 바둑판`}`,
  boardMove: (move, total) => `${total}수 중 ${move}수째`,
  lastMove: (move, illegal) => `마지막 수 ${move}${illegal ? ', 반칙수' : ''}`,
  variation: (label, count) => `변화도 ${count}개 중 ${label}`,
  follow: (count) => `이후 변화도 ${count}개`,
  gameOver: '대국 종료',
  overlayOn: '규칙 표시 켜짐',
  label: (parts) => parts.join(', '),
  autoplayEnded: '자동 재생이 끝났습니다',
  autoplayPaused: '자동 재생 일시 정지',
  ghostOff: '유령돌 해제',
  verbosity: (brief) => (brief ? '간단한 안내' : '자세한 안내'),
};

export default words;
