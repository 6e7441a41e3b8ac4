import type { CompanionWords } from './en.js';

const words: CompanionWords = {
  player: { black: '黒', white: '白' },
  comma: '、',
  number: (n) => String(n),
  moveList: {
    noGame: '表示する対局がありません。',
    noMoves: 'まだ着手がありません。',
    list: '手順',
    start: '開始',
    pass: 'パス',
    return: 'アゲハマ返し',
    ghost: (point) => `ゴースト ${point}`,
  },
  status: {
    noGame: '対局がありません。',
    player: '対局者',
    prisoners: 'アゲハマ',
    score: 'スコア',
    toPlay: '手番',
    result: (summary) => `${summary}。`,
    over: '終局。',
    overAfterPasses: '双方のパスで終局。',
  },
};

export default words;
