import { css } from 'lit';

/**
 * Styles of the editor's outputs (`edit-outputs`), adopted with the editor. Each field is as wide
 * as the board's column and scrolls inside itself, so a long SVG line or a 25-point diagram row
 * never widens the page at phone width; its height can be dragged. The text is monospace, as a
 * diagram's columns need. A failed copy takes the error colour when the problem reporter has set
 * it, else the text's own. In forced colours the fields keep a visible border.
 */
export const outputStyles = css`
  .edit-outputs {
    display: grid;
    gap: 0.75rem;
    margin-top: 0.75rem;
    min-width: 0;
  }

  .edit-output {
    min-width: 0;
  }

  .edit-output-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    margin-bottom: 0.25rem;
  }

  .edit-output-name {
    margin: 0;
    font-size: 1em;
    font-weight: 600;
  }

  .edit-copy-status {
    color: var(--_muted);
  }

  .edit-copy-status.failed {
    flex-basis: 100%;
    color: var(--_error, inherit);
  }

  .edit-output textarea {
    display: block;
    box-sizing: border-box;
    width: 100%;
    max-width: 100%;
    height: 9rem;
    min-height: 3rem;
    margin: 0;
    padding: 0.375rem 0.5rem;
    border: var(--_control-border-width) solid var(--_control-border);
    border-radius: 6px;
    background: var(--_control-bg);
    color: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.8125rem;
    line-height: 1.3;
    overflow: auto;
    resize: vertical;
  }

  .edit-output textarea:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }

  @media (forced-colors: active) {
    .edit-output textarea {
      border-color: CanvasText;
    }
  }

  @media print {
    .edit-outputs {
      display: none;
    }
  }
`;
