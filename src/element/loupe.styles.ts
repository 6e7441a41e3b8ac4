import { css } from 'lit';

/**
 * Styles of the loupe (loupe.ts), adopted with its chunk. `--x` and `--y` place the chosen point
 * in percent of the board; the loupe keeps `--_clear` from it, about a fingertip, so the finger
 * never hides it. The ring in the middle marks the point chosen, also where no preview can be drawn.
 */
export const loupeStyles = css`
  .board-box {
    position: relative;
  }

  .loupe {
    --_clear: 1.75rem;
    position: absolute;
    z-index: 2;
    display: flex;
    flex-direction: column;
    width: 9rem;
    height: auto;
    padding: 0;
    overflow: hidden;
    border: 2px solid var(--_accent);
    border-radius: 0.75rem;
    background: var(--_control-bg);
    box-shadow: 0 4px 14px rgb(0 0 0 / 0.35);
    cursor: pointer;
    touch-action: manipulation;
  }

  .loupe.above {
    left: clamp(0px, calc(var(--x) - 4.5rem), calc(100% - 9rem));
    bottom: calc(100% - var(--y) + var(--_clear));
  }

  .loupe.right {
    left: calc(var(--x) + var(--_clear));
  }

  .loupe.left {
    right: calc(100% - var(--x) + var(--_clear));
  }

  .loupe.right,
  .loupe.left {
    top: max(0px, calc(var(--y) - 4.5rem));
  }

  .loupe > svg {
    display: block;
    width: 100%;
  }

  .loupe > .aim {
    position: absolute;
    top: 4.5rem;
    left: 50%;
    width: 2.5rem;
    height: 2.5rem;
    border: 2px solid var(--_accent);
    border-radius: 50%;
    transform: translate(-50%, -50%);
    pointer-events: none;
  }

  .loupe-name {
    align-self: stretch;
    min-height: 1.75rem;
    padding: 0.25rem;
    font-weight: 600;
    line-height: 1.25rem;
  }

  @media print {
    .loupe {
      display: none;
    }
  }
`;
