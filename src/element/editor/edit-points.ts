/** Points as the editor compares them. DOM-free and pure. */
import type { Coord } from '../../engine/types.js';

export function samePoint(a: Coord, b: Coord): boolean {
  return a.x === b.x && a.y === b.y;
}
