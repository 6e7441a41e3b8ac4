// Reading the plugins' HTML as a browser does (rehype-parse follows the HTML standard's parser),
// and running each plugin on a page.
import { readFileSync } from 'node:fs';
import type { Element, Root, RootContent } from 'hast';
import MarkdownIt from 'markdown-it';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import variantGoBoard, { type MarkdownItBoardEnv, type MarkdownItBoardOptions } from '../../src/publish/markdown-it.js';
import rehypeVariantGoBoard, { type RehypeBoardOptions } from '../../src/publish/rehype.js';

/** The sample blog post: an SGF record, a diagram with attributes, a Tile Go diagram with overlay=rules, a bad block and a JavaScript block. */
export const POST = readFileSync(new URL('./fixtures/post.md', import.meta.url), 'utf8');

/** `page` through markdown-it with the plugin: the HTML and the env it filled. */
export function throughMarkdownIt(page: string, options: MarkdownItBoardOptions = {}): { html: string; env: MarkdownItBoardEnv } {
  const env: MarkdownItBoardEnv = {};
  const html = new MarkdownIt().use(variantGoBoard, options).render(page, env);
  return { html, env };
}

/** `page` through remark-parse, remark-rehype, the plugin and rehype-stringify: the HTML and the file's messages. */
export async function throughUnified(page: string, options: RehypeBoardOptions = {}) {
  const file = await unified().use(remarkParse).use(remarkRehype).use(rehypeVariantGoBoard, options).use(rehypeStringify).process(page);
  return { html: String(file), messages: file.messages };
}

/** `html` parsed as a page's body. */
export function parse(html: string): Root {
  return unified().use(rehypeParse, { fragment: true }).parse(html);
}

/** Every element under `node` named `tagName`, in document order. */
export function all(node: Root | RootContent, tagName: string): Element[] {
  const found: Element[] = [];
  const walk = (at: Root | RootContent): void => {
    if (at.type === 'element' && at.tagName === tagName) found.push(at);
    if ('children' in at) at.children.forEach(walk);
  };
  walk(node);
  return found;
}

/** The text under `node`. */
export function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** `node` written back as HTML, the same way for both plugins' output. */
export function written(node: Root | RootContent): string {
  return unified().use(rehypeStringify).stringify(node.type === 'root' ? node : { type: 'root', children: [node] });
}
