import { css, unsafeCSS } from 'lit';
import { pressedStyles } from './pressed.styles.js';
import { INPUT_CSS } from './scene-css-input.js';

/**
 * Styles of play and puzzle mode (the preview and the cursor on the board, the grid, the play buttons, a refused move), adopted when the
 * play input is in. A tap plays at once (`touch-action: manipulation`: no double-tap zoom wait),
 * and a drag still scrolls the page. The grid's cells lie over the points so that assistive
 * technology can show where the cursor is. The notice is what the reader's move changed besides
 * the position (play resumed, later moves replaced). A board whose variation marks can be
 * clicked (`.choosing`) shows a pointer.
 */
export const playStyles = css`
  ${pressedStyles}

  ${unsafeCSS(INPUT_CSS)}

  :host {
    --_notice: var(--vgb-notice-color, light-dark(#7a4b00, #f2cc60));
    --_notice-bg: var(--vgb-notice-background, light-dark(#fff8e6, #2e2410));
  }

  .board.play {
    cursor: pointer;
    touch-action: manipulation;
  }

  .cells {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }

  .row {
    position: absolute;
    left: 0;
    width: 100%;
  }

  .cell {
    position: absolute;
    top: 0;
    height: 100%;
  }

  .notice {
    flex-basis: 100%;
  }

  .rejection {
    flex-basis: 100%;
    padding: 0.25rem 0.5rem;
    border-left: 3px solid var(--_notice);
    border-radius: 4px;
    background: var(--_notice-bg);
    color: var(--_notice);
  }

  .board.choosing {
    cursor: pointer;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    flex-basis: 100%;
  }

  @media print {
    .rejection {
      display: none;
    }
  }
`;
