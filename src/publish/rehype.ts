/**
 * variant-go-board/rehype: a rehype plugin (unified) that turns the code blocks remark-rehype
 * writes for fenced `sgf` and `diagram` blocks (`<pre><code class="language-sgf">`, the info
 * string's rest in `data.meta`) into boards (board-block.ts):
 *
 * ```js
 * const file = await unified().use(remarkParse).use(remarkRehype).use(rehypeVariantGoBoard).use(rehypeStringify).process(page);
 * file.messages; // what was wrong, at its line and column
 * ```
 *
 * @packageDocumentation
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { BLOCK_KINDS, boardBlock, placedMessage, type Block, type BlockKind, type BoardOutput } from './board-block.js';
import { readFenceLine, textIndent } from './fence-info.js';
import type { HtmlNode } from './html-nodes.js';
import { svgNodes } from './svg-nodes.js';

export type { BlockProblem, BoardOutput } from './board-block.js';

/** The plugin's options. */
export interface RehypeBoardOptions {
  /** What a block becomes: the element holding its picture (`'both'`, the default), the picture alone (`'svg'`) or the element alone (`'element'`). */
  output?: BoardOutput;
  /** `true`: a block that cannot be drawn fails the file (`file.fail`), so the build stops. By default the page shows the block's text under the message, and the file gets it as a message. */
  failOnError?: boolean;
}

/** What the plugin needs of unified's file (a `VFile`): its text, for the blocks' places, and its messages. */
export interface PageFile {
  value?: unknown;
  message(reason: string, place: { line: number; column: number }, origin: string): unknown;
  fail(reason: string, place: { line: number; column: number }, origin: string): never;
}

/** The rehype plugin: `unified().use(rehypeVariantGoBoard, options)`. */
export default function rehypeVariantGoBoard(options: RehypeBoardOptions = {}): (tree: Root, file: PageFile) => void {
  return (tree, file) => {
    const source = typeof file.value === 'string' ? file.value : file.value instanceof Uint8Array ? new TextDecoder().decode(file.value) : '';
    const lines = source.split(/\r\n|\r|\n/);
    const visit = (parent: Root | Element): void => {
      // Root's children may hold what an element's may not (a doctype); a board's nodes go where a <pre> stood.
      (parent as Root).children = parent.children.flatMap((child): RootContent[] => {
        if (child.type !== 'element') return [child];
        const block = child.tagName === 'pre' ? codeBlock(child, lines) : null;
        if (!block) {
          visit(child);
          return [child];
        }
        const made = boardBlock(block, options.output);
        for (const problem of made.problems) {
          const place = { line: problem.line, column: problem.column };
          const origin = `variant-go-board:${problem.code}`;
          if (problem.fatal && options.failOnError) file.fail(placedMessage(problem), place, origin);
          file.message(problem.message, place, origin);
        }
        return made.nodes.flatMap((node) => toHast(node, false));
      });
    };
    visit(tree);
  };
}

/** The board block a `<pre>` holds, as remark-rehype writes a fenced block: one `<code>` of class `language-sgf` or `language-diagram`. */
function codeBlock(pre: Element, lines: readonly string[]): Block | null {
  const [code, ...others] = pre.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (!code || others.length > 0 || code.type !== 'element' || code.tagName !== 'code') return null;
  const classes = Array.isArray(code.properties['className']) ? code.properties['className'] : [];
  const kind = BLOCK_KINDS.find((word) => classes.includes(`language-${word}`));
  if (!kind) return null;
  const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  const start = (pre.position ?? code.position)?.start ?? { line: 1, column: 1 };
  const fence = readFenceLine(lines[start.line - 1] ?? '');
  const written = (code.data as { meta?: unknown } | undefined)?.meta ?? code.properties['dataMeta'];
  const fromSource = fence?.word === kind;
  return {
    kind: kind as BlockKind,
    text,
    meta: fromSource ? fence.meta : typeof written === 'string' ? written : '',
    metaPlace: { line: start.line, column: fromSource ? fence.metaColumn : start.column },
    textLine: start.line + 1,
    textIndent: textIndent(lines[start.line] ?? '', text.split('\n')[0]!),
  };
}

/** `node` in hast. Property names follow hast (`className`, `ariaLabel`, an SVG's `strokeWidth`); the element's own attributes keep their names, as hast keeps unknown ones. */
function toHast(node: HtmlNode, inSvg: boolean): ElementContent[] {
  if (node.type === 'svg') return svgNodes(node.markup).flatMap((child) => toHast(child, true));
  if (node.type === 'text') return [{ type: 'text', value: node.value }];
  const properties: Properties = {};
  for (const [name, value] of node.attributes) {
    if (name === 'class') properties['className'] = value.split(/\s+/).filter(Boolean);
    else if (name === 'hidden') properties['hidden'] = true;
    else properties[inSvg || /^(aria|data)-/.test(name) ? name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) : name] = value;
  }
  const svg = inSvg || node.name === 'svg';
  return [{ type: 'element', tagName: node.name, properties, children: node.children.flatMap((child) => toHast(child, svg)) }];
}
