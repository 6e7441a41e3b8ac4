/**
 * Point states as views hold them, compared. A module of its own: a page of standard Go never
 * compares them (the rules overlay and the editor do).
 */
import type { PointState } from './types.js';

/** Whether two point states show the same thing: colour, ghost, tiles and mark. */
export function samePointState(a: PointState, b: PointState): boolean {
  return a.color === b.color && a.ghost === b.ghost && a.tiles === b.tiles && a.marked === b.marked;
}
