import { css } from 'lit';

/** Styles of the `legend` part, Paper and Pencil Go's key (a sample cell drawn in the board's classes, then its meaning), adopted when the legend is in. */
export const legendStyles = css`
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
    color: var(--_muted);
    font-size: 0.8125rem;
  }

  .legend li {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }

  .legend svg.scene {
    flex: none;
    width: 1.5em;
    border-radius: 2px;
  }
`;
