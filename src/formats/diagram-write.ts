/**
 * Writing a position as a Sensei's Library `$$` diagram, with the characters the reader
 * knows, so that `parseDiagram(writeDiagram(view))` gives the position back.
 */
import { formatPoint } from '../engine/coords.js';
import { isStarPoint } from '../engine/star-points.js';
import type { Coord, PointState, PositionView } from '../engine/types.js';
import {
  EMPTY_MARK,
  EMPTY_TILE,
  GHOST,
  MARKED,
  MARKED_STONE,
  ON_TILE,
  withoutNotes,
  type PointMark,
} from './diagram-chars.js';

/**
 * Markup to draw on a position, as {@link writeDiagram} takes it: the `Markup` of SGF records
 * and the renderer (markup.ts), every field optional. A diagram shows circles, squares,
 * triangles and crosses; one-letter labels `a`-`z` on empty points; dimmed empty points (`?`);
 * arrows and lines. It has no character for `selected`.
 */
export type DiagramMarkup = Partial<Markup>;

/** Options of {@link writeDiagram}. */
export interface WriteDiagramOptions {
  /** Markup drawn on the position. */
  markup?: DiagramMarkup;
  /** The diagram's title (line breaks become spaces). */
  title?: string;
  /** Ask for coordinates in the header (`$$Bc`). */
  coordinates?: boolean;
}
import type { Markup } from '../engine/markup.js';

/**
 * Writes the whole board with its four edges, one `$$` line per row, points separated by
 * spaces, empty star points as `,`.
 *
 * - Header: `$$B` or `$$W` for the player to move, `c` when `coordinates` is set, the board
 *   size on a square board, then the title without its move notes (`5 at 1`, `2 pass`: the
 *   diagram has no numbered moves, and they would be read as notes again).
 * - Variant state: ghosts `G`/`H`, marked stones `K`/`L`, one tile `D`/`E`/`=`; a stack of
 *   more tiles, or tiles under a point that shows markup, adds a line `{TL point height}`.
 * - Markup: circles, squares, triangles and crosses on stones and empty points; one-letter
 *   labels `a`-`z` on empty points; dimmed empty points `?`; arrows and lines as
 *   `{AR from to}` / `{LN from to}`. Where a point has several marks, the first of circle,
 *   square, triangle, cross, label, dimmed wins. What a diagram cannot show is left out:
 *   marks on ghosts and marked stones, labels on stones or longer than one letter, `selected`.
 */
export function writeDiagram(view: PositionView, options: WriteDiagramOptions = {}): string {
  const { width, height } = view;
  const marks = markIndex(options.markup ?? {}, width, height);
  const lines: string[] = [];

  let header = `$$${view.toPlay === 'white' ? 'W' : 'B'}${options.coordinates ? 'c' : ''}`;
  if (width === height) header += String(width);
  const title = withoutNotes((options.title ?? '').replace(/\s+/g, ' ').trim());
  if (title !== '') header += ` ${title}`;
  lines.push(header);

  const edge = `$$ +${'-'.repeat(2 * width + 1)}+`;
  const tileLines: string[] = [];
  lines.push(edge);
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const point = view.points[y * width + x]!;
      const mark = marks.get(y * width + x);
      const ch = pointCharacter(point, mark, isStarPoint(x, y, width, height));
      row.push(ch);
      const shown = ch === EMPTY_TILE || ch === ON_TILE.black || ch === ON_TILE.white ? 1 : 0;
      if (point.tiles > 0 && point.tiles !== shown) tileLines.push(`${formatPoint(x, y, width, height)} ${point.tiles}`);
    }
    lines.push(`$$ | ${row.join(' ')} |`);
  }
  lines.push(edge);

  for (const entry of tileLines) lines.push(`$$ {TL ${entry}}`);
  const markup = options.markup ?? {};
  const onBoard = (p: Coord): boolean => p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
  for (const [code, list] of [['AR', markup.arrows], ['LN', markup.lines]] as const) {
    for (const { from, to } of list ?? []) {
      if (!onBoard(from) || !onBoard(to) || (from.x === to.x && from.y === to.y)) continue;
      lines.push(`$$ {${code} ${formatPoint(from.x, from.y, width, height)} ${formatPoint(to.x, to.y, width, height)}}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** The markup of one point that a character can show. */
interface PointMarkup {
  mark?: PointMark;
  label?: string;
  dimmed?: boolean;
}

function markIndex(markup: DiagramMarkup, width: number, height: number): Map<number, PointMarkup> {
  const index = new Map<number, PointMarkup>();
  const at = (p: Coord): PointMarkup | null => {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) return null;
    const i = p.y * width + p.x;
    let entry = index.get(i);
    if (!entry) index.set(i, (entry = {}));
    return entry;
  };
  // Later lists do not overwrite earlier ones: circle, square, triangle, cross, in that order.
  for (const [mark, list] of [
    ['CR', markup.circles],
    ['SQ', markup.squares],
    ['TR', markup.triangles],
    ['MA', markup.crosses],
  ] as const) {
    for (const p of list ?? []) {
      const entry = at(p);
      if (entry) entry.mark ??= mark;
    }
  }
  for (const { point, text } of markup.labels ?? []) {
    const entry = at(point);
    if (entry && /^[a-z]$/.test(text)) entry.label ??= text;
  }
  for (const p of markup.dimmed ?? []) {
    const entry = at(p);
    if (entry) entry.dimmed = true;
  }
  return index;
}

function pointCharacter(point: PointState, markup: PointMarkup | undefined, star: boolean): string {
  const { color } = point;
  if (color) {
    if (point.ghost) return GHOST[color];
    if (point.marked) return MARKED[color];
    if (markup?.mark) return MARKED_STONE[markup.mark][color];
    if (point.tiles > 0) return ON_TILE[color];
    return color === 'black' ? 'X' : 'O';
  }
  if (markup?.mark) return EMPTY_MARK[markup.mark];
  if (markup?.label) return markup.label;
  if (markup?.dimmed) return '?';
  if (point.tiles > 0) return EMPTY_TILE;
  return star ? ',' : '.';
}
