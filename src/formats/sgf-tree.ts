/** The SGF tree as plain data: what the reader (sgf.ts) gives and the writer (sgf-write.ts) takes. */
import type { TextPosition } from './text-position.js';

/**
 * Properties of one node: identifier to values, in the order they first appear.
 * Identifiers are capital letters only, so no key can clash with `Object.prototype`.
 */
export type SgfProperties = Record<string, string[]>;

/**
 * One node of a game tree. `children[0]` continues the main line; further children are
 * variations. Plain data: no methods, no parent links.
 */
export interface SgfNode {
  props: SgfProperties;
  children: SgfNode[];
  /** Where the node's `;` stands in the text it was read from; absent on built nodes. */
  position?: TextPosition;
}
