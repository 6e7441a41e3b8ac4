import { css } from 'lit';

/**
 * Styles of edit mode, adopted when the editor is in (with the play input's, for the grid, the
 * cursor and a refused edit). The toolbar and the fields wrap at any width; a tool chosen is
 * told by its border, weight and a tint, its glyph staying in place (no tick before it). A
 * field may shrink below its content (`min-width: 0`), so a long variant name shrinks its select
 * instead of widening the board. The lines (where the node shown stands, the buttons going along
 * them and the verdict) are set apart from the fields by a rule above and below.
 */
export const editStyles = css`
  .editor {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }

  .edit-tools,
  .edit-buttons,
  .edit-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
  }

  .edit-tools {
    gap: 0.25rem;
  }

  .edit-tools button {
    gap: 0.25rem;
    padding: 0 0.5rem;
  }

  .edit-tools button[aria-pressed='true'] {
    background: color-mix(in srgb, var(--_accent) 15%, var(--_control-bg));
  }

  .edit-tools button[aria-pressed='true']::before {
    content: none;
  }

  .edit-buttons button {
    padding: 0 0.75rem;
  }

  .edit-fields {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }

  .edit-field {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
    min-width: 0;
    max-width: 100%;
    font-size: 0.875em;
    color: var(--_muted);
  }

  .edit-field input,
  .edit-field select,
  .edit-field textarea {
    box-sizing: border-box;
    max-width: 100%;
    padding: 0.25rem;
    border: var(--_control-border-width) solid var(--_control-border);
    border-radius: 4px;
    background: var(--_control-bg);
    color: var(--_text);
    font: inherit;
    font-size: 1rem;
  }

  .edit-field textarea {
    resize: vertical;
  }

  .edit-field input:focus-visible,
  .edit-field select:focus-visible,
  .edit-field textarea:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }

  .edit-hint,
  .rejection,
  .edit-problems,
  .edit-place {
    margin: 0;
  }

  .edit-lines {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 0.375rem 0 0.5rem;
    border-block: 1px solid var(--_line, currentColor);
    border-color: color-mix(in srgb, currentColor 20%, transparent);
  }

  .edit-caption {
    align-self: center;
    font-size: 0.875em;
    color: var(--_muted);
  }

  .edit-problems {
    padding: 0.25rem 0.5rem 0.25rem 1.5rem;
    border-left: 3px solid var(--_notice);
    border-radius: 4px;
    background: var(--_notice-bg);
    color: var(--_notice);
  }

  @media print {
    .editor {
      display: none;
    }
  }
`;
