/**
 * The part of the board a problem uses, so that a corner problem on a large board can be shown
 * as its corner: every point the tree touches, widened by a margin, pushed out to the edges it
 * nearly reaches and to a minimum size.
 */
import { viewportWith, type Viewport } from '../engine/markup.js';
import type { SgfNode } from './sgf-tree.js';
import { expandSgfPoints, sgfPointToCoord } from './sgf-points.js';
import { viewportOf } from './markup.js';

/** How {@link problemWindow} widens the region the tree uses. */
export interface ProblemWindowOptions {
  /** Lines added round the points used, on every side. Default 1. */
  margin?: number;
  /** A side of the window this close to the board's edge (in lines) or closer is taken to the edge. Default 2. */
  snap?: number;
  /** The fewest columns and rows the window shows (never more than the board has). Default 9. */
  minSize?: number;
}

/** Properties holding lists of points the problem uses: setup, markup, territory, tiles without stones. */
const POINT_LISTS = ['AB', 'AW', 'AE', 'CR', 'TR', 'SQ', 'MA', 'SL', 'TB', 'TW'] as const;
/** Properties whose values start with points before a colon: labels, arrows and lines (both ends), tile stacks. */
const POINTS_THEN_MORE = ['LB', 'AR', 'LN', 'ZVT'] as const;

/**
 * The window of a `width` x `height` board a problem's tree uses, or `null` for the whole board.
 *
 * It holds every point the tree names anywhere, in every variation: stones set up (`AB AW`) and
 * cleared (`AE`), moves (`B W`, passes aside), markup (`CR TR SQ MA SL LB AR LN`), territory
 * (`TB TW`) and tile stacks (`ZVT`); `DD` and `VW` are left out, since they say what to show, not
 * what is played. Round them go `margin` lines; a side then within `snap` lines of the board's
 * edge goes to the edge, so a corner problem shows its corner; and a window narrower than
 * `minSize` grows evenly on both sides (and further inwards where an edge stops it). `null` when
 * the tree names no point, and when the window is the whole board.
 *
 * `problemWindow` ignores the root's `VW`: an author's window wins, and {@link cropWindow} says so.
 */
export function problemWindow(root: SgfNode, width: number, height: number = width, options: ProblemWindowOptions = {}): Viewport | null {
  const { margin = 1, snap = 2, minSize = 9 } = options;
  const used = usedBox(root, width, height);
  if (!used) return null;
  const [x0, x1] = widen(used.x0, used.x1, width, margin, snap, minSize);
  const [y0, y1] = widen(used.y0, used.y1, height, margin, snap, minSize);
  if (x0 === 0 && y0 === 0 && x1 === width - 1 && y1 === height - 1) return null;
  return { x0, y0, x1, y1 };
}

/**
 * The window to crop a problem to: the root's own `VW` when it has one (`VW[]`, an author's
 * "the whole board", gives `null`), else {@link problemWindow}.
 */
export function cropWindow(root: SgfNode, width: number, height: number = width, options: ProblemWindowOptions = {}): Viewport | null {
  return 'VW' in root.props ? viewportOf(root, width, height) : problemWindow(root, width, height, options);
}

/** One axis: the range `[from, to]` of a board `side` lines long, widened. */
function widen(from: number, to: number, side: number, margin: number, snap: number, minSize: number): [number, number] {
  let lo = Math.max(0, from - margin);
  let hi = Math.min(side - 1, to + margin);
  if (lo <= snap) lo = 0;
  if (hi >= side - 1 - snap) hi = side - 1;
  const short = Math.min(minSize, side) - (hi - lo + 1);
  if (short > 0) {
    lo -= Math.floor(short / 2);
    hi += Math.ceil(short / 2);
    if (lo < 0) [lo, hi] = [0, hi - lo];
    if (hi > side - 1) [lo, hi] = [lo - (hi - (side - 1)), side - 1];
  }
  return [lo, hi];
}

/** The smallest rectangle holding every point of the board the tree uses; `null` when there is none. */
function usedBox(root: SgfNode, width: number, height: number): Viewport | null {
  let box: Viewport | null = null;
  const add = (value: string | undefined): void => {
    for (const point of (value !== undefined && expandSgfPoints(value.trim())) || []) {
      if (point.x < width && point.y < height) box = viewportWith(box, point);
    }
  };
  const stack = [root];
  while (stack.length > 0) {
    const { props, children } = stack.pop()!;
    for (const id of ['B', 'W'] as const) for (const value of props[id] ?? []) if (sgfPointToCoord(value)) add(value);
    for (const id of POINT_LISTS) for (const value of props[id] ?? []) add(value);
    for (const id of POINTS_THEN_MORE) {
      for (const value of props[id] ?? []) {
        const parts = value.split(':');
        // LB[aa:text] and ZVT[aa:2] start with one point, AR[aa:bb] and ZVT[aa:bb:2] with two.
        const points = id === 'LB' ? 1 : id === 'ZVT' ? parts.length - 1 : 2;
        for (const part of parts.slice(0, points)) add(part);
      }
    }
    stack.push(...children);
  }
  return box;
}
