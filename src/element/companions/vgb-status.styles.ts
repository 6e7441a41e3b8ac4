import { css } from 'lit';
import { companionBase } from './companion.styles.js';

/** Styles of `<vgb-status>`. Standing notes read quietly, a rule in force, not an alert (refusals have the board's alert look). */
export const styles = [
  companionBase,
  css`
    :host {
      --_accent-text: var(--vgb-accent-text-color, light-dark(#ffffff, #0d1117));
      --_note: var(--vgb-note-color, light-dark(#9a6700, #d29922));
      --_note-bg: var(--vgb-note-background, transparent);
    }

    table {
      width: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
    }

    th,
    td {
      padding: 0.25rem 0.5rem 0.25rem 0;
      border-bottom: 1px solid var(--_control-border);
      text-align: start;
    }

    thead th {
      padding-top: 0;
      color: var(--_muted);
      font-size: 0.8125rem;
      font-weight: normal;
    }

    tbody th {
      font-weight: 600;
    }

    .number {
      width: 5.5rem;
      padding-right: 0;
      text-align: end;
    }

    .name {
      display: inline-flex;
      align-items: center;
      flex-wrap: wrap;
      gap: 0.375rem;
    }

    .to-play {
      padding: 0 0.375rem;
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_accent-text);
      font-size: 0.75rem;
      font-weight: 600;
    }

    .stone {
      width: 1rem;
      height: 1rem;
    }

    .result {
      margin: 0.5rem 0 0;
      font-weight: 600;
    }

    .reason {
      font-weight: normal;
      color: var(--_muted);
    }

    .notes {
      margin: 0.5rem 0 0;
      padding: 0;
      list-style: none;
    }

    .note {
      margin-top: 0.25rem;
      padding-left: 0.5rem;
      border-left: 2px solid var(--_note);
      background: var(--_note-bg);
    }

    @media print {
      .to-play {
        border: 1px solid currentColor;
        background: none;
        color: inherit;
      }
    }
  `,
];
