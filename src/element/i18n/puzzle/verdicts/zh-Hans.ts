import type { VerdictWords } from './en.js';

const words: VerdictWords = {
  task: (player) => `${player}先：请找出正解。`,
  right: '正解',
  wrong: '失败',
  solved: '解题成功',
  said: {
    solved: '正解，解题成功',
    wrong: (why) => `失败：${why}`,
    waysOn: '可以重试，或查看答案',
    nextAvailable: '还有下一题',
    inAnswer: (move) => `应手：${move}`,
    backToStart: '回到开始',
    over: '本题已结束：点“重试”再做一次',
    noVariation: '答案中没有这一手的变化：请选择一个变化，或返回题目',
  },
  move: {
    pass: '停一手',
    return: '归还提子',
    ghost: (point) => `${point}的幽灵子`,
  },
  reply: {
    answers: (player, point) => `${player}${point}应`,
    ghost: (player, point) => `${player}在${point}下幽灵子应`,
    passes: (player) => `${player}停一手`,
    returns: (player) => `${player}归还提子`,
  },
  why: {
    notInSolution: (move) => `${move}不在答案中`,
    markedWrong: (move) => `答案将${move}标为失败`,
    refuted: (reply, move) => `${reply}，${move}因此失败`,
    saidRefuted: (move) => `${move}因此失败`,
    lineWrong: (reply) => `${reply}：答案将这一变化标为失败`,
    saidLineWrong: '答案将这一变化标为失败',
    quote: (comment) => `答案评注：“${comment}”`,
  },
  hint: {
    move: (move) => `提示：${move}。`,
    pass: '停一手',
    return: '归还提子',
    ghost: (point) => `在${point}下幽灵子`,
    over: '请先重试：提示给出的是题目局面的下一手。',
    none: '这里没有提示：答案中这个局面没有正解。',
  },
  showSolution: '查看答案',
};

export default words;
