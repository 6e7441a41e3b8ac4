/**
 * The tree of lines a document holds: the node shown, the moves that reach it, and a document
 * with one node replaced. Every edit changes the tree through these, so the path from the root
 * to a node is walked in one place.
 */
import type { DiagramDocument, DiagramMove, DiagramNode } from './document.js';

/** The nodes from the root to the one at `at`, root first; shorter when `at` leads off the tree. */
export function nodesTo(root: DiagramNode, at: readonly number[]): DiagramNode[] {
  const nodes = [root];
  for (const i of at) {
    const child = nodes.at(-1)!.children[i];
    if (!child) break;
    nodes.push(child);
  }
  return nodes;
}

/** The node a document shows. */
export function shownNode(doc: DiagramDocument): DiagramNode {
  return nodesTo(doc.root, doc.at).at(-1)!;
}

/** The moves from the setup to the node at `at` (default: the one shown). */
export function movesTo(doc: DiagramDocument, at: readonly number[] = doc.at): string[] {
  return nodesTo(doc.root, at)
    .slice(1)
    .map((node) => (node as DiagramMove).move);
}

/** The root with the node at `at` replaced by what `change` makes of it (the same root when `change` gives the node back). */
export function replaceAt(root: DiagramNode, at: readonly number[], change: (node: DiagramNode) => DiagramNode): DiagramNode {
  if (at.length === 0) return change(root);
  const [i, ...rest] = at as [number, ...number[]];
  const child = root.children[i]!;
  const next = replaceAt(child, rest, change) as DiagramMove;
  if (next === child) return root;
  const children = root.children.slice();
  children[i] = next;
  return { ...root, children };
}

/** The document with the node shown replaced by what `change` makes of it. */
export function withShown(doc: DiagramDocument, change: (node: DiagramNode) => DiagramNode): DiagramDocument {
  const root = replaceAt(doc.root, doc.at, change);
  return root === doc.root ? doc : { ...doc, root };
}

/** The path of the end of the main line from `at` (first children to the end). */
export function mainLineFrom(root: DiagramNode, at: readonly number[] = []): number[] {
  const path = [...at];
  for (let node = nodesTo(root, at).at(-1)!; node.children.length > 0; node = node.children[0]!) path.push(0);
  return path;
}

/** Every move node of the tree with its path, parents before children, the main line first. */
export function* movesOfTree(root: DiagramNode): Generator<{ node: DiagramMove; at: number[] }> {
  const stack = root.children.map((node, i) => ({ node, at: [i] })).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    yield next;
    const { node, at } = next;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, at: [...at, i] });
  }
}

/** Whether the author judged a line: the document is a problem to solve. */
export function isProblem(doc: DiagramDocument): boolean {
  for (const { node } of movesOfTree(doc.root)) if (node.verdict) return true;
  return false;
}
