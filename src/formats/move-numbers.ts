/**
 * A `$$` diagram's move numbers, as the board and the static picture draw them over its stones.
 * DOM-free.
 */
import type { Markup } from '../engine/markup.js';
import type { Coord, PositionView } from '../engine/types.js';
import { nodeMove } from './node-move.js';
import type { SgfNode } from './sgf.js';

/**
 * A diagram's numbers on its numbered stones still on the board: each move on the path from the
 * root through the node shown (`pathNodes`), numbered from its `MN` (else one more than the move
 * before; shown modulo 100, `00` for 100), labels the point it was played on while that point
 * holds its stone and none of the node's `nodeLabels`. A point played twice shows the later
 * number, as a diagram's "5 at 1" note says.
 */
export function moveNumberLabels(pathNodes: readonly SgfNode[], view: PositionView, nodeLabels: Markup['labels']): Markup['labels'] {
  const { width, height } = view;
  const labelled = new Set(nodeLabels.map((label) => `${label.point.x},${label.point.y}`));
  const byPoint = new Map<string, { point: Coord; text: string; color: string }>();
  let number = 0;
  for (const node of pathNodes) {
    const move = nodeMove(node, width, height);
    if (!move) continue;
    const given = Number(node.props.MN?.[0]);
    number = Number.isInteger(given) && given > 0 ? given : number + 1;
    if (!move.point) continue;
    const shown = number % 100 === 0 ? '00' : String(number % 100);
    byPoint.set(`${move.point.x},${move.point.y}`, { point: move.point, text: shown, color: move.color });
  }
  const labels: Markup['labels'] = [];
  for (const [key, { point, text, color }] of byPoint) {
    if (!labelled.has(key) && view.points[point.y * width + point.x]?.color === color) labels.push({ point, text });
  }
  return labels;
}
