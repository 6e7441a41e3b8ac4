import type { SolutionWords } from './en.js';

const words: SolutionWords = {
  heading: '解答',
  solved: 'この問題は解けています。解答の全体です。',
  seen: '解答を見たので、今回は不正解扱いです。',
  line: { before: 'この手順は', after: 'です。' },
  start: '問題図',
  steps: '解答の手順',
  previous: '前の手',
  next: '次の手',
  step: (step, steps) => `${step}手目（全${steps}手）`,
  variations: 'ここからの変化',
  branch: (label, move) => `${label}：${move}`,
  branchNoMove: (label) => `${label}：着手なし`,
  back: '問題に戻る',
  said: {
    shown: '解答を表示しました',
    shownUnsolved: '解答を表示しました。今回は不正解扱いです',
    step: (step, steps, move, verdict) => `${step}手目（全${steps}手）：${move}、${verdict === 'right' ? '正解' : '不正解'}の手順`,
    noMove: '着手なし',
    variations: (list) => `変化：${list}`,
    separator: '／',
  },
};

export default words;
