import { css } from 'lit';

/** Styles of the `puzzle` part (the solution's steps, variations and buttons too), adopted when the puzzle is in. */
export const puzzleStyles = css`
  :host {
    --_right: var(--vgb-right-color, light-dark(#1a7f37, #4ac26b));
    --_wrong: var(--vgb-wrong-color, light-dark(#b42318, #ffa198));
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

  .solution-actions,
  .solution-steps {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem;
    margin-top: 0.375rem;
  }

  .solution-variations {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0.375rem 0 0;
    padding: 0;
    list-style: none;
  }

  .solution-variations [aria-current] {
    font-weight: 600;
  }

  .mark.right {
    color: var(--_right);
  }

  .mark.wrong {
    color: var(--_wrong);
  }
`;
