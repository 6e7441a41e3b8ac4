/** The bench's results: one row per measurement, printed and written as a markdown table. */
import { readFileSync, writeFileSync } from 'node:fs';

export interface Row {
  section: 'engine' | 'element' | 'bundle';
  measure: string;
  result: string;
  /** The target, in words; absent for measurements given for information. */
  target?: string;
  /** Whether the target is met; absent when there is no target or nothing was measured. */
  met?: boolean;
}

/** The rows as a markdown table; a missed target says MISSED in its own column. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = ['| section | measure | result | target | |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const verdict = row.met === undefined ? '' : row.met ? 'met' : '**MISSED**';
    lines.push(`| ${row.section} | ${row.measure} | ${row.result} | ${row.target ?? ''} | ${verdict} |`);
  }
  return lines.join('\n');
}

const BEGIN = '<!-- bench:begin -->';
const END = '<!-- bench:end -->';

/** Puts `text` between the bench markers of a markdown file. */
export function writeBetweenMarkers(file: string, text: string): void {
  const doc = readFileSync(file, 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${file}: no ${BEGIN} ... ${END} markers`);
  writeFileSync(file, `${doc.slice(0, from + BEGIN.length)}\n${text}\n${doc.slice(to)}`);
}

/** Formats a rate such as 123456 moves/s as `123k`. */
export function rate(perSecond: number): string {
  return perSecond >= 10_000 ? `${Math.round(perSecond / 1000)}k` : `${(perSecond / 1000).toFixed(1)}k`;
}

export const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
