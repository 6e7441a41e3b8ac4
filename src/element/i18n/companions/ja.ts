import { numbersIn } from '../numbers.js';
import type { CompanionWords } from './en.js';

const { number } = numbersIn('ja');

const words: CompanionWords = {
  comma: '、',
  number,
  moveList: {
    noGame: '表示する対局がありません。',
    noMoves: 'まだ着手がありません。',
    list: '手順',
    start: '開始',
  },
  status: {
    noGame: '対局がありません。',
    player: '対局者',
    prisoners: 'アゲハマ',
    score: 'スコア',
    toPlay: '手番',
    result: (result) => `${result}。`,
    over: '終局。',
    overAfterPasses: '双方のパスで終局。',
  },
};

export default words;
