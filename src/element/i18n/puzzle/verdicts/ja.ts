import type { VerdictWords } from './en.js';

const words: VerdictWords = {
  task: (player) => `${player}番です。正解の手を打ってください。`,
  right: '正解',
  wrong: '不正解',
  solved: '解けました',
  said: {
    solved: '正解です。解けました',
    wrong: (why) => `不正解。${why}`,
    waysOn: 'やり直すか、解答を見てください',
    nextAvailable: '次の問題があります',
    inAnswer: (move) => `応手、${move}`,
    backToStart: '最初に戻りました',
    over: 'この問題は終わりました。「やり直す」でもう一度挑戦できます',
    noVariation: '解答にその手の変化はありません。変化を選ぶか、問題に戻ってください',
  },
  move: {
    pass: 'パス',
    return: 'アゲハマを返す手',
    ghost: (point) => `${point}のゴースト`,
  },
  reply: {
    answers: (player, point) => `${player}は${point}と応じます`,
    ghost: (player, point) => `${player}は${point}にゴーストで応じます`,
    passes: (player) => `${player}はパスします`,
    returns: (player) => `${player}はアゲハマを返します`,
  },
  why: {
    notInSolution: (move) => `${move}は解答にありません`,
    markedWrong: (move) => `解答では${move}は不正解です`,
    refuted: (reply, move) => `${reply}。これで${move}は失敗です`,
    saidRefuted: (move) => `これで${move}は失敗です`,
    lineWrong: (reply) => `${reply}。解答ではこの手順は不正解です`,
    saidLineWrong: '解答ではこの手順は不正解です',
    quote: (comment) => `解答のコメント：「${comment}」`,
  },
  hint: {
    move: (move) => `ヒント：${move}。`,
    pass: 'パス',
    return: 'アゲハマを返す',
    ghost: (point) => `${point}にゴースト`,
    over: 'まずやり直してください。ヒントは問題の局面からの手を示します。',
    none: 'ここではヒントはありません。解答にはこの局面からの正解手がありません。',
  },
  showSolution: '解答を見る',
};

export default words;
