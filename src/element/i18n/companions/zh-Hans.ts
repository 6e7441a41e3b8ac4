import { numbersIn } from '../numbers.js';
import type { CompanionWords } from './en.js';

const { number } = numbersIn('zh-Hans');

const words: CompanionWords = {
  comma: '，',
  number,
  moveList: {
    noGame: '没有可列出的棋局。',
    noMoves: '还没有着手。',
    list: '着手',
    start: '开始',
  },
  status: {
    noGame: '没有棋局。',
    player: '棋手',
    prisoners: '提子',
    score: '得分',
    toPlay: '行棋',
    result: (result) => `${result}。`,
    over: '终局。',
    overAfterPasses: '双方连续停一手，终局。',
  },
};

export default words;
