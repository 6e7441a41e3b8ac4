import type { SaidWords } from './en.js';

const words: SaidWords = {
  placed: (contents, point) => `${point}：${contents}`,
  erased: (point) => `已擦除${point}`,
  mark: (mark, point, removed) => (removed ? `已移除${point}的${mark}` : `${point}：${mark}`),
  label: (label, point) => `${point}：标注 ${label}`,
  unlabelled: (point) => `已移除${point}的标注`,
  cropFrom: (point) => `从${point}开始裁剪：请选择对角`,
  cropHint: '裁剪：请选择对角（按 Escape 取消）。',
  cropCancelled: '已取消裁剪',
  cropped: (from, to) => `已裁剪为${from}至${to}`,
  board: ({ board, crop, moveNumber, toPlay, tool }) => `${board}${crop ? `，裁剪为${crop[0]}至${crop[1]}` : ''}，第${moveNumber}手，${toPlay}，编辑中：${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[。.!?！？]$/.test(text) ? `${text}。` : text)).join(''),
};

export default words;
