/** Turns scene shapes into compact SVG path data: the paths more than one part of the drawing uses. */
import { round, type Segment } from './layout.js';

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

/** A circle of radius `r` as path data (two half arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
  const [left, right, y] = [cx - r, cx + r, cy].map(round);
  return `M${left} ${y}A${r} ${r} 0 1 0 ${right} ${y}A${r} ${r} 0 1 0 ${left} ${y}Z`;
}
