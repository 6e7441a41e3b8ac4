import { numbersIn } from '../numbers.js';
import type { CompanionWords } from './en.js';

const { number } = numbersIn('ko');

const words: CompanionWords = {
  comma: ', ',
  number,
  moveList: {
    noGame: '표시할 대국이 없습니다.',
    noMoves: '아직 둔 수가 없습니다.',
    list: '수순',
    start: '시작',
  },
  status: {
    noGame: '대국이 없습니다.',
    player: '대국자',
    prisoners: '사석',
    score: '점수',
    toPlay: '차례',
    result: (result) => `${result}.`,
    over: '대국 종료.',
    overAfterPasses: '두 번 연속 패스로 대국 종료.',
  },
};

export default words;
