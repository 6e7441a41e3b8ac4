/**
 * SGF writer: the inverse of the reader, so that `parseSgf(writeSgf(trees))` gives back the
 * same trees (node positions aside).
 */
import type { SgfNode } from './sgf-tree.js';

const IDENTIFIER = /^[A-Z]+$/;

/**
 * Writes game trees as an SGF collection, one node per line. Properties keep their order;
 * in values, `\` and `]` are escaped and everything else is written as it is. Iterative, so
 * a tree of any depth can be written.
 *
 * Throws a RangeError for a tree no SGF text can hold (an identifier that is not capital
 * letters, or a property without values): that is a bug in the code that built the tree.
 */
export function writeSgf(trees: readonly SgfNode[]): string {
  const out: string[] = [];
  // Each entry is a node still to write, with whether it opens a variation, or `null`
  // for a variation's closing ")"; popping in order reproduces the nesting.
  const pending: ({ node: SgfNode; opens: boolean } | null)[] = [];
  for (const tree of trees) {
    pending.push(null, { node: tree, opens: true });
    while (pending.length > 0) {
      const entry = pending.pop()!;
      if (entry === null) {
        out.push(')');
        continue;
      }
      if (entry.opens) out.push(out.length === 0 ? '(' : '\n(');
      else out.push('\n');
      out.push(';', writeProperties(entry.node));
      const { children } = entry.node;
      if (children.length === 1) {
        pending.push({ node: children[0]!, opens: false });
      } else {
        for (let i = children.length - 1; i >= 0; i--) pending.push(null, { node: children[i]!, opens: true });
      }
    }
  }
  if (out.length > 0) out.push('\n');
  return out.join('');
}

function writeProperties(node: SgfNode): string {
  let text = '';
  for (const [id, values] of Object.entries(node.props)) {
    if (!IDENTIFIER.test(id)) throw new RangeError(`SGF property identifiers are capital letters, not "${id}"`);
    if (values.length === 0) throw new RangeError(`SGF property ${id} needs at least one value`);
    text += id;
    for (const value of values) text += `[${value.replace(/[\\\]]/g, '\\$&')}]`;
  }
  return text;
}
