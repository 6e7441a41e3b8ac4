/**
 * Writing a position as a Sensei's Library `$$` diagram, with the characters the reader
 * knows, so that `parseDiagram(writeDiagram(view))` gives the position back.
 */
import { formatPoint, parseMove } from '../engine/coords.js';
import type { Markup, Viewport } from '../engine/markup.js';
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
  /**
   * The part of the board to write (SGF `VW`), both corners included; default the whole board.
   * The board's edge is drawn only where the window reaches it, as Sensei's Library writes a
   * partial diagram, and a reader places the window by those edges and the header's size: on
   * an axis where it reaches neither edge, a reader centres it, and a rectangular board (whose
   * size the header cannot give) is placed only where the window reaches both edges of an axis.
   */
  window?: Viewport | null;
  /**
   * Moves played from the position, in move notation (`D4`, `pass`, `return`, `ghost:D4`), the
   * first by `view.toPlay` and then alternating. Moves 1 to 10 that land on a point empty before
   * them and inside the window are written as digits (`1`-`9`, `0` for 10; a digit hides the
   * point's markup); every other move is a note in the title, which our reader reads back:
   * `12 at 3` (on the point of an earlier move), `11 at D4` (on a point: `b4` and `w4` in
   * columns B and W, which Sensei's Library reads as moves), `4 pass`, `5 return`, `6 ghost`.
   * Sensei's Library itself draws only the digits. A reader takes at most 100 moves.
   */
  moves?: readonly string[];
  /** The number of the first move, written as the header's `m` when not 1 (`$$Bm21`). */
  firstMove?: number;
}

/**
 * Writes the board (or the `window` of it), one `$$` line per row, points separated by spaces,
 * empty star points as `,`, the board's edges where they are drawn.
 *
 * - Header: `$$B` or `$$W` for the player to move, `c` when `coordinates` is set, the board
 *   size on a square board, `m` and the first move's number when not 1, then the title without
 *   its move notes (`5 at 1`, `2 pass`: they would be read as notes again), followed by the
 *   notes of the moves that are not digits (see {@link WriteDiagramOptions.moves}).
 * - Variant state: ghosts `G`/`H`, marked stones `K`/`L`, one tile `D`/`E`/`=`; a stack of
 *   more tiles, or tiles under a point that shows markup or a move, adds a line `{TL point height}`.
 * - Markup: circles, squares, triangles and crosses on stones and empty points; one-letter
 *   labels `a`-`z` on empty points; dimmed empty points `?`; arrows and lines as
 *   `{AR from to}` / `{LN from to}`. Where a point has several marks, the first of circle,
 *   square, triangle, cross, label, dimmed wins. What a diagram cannot show is left out:
 *   marks on ghosts and marked stones, labels on stones or longer than one letter, labels
 *   where a move lands, `selected`, and everything outside the window.
 */
export function writeDiagram(view: PositionView, options: WriteDiagramOptions = {}): string {
  const { width, height } = view;
  const marks = markIndex(options.markup ?? {}, width, height);
  const window = options.window ?? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  const inWindow = (x: number, y: number): boolean => x >= window.x0 && x <= window.x1 && y >= window.y0 && y <= window.y1;
  const firstMove = options.firstMove ?? 1;
  const { digits, notes, landed } = moveMarks(view, options.moves ?? [], inWindow, firstMove);
  for (const p of landed) if (marks.get(p)?.label) delete marks.get(p)!.label;
  const lines: string[] = [];

  let header = `$$${view.toPlay === 'white' ? 'W' : 'B'}${options.coordinates ? 'c' : ''}`;
  if (width === height) header += String(width);
  if (firstMove !== 1) header += `m${firstMove}`;
  const title = [withoutNotes((options.title ?? '').replace(/\s+/g, ' ').trim()), ...notes].filter((part) => part !== '').join(', ');
  if (title !== '') header += ` ${title}`;
  lines.push(header);

  const left = window.x0 === 0;
  const right = window.x1 === width - 1;
  const columns = window.x1 - window.x0 + 1;
  const edge = `$$ ${left ? '+' : ''}${'-'.repeat(2 * columns + 1 - (left ? 0 : 1) - (right ? 0 : 1))}${right ? '+' : ''}`;
  const tileLines: string[] = [];
  if (window.y0 === 0) lines.push(edge);
  for (let y = window.y0; y <= window.y1; y++) {
    const row: string[] = [];
    for (let x = window.x0; x <= window.x1; x++) {
      const point = view.points[y * width + x]!;
      const digit = digits.get(y * width + x);
      const ch = digit ?? pointCharacter(point, marks.get(y * width + x), isStarPoint(x, y, width, height));
      row.push(ch);
      const shown = ch === EMPTY_TILE || ch === ON_TILE.black || ch === ON_TILE.white ? 1 : 0;
      if (point.tiles > 0 && point.tiles !== shown) tileLines.push(`${formatPoint(x, y, width, height)} ${point.tiles}`);
    }
    lines.push(`$$ ${left ? '| ' : ''}${row.join(' ')}${right ? ' |' : ''}`);
  }
  if (window.y1 === height - 1) lines.push(edge);

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

/**
 * Where the moves go: the digit of each move written on the board (by point index), the title
 * notes of the others, in order, and every point a noted move lands on.
 */
function moveMarks(
  view: PositionView,
  moves: readonly string[],
  inWindow: (x: number, y: number) => boolean,
  firstMove: number,
): { digits: Map<number, string>; notes: string[]; landed: Set<number> } {
  const { width, height } = view;
  const digits = new Map<number, string>();
  const notes: string[] = [];
  const landed = new Set<number>();
  /** The latest move (as numbered) on each point. */
  const lastAt = new Map<number, number>();
  moves.forEach((text, i) => {
    const n = i + 1;
    const shown = n + firstMove - 1;
    const move = parseMove(text, width, height);
    if ('code' in move) throw new RangeError(`move ${n} '${text}' is not a move on a ${width}x${height} board`);
    if (move.kind !== 'place') {
      notes.push(`${shown} ${move.kind}`);
      return;
    }
    const p = move.y * width + move.x;
    const earlier = lastAt.get(p);
    if (n <= 10 && earlier === undefined && view.points[p]!.color === null && inWindow(move.x, move.y)) {
      digits.set(p, String(n % 10));
    } else {
      landed.add(p);
      if (earlier !== undefined) notes.push(`${shown} at ${earlier}`);
      else notes.push(`${shown} at ${formatPoint(move.x, move.y, width, height).replace(/^[BW]/, (column) => column.toLowerCase())}`);
    }
    if (move.piece === 'ghost') notes.push(`${shown} ghost`);
    lastAt.set(p, shown);
  });
  return { digits, notes, landed };
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
