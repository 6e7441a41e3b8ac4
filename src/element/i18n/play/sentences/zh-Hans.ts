import type { PlaySentencesWords } from './en.js';

const words: PlaySentencesWords = {
  ghostAt: (point) => `幽灵子 ${point}`,
  refused: (move, reason) => `${move}：不能下。${reason}`,
  resumed: (result) => `对局在双方连续停一手结束后继续（${result}）。`,
  replaced: (count, after) => `第${after}手之后的${count}手已被替换。`,
  ghostOn: (player) => `幽灵子已开启：${player}方下一手是幽灵子`,
  ghostOff: (player) => `幽灵子已关闭：${player}方下一手是棋子`,
  tookBack: (move) => (move === null ? '已悔回最后一手' : `已悔回 ${move}`),
};

export default words;
