/**
 * A fenced block of a page, `sgf` (an SGF record) or `diagram` (`$$` text), turned into what a
 * page shows of it: `<variant-go-board>` with the block's attributes, holding the static picture
 * (`slot="static"`, shown until the element draws its own, and all a page without scripts shows)
 * and the record where the element reads it. Both plugins (markdown-it.ts, rehype.ts) call this
 * and only adapt its nodes to their trees.
 */
import { BLOCK_ATTRIBUTES, refusedName } from './board-attributes.js';
import { readFenceAttributes } from './fence-info.js';
import { element, text, type HtmlNode } from './html-nodes.js';
import { picture } from './picture.js';

/** The info string's words that make a block a board. */
export const BLOCK_KINDS = ['sgf', 'diagram'] as const;

/** What a block holds: an SGF record or a `$$` diagram. */
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The `type` of the `<script>` the element reads an SGF record from (the element's `SGF_SCRIPT_TYPE`). */
const SGF_SCRIPT_TYPE = 'application/x-go-sgf';

/**
 * What a board block becomes: `'both'` (the default) the element holding the picture, so a page
 * shows the picture without scripts and the live board with them; `'svg'` the picture alone, for
 * pages that never load the element (feeds, e-mail, print); `'element'` the element alone, for
 * pages that always do.
 */
export type BoardOutput = 'svg' | 'element' | 'both';

/** A line and a column of the page, from 1. */
export interface PagePlace {
  line: number;
  column: number;
}

/** A block as a plugin found it on its page. */
export interface Block {
  kind: BlockKind;
  /** The block's text, the record. */
  text: string;
  /** The info string after its first word: the attributes. */
  meta: string;
  /** Where `meta` starts on the page. */
  metaPlace: PagePlace;
  /** The page's line of the text's first line. */
  textLine: number;
  /** How many columns stand before the text on each of its lines (the fence's indentation, a quote's `> `). */
  textIndent: number;
}

/**
 * What was wrong with a block, at its place on the page. `fatal`: the block was not drawn, and
 * the page shows its text and this message instead; otherwise a warning of the record's, drawn
 * anyway.
 */
export interface BlockProblem extends PagePlace {
  fatal: boolean;
  /** A stable code: the picture's, or `ERR_BLOCK_ATTRIBUTE` for the info string. */
  code: string;
  /** The English sentence, without the place. */
  message: string;
}

/** A block's HTML, and what was wrong with it. */
export interface BoardBlock {
  nodes: HtmlNode[];
  problems: BlockProblem[];
}

/** Turns `block` into its HTML, or into its text under a message saying what is wrong, where. */
export function boardBlock(block: Block, output: BoardOutput = 'both'): BoardBlock {
  const atMeta = (offset: number): PagePlace => ({ line: block.metaPlace.line, column: block.metaPlace.column + offset });
  const read = readFenceAttributes(block.meta);
  if (!read.ok) return refused(block, { fatal: true, code: 'ERR_BLOCK_ATTRIBUTE', message: `The info string cannot be read: ${read.message}`, ...atMeta(read.offset) });
  const unknown = read.attributes.find((attribute) => !BLOCK_ATTRIBUTES.has(attribute.name));
  if (unknown) return refused(block, { fatal: true, code: 'ERR_BLOCK_ATTRIBUTE', message: refusedName(unknown.name), ...atMeta(unknown.offset) });

  const written = Object.fromEntries(read.attributes.map((attribute) => [attribute.name, attribute.value]));
  const title = written['title'];
  const drawn = picture({ text: block.text, kind: block.kind, attributes: written, ...(title === undefined ? {} : { title }) });
  const atText = (line: number, column: number): PagePlace =>
    line === 0 ? block.metaPlace : { line: block.textLine + line - 1, column: block.textIndent + column };
  if (!drawn.ok) {
    const { code, message, line, column } = drawn.problem;
    return refused(block, { fatal: true, code, message, ...atText(line, column) });
  }
  const problems = drawn.warnings.map(({ code, message, line, column }) => ({ fatal: false, code, message, ...atText(line, column) }));
  if (output === 'svg') return { nodes: [{ type: 'svg', markup: drawn.svg }], problems };

  const attributes = read.attributes.filter((attribute) => attribute.name !== 'title').map(({ name, value }) => [name, value] as const);
  const record =
    block.kind === 'sgf'
      ? element('script', [['type', SGF_SCRIPT_TYPE]], [text(scriptSafe(block.text))])
      : // hidden without scripts or stylesheets; a reader that drops `hidden` shows the diagram as its author wrote it.
        element('pre', [['hidden', '']], [text(block.text)]);
  const shown: HtmlNode[] = output === 'both' ? [{ type: 'svg', markup: drawn.svg.replace(/^<svg\b/, '<svg slot="static"') }] : [];
  return { nodes: [element('variant-go-board', attributes, [...shown, record])], problems };
}

/** A problem's place and sentence, as a build reports it: "line 12, column 5: ...". */
export function placedMessage(problem: BlockProblem): string {
  return `line ${problem.line}, column ${problem.column}: ${problem.message}`;
}

/** The block's text left as a code block, under the message that says why it is not a board. */
function refused(block: Block, problem: BlockProblem): BoardBlock {
  const note = element('p', [], [element('strong', [], [text('Board not drawn')]), text(` (line ${problem.line}, column ${problem.column}): ${problem.message}`)]);
  const code = element('pre', [], [element('code', [['class', `language-${block.kind}`]], [text(block.text)])]);
  return { nodes: [element('div', [['class', 'vgb-block-problem']], [note, code])], problems: [problem] };
}

/**
 * An SGF record as a `<script>`'s text that HTML reads back unchanged: `</script` would end the
 * script and `<!--` change how its end is found, so their `<` is followed by a `\`, which SGF reads
 * as "keep the next character" (inside a value, the only place a valid record holds them).
 */
function scriptSafe(record: string): string {
  return record.replace(/<(?=\/script|!--)/gi, '<\\');
}
