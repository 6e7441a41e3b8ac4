import type { CompanionWords } from './en.js';

const words: CompanionWords = {
  player: { black: '黑', white: '白' },
  comma: '，',
  number: (n) => String(n),
  moveList: {
    noGame: '没有可列出的棋局。',
    noMoves: '还没有着手。',
    list: '着手',
    start: '开始',
    pass: '停一手',
    return: '归还提子',
    ghost: (point) => `幽灵子 ${point}`,
  },
  status: {
    noGame: '没有棋局。',
    player: '棋手',
    prisoners: '提子',
    score: '得分',
    toPlay: '行棋',
    result: (summary) => `${summary}。`,
    over: '终局。',
    overAfterPasses: '双方连续停一手，终局。',
  },
};

export default words;
