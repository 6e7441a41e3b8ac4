import type { MovesWords } from './en.js';

const words: MovesWords = {
  toPlay: (player) => `${player} 차례`,
  stone: (player, point) => `${player} ${point}`,
  ghost: (player, point) => `${player} 유령돌 ${point}`,
  pass: (player) => `${player} 패스`,
  return: (player) => `${player} 사석 하나를 돌려줌`,
  named: { pass: '패스', return: '사석 돌려주기', ghost: (point) => `유령돌 ${point}` },
  tile: '타일을 놓음',
  captures: (stones, ghosts) => `${[stones ? `돌 ${stones}개` : '', ghosts ? `유령돌 ${ghosts}개` : ''].filter(Boolean).join('와 ')}를 따냄`,
  flips: (stones) => `돌 ${stones}개를 뒤집음`,
  marks: (stones) => `돌 ${stones}개에 표시함`,
  illegal: (rule) => `반칙수: ${rule}`,
  move: (move, effects) => [move, ...effects].join(', '),
  gameOver: (result, score) => `대국 종료: ${result}${score ? ` (흑 ${score.black}, 백 ${score.white})` : ''}`,
  sentences: (sentences) => sentences.join('. '),
};

export default words;
