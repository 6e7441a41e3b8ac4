/**
 * One warning per kind: a file with a property repeated in 312 nodes gets one warning saying so,
 * at the first, not 312. The readers report every occurrence (a program may want them all); the
 * board and the CLI, which show warnings to people, pass them through here once per file.
 */

/** A warning with a code; a place too, usually. */
export interface CountableWarning {
  code: string;
  message: string;
}

/**
 * The first warning of each code, in the order given (sort by place first), its message
 * followed by how many there were when more than one: `... (312 times in this file; the first is
 * shown here)`. The others are dropped; nothing else changes.
 */
export function oneWarningPerKind<T extends CountableWarning>(warnings: readonly T[]): T[] {
  const counts = new Map<string, number>();
  for (const warning of warnings) counts.set(warning.code, (counts.get(warning.code) ?? 0) + 1);
  const kept: T[] = [];
  for (const warning of warnings) {
    const count = counts.get(warning.code);
    if (count === undefined) continue;
    counts.delete(warning.code);
    kept.push(count === 1 ? warning : { ...warning, message: `${warning.message} (${count.toLocaleString('en-US')} times in this file; the first is shown here)` });
  }
  return kept;
}
