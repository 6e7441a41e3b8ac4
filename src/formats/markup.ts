/**
 * SGF board markup as plain data: what a node asks to draw over the position (circles,
 * triangles, squares, crosses, selected points, text labels, arrows, lines, dimmed points),
 * read from its properties, and written back.
 *
 * Reading is tolerant: values that are not points of the board, one-point arrows and lines,
 * and repeats are dropped, because a viewer should draw what it can of a sloppy file rather
 * than refuse it. Nothing here knows about games or the DOM.
 */
import { viewportWith, type Markup, type Viewport } from '../engine/markup.js';
import type { Coord } from '../engine/types.js';
import type { SgfNode, SgfProperties } from './sgf.js';
import { coordToSgfPoint, expandSgfPoints, sgfPointToCoord } from './sgf-points.js';
import { textStart } from './text-start.js';

/**
 * The viewport a node's own `VW` asks for on a board `width` columns wide and `height` rows
 * high: the smallest rectangle holding every listed point (`VW[aa:cd]`, or single points, which
 * SGF allows in any shape; a viewer draws the rectangle round them). Points off the board are
 * dropped. `null` without `VW`, for `VW[]` (which clears an inherited view), and when no listed
 * point is on the board. `VW` is inherited along the path: use `viewportAt` for a node of a record.
 */
export function viewportOf(node: SgfNode, width: number, height: number = width): Viewport | null {
  let box: Viewport | null = null;
  for (const value of node.props.VW ?? []) {
    for (const point of expandSgfPoints(value.trim()) ?? []) {
      if (point.x < width && point.y < height) box = viewportWith(box, point);
    }
  }
  return box;
}

/** Markup with nothing in it. */
export function emptyMarkup(): Markup {
  return { circles: [], triangles: [], squares: [], crosses: [], selected: [], labels: [], arrows: [], lines: [], dimmed: null };
}

/**
 * Characters of an `LB` label kept. A label is drawn in one point, and past a few characters its
 * text is too small to read; past this many it is cut ("…"), so a label of a million characters
 * costs no more to read and draw than a short one.
 */
export const MAX_LABEL_CHARS = 100;

/** The point-list markup properties and the field each fills. */
const POINT_LISTS = [
  ['CR', 'circles'],
  ['TR', 'triangles'],
  ['SQ', 'squares'],
  ['MA', 'crosses'],
  ['SL', 'selected'],
] as const;

/**
 * Reads the markup properties of one node on a board `width` columns wide and `height` rows
 * high: `CR TR SQ MA SL DD` (lists of points, compressed rectangles `aa:cc` allowed), `LB`
 * (`point:text`), `AR` and `LN` (`point:point`). Points off the board are dropped, each list
 * keeps a point once, a label keeps the first text given for its point (its first
 * {@link MAX_LABEL_CHARS} characters), and arrows or lines from a point to itself, or given
 * twice, are dropped.
 */
export function markupOf(node: SgfNode, width: number, height: number = width): Markup {
  const { props } = node;
  const onBoard = (c: Coord | null): c is Coord => !!c && c.x < width && c.y < height;
  const pointList = (values: readonly string[] | undefined): Coord[] => {
    const seen = new Set<string>();
    const out: Coord[] = [];
    for (const value of values ?? []) {
      for (const c of expandSgfPoints(value.trim()) ?? []) {
        const key = `${c.x},${c.y}`;
        if (onBoard(c) && !seen.has(key)) {
          seen.add(key);
          out.push(c);
        }
      }
    }
    return out;
  };

  const markup = emptyMarkup();
  for (const [id, field] of POINT_LISTS) markup[field] = pointList(props[id]);
  if (props.DD) markup.dimmed = pointList(props.DD);

  const labelled = new Set<string>();
  for (const value of props.LB ?? []) {
    const colon = value.indexOf(':');
    if (colon < 0) continue;
    const point = sgfPointToCoord(value.slice(0, colon).trim());
    const key = point && `${point.x},${point.y}`;
    if (!onBoard(point) || labelled.has(key!)) continue;
    labelled.add(key!);
    // SimpleText: line breaks are spaces.
    markup.labels.push({ point, text: textStart(value.slice(colon + 1), MAX_LABEL_CHARS).replace(/\s+/g, ' ').trim() });
  }

  for (const [id, field] of [['AR', 'arrows'], ['LN', 'lines']] as const) {
    const seen = new Set<string>();
    for (const value of props[id] ?? []) {
      const colon = value.indexOf(':');
      if (colon < 0) continue;
      const from = sgfPointToCoord(value.slice(0, colon).trim());
      const to = sgfPointToCoord(value.slice(colon + 1).trim());
      if (!onBoard(from) || !onBoard(to) || (from.x === to.x && from.y === to.y)) continue;
      // A line has no direction, so a-b and b-a are the same line.
      const key = id === 'LN' && (from.y > to.y || (from.y === to.y && from.x > to.x))
        ? `${to.x},${to.y}-${from.x},${from.y}`
        : `${from.x},${from.y}-${to.x},${to.y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      markup[field].push({ from, to });
    }
  }
  return markup;
}

/**
 * The SGF properties that give `markup`, in the order `CR TR SQ MA SL LB AR LN DD`, with
 * every point written singly. Empty lists are left out, except `dimmed: []`, which is
 * written `DD[]`. `markupOf(node with these props)` gives `markup` back, less what it drops.
 * Throws a RangeError for a point no SGF text can name (beyond 52), a caller's bug.
 */
export function markupProps(markup: Markup): SgfProperties {
  const props: SgfProperties = {};
  const point = coordToSgfPoint;
  for (const [id, field] of POINT_LISTS) {
    if (markup[field].length > 0) props[id] = markup[field].map(point);
  }
  if (markup.labels.length > 0) props.LB = markup.labels.map((l) => `${point(l.point)}:${l.text}`);
  if (markup.arrows.length > 0) props.AR = markup.arrows.map((a) => `${point(a.from)}:${point(a.to)}`);
  if (markup.lines.length > 0) props.LN = markup.lines.map((a) => `${point(a.from)}:${point(a.to)}`);
  if (markup.dimmed) props.DD = markup.dimmed.length > 0 ? markup.dimmed.map(point) : [''];
  return props;
}

/** The comment of a node (`C`), or `null` without one. Soft line breaks are already gone. */
export function commentOf(node: SgfNode): string | null {
  const values = node.props.C;
  return values && values.length > 0 ? values.join('\n') : null;
}

/** The name of a node (`N`, SimpleText: line breaks read as spaces), or `null` without one. */
export function nameOf(node: SgfNode): string | null {
  const values = node.props.N;
  return values && values.length > 0 ? values.join(' ').replace(/\s+/g, ' ').trim() : null;
}
