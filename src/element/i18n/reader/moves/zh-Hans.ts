import type { MovesWords } from './en.js';

const words: MovesWords = {
  toPlay: (player) => `轮到${player}方`,
  stone: (player, point) => `${player} ${point}`,
  ghost: (player, point) => `${player} 幽灵子 ${point}`,
  pass: (player) => `${player}停一手`,
  return: (player) => `${player}归还一枚提子`,
  named: { pass: '停一手', return: '归还提子', ghost: (point) => `幽灵子 ${point}` },
  tile: '放置地砖',
  captures: (stones, ghosts) => `提${[stones ? `${stones}子` : '', ghosts ? `${ghosts}枚幽灵子` : ''].filter(Boolean).join('和')}`,
  flips: (stones) => `翻转${stones}子`,
  marks: (stones) => `标记${stones}子`,
  illegal: (rule) => `违规着法：${rule}`,
  move: (move, effects) => [move, ...effects].join('，'),
  gameOver: (result, score) => `对局结束：${result}${score ? `（黑 ${score.black}，白 ${score.white}）` : ''}`,
  sentences: (sentences) => sentences.join('。'),
};

export default words;
