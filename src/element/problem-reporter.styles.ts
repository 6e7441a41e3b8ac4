import { css } from 'lit';

/**
 * Styles of the `error` part, adopted when the problem reporter is in: a message in the error's
 * colours, which only it reads (the dark scheme's fallbacks with them).
 */
export const problemStyles = css`
  :host {
    --_error: var(--vgb-error-color, #b42318);
    --_error-bg: var(--vgb-error-background, #fef3f2);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_error: var(--vgb-error-color, #ffa198);
      --_error-bg: var(--vgb-error-background, #3b1219);
    }
  }

  .error {
    margin-top: 0.5rem;
    padding: 0.5rem 0.75rem;
    border-left: 3px solid var(--_error);
    border-radius: 4px;
    background: var(--_error-bg);
    color: var(--_error);
  }

  .error p {
    margin: 0;
  }
`;
