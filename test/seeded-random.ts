/**
 * The seeded generator (mulberry32) that the tests, the fuzzer and the bench draw from, so that a
 * seed replays the same games and inputs everywhere. Not for the engine, which has its own for its
 * hash keys and no dependency on test code.
 */

/** Whole numbers from 0 to 2^32 - 1, the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Numbers in [0, 1) from {@link mulberry32}. */
export function seededRandom(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 0x1_0000_0000;
}
