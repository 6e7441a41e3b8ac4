/**
 * What the board draws over a record's position besides the stones: the node's SGF markup (with
 * the dimming it inherits), a diagram's move numbers, a puzzle's hint, and the variation marks.
 * DOM-free.
 */
import type { Coord, PositionView } from '../engine/types.js';
import type { Markup } from '../formats/markup.js';
import { markupOf } from '../formats/markup.js';
import { dimmedAt, variationsAt, type VariationMark } from '../formats/path-markup.js';
import { nodeMove } from './node-move.js';
import type { TreeRecord } from './tree-record.js';

/** What to add to the node's own markup. */
export interface MarkupExtras {
  /** Number the stones of the path's moves, as a `$$` diagram draws them. */
  numbers: boolean;
  /** A point to highlight (a puzzle's hint), drawn as selected. */
  hint: Coord | null;
}

/** The markup drawn at the node shown, or `null` when there is none. */
export function recordMarkup(tree: TreeRecord, view: PositionView, extras: MarkupExtras): Markup | null {
  const markup = markupOf(tree.node, view.width, view.height);
  const dimmed = dimmedAt(tree.sgf, tree.path);
  markup.dimmed = dimmed.length > 0 ? dimmed : null;
  if (extras.numbers) markup.labels.push(...moveNumberLabels(tree, view, markup));
  if (extras.hint) markup.selected.push(extras.hint);
  const empty = Object.values(markup).every((value) => value === null || (Array.isArray(value) && value.length === 0));
  return empty ? null : markup;
}

/**
 * A diagram's numbers on its numbered stones still on the board: each move on the path,
 * numbered from its `MN` (else one more than the move before; shown modulo 100, `00` for 100),
 * labels the point it was played on while that point holds its stone and no label of the node.
 * A point played twice shows the later number, as a diagram's "5 at 1" note says.
 */
export function moveNumberLabels(tree: TreeRecord, view: PositionView, markup: Markup): Markup['labels'] {
  const { width, height } = view;
  const labelled = new Set(markup.labels.map((label) => `${label.point.x},${label.point.y}`));
  const byPoint = new Map<string, { point: Coord; text: string; color: string }>();
  let number = 0;
  for (const node of tree.pathNodes) {
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

/** The variation marks at the node shown, or `null`: none where the root's `ST` is 2 or 3 (no board markup for variations). */
export function variationMarks(tree: TreeRecord): VariationMark[] | null {
  const style = Number(tree.root.props.ST?.[0] ?? 0);
  if (style === 2 || style === 3) return null;
  const marks = variationsAt(tree.sgf, tree.path);
  return marks.length > 0 ? marks : null;
}
