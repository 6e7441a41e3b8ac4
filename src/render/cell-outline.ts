/** The outline of a set of points' cells: what marked regions and the overlay's groups and estates are drawn with. */
import type { Coord } from '../engine/types.js';
import { round, type Grid } from './layout.js';

/**
 * The outline of a set of points' cells (each a square of the grid's step round its point): closed loops along the cells' outer edges, running clockwise round the
 * set and the other way round holes, so the same path serves as outline and (non-zero) fill.
 */
export function cellOutline(points: readonly Coord[], grid: Grid): string {
  const inSet = new Set(points.map(({ x, y }) => `${x},${y}`));
  const has = (x: number, y: number) => inSet.has(`${x},${y}`);
  // Directed cell edges as pairs of corner keys, corners on the doubled grid to stay integral.
  type Corner = readonly [number, number];
  const outgoing = new Map<string, Corner[]>();
  const add = (from: Corner, to: Corner) => {
    const key = `${from[0]},${from[1]}`;
    outgoing.set(key, [...(outgoing.get(key) ?? []), to]);
  };
  for (const { x, y } of points) {
    const [l, r, t, b] = [2 * x - 1, 2 * x + 1, 2 * y - 1, 2 * y + 1];
    if (!has(x, y - 1)) add([l, t], [r, t]);
    if (!has(x + 1, y)) add([r, t], [r, b]);
    if (!has(x, y + 1)) add([r, b], [l, b]);
    if (!has(x - 1, y)) add([l, b], [l, t]);
  }
  const at = ([u, v]: Corner) => `${round(grid.x0 + (u / 2) * grid.step)} ${round(grid.y0 + (v / 2) * grid.step)}`;
  let d = '';
  for (const [startKey, ends] of outgoing) {
    while (ends.length > 0) {
      const start = startKey.split(',').map(Number) as unknown as Corner;
      const loop: Corner[] = [start];
      let next = ends.shift()!;
      while (`${next[0]},${next[1]}` !== startKey) {
        loop.push(next);
        next = outgoing.get(`${next[0]},${next[1]}`)!.shift()!;
      }
      // Keep corners only: drop points on a straight run.
      const corners = loop.filter((p, i) => {
        const prev = loop[(i + loop.length - 1) % loop.length]!;
        const after = loop[(i + 1) % loop.length]!;
        return (p[0] - prev[0]) * (after[1] - p[1]) !== (p[1] - prev[1]) * (after[0] - p[0]);
      });
      d += `M${corners.map(at).join('L')}Z`;
    }
  }
  return d;
}
