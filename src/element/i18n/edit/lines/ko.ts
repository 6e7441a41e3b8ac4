import type { LinesWords } from './en.js';

const words: LinesWords = {
  lines: '수순',
  caption: '수순:',
  start: '처음으로',
  back: '한 수 뒤로',
  forward: '한 수 앞으로',
  nextVariation: '다음 변화도',
  takeOut: '이 수 삭제',
  mainLine: '주 수순으로',
  verdicts: '이 수까지의 수순 판정(문제용)',
  verdictCaption: '문제에서 이 수순은',
  right: '정답',
  wrong: '오답',
  setup: '초기 배치',
  variation: (n, of) => `변화도 ${n}/${of}`,
  marked: (verdict) => (verdict === 'right' ? '정답으로 표시' : '오답으로 표시'),
  end: '수순 끝',
  next: (moves) => `다음 수 ${moves}가지`,
  place: (pieces) => pieces.join(', '),
  takenOut: (place) => `수를 삭제했습니다. ${place}`,
  madeMain: (place) => `주 수순으로 정했습니다. ${place}`,
  judged: (verdict) => `이 수순을 ${verdict === 'right' ? '정답' : '오답'}으로 표시했습니다`,
  unjudged: '판정을 지웠습니다',
};

export default words;
