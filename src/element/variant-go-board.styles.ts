import { css, type CSSResultGroup } from 'lit';
import { sceneStyles } from './scene-template.js';

/**
 * Styles of `<variant-go-board>` around the drawing: controls, status, messages, layout, in
 * parts, each with why it is so in a comment of its own (a comment inside the CSS would ship).
 * Public `--vgb-*` properties are read once into private `--_*` ones with a fallback, so a page
 * can set them on any ancestor; a fallback that differs between the schemes is
 * `light-dark(light, dark)`, which the frame's `color-scheme` chooses (see `theme` below), so
 * every stylesheet, a chunk's and the companions' too (they inherit it), follows the board's
 * theme. The drawing's own properties, the design tokens among them (the accent too), come from
 * {@link sceneStyles}; the focus ring derives from the accent.
 */
const tokens = css`
  :host {
    --_text: var(--vgb-text-color, light-dark(#1f2328, #e6edf3));
    --_muted: var(--vgb-muted-color, light-dark(#59636e, #9198a1));
    --_control-bg: var(--vgb-control-background, light-dark(#f6f8fa, #212830));
    --_control-border: var(--vgb-control-border, light-dark(#d1d9e0, #3d444d));
    --_control-border-width: var(--vgb-control-border-width, 1px);
    --_focus: var(--vgb-focus-color, var(--_accent));
    --_focus-width: var(--vgb-focus-width, 3px);
    --_gap: var(--vgb-gap, 1rem);

    --_size: var(--vgb-size, 28rem);
  }
`;

/**
 * The theme: the frame takes the colour scheme `theme` asks for, light or dark, or under `auto`
 * the one the reader's system prefers; the `light-dark()` fallbacks inside it, and in the
 * companions slotted into it, follow. Its text colour is set here, not on the host, for the
 * same reason.
 */
const theme = css`
  .frame {
    color-scheme: light dark;
    color: var(--_text);
  }

  .frame.light {
    color-scheme: light;
  }

  .frame.dark {
    color-scheme: dark;
  }
`;

/**
 * A sensible size wherever it is pasted: at most --vgb-size wide, the column's width in a
 * narrower one; a page sets width (or --vgb-size) to change it. Boards placed in a row stand
 * apart by the gap after each, which shrinks to nothing as the column narrows to the board
 * (a margin past a full-width board would scroll the page sideways). Everything inside sizes
 * itself from the board's width, not the window's (`.frame`); Korean text breaks between words, as
 * its readers expect, not inside one. Then the board and the status line
 * (the error part's styles come with the problem reporter). The board's focus ring is a shadow,
 * which forced colours (Windows high contrast) drop: there it is an outline in the system's
 * Highlight.
 */
