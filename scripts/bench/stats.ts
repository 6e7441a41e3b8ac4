/** Order statistics the bench shares. */

/** The value below which a fraction `q` of the samples fall (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]): number => quantile(samples, 0.95);

/**
 * Milliseconds of CPU time this process has used. The engine's rates are measured in it rather
 * than in wall time: on a shared machine a process waits for a core now and then, and the
 * waiting would fall on whichever implementation happened to run, which no interleaving evens out.
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
