/** Points as the editor compares and spans them. DOM-free and pure. */
import type { Viewport } from '../../engine/markup.js';
import type { Coord } from '../../engine/types.js';

export function samePoint(a: Coord, b: Coord): boolean {
  return a.x === b.x && a.y === b.y;
}

/** The rectangle with corners `a` and `b`. */
export function rectangle(a: Coord, b: Coord): Viewport {
  return { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
}
