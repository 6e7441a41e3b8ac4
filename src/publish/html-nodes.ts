/**
 * The HTML a block becomes, as plain nodes that each plugin adapts to its own tree: markdown-it
 * writes them with {@link toHtml}, the rehype plugin turns them into hast. The picture stays the
 * SVG text it was written as.
 */

/** An element, a text (written escaped, or as it is in a `<script>`), or the picture's SVG markup. */
export type HtmlNode =
  | { type: 'element'; name: string; attributes: readonly (readonly [string, string])[]; children: readonly HtmlNode[] }
  | { type: 'text'; value: string }
  | { type: 'svg'; markup: string };

/** An element node; an attribute whose value is `''` is written bare (`hidden`, `coordinates`). */
export function element(name: string, attributes: readonly (readonly [string, string])[], children: readonly HtmlNode[] = []): HtmlNode {
  return { type: 'element', name, attributes, children };
}

/** A text node. */
export function text(value: string): HtmlNode {
  return { type: 'text', value };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` with every character that could start markup or end an attribute written as a reference. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Writes `nodes` as HTML. A `<script>`'s text is written as it is, as HTML reads it (the block made it safe there). */
export function toHtml(nodes: readonly HtmlNode[], inScript = false): string {
  return nodes
    .map((node) => {
      if (node.type === 'svg') return node.markup;
      if (node.type === 'text') return inScript ? node.value : escapeHtml(node.value);
      const attributes = node.attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
      return `<${node.name}${attributes}>${toHtml(node.children, node.name === 'script')}</${node.name}>`;
    })
    .join('');
}
