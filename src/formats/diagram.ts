/**
 * Sensei's Library `$$` diagrams: reading one into an SGF tree, writing a position as one,
 * and finding the diagrams in a page of text. The syntax, every character and our variant
 * extension are described in docs/diagrams.md.
 *
 * @example
 * const read = parseDiagram('$$B Ko\n$$ +-----+\n$$ |.XO..|\n$$ |X1XO.|\n$$ |.XO..|\n$$ +-----+');
 * if (read.ok) writeSgf([read.tree]);
 */
export { parseDiagram } from './diagram-read.js';
export type { DiagramErrorCode, DiagramIssue, DiagramLink, DiagramResult, DiagramWarningCode } from './diagram-read.js';
export { writeDiagram } from './diagram-write.js';
export type { DiagramMarkup, WriteDiagramOptions } from './diagram-write.js';

/** One diagram found in a page by {@link findDiagrams}. */
export interface DiagramSource {
  /** The diagram's lines, as written (wrappers and quoting included). */
  text: string;
  /** The page line where it starts (1-based): add `line - 1` to the lines of its issues. */
  line: number;
}

const DIAGRAM_LINE = /^\s*(?:>\s*)*(?:\[(?:go|diagram)\]\s*)?\$\$/i;
const CLOSING_TAG = /^\s*(?:>\s*)*\[\/(?:go|diagram)\]\s*$/i;
const OPENING_TAG = /^\s*(?:>\s*)*\[(?:go|diagram)\]/i;
const ENDS_WITH_CLOSING_TAG = /\[\/(?:go|diagram)\]\s*$/i;

/**
 * Finds the `$$` diagrams in a page (a wiki page, a forum post, a Markdown file): each
 * maximal run of consecutive lines starting with `$$`, quoted with `>` or opened with
 * `[go]`/`[diagram]` or not. A closing `[/go]` on its own line joins the run before it; a
 * closing tag ends a diagram and an opening tag starts one, even with no blank line between.
 */
export function findDiagrams(page: string): DiagramSource[] {
  const lines = page.split(/\r\n|\r|\n/);
  const found: DiagramSource[] = [];
  let current: { lines: string[]; line: number } | null = null;
  lines.forEach((text, i) => {
    if (current && OPENING_TAG.test(text)) {
      found.push({ text: current.lines.join('\n'), line: current.line });
      current = null;
    }
    if (DIAGRAM_LINE.test(text) || (current && CLOSING_TAG.test(text))) {
      current ??= { lines: [], line: i + 1 };
      current.lines.push(text);
      if (!ENDS_WITH_CLOSING_TAG.test(text)) return;
    }
    if (current) found.push({ text: current.lines.join('\n'), line: current.line });
    current = null;
  });
  if (current !== null) {
    const last: { lines: string[]; line: number } = current;
    found.push({ text: last.lines.join('\n'), line: last.line });
  }
  return found;
}
