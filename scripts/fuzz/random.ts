/**
 * The fuzzer's only source of randomness: a seeded generator (mulberry32), so that a seed and an
 * input's index replay any input exactly.
 */
import { mulberry32 } from '../../test/seeded-random.js';

export interface Random {
  /** A whole number from 0 to `n - 1`. */
  below(n: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function randomFrom(seed: number): Random {
  const next = mulberry32(seed);
  const below = (n: number): number => (n <= 1 ? 0 : next() % n);
  return {
    below,
    chance: (p) => next() / 0x1_0000_0000 < p,
    pick: (items) => items[below(items.length)]!,
  };
}

/** The seed of input `index` of a run: each input is replayable on its own. */
export function inputSeed(runSeed: number, format: string, index: number): number {
  let h = (runSeed ^ 0x9e3779b9) | 0;
  for (const ch of `${format}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}
