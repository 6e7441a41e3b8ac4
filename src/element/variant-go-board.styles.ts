import { css, unsafeCSS } from 'lit';
import { GHOST_OPACITY, LINE_WIDTH_PX, MARK_STROKE, PALETTE, STONE_EDGE_PX } from '../render/palette.js';

/** A palette value as CSS; the values are this package's own constants, never user input. */
const c = (value: string | number) => unsafeCSS(value);

/**
 * Styles of `<variant-go-board>`. Public `--vgb-*` properties are read once into private
 * `--_*` ones with a fallback, so a page can set them on any ancestor and the dark scheme
 * only has to change fallbacks.
 */
export const styles = css`
  :host {
    --_board: var(--vgb-board-color, ${c(PALETTE.board)});
    --_line: var(--vgb-line-color, ${c(PALETTE.line)});
    --_line-width: var(--vgb-line-width, ${c(LINE_WIDTH_PX)}px);
    --_label: var(--vgb-label-color, ${c(PALETTE.label)});
    --_black: var(--vgb-black-stone, ${c(PALETTE.blackStone)});
    --_black-edge: var(--vgb-black-stone-edge, ${c(PALETTE.blackStoneEdge)});
    --_white: var(--vgb-white-stone, ${c(PALETTE.whiteStone)});
    --_white-edge: var(--vgb-white-stone-edge, ${c(PALETTE.whiteStoneEdge)});
    --_stone-edge-width: var(--vgb-stone-edge-width, ${c(STONE_EDGE_PX)}px);
    --_tile: var(--vgb-tile-color, ${c(PALETTE.tile)});
    --_text: var(--vgb-text-color, #1f2328);
    --_muted: var(--vgb-muted-color, #59636e);
    --_control-bg: var(--vgb-control-background, #f6f8fa);
    --_control-border: var(--vgb-control-border, #d1d9e0);
    --_focus: var(--vgb-focus-color, #0969da);
    --_error: var(--vgb-error-color, #b42318);
    --_error-bg: var(--vgb-error-background, #fef3f2);

    display: block;
    color: var(--_text);
    font-family: var(--vgb-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif);
    font-size: 0.875rem;
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_board: var(--vgb-board-color, #b8914b);
      --_line: var(--vgb-line-color, #2b1d0b);
      --_white: var(--vgb-white-stone, #e4e1d8);
      --_text: var(--vgb-text-color, #e6edf3);
      --_muted: var(--vgb-muted-color, #9198a1);
      --_control-bg: var(--vgb-control-background, #212830);
      --_control-border: var(--vgb-control-border, #3d444d);
      --_focus: var(--vgb-focus-color, #4493f8);
      --_error: var(--vgb-error-color, #ffa198);
      --_error-bg: var(--vgb-error-background, #3b1219);
    }
  }

  :host([hidden]) {
    display: none;
  }

  .board {
    border-radius: 4px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.25);
    overflow: hidden;
    outline: none;
  }

  .board:focus-visible {
    box-shadow: 0 0 0 3px var(--_focus);
  }

  svg {
    display: block;
    width: 100%;
    height: auto;
  }

  .wood {
    fill: var(--_board);
  }

  .lines {
    fill: none;
    stroke: var(--_line);
    stroke-width: var(--_line-width);
    stroke-linecap: square;
    vector-effect: non-scaling-stroke;
  }

  .star {
    fill: var(--_line);
  }

  .tile {
    fill: var(--_tile);
  }

  .stone {
    stroke-width: var(--_stone-edge-width);
    vector-effect: non-scaling-stroke;
  }

  .stone.black {
    fill: var(--_black);
    stroke: var(--_black-edge);
  }

  .stone.white {
    fill: var(--_white);
    stroke: var(--_white-edge);
  }

  .shade {
    pointer-events: none;
  }

  .ghost {
    opacity: ${c(GHOST_OPACITY)};
  }

  .mark {
    fill: none;
    stroke-width: ${c(MARK_STROKE)};
  }

  .mark.on-dark {
    stroke: var(--_white);
  }

  .mark.on-light {
    stroke: var(--_black);
  }

  .label,
  .tile-count {
    fill: var(--_label);
    text-anchor: middle;
    dominant-baseline: central;
    user-select: none;
  }

  .error {
    margin-top: 0.5rem;
    padding: 0.5rem 0.75rem;
    border-left: 3px solid var(--_error);
    border-radius: 4px;
    background: var(--_error-bg);
    color: var(--_error);
  }

  .controls {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    margin-top: 0.5rem;
  }

  button {
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2rem;
    padding: 0;
    border: 1px solid var(--_control-border);
    border-radius: 6px;
    background: var(--_control-bg);
    color: inherit;
    cursor: pointer;
  }

  button:hover:not(:disabled) {
    border-color: var(--_muted);
  }

  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }

  button:disabled {
    cursor: default;
    opacity: 0.4;
  }

  button svg {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }

  .status {
    margin-left: auto;
    color: var(--_muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
