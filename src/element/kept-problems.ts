/**
 * Problems of an attribute's value kept as one object per value. A board reports a problem once
 * per object, and two records may read the same attribute one after the other: the one of
 * `moves` that stands in while `src` loads, then the file's. DOM-free.
 */
import type { BoardProblem } from './problem.js';

/** Gives the problem `make` makes for `key`, the same object each time for the same key. */
export function keptProblems(): (key: string, make: () => BoardProblem) => BoardProblem {
  const kept = new Map<string, BoardProblem>();
  return (key, make) => {
    let problem = kept.get(key);
    if (!problem) {
      // A page that writes ever new wrong values holds only the latest few.
      if (kept.size >= 32) kept.clear();
      problem = make();
      kept.set(key, problem);
    }
    return problem;
  };
}
