/**
 * Which points carry a star point (hoshi). The traditional boards fix them: 9x9 and 13x13 have
 * four corner stars and the centre, 19x19 nine stars. Other sizes follow the same pattern so a
 * 7x7 or 15x15 board still looks familiar, and each axis is treated alone so rectangular boards
 * work too.
 */
import type { Coord } from '../engine/types.js';

/** Star points of a `columns` by `rows` board, row-major from the top left. */
export function starPoints(columns: number, rows: number): Coord[] {
  const xs = axisStars(columns);
  const ys = axisStars(rows);
  if (!xs || !ys) return [];
  const points: Coord[] = [];
  for (const y of ys.all) {
    for (const x of xs.all) {
      const onMiddleColumn = x === xs.middle;
      const onMiddleRow = y === ys.middle;
      const isCentre = onMiddleColumn && onMiddleRow;
      // Side stars (middle of an edge) only on boards big enough to have room for them.
      const isSide = onMiddleColumn !== onMiddleRow;
      const sideAllowed = onMiddleColumn ? columns >= SIDE_STARS_FROM : rows >= SIDE_STARS_FROM;
      if (isCentre || !(onMiddleColumn || onMiddleRow) || (isSide && sideAllowed)) {
        points.push({ x, y });
      }
    }
  }
  return points;
}

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
