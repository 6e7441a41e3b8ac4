import { css } from 'lit';

/**
 * The frame laid over the screen: the board as wide as the screen, or in a landscape window as
 * high as leaves room for the status line and the controls, centred; the rest scrolls under it. The page's
 * background does not show through, in either scheme; forced colours give their own.
 */
export const fullScreenStyles = css`
  .frame.expanded {
    position: fixed;
    inset: 0;
    z-index: 2147483647;
    box-sizing: border-box;
    overflow: auto;
    overscroll-behavior: contain;
    padding: max(0.5rem, env(safe-area-inset-top)) max(0.5rem, (100vw - 100dvh + 10rem) / 2) 0.5rem;
    background: light-dark(#fff, #0d1117);
  }

  @media (forced-colors: active) {
    .frame.expanded {
      background: Canvas;
    }
  }
`;
