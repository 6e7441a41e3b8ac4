/**
 * Collections: an SGF file may hold many game trees (a set of problems, a tournament), and
 * `parseSgf` returns them all. Games are counted from 1, as readers count them.
 */
import type { SgfNode } from './sgf-tree.js';

/** The answer of {@link gameTree}. */
export type GameTreeResult = { ok: true; root: SgfNode } | { ok: false; code: 'ERR_SGF_GAME'; message: string };

/**
 * Game `n` (counted from 1) of a collection's `trees`. `ERR_SGF_GAME` when `n` is not a whole
 * number from 1 to the count, with a message quoting `n` and the count.
 */
export function gameTree(trees: readonly SgfNode[], n: number): GameTreeResult {
  const root = Number.isInteger(n) && n >= 1 ? trees[n - 1] : undefined;
  if (root) return { ok: true, root };
  const count = trees.length;
  const held = count === 1 ? 'holds 1 game' : `holds ${count} games`;
  const range = count === 1 ? 'only game 1' : `1 to ${count}`;
  return { ok: false, code: 'ERR_SGF_GAME', message: `There is no game ${n}: the collection ${held}; choose ${range}.` };
}

/** `game 2 of 40`, how a report names a tree of a collection. */
export function gameOf(n: number, count: number): string {
  return `game ${n} of ${count}`;
}
