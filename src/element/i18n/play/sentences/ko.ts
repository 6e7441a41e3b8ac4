import type { PlaySentencesWords } from './en.js';

const words: PlaySentencesWords = {
  ghostAt: (point) => `유령돌 ${point}`,
  refused: (move, reason) => `${move}: 둘 수 없습니다. ${reason}`,
  resumed: (result) => `연속 패스로 끝난 대국을 다시 이어갑니다 (${result}).`,
  replaced: (count, after) => `${after}수째 다음의 ${count}수를 바꿨습니다.`,
  ghostOn: (player) => `유령돌 켜짐: ${player}의 다음 수는 유령돌입니다`,
  ghostOff: (player) => `유령돌 꺼짐: ${player}의 다음 수는 돌입니다`,
  tookBack: (move) => (move === null ? '마지막 수를 물렀습니다' : `무른 수: ${move}`),
};

export default words;
