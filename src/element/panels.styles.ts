import { css } from 'lit';

/** Styles of the parts a record brings (the game information above the board, the node's comment as plain text with its line breaks kept, the variations) and of the download buttons, adopted when the panels are in. */
export const panelStyles = css`
  .info {
    margin-bottom: 0.5rem;
  }

  .info p {
    margin: 0;
  }

  .info .title {
    font-weight: 600;
  }

  .info .players {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 0.75rem;
  }

  .info .player {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }

  .info .details {
    color: var(--_muted);
  }

  .comment {
    margin-top: 0.5rem;
    padding: 0.375rem 0.75rem;
    border-left: 3px solid var(--_control-border);
    max-height: var(--vgb-comment-max-height, 12rem);
    overflow: auto;
  }

  .comment-name {
    margin: 0 0 0.25rem;
    font-size: 1em;
    font-weight: 600;
  }

  .comment-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  .comment-more {
    margin-top: 0.25rem;
  }

  .variations,
  .exports {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
    margin-top: 0.5rem;
  }

  .variations-label,
  .exports-label {
    color: var(--_muted);
    margin-right: 0.25rem;
  }

  button.variation {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }

  .variation-label {
    font-weight: 600;
  }

  button.variation[aria-current='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }

  @media print {
    .variations,
    .exports {
      display: none;
    }
  }
`;