const layout = css`
  :host {
    display: inline-block;
    vertical-align: top;
    box-sizing: border-box;
    width: min(100%, var(--_size));
    margin: 0 clamp(0px, 100% - var(--_size), var(--_gap)) var(--_gap) 0;
    font-family: var(--vgb-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif);
    font-size: 0.875rem;
    line-height: 1.35;
  }

  :host([hidden]) {
    display: none;
  }

  .frame {
    container-type: inline-size;
  }

  .frame:lang(ko) {
    word-break: keep-all;
  }

  .board {
    position: relative;
    border-radius: 4px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.25);
    outline: none;
    -webkit-tap-highlight-color: transparent;
  }

  .board > svg {
    border-radius: inherit;
  }

  .board:focus-visible,
  .board.keyboard {
    box-shadow: 0 0 0 var(--_focus-width) var(--_focus);
  }

  @media (forced-colors: active) {
    .board:focus-visible,
    .board.keyboard {
      outline: var(--_focus-width) solid Highlight;
      outline-offset: 1px;
    }
  }

  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 0.75rem;
    margin-top: 0.5rem;
  }

  .status > span {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

/**
 * The turn's stone sits on a square of board wood, as on the board, so both colours read as
 * stones in either scheme: a round rim of wood round a black stone on a dark page reads as a
 * hollow ring. The black stone has the drawing's shading (STONE_SHADES), so it reads as a solid
 * stone, not a hole. Standing rule notes are quiet, a muted line under the board; a refused
 * move's reason (the play input's styles) gets the alert's look.
 */
const status = css`
  .turn-stone {
    flex: none;
    display: inline-block;
    box-sizing: border-box;
    width: 1.35em;
    height: 1.35em;
    padding: 0.2em;
    border-radius: 3px;
    background: var(--_board);
  }

  .turn-stone::before {
    content: '';
    display: block;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    border-radius: 50%;
  }

  .turn-stone.black::before {
    background: radial-gradient(circle at 35% 30%, rgb(255 255 255 / 0.28), rgb(255 255 255 / 0) 65%), var(--_black);
    border: 1px solid var(--_black-edge);
  }

  .turn-stone.white::before {
    background: var(--_white);
    border: 1px solid var(--_white-edge);
  }

  .result {
    font-weight: 600;
  }

  .prisoners {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  .notes {
    flex-basis: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
    color: var(--_muted);
  }

  .loading {
    color: var(--_muted);
  }
`;

/**
 * The step buttons and the slider. On small boards (a container query: the board's own width)
 * the buttons shrink and the slider goes, the buttons and keys still stepping; on thumbnails the
 * counter goes too, and the buttons fill the row. A disabled button is faded, but in forced
 * colours it takes the system's GrayText instead, at full strength: faded, the system's colours
 * would lose the contrast the reader chose.
 */
const controls = css`
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem 0.5rem;
    margin-top: 0.5rem;
  }

  .steps {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    white-space: nowrap;
    min-width: 2.25rem;
    height: 2rem;
    padding: 0;
    border: var(--_control-border-width) solid var(--_control-border);
    border-radius: 6px;
    background: var(--_control-bg);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  button.text {
    padding: 0 0.75rem;
  }

  button:hover:not(:disabled) {
    border-color: var(--_muted);
  }

  button:focus-visible,
  .slider:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }

  button:disabled {
    cursor: default;
    opacity: 0.4;
  }

  @media (forced-colors: active) {
    button:disabled {
      opacity: 1;
      color: GrayText;
      border-color: GrayText;
    }
  }

  button svg {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }

  .slider {
    flex-basis: 100%;
    min-width: 0;
    margin: 0;
    accent-color: var(--_accent);
  }

  .counter {
    margin-left: auto;
    color: var(--_muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  .visually-hidden,
  .until-focused:not(:focus) {
    position: absolute;
    width: 1px;
    min-width: 0;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @container (max-width: 280px) {
    .slider {
      display: none;
    }

    button {
      min-width: 1.75rem;
      height: 1.75rem;
    }

    button.text {
      padding: 0 0.5rem;
    }

    .controls,
    .status {
      font-size: 0.75rem;
    }
  }

  @container (max-width: 200px) {
    .counter {
      display: none;
    }

    .steps {
      flex: 1;
      justify-content: space-between;
    }

    button {
      min-width: 1.5rem;
    }
  }

`;

/** On paper: black on white, no shadow, no controls. */
const print = css`
  @media print {
    :host {
      --_board: #ffffff;
      --_line: #000000;
      --_label: #000000;
      --_black: #000000;
      --_black-edge: #000000;
      --_white: #ffffff;
      --_white-edge: #000000;
      --_tile: #d9d9d9;
      --_tile-edge: #000000;
      --_mark-on-light: #000000;
      --_mark-on-dark: #ffffff;
      --_text: #000000;
      --_muted: #000000;
    }

    .board {
      box-shadow: none;
      border: 1px solid #000000;
    }

    .controls {
      display: none;
    }

    .turn-stone.black::before {
      background: #000000;
    }

    .turn-stone.white::before {
      background: #ffffff;
    }
  }
`;

const elementStyles = css`${tokens}${theme}${layout}${status}${controls}${print}`;

/** The drawing's styles, then the element's. */
export const styles: CSSResultGroup = [sceneStyles, elementStyles];
