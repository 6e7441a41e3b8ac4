import { css } from 'lit';
import { pressedStyles } from './pressed.styles.js';

/** Styles of the rules overlay's legend (a sample of each kind drawn, then its words), the reason a probed point is refused, and the toggle, adopted when the overlay is in. */
export const overlayStyles = css`
  ${pressedStyles}

  .overlay-reason {
    margin: 0.5rem 0 0;
    color: var(--_notice);
    font-size: 0.8125rem;
  }

  .overlay-legend {
    display: grid;
    gap: 0.25rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
    color: var(--_muted);
    font-size: 0.8125rem;
  }

  .overlay-legend li {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }

  .overlay-legend svg.scene {
    flex: none;
    width: 1.5em;
    border-radius: 2px;
  }

  .overlay-legend b {
    color: var(--_text);
    font-weight: 600;
  }
`;
