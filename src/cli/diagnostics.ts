/**
 * Problems found in files, written the way compilers write them, `file:line:column: code:
 * message`, so that editors and CI logs link each one to its place.
 */

/** One problem in one file. */
export interface Diagnostic {
  file: string;
  /** 1-based; absent for problems with the whole file (it cannot be read). */
  line?: number;
  column?: number;
  severity: 'error' | 'warning';
  /** Stable code: the engine's (`ERR_KO`) when the engine refused a move, else the reader's. */
  code: string;
  message: string;
  /** For a problem inside a `$$` diagram of a text file: the line where that diagram starts. */
  diagramLine?: number;
  /** For a problem in one game tree of an SGF collection of several: its number, from 1. */
  game?: number;
}

/** `file:line:column: code: message`, or `file: code: message` without a place. */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line !== undefined && d.line > 0 ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
  return `${place}: ${d.code}: ${oneLine(d.message)}`;
}

/** Messages go on one line, since compiler-style readers split at line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s*(\r\n|\n|\r)\s*/g, ' ').trim();
}

/** Sorts by file (in the order first seen), then line and column, keeping equal places in order. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const order = new Map<string, number>();
  for (const d of list) if (!order.has(d.file)) order.set(d.file, order.size);
  return list
    .map((d, i) => ({ d, i }))
    .sort((a, b) => order.get(a.d.file)! - order.get(b.d.file)! || (a.d.line ?? 0) - (b.d.line ?? 0) || (a.d.column ?? 0) - (b.d.column ?? 0) || a.i - b.i)
    .map(({ d }) => d);
}
