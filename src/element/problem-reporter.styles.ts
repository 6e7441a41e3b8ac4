import { css } from 'lit';

/**
 * Styles of the `error` part, adopted when the problem reporter is in: a message in the error's
 * colours, which only it reads.
 */
export const problemStyles = css`
  :host {
    --_error: var(--vgb-error-color, light-dark(#b42318, #ffa198));
    --_error-bg: var(--vgb-error-background, light-dark(#fef3f2, #3b1219));
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
