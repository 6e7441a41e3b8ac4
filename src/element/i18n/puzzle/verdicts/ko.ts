import type { VerdictWords } from './en.js';

const words: VerdictWords = {
  task: (player) => `${player} 차례: 정답을 찾으세요.`,
  right: '정답',
  wrong: '오답',
  solved: '풀었습니다',
  said: {
    solved: '정답: 풀었습니다',
    wrong: (why) => `오답: ${why}`,
    waysOn: '다시 풀거나 해답을 보세요',
    nextAvailable: '다음 문제가 있습니다',
    inAnswer: (move) => `응수: ${move}`,
    backToStart: '처음으로 돌아왔습니다',
    over: '문제가 끝났습니다: 다시 풀려면 ‘다시 풀기’를 누르세요',
    noVariation: '해답에 그 수의 변화도가 없습니다: 변화도를 고르거나 문제로 돌아가세요',
  },
  move: {
    pass: '패스',
    return: '사석 돌려주기',
    ghost: (point) => `${point} 유령돌`,
  },
  reply: {
    answers: (player, point) => `${player}이 ${point}에 응수합니다`,
    ghost: (player, point) => `${player}이 ${point}에 유령돌로 응수합니다`,
    passes: (player) => `${player}이 패스합니다`,
    returns: (player) => `${player}이 사석을 돌려줍니다`,
  },
  // "수" after the move, so that the particle after it (는) is right however the point is read aloud.
  why: {
    notInSolution: (move) => `${move} 수는 해답에 없습니다`,
    markedWrong: (move) => `해답에서 ${move} 수는 오답입니다`,
    refuted: (reply, move) => `${reply}. 이것으로 ${move} 수는 실패입니다`,
    saidRefuted: (move) => `이것으로 ${move} 수는 실패입니다`,
    lineWrong: (reply) => `${reply}. 해답에서 이 수순은 오답입니다`,
    saidLineWrong: '해답에서 이 수순은 오답입니다',
    quote: (comment) => `해답의 해설: “${comment}”`,
  },
  hint: {
    move: (move) => `힌트: ${move}.`,
    pass: '패스',
    return: '사석 돌려주기',
    ghost: (point) => `${point}에 유령돌`,
    over: '먼저 다시 푸세요: 힌트는 풀어야 할 국면에서 둘 수를 보여 줍니다.',
    none: '여기서는 힌트가 없습니다: 해답에 이 국면에서 둘 정답 수가 없습니다.',
  },
  showSolution: '해답 보기',
};

export default words;
