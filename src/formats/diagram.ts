/**
 * Sensei's Library `$$` diagrams: reading one into an SGF tree, writing a position as one,
 * and finding the diagrams in a page of text. The syntax, every character and our variant
 * extension are described in docs/diagrams.md.
 *
 * @example
 * const read = parseDiagram('$$B Ko\n$$ +-----+\n$$ |.XO..|\n$$ |X1XO.|\n$$ |.XO..|\n$$ +-----+');
 * if (read.ok) writeSgf([read.tree]);
 */
import type { Markup } from './markup.js';
import type { SgfNode, TextPosition } from './sgf.js';

export { parseDiagram } from './diagram-read.js';
export { writeDiagram } from './diagram-write.js';

/**
 * Stable codes of diagrams that cannot be read. Messages may change; codes never do.
 * - `ERR_DIAGRAM_EMPTY`: no `$$` line, or no row of points.
 * - `ERR_DIAGRAM_LINE`: a line that does not start with `$$` (after any `>` quoting).
 * - `ERR_DIAGRAM_HEADER`: the header's board size or first move number (`m`) is out of range.
 * - `ERR_DIAGRAM_CHARACTER`: a character the board table does not have.
 * - `ERR_DIAGRAM_WIDTH`: rows with different numbers of points.
 * - `ERR_DIAGRAM_EDGE`: an edge character (`-`, `|`, `+`) where no edge can be: an edge row
 *   between rows of points, an edge inside a row, or a row whose edges differ from the first.
 * - `ERR_DIAGRAM_SIZE`: the diagram does not fit on the board (or exceeds 25x25).
 * - `ERR_DIAGRAM_MOVE_TWICE`: one move number on two points, or on the board and in the title.
 * - `ERR_DIAGRAM_NOTE`: a title note such as `5 at 1` that names no move of the diagram, a
 *   note `5 at Q30` off the board, or a note naming a move before the diagram's first.
 * - `ERR_DIAGRAM_MOVE_ON_LABEL`: a title note puts a numbered move on a labelled point (`5 at a`,
 *   or `5 at D4` where D4 is labelled).
 * - `ERR_DIAGRAM_MARKUP`: a `{...}` line that cannot be read (unknown code, bad point).
 * - `ERR_DIAGRAM_TILES`: a `{TL ...}` line with a bad height, or two heights for one point.
 */
export type DiagramErrorCode =
  | 'ERR_DIAGRAM_EMPTY'
  | 'ERR_DIAGRAM_LINE'
  | 'ERR_DIAGRAM_HEADER'
  | 'ERR_DIAGRAM_CHARACTER'
  | 'ERR_DIAGRAM_WIDTH'
  | 'ERR_DIAGRAM_EDGE'
  | 'ERR_DIAGRAM_SIZE'
  | 'ERR_DIAGRAM_MOVE_TWICE'
  | 'ERR_DIAGRAM_NOTE'
  | 'ERR_DIAGRAM_MOVE_ON_LABEL'
  | 'ERR_DIAGRAM_MARKUP'
  | 'ERR_DIAGRAM_TILES';

/**
 * Stable codes of things the reader put up with.
 * - `WARN_DIAGRAM_PATTERN`: a pattern wildcard (`A`, `V`, `*`); the point is read as empty and
 *   the character kept in `ZVD`.
 * - `WARN_DIAGRAM_MOVE_GAP`: a move number between two numbered moves is missing; it was read
 *   as a pass (played elsewhere).
 * - `WARN_DIAGRAM_LINK`: a `$$ [...]` line that is not a link `[anchor|destination]`, or whose
 *   anchor Sensei's Library would not accept.
 * - `WARN_DIAGRAM_BLANK_LINE`: a blank line between `$$` lines was skipped (on Sensei's
 *   Library it would end the diagram).
 * - `WARN_DIAGRAM_SIZE_IGNORED`: the header's size differs from a side the diagram draws with
 *   both edges; the drawn side wins.
 * - `WARN_DIAGRAM_TITLE_ROW`: the first line, always the header, looks like a row of points.
 * - `WARN_DIAGRAM_EDGE_HEADER`: the first line is a horizontal edge (`$$ -----`): read as the
 *   top edge of a diagram without a header, not as a title.
 */
export type DiagramWarningCode =
  | 'WARN_DIAGRAM_PATTERN'
  | 'WARN_DIAGRAM_MOVE_GAP'
  | 'WARN_DIAGRAM_LINK'
  | 'WARN_DIAGRAM_BLANK_LINE'
  | 'WARN_DIAGRAM_SIZE_IGNORED'
  | 'WARN_DIAGRAM_TITLE_ROW'
  | 'WARN_DIAGRAM_EDGE_HEADER';

/** A problem found in a diagram: where (1-based line and column of the text given) and why. */
export interface DiagramIssue<Code extends string = DiagramErrorCode | DiagramWarningCode> extends TextPosition {
  /** Stable code, for programs. */
  code: Code;
  /** A sentence for the page author. */
  message: string;
}

/** A link line `$$ [anchor|destination]`: kept for the page, not drawn. */
export interface DiagramLink {
  /** The board character whose points link, e.g. `a` or `1`. */
  anchor: string;
  /** Where they link to: a page name or a URL, as written. */
  destination: string;
  /** Line of the text where the link stands. */
  line: number;
}

/** The answer of {@link parseDiagram}. */
export type DiagramResult =
  | {
      ok: true;
      /**
       * The diagram as an SGF tree: the root holds the board (`SZ`), the start position
       * (`AB`, `AW`, `PL`, variant state `ZVG`/`ZVT`/`ZVM`), the markup, the part of the board
       * drawn (`VW`, for a partial board) and the title (`GN`); then one node per numbered
       * move, in order, the last repeating the markup.
       */
      tree: SgfNode;
      /** The header's title, trimmed (notes such as `5 at 1` included). */
      title: string;
      warnings: DiagramIssue<DiagramWarningCode>[];
      /** The header asked for coordinates (`$$c`, `$$Bc9`). */
      coordinates: boolean;
      /** Link lines, in order. */
      links: DiagramLink[];
    }
  | { ok: false; error: DiagramIssue<DiagramErrorCode> };

/**
 * Markup to draw on a position, as {@link writeDiagram} takes it: the `Markup` of SGF records
 * and the renderer (markup.ts), every field optional. A diagram shows circles, squares,
 * triangles and crosses; one-letter labels `a`-`z` on empty points; dimmed empty points (`?`);
 * arrows and lines. It has no character for `selected`.
 */
export type DiagramMarkup = Partial<Markup>;

/** Options of {@link writeDiagram}. */
export interface WriteDiagramOptions {
  /** Markup drawn on the position. */
  markup?: DiagramMarkup;
  /** The diagram's title (line breaks become spaces). */
  title?: string;
  /** Ask for coordinates in the header (`$$Bc`). */
  coordinates?: boolean;
}

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
