/**
 * The loupe: a point a tap chose (see `confirm`, pointer.ts), magnified and named beside the
 * finger rather than under it, as a button that plays it. A chunk of its own, loaded when a
 * board first asks a tap to be confirmed.
 */
import { html, type TemplateResult } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import type { Drawing } from './drawing.js';
import type { GridWords } from './i18n/play/grid/en.js';
import { sceneTemplate } from './scene-template.js';

export { loupeStyles } from './loupe.styles.js';

/** Points across the loupe: the chosen one and a neighbour or so each side, 36 px apart in its 9rem. */
const SPAN = 4;

/** How far above its point the loupe reaches, in CSS pixels: its drawing, its name and its border (loupe.styles.ts), and the finger's clearance. */
const REACH = 16 * (9 + 1.75 + 1.75) + 4;

/**
 * The loupe over the board for `point` of `drawing` (the preview drawn there), playing it with
 * `play`, named in `words`. It sits above the point where the window has room for it there (`picture` is the
 * board's drawing on screen), else beside it, on the side with more of the board; never under the finger.
 */
export function loupeTemplate(drawing: Drawing, point: Coord, picture: SVGSVGElement | null, play: () => void, words: GridWords): TemplateResult {
  const { scene, view } = drawing;
  const { grid, viewBox: box } = scene;
  const cx = grid.x0 + point.x * grid.step;
  const cy = grid.y0 + point.y * grid.step;
  const half = (SPAN * grid.step) / 2;
  const x = ((cx - box.x) / box.width) * 100;
  const y = ((cy - box.y) / box.height) * 100;
  const matrix = picture?.getScreenCTM();
  const roomAbove = matrix ? matrix.f + matrix.d * cy >= REACH : y >= 50;
  const side = roomAbove ? 'above' : x < 50 ? 'right' : 'left';
  const name = words.play(formatPoint(point.x, point.y, view.width, view.height), scene.preview?.ghost ?? false);
  const magnified = { ...scene, viewBox: { x: cx - half, y: cy - half, width: 2 * half, height: 2 * half } };
  // The board keeps the focus: a pointer pressing the loupe does not take it.
  return html`<button type="button" part="loupe" class="loupe ${side}" style="--x: ${x}%; --y: ${y}%" @mousedown=${(event: Event) => event.preventDefault()} @click=${play}>
    ${sceneTemplate(magnified, drawing.parts)}<span class="aim"></span><span class="loupe-name">${name}</span>
  </button>`;
}
