import type { MovesWords } from './en.js';

const words: MovesWords = {
  toPlay: (player) => `${player}番`,
  stone: (player, point) => `${player} ${point}`,
  ghost: (player, point) => `${player} ゴースト ${point}`,
  pass: (player) => `${player} パス`,
  return: (player) => `${player} アゲハマを返す`,
  named: { pass: 'パス', return: 'アゲハマ返し', ghost: (point) => `ゴースト ${point}` },
  tile: 'タイルを置いた',
  captures: (stones, ghosts) => [stones ? `${stones}子` : '', ghosts ? `ゴースト${ghosts}個` : ''].filter(Boolean).join('と') + 'を取った',
  flips: (stones) => `${stones}子を裏返した`,
  marks: (stones) => `${stones}子に印を付けた`,
  illegal: (rule) => `反則手：${rule}`,
  move: (move, effects) => [move, ...effects].join('、'),
  gameOver: (result, score) => `終局：${result}${score ? `（黒 ${score.black}、白 ${score.white}）` : ''}`,
  sentences: (sentences) => sentences.join('。'),
};

export default words;
