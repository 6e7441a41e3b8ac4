/** Markup in force along a path of a record (`DD`, `VW` are inherited) and its variation marks. */
import type { Coord } from '../engine/types.js';
import { markupOf, viewportOf, type Viewport } from './markup.js';
import type { SgfNode } from './sgf.js';
import { isSgfPass, sgfPointToCoord } from './sgf-points.js';
import type { SgfRecord } from './sgf-record.js';

/**
 * The node whose property `id` is in force at the node `path` leads to, for properties that are
 * inherited along the path (`DD`, `VW`): the last node from the root to there that has `id`.
 * `null` when none has it, when that last one clears it with an empty value (`DD[]`, `VW[]`), and
 * for a path to nowhere.
 */
export function lastOnPath(record: SgfRecord, path: readonly number[], id: string): SgfNode | null {
  let node: SgfNode | undefined = record.root;
  let found = node.props[id] ? node : null;
  for (const i of path) {
    node = node.children[i];
    if (!node) return null;
    if (node.props[id]) found = node;
  }
  return found && found.props[id]!.some((value) => value.trim() !== '') ? found : null;
}

/**
 * The points drawn dimmed at the node `path` leads to: `DD` is inherited, so the last `DD` on
 * the way from the root counts, and `DD[]` clears. `[]` when none, or for a path to nowhere.
 */
export function dimmedAt(record: SgfRecord, path: readonly number[]): Coord[] {
  const node = lastOnPath(record, path, 'DD');
  return node ? (markupOf({ props: { DD: node.props.DD! }, children: [] }, record.width, record.height).dimmed ?? []) : [];
}

/**
 * The part of the board shown at the node `path` leads to (SGF `VW`), for the renderer's
 * `viewport` option: `VW` is inherited, so the last `VW` on the way from the root counts, and
 * `VW[]` clears it. `null` for the whole board: no `VW`, a cleared one, one with no point on the
 * board, or a path to nowhere. A diagram of a corner gets `VW` from `parseDiagram`.
 */
export function viewportAt(record: SgfRecord, path: readonly number[]): Viewport | null {
  const node = lastOnPath(record, path, 'VW');
  return node && viewportOf(node, record.width, record.height);
}

/** A variation mark: where a child's move lands, and its letter. */
export interface VariationMark {
  point: Coord;
  /** `a`, `b`, `c`... by child index (`children[0]` is `a`); past `z`, the index from 27 on. */
  label: string;
  /** Which child of the node it stands for. */
  childIndex: number;
}

/** The letter of child `index`: `a` to `z`, then numbers from 27. */
export function variationLabel(index: number): string {
  return index < 26 ? String.fromCharCode(0x61 + index) : String(index + 1);
}

/**
 * Variation marks at the node `path` leads to: when it has several children, the point of each
 * child's move (`B` or `W`, ghosts included), labelled by the child's place. Children without a
 * move on a point (passes, returns, setup nodes) have no mark but keep their letter, so letters
 * always match child indexes. `[]` for a node with one child or none.
 */
export function variationsAt(record: SgfRecord, path: readonly number[]): VariationMark[] {
  const children = record.children(path);
  if (children.length < 2) return [];
  const marks: VariationMark[] = [];
  children.forEach((child, childIndex) => {
    const value = child.props.B?.[0] ?? child.props.W?.[0];
    if (value === undefined || isSgfPass(value, record.width, record.height)) return;
    const point = sgfPointToCoord(value);
    if (point && point.x < record.width && point.y < record.height) marks.push({ point, label: variationLabel(childIndex), childIndex });
  });
  return marks;
}
