/**
 * The picture's SVG markup read back into nodes, for a tree that holds elements rather than
 * markup (hast). It reads what render/svg-string.ts writes, well-formed XML: elements with
 * double-quoted attributes, and text, both escaped with the five references.
 */
import type { HtmlNode } from './html-nodes.js';

const REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** `value` with its character references replaced by their characters. */
function unescape(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => REFERENCES[name]!);
}

/** A start tag (its name, attributes and whether it closes itself), an end tag, or text. */
const TOKEN = /<([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|<\/([\w:-]+)>|([^<]+)/y;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/** The nodes of `markup`, an SVG the picture wrote. Anything else is a broken invariant, and throws. */
export function svgNodes(markup: string): HtmlNode[] {
  type Open = { name: string; attributes: [string, string][]; children: HtmlNode[] };
  const root: Open = { name: '', attributes: [], children: [] };
  const open: Open[] = [root];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < markup.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(markup);
    if (!match) throw new Error(`svgNodes: unexpected markup at ${at}: ${markup.slice(at, at + 40)}`);
    const [, name, attributes, selfClosing, end, body] = match;
    const parent = open[open.length - 1]!;
    if (body !== undefined) parent.children.push({ type: 'text', value: unescape(body) });
    else if (end !== undefined) {
      if (open.length === 1 || parent.name !== end) throw new Error(`svgNodes: </${end}> closes <${parent.name}>`);
      open.pop();
      const grand = open[open.length - 1]!;
      grand.children.push({ type: 'element', name: parent.name, attributes: parent.attributes, children: parent.children });
    } else {
      const node: Open = { name: name!, attributes: [...attributes!.matchAll(ATTRIBUTE)].map(([, key, value]) => [key!, unescape(value!)]), children: [] };
      if (selfClosing) parent.children.push({ type: 'element', ...node });
      else open.push(node);
    }
  }
  if (open.length !== 1) throw new Error(`svgNodes: <${open[open.length - 1]!.name}> is not closed`);
  return root.children;
}
