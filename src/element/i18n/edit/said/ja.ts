import type { PointState } from '../../../../engine/types.js';
import type { SaidWords } from './en.js';

const who = (color: 'black' | 'white'): string => (color === 'black' ? '黒' : '白');

/** 点にあるもの：「黒石（タイル2枚）」「白のゴースト」「空点」。 */
function contents({ color, ghost, marked, tiles }: PointState): string {
  const onTiles = tiles > 0 ? `（タイル${tiles}枚）` : '';
  if (!color) return `空点${onTiles}`;
  return `${marked ? '印の付いた' : ''}${who(color)}${ghost ? 'のゴースト' : '石'}${onTiles}`;
}

const words: SaidWords = {
  players: { black: '黒', white: '白' },
  go: '囲碁',
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }) => {
    const what =
      move === 'pass' ? `${who(color)} パス` : move === 'return' ? `${who(color)} アゲハマを返す` : move.startsWith('ghost:') ? `${who(color)} ゴースト ${move.slice(6)}` : `${who(color)} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? `${stones}子` : '', capturedGhosts ? `ゴースト${capturedGhosts}個` : ''].filter(Boolean).join('と');
    const effects = [tile ? 'タイルを置く' : '', captives ? `${captives}を取る` : '', flipped.length ? `${flipped.length}子を裏返す` : '', marked.length ? `${marked.length}子に印` : ''];
    return [what, ...effects].filter(Boolean).join('、');
  },
  placed: (state, point) => `${point}に${contents(state)}`,
  erased: (point) => `${point}を消去`,
  mark: (mark, point, removed) => (removed ? `${point}の${mark}を削除` : `${point}に${mark}`),
  label: (label, point) => `${point}にラベル ${label}`,
  unlabelled: (point) => `${point}のラベルを削除`,
  cropFrom: (point) => `${point}から切り抜き：反対側の角を選んでください`,
  cropHint: '切り抜き：反対側の角を選んでください（Escapeで取り消し）。',
  cropCancelled: '切り抜きを取り消しました',
  cropped: (from, to) => `${from}～${to}に切り抜き`,
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }) =>
    `${variant}、${width === height ? `${width}路盤` : `${width}×${height}の碁盤`}${crop ? `、${crop[0]}～${crop[1]}に切り抜き` : ''}、${moveNumber}手目、${who(toPlay)}番、編集中：${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[。.!?！？]$/.test(text) ? `${text}。` : text)).join(''),
};

export default words;
