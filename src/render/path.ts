/** Turns scene shapes into compact SVG path data, shared by both renderers. */
import type { Coord } from '../engine/types.js';
import { round, type Grid, type Segment } from './layout.js';

/** Joins grid segments into one path (`M x y L x y ...`): one element instead of dozens. */
export function segmentsToPath(segments: readonly Segment[]): string {
  return segments.map(({ x1, y1, x2, y2 }) => `M${x1} ${y1}L${x2} ${y2}`).join('');
}

/** A cross (×) inscribed in the circle of radius `r` around (`cx`, `cy`). */
export function crossPath(cx: number, cy: number, r: number): string {
  const d = r * Math.SQRT1_2;
  const [left, right, top, bottom] = [cx - d, cx + d, cy - d, cy + d].map(round);
  return `M${left} ${top}L${right} ${bottom}M${left} ${bottom}L${right} ${top}`;
}

/** An axis-aligned square of half-side `h` around (`cx`, `cy`): Black's owner mark. */
export function squarePath(cx: number, cy: number, h: number): string {
  const [left, right, top, bottom] = [cx - h, cx + h, cy - h, cy + h].map(round);
  return `M${left} ${top}H${right}V${bottom}H${left}Z`;
}

/** A diamond with the area of the square of half-side `h` around (`cx`, `cy`): White's owner mark. */
export function diamondPath(cx: number, cy: number, h: number): string {
  const d = h * Math.SQRT2;
  const [left, right, top, bottom] = [cx - d, cx + d, cy - d, cy + d].map(round);
  return `M${round(cx)} ${top}L${right} ${round(cy)}L${round(cx)} ${bottom}L${left} ${round(cy)}Z`;
}

/** An equilateral triangle, point up, inscribed in the circle of radius `r` around (`cx`, `cy`). */
export function trianglePath(cx: number, cy: number, r: number): string {
  const dx = r * Math.cos(Math.PI / 6);
  const [top, base] = [cy - r, cy + r / 2].map(round);
  return `M${round(cx)} ${top}L${round(cx + dx)} ${base}L${round(cx - dx)} ${base}Z`;
}

/** A straight line from (`x1`, `y1`) to (`x2`, `y2`), with an open head of sides `head` at the end when `head > 0`. */
export function linkPath(x1: number, y1: number, x2: number, y2: number, head: number): string {
  let d = `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
  if (head > 0) {
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const wing = (turn: number) => `${round(x2 - head * Math.cos(angle + turn))} ${round(y2 - head * Math.sin(angle + turn))}`;
    d += `M${wing(Math.PI / 6)}L${round(x2)} ${round(y2)}L${wing(-Math.PI / 6)}`;
  }
  return d;
}

/** A circle of radius `r` as path data (two half arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
  const [left, right, y] = [cx - r, cx + r, cy].map(round);
  return `M${left} ${y}A${r} ${r} 0 1 0 ${right} ${y}A${r} ${r} 0 1 0 ${left} ${y}Z`;
}

/** The "not allowed" sign: a ring of radius `r` crossed by a bar from top left to bottom right. */
export function forbiddenPath(cx: number, cy: number, r: number): string {
  const d = r * Math.SQRT1_2;
  return `${circlePath(cx, cy, r)}M${round(cx - d)} ${round(cy - d)}L${round(cx + d)} ${round(cy + d)}`;
}

/**
 * A turn arrow: three quarters of a circle of radius `r`, clockwise from the right to the top,
 * with an open arrowhead pointing on round. It marks a stone the last move flipped (Loose).
 */
export function turnArrowPath(cx: number, cy: number, r: number): string {
  const head = r * 0.55;
  const [endX, endY] = [round(cx + r * 0.1), round(cy - r)];
  const tipX = round(endX + head * 0.35);
  return (
    `M${round(cx + r)} ${round(cy)}A${r} ${r} 0 1 1 ${endX} ${endY}` +
    `M${round(tipX - head)} ${round(endY - head)}L${tipX} ${endY}L${round(tipX - head)} ${round(endY + head)}`
  );
}

/**
 * The outline of a set of points' cells (each a square of the grid's step round its point): closed loops along the cells' outer edges, running clockwise round the
 * set and the other way round holes, so the same path serves as outline and (non-zero) fill.
 */
export function regionOutline(points: readonly Coord[], grid: Grid): string {
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
