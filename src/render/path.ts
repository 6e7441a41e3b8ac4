/** Turns scene shapes into compact SVG path data, shared by both renderers. */
import { round } from './layout.js';
import type { Segment } from './scene.js';

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
