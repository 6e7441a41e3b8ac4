/**
 * Pierre Audouard's names of points, made to be heard rather than read: a point is named from
 * the corner nearest to it, so a listener hears at once where it lies and how far from the edges.
 * The corners are A (upper left), B (upper right), C (lower right) and D (lower left), as in
 * besogo's `pierre` coordinates and maxiGos's Audouard option. Loaded with the play input and
 * the reading keys, which alone say these names. DOM-free and pure.
 */
import { formatPoint } from '../engine/core.js';
import { ENGLISH_POSITION_WORDS, type PointNames, type PositionWords } from './position-words.js';

/** How a `width` by `height` board names its points in words, with `names` (the centre in `words`). */
export function pointNamer(names: PointNames, width: number, height: number, words: PositionWords = ENGLISH_POSITION_WORDS): (x: number, y: number) => string {
  return names === 'audouard' ? (x, y) => audouardName(x, y, width, height, words) : (x, y) => formatPoint(x, y, width, height);
}

/**
 * The point at column `x` and row `y` (0-based, `y` from the top) of a `width` by `height`
 * board, named from its corner: the corner's letter, the point's line counted from the corner's
 * side edge, then from its top or bottom edge: "D 4 4" is the lower left star point of 19x19,
 * "B 3 4" the point under the upper right 3-3. The middle line of an odd board counts with the
 * left column and the upper row; the centre point of an odd board is `words.centre` ("centre"). Letters are
 * capitals and numbers stand apart so that speech says "D four four", not "d forty-four".
 */
export function audouardName(x: number, y: number, width: number, height: number, words: PositionWords = ENGLISH_POSITION_WORDS): string {
  const fromRight = width - 1 - x;
  const fromBottom = height - 1 - y;
  if (x === fromRight && y === fromBottom) return words.centre;
  const left = x <= fromRight;
  const upper = y <= fromBottom;
  const corner = upper ? (left ? 'A' : 'B') : left ? 'D' : 'C';
  return `${corner} ${Math.min(x, fromRight) + 1} ${Math.min(y, fromBottom) + 1}`;
}
