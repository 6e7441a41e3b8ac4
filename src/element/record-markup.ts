/**
 * What the board draws over a record's position besides the stones: the node's SGF markup (with
 * the dimming it inherits), a diagram's move numbers, a puzzle's hint, and the variation marks.
 * DOM-free.
 */
import type { Coord, PositionView } from '../engine/types.js';
import type { Markup } from '../engine/markup.js';
import { markupOf } from '../formats/markup.js';
import { dimmedAt, variationsAt, type VariationMark } from '../formats/path-markup.js';
import { moveNumberLabels } from '../formats/move-numbers.js';
import type { SgfNode } from '../formats/sgf.js';
import type { SgfRecord } from '../formats/sgf-record.js';

/** What markup reads of a tree record: its TreeRecord (tree-record.ts) draws through this module. */
export interface MarkedTree {
  readonly root: SgfNode;
  readonly sgf: SgfRecord;
  readonly node: SgfNode;
  readonly path: number[];
  readonly pathNodes: readonly SgfNode[];
}

/** What to add to the node's own markup. */
export interface MarkupExtras {
  /** Number the stones of the path's moves, as a `$$` diagram draws them. */
  numbers: boolean;
  /** A point to highlight (a puzzle's hint), drawn as selected. */
  hint: Coord | null;
}

/** The markup drawn at the node shown, or `null` when there is none. */
export function recordMarkup(tree: MarkedTree, view: PositionView, extras: MarkupExtras): Markup | null {
  const markup = markupOf(tree.node, view.width, view.height);
  const dimmed = dimmedAt(tree.sgf, tree.path);
  markup.dimmed = dimmed.length > 0 ? dimmed : null;
  if (extras.numbers) markup.labels.push(...moveNumberLabels(tree.pathNodes, view, markup.labels));
  if (extras.hint) markup.selected.push(extras.hint);
  const empty = Object.values(markup).every((value) => value === null || (Array.isArray(value) && value.length === 0));
  return empty ? null : markup;
}

/** The variation marks at the node shown, or `null`: none where the root's `ST` is 2 or 3 (no board markup for variations). */
export function variationMarks(tree: MarkedTree): VariationMark[] | null {
  const style = Number(tree.root.props.ST?.[0] ?? 0);
  if (style === 2 || style === 3) return null;
  const marks = variationsAt(tree.sgf, tree.path);
  return marks.length > 0 ? marks : null;
}
