/**
 * The `board` part, as a template: the drawing, with what assistive technology and the keys need.
 * In play, puzzle and edit mode it is a grid of the points with the cursor as its active cell (its
 * cells come with the play input, grid-cells.ts); in replay and view mode an image. A board that
 * takes focus is described in a few words (positionSummary), since its description is read on
 * every focus, and its reading keys say the rest; a still diagram, which takes no focus and has
 * no keys, is described point by point.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Mode } from './board-options.js';
import { positionDescription, positionSummary } from './describe.js';
import type { Drawing } from './drawing.js';
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
  /** Play and puzzle mode, once the play input is in: the grid's cells and the id of the cursor's, which is drawn when `cursorShown`. */
  cells: TemplateResult | typeof nothing;
  activeCell: string | null;
  cursorShown: boolean;
  /** Play and puzzle mode: the loupe over a point a tap chose, beside the grid (a button is no cell of it). */
  loupe?: TemplateResult | typeof nothing;
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
  const { points, scene, parts } = state.drawing;
  const picture = state.drawn ? sceneTemplate(scene, parts) : placeholderTemplate(scene);
  const busy = state.loading ? 'true' : 'false';
  // The reading keys (keyboard.ts); edit mode's keys are the editor's.
  const reading = mode === 'edit' ? '' : ' R S';
  const description = html`<div id="description" hidden>${mode === 'view' ? positionDescription(points) : positionSummary(points)}</div>`;
  if (mode === 'play' || mode === 'puzzle' || mode === 'edit') {
    const ghosts = state.ghosts ? ' G' : '';
    const steps = mode === 'play' ? ' PageUp PageDown' : '';
    // The editor takes its own keys; the others say the step (L) and switch verbosity (V).
    const speech = mode === 'edit' ? '' : ' L V';
    // A grid with aria-activedescendant rather than a roving tabindex: DOM focus never leaves the
    // board, so re-renders cannot drop it and the cells need no focusable boxes of their own; the
    // cursor drawn in the SVG is the visible focus, and assistive technology reads the active
    // cell's name (it sits over its point, so screen magnifiers follow it too).
    return html`<div class="board-box"><div
        part="board"
        class="board play ${state.cursorShown ? 'keyboard' : ''}"
        role="grid"
        tabindex="0"
        aria-busy=${busy}
        aria-label=${state.label}
        aria-describedby="description"
        aria-activedescendant=${state.activeCell ?? nothing}
        aria-keyshortcuts=${`ArrowUp ArrowDown ArrowLeft ArrowRight Home End Enter Space${steps}${ghosts}${reading}${speech}`}
        @keydown=${on.keydown}
        @pointerdown=${on.pointerdown}
        @pointermove=${on.pointermove}
        @pointerup=${on.pointerup}
        @pointerleave=${on.pointerend}
        @pointercancel=${on.pointerend}
        @focus=${on.focus}
        @blur=${on.blur}
      >
        ${picture}${state.cells}
      </div>${state.loupe}</div>
      ${description}`;
  }
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
        aria-keyshortcuts=${`ArrowLeft ArrowRight Home End${switching}${reading} L V`}
        @keydown=${on.keydown}
        @pointerdown=${on.pointerdown}
        @pointerup=${on.pointerup}
        @pointercancel=${on.pointerend}
      >
        ${picture}
      </div>
      ${description}`;
}
