import type { SolutionWords } from './en.js';

const words: SolutionWords = {
  heading: '答案',
  solved: '本题你已解出，以下是全部变化。',
  seen: '已看答案，本次不算解出。',
  line: { before: '这一变化：', after: '。' },
  start: '题目开始',
  steps: '答案步骤',
  previous: '上一步',
  next: '下一步',
  step: (step, steps) => `第${step}步，共${steps}步`,
  variations: '此处的变化',
  branch: (label, move) => `${label}：${move}`,
  branchNoMove: (label) => `${label}：无着手`,
  back: '返回题目',
  said: {
    shown: '已显示答案',
    shownUnsolved: '已显示答案，本次不算解出',
    step: (step, steps, move, verdict) => `第${step}步，共${steps}步：${move}，${verdict === 'right' ? '正解' : '失败'}变化`,
    noMove: '无着手',
    variations: (list) => `变化：${list}`,
    separator: '；',
  },
};

export default words;
