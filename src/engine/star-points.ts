/**
 * Which points carry a star point (hoshi). The traditional boards fix them: 9x9 and 13x13 have
 * four corner stars and the centre, 19x19 nine stars. Other sizes follow the same pattern so a
 * 7x7 or 15x15 board still looks familiar, and each axis is treated alone so rectangular boards
 * work too. One module for the renderer, the text board and the `$$` diagram writer, so that all
 * three put the stars in the same places; it lives in the engine because all of them may import it.
 */
import type { Coord } from './types.js';

/** Boards at least this long on an axis get stars in the middle of the edges along it. */
const SIDE_STARS_FROM = 15;

interface AxisStars {
  /** Star lines along this axis in order, middle included. */
  all: number[];
  /** The middle line when the axis has an odd length, else `null`. */
  middle: number | null;
}

function axisStars(length: number): AxisStars | null {
  if (length < 7) return null;
  // The third line on small boards, the fourth from 13 up, counted from the edge.
  const edge = length >= 13 ? 3 : 2;
  const middle = length % 2 === 1 ? (length - 1) / 2 : null;
  const all = middle === null ? [edge, length - 1 - edge] : [edge, middle, length - 1 - edge];
  return { all, middle };
}

/** Whether a point on two star lines is a star: corners and the centre always, side stars on long enough axes. */
function isStar(x: number, y: number, xs: AxisStars, ys: AxisStars, columns: number, rows: number): boolean {
  const onMiddleColumn = x === xs.middle;
  const onMiddleRow = y === ys.middle;
  if (onMiddleColumn && onMiddleRow) return true;
  // Side stars (middle of an edge) only on boards big enough to have room for them.
  if (onMiddleColumn) return columns >= SIDE_STARS_FROM;
  if (onMiddleRow) return rows >= SIDE_STARS_FROM;
  return true;
}

/** Star points of a `columns` by `rows` board, row-major from the top left. */
export function starPoints(columns: number, rows: number): Coord[] {
  const xs = axisStars(columns);
  const ys = axisStars(rows);
  if (!xs || !ys) return [];
  const points: Coord[] = [];
  for (const y of ys.all) {
    for (const x of xs.all) if (isStar(x, y, xs, ys, columns, rows)) points.push({ x, y });
  }
  return points;
}

/** Whether the point at column `x` and row `y` (0-based, `y` from the top) is one of {@link starPoints}. */
export function isStarPoint(x: number, y: number, columns: number, rows: number): boolean {
  const xs = axisStars(columns);
  const ys = axisStars(rows);
  return !!xs && !!ys && xs.all.includes(x) && ys.all.includes(y) && isStar(x, y, xs, ys, columns, rows);
}
