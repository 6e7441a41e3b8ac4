import type { SolutionWords } from './en.js';

const words: SolutionWords = {
  heading: '해답',
  solved: '이 문제를 풀었습니다. 해답 전체입니다.',
  seen: '해답을 보았으므로 이번에는 푼 것으로 치지 않습니다.',
  line: { before: '이 수순은 ', after: '입니다.' },
  start: '문제의 처음',
  steps: '해답 수순',
  previous: '이전 수',
  next: '다음 수',
  step: (step, steps) => `${steps}수 중 ${step}수째`,
  variations: '여기서의 변화도',
  branch: (label, move) => `${label}: ${move}`,
  branchNoMove: (label) => `${label}: 착수 없음`,
  back: '문제로 돌아가기',
  said: {
    shown: '해답을 표시했습니다',
    shownUnsolved: '해답을 표시했습니다. 이번 시도는 푼 것으로 치지 않습니다',
    step: (step, steps, move, verdict) => `${steps}수 중 ${step}수째: ${move}, ${verdict === 'right' ? '정답' : '오답'} 수순`,
    noMove: '착수 없음',
    variations: (list) => `변화도: ${list}`,
    separator: '; ',
  },
};

export default words;
