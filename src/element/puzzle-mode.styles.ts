import { css } from 'lit';

/** Styles of the `puzzle` part, adopted when the puzzle is in. */
export const puzzleStyles = css`
  :host {
    --_right: var(--vgb-right-color, #1a7f37);
    --_wrong: var(--vgb-wrong-color, #b42318);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_right: var(--vgb-right-color, #4ac26b);
      --_wrong: var(--vgb-wrong-color, #ffa198);
    }
  }

  .puzzle {
    margin-top: 0.5rem;
    padding: 0.375rem 0.75rem;
    border-left: 3px solid var(--_control-border);
    border-radius: 4px;
  }

  .puzzle p {
    margin: 0;
  }

  .puzzle.right {
    border-left-color: var(--_right);
  }

  .puzzle.wrong {
    border-left-color: var(--_wrong);
  }

  .verdict.right {
    color: var(--_right);
  }

  .verdict.wrong {
    color: var(--_wrong);
  }

  .hint {
    margin-top: 0.25rem;
  }
`;
