/**
 * SGF point values: two letters, column then row, counted from the top-left corner.
 * `a`-`z` name lines 1-26 and `A`-`Z` lines 27-52, so a point value can name any point of
 * the largest board SGF allows (52x52).
 */
import type { Coord } from '../engine/types.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The largest board side an SGF point can address. */
export const SGF_MAX_SIDE = LETTERS.length;

/**
 * Reads a point value such as `pd` into `{ x, y }` (0-based, `x` from the left, `y` from the
 * top). Returns `null` for anything else, including the pass values `''` and, on small
 * boards, `tt`: tell passes apart with {@link isSgfPass} first.
 */
export function sgfPointToCoord(value: string): Coord | null {
  if (value.length !== 2) return null;
  const x = LETTERS.indexOf(value[0]!);
  const y = LETTERS.indexOf(value[1]!);
  return x < 0 || y < 0 ? null : { x, y };
}

/** Writes `{ x, y }` as an SGF point value. Throws a RangeError outside 0-51, a caller's bug. */
export function coordToSgfPoint(coord: Coord): string {
  const { x, y } = coord;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= SGF_MAX_SIDE || y >= SGF_MAX_SIDE) {
    throw new RangeError(`no SGF point for (${x}, ${y})`);
  }
  return LETTERS[x]! + LETTERS[y]!;
}

/**
 * Whether a move value is a pass: `''` (FF[4]) or `tt` (FF[3]). `tt` is a pass only when
 * the board is at most 19x19, because on larger boards it names a real point.
 */
export function isSgfPass(value: string, width: number, height: number = width): boolean {
  return value === '' || (value === 'tt' && width <= 19 && height <= 19);
}

/**
 * Expands one value of a point list: a single point (`dd`) or a compressed rectangle
 * (`aa:cc`, two opposite corners, in either order). Points come row by row from the top.
 * Returns `null` when the value is neither.
 */
export function expandSgfPoints(value: string): Coord[] | null {
  const colon = value.indexOf(':');
  if (colon < 0) {
    const point = sgfPointToCoord(value);
    return point && [point];
  }
  const a = sgfPointToCoord(value.slice(0, colon));
  const b = sgfPointToCoord(value.slice(colon + 1));
  if (!a || !b) return null;
  const points: Coord[] = [];
  for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) points.push({ x, y });
  }
  return points;
}
