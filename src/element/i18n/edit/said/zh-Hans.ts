import type { PointState } from '../../../../engine/types.js';
import type { SaidWords } from './en.js';

const who = (color: 'black' | 'white'): string => (color === 'black' ? '黑' : '白');

/** 点上的内容：“黑子（2块地砖）”“白幽灵子”“空点”。 */
function contents({ color, ghost, marked, tiles }: PointState): string {
  const onTiles = tiles > 0 ? `（${tiles}块地砖）` : '';
  if (!color) return `空点${onTiles}`;
  return `${marked ? '标记的' : ''}${who(color)}${ghost ? '幽灵子' : '子'}${onTiles}`;
}

const words: SaidWords = {
  players: { black: '黑方', white: '白方' },
  go: '围棋',
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }) => {
    const what =
      move === 'pass' ? `${who(color)}停一手` : move === 'return' ? `${who(color)}归还提子` : move.startsWith('ghost:') ? `${who(color)}幽灵子 ${move.slice(6)}` : `${who(color)} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? `${stones}子` : '', capturedGhosts ? `${capturedGhosts}个幽灵子` : ''].filter(Boolean).join('和');
    const effects = [tile ? '放置地砖' : '', captives ? `提${captives}` : '', flipped.length ? `翻转${flipped.length}子` : '', marked.length ? `标记${marked.length}子` : ''];
    return [what, ...effects].filter(Boolean).join('，');
  },
  placed: (state, point) => `${point}：${contents(state)}`,
  erased: (point) => `已擦除${point}`,
  mark: (mark, point, removed) => (removed ? `已移除${point}的${mark}` : `${point}：${mark}`),
  label: (label, point) => `${point}：标注 ${label}`,
  unlabelled: (point) => `已移除${point}的标注`,
  cropFrom: (point) => `从${point}开始裁剪：请选择对角`,
  cropHint: '裁剪：请选择对角（按 Escape 取消）。',
  cropCancelled: '已取消裁剪',
  cropped: (from, to) => `已裁剪为${from}至${to}`,
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }) =>
    `${variant}，${width === height ? `${width}路棋盘` : `${width}×${height}棋盘`}${crop ? `，裁剪为${crop[0]}至${crop[1]}` : ''}，第${moveNumber}手，轮到${who(toPlay)}方，编辑中：${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[。.!?！？]$/.test(text) ? `${text}。` : text)).join(''),
};

export default words;
