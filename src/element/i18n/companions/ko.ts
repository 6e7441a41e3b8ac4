import type { CompanionWords } from './en.js';

const words: CompanionWords = {
  player: { black: '흑', white: '백' },
  comma: ', ',
  number: (n) => String(n),
  moveList: {
    noGame: '표시할 대국이 없습니다.',
    noMoves: '아직 둔 수가 없습니다.',
    list: '수순',
    start: '시작',
    pass: '패스',
    return: '사석 돌려주기',
    ghost: (point) => `유령돌 ${point}`,
  },
  status: {
    noGame: '대국이 없습니다.',
    player: '대국자',
    prisoners: '사석',
    score: '점수',
    toPlay: '차례',
    result: (summary) => `${summary}.`,
    over: '대국 종료.',
    overAfterPasses: '두 번 연속 패스로 대국 종료.',
  },
};

export default words;
