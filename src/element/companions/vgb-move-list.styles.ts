import { css } from 'lit';
import { companionBase } from './companion.styles.js';

/**
 * Styles of `<vgb-move-list>`. Black's and White's moves stand in columns, as on a game record:
 * one column when very narrow, then an even number of them, so that a player's moves stay in the
 * same columns; `--_digits`, set by the element from the record, is the number of digits of the
 * last move number. "Start" has a row of its own, so that the moves line up in columns when they can.
 */
export const styles = [
  companionBase,
  css`
    :host {
      --_current: var(--vgb-accent-text-color, light-dark(#ffffff, #0d1117));
      --_illegal: var(--vgb-error-color, light-dark(#b42318, #ffa198));
    }

    :host {
      container-type: inline-size;
    }

    .list {
      --_digits: 1;

      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.125rem;
      max-height: var(--vgb-move-list-max-height, 12rem);
      overflow-y: auto;
      margin: 0;
      padding: 0.25rem;
      border: 1px solid var(--_control-border);
      border-radius: 6px;
      list-style: none;
      overscroll-behavior: contain;
      font-variant-numeric: tabular-nums;
    }

    @container (min-width: 12rem) {
      .list {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }

    @container (min-width: 30rem) {
      .list {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    }

    @container (min-width: 46rem) {
      .list {
        grid-template-columns: repeat(6, minmax(0, 1fr));
      }
    }

    li {
      display: contents;
    }

    .start > button {
      grid-column: 1 / -1;
      justify-self: start;
    }

    button {
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
      min-width: 0;
      min-height: 1.75rem;
      padding: 0.125rem 0.375rem;
      border: 1px solid transparent;
      border-radius: 4px;
      background: none;
      color: inherit;
      font: inherit;
      font-variant-numeric: tabular-nums;
      text-align: start;
      cursor: pointer;
    }

    button:hover {
      border-color: var(--_control-border);
    }

    button:focus-visible {
      outline: 2px solid var(--_focus);
      outline-offset: 1px;
    }

    button[aria-current='step'] {
      background: var(--_accent);
      color: var(--_current);
      font-weight: 600;
    }

    button[aria-current='step'] .number {
      color: inherit;
    }

    .number {
      min-width: calc((var(--_digits) + 1) * 1ch);
      color: var(--_muted);
      text-align: end;
    }

    .stone {
      width: 0.875rem;
      height: 0.875rem;
    }

    .illegal {
      color: var(--_illegal);
      font-weight: 700;
    }

    button[aria-current='step'] .illegal {
      color: inherit;
    }

    @media print {
      .list {
        max-height: none;
        overflow: visible;
      }

      button[aria-current='step'] {
        outline: 2px solid #000000;
        background: none;
        color: #000000;
      }
    }
  `,
];
