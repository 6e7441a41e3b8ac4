/**
 * The `board` part, as a template: the drawing, with what assistive technology and the keys need.
 * In play and puzzle mode it is a grid of the points with the cursor as its active cell; in
 * replay and view mode an image described point by point.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Coord, PositionView } from '../engine/types.js';
import type { Scene } from '../render/scene.js';
import type { Mode } from './board-options.js';
import { pointName, positionDescription, type PointContext } from './describe.js';
import type { Drawing } from './drawing.js';
import { keyedElements, type ElementSpec } from './keyed-elements.js';
import { sceneTemplate, placeholderTemplate } from './scene-template.js';

/** What the `board` part shows. */
export interface BoardPartState {
  mode: Mode;
  drawing: Drawing;
  /** Draw the position; else only the wood, of the same size (a board far from the viewport). */
  drawn: boolean;
  /** The board's accessible name. */
  label: string;
  /** The record is still loading. */
  loading: boolean;
  /** The keyboard cursor (play and puzzle mode, once the play input is in), and whether it is drawn. */
  cursor: Coord | null;
  cursorShown: boolean;
  /** The rule set has ghosts, toggled with G. */
  ghosts: boolean;
  /** The record is a tree, whose variations ArrowUp and ArrowDown switch (replay mode). */
  tree: boolean;
}

/** The board's listeners: the keys, the pointer and focus. */
export interface BoardListeners {
  keydown(event: KeyboardEvent): void;
  pointerdown(event: PointerEvent): void;
  pointermove(event: PointerEvent): void;
  pointerup(event: PointerEvent): void;
  /** Leaving the board, or a cancelled press. */
  pointerend(event: PointerEvent): void;
  focus(event: FocusEvent): void;
  blur(event: FocusEvent): void;
}

/** The `board` part of `mode`; view mode takes no input. */
export function boardTemplate(state: BoardPartState, on: BoardListeners): TemplateResult {
  const { mode } = state;
  const { view, points, scene } = state.drawing;
  const picture = state.drawn ? sceneTemplate(scene) : placeholderTemplate(scene);
  const busy = state.loading ? 'true' : 'false';
  if (mode === 'play' || mode === 'puzzle') {
    const ghosts = state.ghosts ? ' G' : '';
    const steps = mode === 'play' ? ' PageUp PageDown' : '';
    // A grid with aria-activedescendant rather than a roving tabindex: DOM focus never leaves the
    // board, so re-renders cannot drop it and the cells need no focusable boxes of their own; the
    // cursor drawn in the SVG is the visible focus, and assistive technology reads the active
    // cell's name (it sits over its point, so screen magnifiers follow it too).
    return html`<div
        part="board"
        class="board play ${state.cursorShown ? 'keyboard' : ''}"
        role="grid"
        tabindex="0"
        aria-busy=${busy}
        aria-label=${state.label}
        aria-activedescendant=${state.cursor ? cellId(state.cursor) : nothing}
        aria-keyshortcuts=${`ArrowUp ArrowDown ArrowLeft ArrowRight Home End Enter Space${steps}${ghosts}`}
        @keydown=${on.keydown}
        @pointerdown=${on.pointerdown}
        @pointermove=${on.pointermove}
        @pointerup=${on.pointerup}
        @pointerleave=${on.pointerend}
        @pointercancel=${on.pointerend}
        @focus=${on.focus}
        @blur=${on.blur}
      >
        ${picture}${cellsTemplate(view, points, scene)}
      </div>`;
  }
  const description = html`<div id="description" hidden>${positionDescription(points)}</div>`;
  if (mode === 'view') {
    return html`<div part="board" class="board" role="img" aria-busy=${busy} aria-label=${state.label} aria-describedby="description">
          ${picture}
        </div>
        ${description}`;
  }
  const switching = state.tree ? ' ArrowUp ArrowDown' : '';
  return html`<div
        part="board"
        class="board ${state.drawing.variations?.length ? 'choosing' : ''}"
        role="img"
        tabindex="0"
        aria-busy=${busy}
        aria-label=${state.label}
        aria-describedby="description"
        aria-keyshortcuts=${`ArrowLeft ArrowRight Home End${switching}`}
        @keydown=${on.keydown}
        @pointerdown=${on.pointerdown}
        @pointerup=${on.pointerup}
        @pointercancel=${on.pointerend}
      >
        ${picture}
      </div>
      ${description}`;
}

/** The id of a point's grid cell. */
function cellId({ x, y }: Coord): string {
  return `point-${x}-${y}`;
}

/**
 * The grid's rows and cells (play and puzzle mode), laid over the points of `scene` so assistive
 * technology can show where the cursor is: the points drawn, those of its viewport when it shows
 * part of the board. Kept by {@link keyedElements}, a row per key, so that a move rebuilds only the rows
 * whose names changed.
 */
function cellsTemplate(view: PositionView, points: PointContext, scene: Scene): TemplateResult {
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
      const label = pointName(points, x, y);
      const style = { left: percent(cx - 0.5 - box.x, box.width), width: percent(1, box.width) };
      cells.push({ key: `${id} ${style.left} ${style.width} ${label}`, tag: 'div', attributes: { class: 'cell', role: 'gridcell', id, 'aria-label': label }, style });
    }
    const { cy } = centre(0, y);
    const style = { top: percent(cy - 0.5 - box.y, box.height), height: percent(1, box.height) };
    const key = `${style.top} ${style.height}\n${cells.map((cell) => cell.key).join('\n')}`;
    rows.push({ key, tag: 'div', attributes: { class: 'row', role: 'row' }, style, children: cells });
  }
  return html`<div class="cells" ${keyedElements(rows)}></div>`;
}
