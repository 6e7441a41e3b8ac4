import { css } from 'lit';

/**
 * A toggle button that is on (`aria-pressed="true"`): the play input's Ghost, the rules overlay's
 * toggle. A tick and bold text tell it, not the accent colour alone.
 */
export const pressedStyles = css`
  button[aria-pressed='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
    font-weight: 600;
  }

  button[aria-pressed='true']::before {
    content: '✓ ';
    white-space: pre;
  }
`;
