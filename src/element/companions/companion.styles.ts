import { css } from 'lit';

/**
 * What the companions share: the colours, the placeholder and hidden text. A companion sits
 * in its board's frame, and takes the board's private `--_*` properties as it inherits them
 * (text, muted text, the controls' border, focus, accent, the stones and the wood: the board
 * reads the public `--vgb-*` ones into them), with the frame's colour scheme (the board's
 * `theme`), which their `light-dark()` defaults follow; the few colours only companions use
 * are read here in the same way.
 * Korean text breaks between words, not inside one.
 * A small stone sits on a square of the board's wood, as on the board: on a plain page a black
 * stone would vanish in the dark scheme and a white one in the light scheme.
 */
export const companionBase = css`
  :host(:lang(ko)) {
    word-break: keep-all;
  }

  :host {
    display: block;
    margin-top: 0.5rem;
    color: var(--_text);
    font-family: var(--vgb-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif);
    font-size: 0.875rem;
    line-height: 1.4;
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
    background: var(--_board);
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
      --_control-border: #000000;
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
