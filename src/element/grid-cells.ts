/** The cells of the board's grid in play and puzzle mode, part of the play input's chunk. */
import { html, type TemplateResult } from 'lit';
import type { Coord, PositionView } from '../engine/types.js';
import type { Scene } from '../render/scene.js';
import type { PointContext } from './describe.js';
import type { GridWords } from './i18n/play/grid/en.js';
import { pointName } from './point-name.js';
import { keyedElements, type ElementSpec } from './keyed-elements.js';

/** The id of a point's grid cell. */
export function cellId({ x, y }: Coord): string {
  return `point-${x}-${y}`;
}

/**
 * The grid's rows and cells (play and puzzle mode), named in `words`, laid over the points of `scene` so assistive
 * technology can show where the cursor is: the points drawn, those of its viewport when it shows
 * part of the board. Kept by {@link keyedElements}, a row per key, so that a move rebuilds only the rows
 * whose names changed.
 */
export function cellsTemplate(view: PositionView, points: PointContext, scene: Scene, words: GridWords): TemplateResult {
  const { width, height } = view;
  const box = scene.viewBox;
  const { x0, y0, x1, y1 } = scene.viewport ?? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  const { grid } = scene;
  const centre = (x: number, y: number) => ({ cx: grid.x0 + x * grid.step, cy: grid.y0 + y * grid.step });
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const rows: ElementSpec[] = [];
  for (let y = y0; y <= y1; y++) {
    const cells: ElementSpec[] = [];
    for (let x = x0; x <= x1; x++) {
      const { cx } = centre(x, y);
      const id = cellId({ x, y });
      const label = pointName(points, x, y, words);
      const style = { left: percent(cx - 0.5 - box.x, box.width), width: percent(1, box.width) };
      cells.push({ key: `${id} ${style.left} ${style.width} ${label}`, tag: 'div', attributes: { class: 'cell', role: 'gridcell', id, 'aria-label': label }, style });
    }
    const { cy } = centre(0, y);
    const style = { top: percent(cy - 0.5 - box.y, box.height), height: percent(1, box.height) };
    const key = `${style.top} ${style.height}\n${cells.map((cell) => cell.key).join('\n')}`;
    // Named by its number, as the drawn coordinates are: unnamed, a row's name would be its cells' names run together.
    rows.push({ key, tag: 'div', attributes: { class: 'row', role: 'row', 'aria-label': words.row(height - y) }, style, children: cells });
  }
  return html`<div class="cells" ${keyedElements(rows)}></div>`;
}
