import type { SaidWords } from './en.js';

const words: SaidWords = {
  placed: (contents, point) => `${point}に${contents}`,
  erased: (point) => `${point}を消去`,
  mark: (mark, point, removed) => (removed ? `${point}の${mark}を削除` : `${point}に${mark}`),
  label: (label, point) => `${point}にラベル ${label}`,
  unlabelled: (point) => `${point}のラベルを削除`,
  cropFrom: (point) => `${point}から切り抜き：反対側の角を選んでください`,
  cropHint: '切り抜き：反対側の角を選んでください（Escapeで取り消し）。',
  cropCancelled: '切り抜きを取り消しました',
  cropped: (from, to) => `${from}～${to}に切り抜き`,
  board: ({ board, crop, moveNumber, toPlay, tool }) => `${board}${crop ? `、${crop[0]}～${crop[1]}に切り抜き` : ''}、${moveNumber}手目、${toPlay}、編集中：${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[。.!?！？]$/.test(text) ? `${text}。` : text)).join(''),
};

export default words;
