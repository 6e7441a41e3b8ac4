/**
 * What to draw over a position, as plain data: the markup of an SGF node and the part of the
 * board to show. Formats read them from records and diagrams; render draws them.
 */
import type { Coord } from './types.js';

/** A text label on a point (SGF `LB[point:text]`). */
export interface MarkupLabel {
  point: Coord;
  text: string;
}

/** A connection from one point to another (SGF `AR[from:to]`, `LN[from:to]`). */
export interface MarkupLink {
  from: Coord;
  to: Coord;
}

/**
 * The markup of one node, points as `{ x, y }` (0-based, `y` from the top).
 *
 * `dimmed` is `null` when the node has no `DD`; `[]` when it has `DD[]`, which clears the
 * dimming inherited from earlier nodes. `DD` is inherited along the path, so the points to
 * draw dimmed at a node come from `dimmedAt` in formats/path-markup.ts, not from one node alone.
 */
export interface Markup {
  /** `CR` */
  circles: Coord[];
  /** `TR` */
  triangles: Coord[];
  /** `SQ` */
  squares: Coord[];
  /** `MA` */
  crosses: Coord[];
  /** `SL` */
  selected: Coord[];
  /** `LB` */
  labels: MarkupLabel[];
  /** `AR` */
  arrows: MarkupLink[];
  /** `LN` */
  lines: MarkupLink[];
  /** `DD` of this node, or `null` without `DD`. */
  dimmed: Coord[] | null;
}

/**
 * A rectangle of points to show instead of the whole board, both corners included: columns
 * `x0` to `x1`, rows `y0` to `y1` (0-based, `y` from the top). SGF's `VW` ("view") as a
 * viewer draws it; see `viewportOf` and `viewportAt` in formats/path-markup.ts.
 */
export interface Viewport {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest viewport holding `box` (`null`: nothing yet) and `point`. */
export function viewportWith(box: Viewport | null, { x, y }: Coord): Viewport {
  return box ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) } : { x0: x, y0: y, x1: x, y1: y };
}

/** The viewport with corners `a` and `b`, given in either order. */
export function viewportSpanning(a: Coord, b: Coord): Viewport {
  return viewportWith(viewportWith(null, a), b);
}
