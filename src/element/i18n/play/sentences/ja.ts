import type { PlaySentencesWords } from './en.js';

const words: PlaySentencesWords = {
  ghostAt: (point) => `ゴースト ${point}`,
  refused: (move, reason) => `${move}：打てません。${reason}`,
  resumed: (result) => `二連続パスで終局した後、対局を再開しました（${result}）。`,
  replaced: (count, after) => `${after}手目より後の${count}手を置き換えました。`,
  ghostOn: (player) => `ゴースト オン：${player}の次の着手はゴーストです`,
  ghostOff: (player) => `ゴースト オフ：${player}の次の着手は石です`,
  tookBack: (move) => (move === null ? '最後の着手を戻しました' : `${move}を戻しました`),
};

export default words;
