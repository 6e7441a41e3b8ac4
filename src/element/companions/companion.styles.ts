import { css, unsafeCSS } from 'lit';
import { TOKENS, type TokenName } from '../../render/palette.js';

/** The board's default for a drawing token in a scheme, so the small stones match the board's. */
const fallback = (name: TokenName, scheme: 'light' | 'dark') => unsafeCSS(TOKENS[name][scheme]);

/**
 * What the companions share: the board's public `--vgb-*` properties read into private `--_*`
 * ones with the same fallbacks as the board, a dark scheme, the placeholder and hidden text;
 * Korean text breaks between words, not inside one.
 * A small stone sits on a square of the board's wood, as on the board: on a plain page a black
 * stone would vanish in the dark scheme and a white one in the light scheme.
 */
export const companionBase = css`
  :host(:lang(ko)) {
    word-break: keep-all;
  }

  :host {
    --_text: var(--vgb-text-color, #1f2328);
    --_muted: var(--vgb-muted-color, #59636e);
    --_border: var(--vgb-control-border, #d1d9e0);
    --_focus: var(--vgb-focus-color, #0969da);
    --_black: var(--vgb-black-stone, ${fallback('blackStone', 'light')});
    --_black-edge: var(--vgb-black-stone-edge, ${fallback('blackStoneEdge', 'light')});
    --_white: var(--vgb-white-stone, ${fallback('whiteStone', 'light')});
    --_white-edge: var(--vgb-white-stone-edge, ${fallback('whiteStoneEdge', 'light')});
    --_wood: var(--vgb-board-color, ${fallback('board', 'light')});

    display: block;
    margin-top: 0.5rem;
    color: var(--_text);
    font-family: var(--vgb-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif);
    font-size: 0.875rem;
    line-height: 1.4;
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_text: var(--vgb-text-color, #e6edf3);
      --_muted: var(--vgb-muted-color, #9198a1);
      --_border: var(--vgb-control-border, #3d444d);
      --_focus: var(--vgb-focus-color, #4493f8);
      --_black: var(--vgb-black-stone, ${fallback('blackStone', 'dark')});
      --_black-edge: var(--vgb-black-stone-edge, ${fallback('blackStoneEdge', 'dark')});
      --_white: var(--vgb-white-stone, ${fallback('whiteStone', 'dark')});
      --_white-edge: var(--vgb-white-stone-edge, ${fallback('whiteStoneEdge', 'dark')});
      --_wood: var(--vgb-board-color, ${fallback('board', 'dark')});
    }
  }

  :host([hidden]) {
    display: none;
  }

  .placeholder {
    margin: 0;
    color: var(--_muted);
  }

  .stone {
    flex: none;
    box-sizing: border-box;
    padding: 2px;
    border-radius: 3px;
    background: var(--_wood);
  }

  .stone::before {
    content: '';
    display: block;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    border-radius: 50%;
  }

  .stone.black::before {
    background: var(--_black);
    border: 1px solid var(--_black-edge);
  }

  .stone.white::before {
    background: var(--_white);
    border: 1px solid var(--_white-edge);
  }

  .stone.ghost::before {
    opacity: 0.55;
    border-style: dashed;
  }

  @media print {
    :host {
      --_text: #000000;
      --_muted: #000000;
      --_border: #000000;
      --_black: #000000;
      --_white: #ffffff;
      --_white-edge: #000000;
      --_wood: #ffffff;
    }
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
