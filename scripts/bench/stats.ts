/** Order statistics the bench shares. */

/** The value below which a fraction `q` of the samples fall (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]): number => quantile(samples, 0.95);
