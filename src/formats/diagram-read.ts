/**
 * Reading a Sensei's Library `$$` diagram into an SGF tree, the way SL's own SGF export
 * does: setup and markup in the root, one node per numbered move.
 *
 * The reader never throws: every problem is a value with a stable code, the line and column
 * of the character at fault, and a sentence for the page author.
 */
import { MAX_SIZE, parsePoint } from '../engine/coords.js';
import type { Color, Coord } from '../engine/types.js';
import { CELL_CHARACTERS, EDGE_CHARACTERS, LINK_ANCHOR, NOTE_AT, NOTE_AT_LABEL, NOTE_KIND, withoutNotes, type PointMark } from './diagram-chars.js';
import type { SgfNode, SgfProperties, TextPosition } from './sgf.js';
import { coordToSgfPoint } from './sgf-points.js';

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

/** One character of the text, with where it stands. */
interface Located extends TextPosition {
  ch: string;
}

/** A `$$` line: where its body (the text after `$$`) starts, and the body. */
interface DiagramLine {
  line: number;
  /** Offset in the text of the body's first character. */
  offset: number;
  /** Column of the body's first character. */
  column: number;
  body: string;
}

/** A move of the diagram, by its number counted from 1 in this diagram. */
interface DiagramMove {
  /** The point, or `null` for a pass (or a prisoner return). */
  point: Coord | null;
  kind: 'stone' | 'ghost' | 'pass' | 'return';
  /** Where the move is written (its digit, or its note in the title). */
  at: TextPosition;
  /** Whether it is written in the title (a note) rather than on the board. */
  inTitle: boolean;
  /**
   * A note `N at M`: the move number M whose point this move takes, resolved once every move is
   * known; `orPoint` is the point B4 or W4 that `N at B4` names when the diagram has no move 4
   * (or a move 4 played after move N); `note` is the note as written, for messages.
   */
  atMove?: { number: number; at: TextPosition; orPoint?: Coord; note: string };
}

type Failure = { ok: false; error: DiagramIssue<DiagramErrorCode> };

/**
 * How a check deep inside the reader stops the read. Internal: {@link parseDiagram} turns it
 * into the error value, so it never reaches a caller.
 */
class DiagramError extends Error {
  constructor(readonly issue: DiagramIssue<DiagramErrorCode>) {
    super(issue.message);
  }
}

const HEADER = /^([WB])?(c)?(\d+)?(?:m(\d+))?(.*)$/s;
const OPEN_TAG = /^(\s*(?:>\s*)*)(\[(?:go|diagram)\])/i;
const CLOSE_TAG = /(\[\/(?:go|diagram)\])\s*$/i;
const QUOTED_DOLLARS = /^\s*(?:>\s*)*\$\$/;
const LOOKS_LIKE_ROW = /^[\s.,XO|+\-_]{3,}$/;
/** A first line after `$$` that is a horizontal edge (`-` and `+` only, a space first): no header at all. */
const EDGE_HEADER = /^\s+[+-]*-[+-\s]*$/;
/** The board size when neither the header nor the drawing gives one. */
const DEFAULT_SIZE = 19;
/** The shortest side of a board (the engine's and SGF reader's limit). */
const MIN_SIDE = 2;
/** The most moves one diagram holds, title notes included (Sensei's Library honours 15). */
const MAX_MOVES = 100;

/**
 * Reads a `$$` diagram: a header line (`$$B`, `$$Wc9m21 Title`), rows of points, link lines
 * `$$ [a|Page]` and markup lines `$$ {AR D4 F6}`. Lines may be quoted with `>` and the whole
 * wrapped in `[go]...[/go]` or `[diagram]...[/diagram]`. See docs/diagrams.md.
 */
export function parseDiagram(text: string): DiagramResult {
  try {
    return new DiagramReader(text).read();
  } catch (error) {
    if (error instanceof DiagramError) return { ok: false, error: error.issue } satisfies Failure;
    throw error;
  }
}

class DiagramReader {
  private readonly warnings: DiagramIssue<DiagramWarningCode>[] = [];

  constructor(private readonly text: string) {}

  private fail(code: DiagramErrorCode, where: TextPosition, message: string): never {
    throw new DiagramError({ code, message, line: where.line, column: where.column, offset: where.offset });
  }

  private warn(code: DiagramWarningCode, where: TextPosition, message: string): void {
    this.warnings.push({ code, message, line: where.line, column: where.column, offset: where.offset });
  }

  read(): DiagramResult {
    const lines = this.diagramLines();
    let header = lines[0]!;
    let body = lines.slice(1);
    if (EDGE_HEADER.test(header.body)) {
      // `$$ -----`: an author who left out the header drew the top edge first. A title of dashes is
      // possible, but a diagram with a top edge and no header is far more likely.
      const edge = locate(header)[0]!;
      this.warn('WARN_DIAGRAM_EDGE_HEADER', edge, 'The first line is an edge, so it was read as the top edge of a diagram without a header (Black plays first): to give it as a title, start with a header such as "$$B" on a line of its own.');
      body = lines;
      header = { ...header, body: '' };
    }
    const head = this.readHeader(header);

    const rows: Located[][] = [];
    const links: DiagramLink[] = [];
    const specials: Located[][] = [];
    for (const line of body) {
      const cells = locate(line);
      const first = cells[0];
      if (!first) continue; // a bare `$$`
      if (first.ch === '[') this.readLink(line, cells, links);
      else if (first.ch === '{') specials.push(cells);
      else rows.push(cells);
    }

    const grid = this.readGrid(rows, head.headerAt);
    const board = this.placeGrid(grid, head);
    const markup = new MarkupSet();
    const moves = new Map<number, DiagramMove>();
    this.readCells(grid, board, markup, moves);
    for (const cells of specials) this.readSpecial(cells, grid, board, markup);
    this.readNotes(head, board, moves, markup.labels);
    const ordered = this.orderMoves(moves, head);

    const title = shownTitle(withoutNotes(head.title, MOVE_NOTES));
    const tree = this.buildTree({ ...head, title }, board, grid, markup, ordered);
    return { ok: true, tree, title, warnings: this.warnings, coordinates: head.coordinates, links };
  }

  /** The text's `$$` lines, with wrappers removed, blank lines skipped, others refused. */
  private diagramLines(): DiagramLine[] {
    const raw = splitLines(this.text);
    const content = raw.filter((l) => !isBlank(l.text));
    const firstLine = content[0];
    const lastLine = content[content.length - 1];
    if (firstLine) {
      const open = OPEN_TAG.exec(firstLine.text);
      if (open) firstLine.text = firstLine.text.slice(0, open[1]!.length) + ' '.repeat(open[2]!.length) + firstLine.text.slice(open[0].length);
    }
    if (lastLine) {
      const close = CLOSE_TAG.exec(lastLine.text);
      if (close) lastLine.text = lastLine.text.slice(0, close.index) + ' '.repeat(lastLine.text.length - close.index);
    }

    const lines: DiagramLine[] = [];
    let blank: TextPosition | null = null;
    for (const l of raw) {
      if (isBlank(l.text)) {
        if (lines.length > 0) blank ??= { line: l.line, column: 1, offset: l.offset };
        continue;
      }
      const dollars = QUOTED_DOLLARS.exec(l.text);
      if (!dollars) {
        const indent = l.text.length - l.text.trimStart().length;
        const another = OPEN_TAG.test(l.text);
        this.fail(
          'ERR_DIAGRAM_LINE',
          at(l.line, indent, l.offset),
          another
            ? 'A second diagram starts here, but this text is read as one diagram: give each diagram a board of its own.'
            : 'Every line of a diagram starts with $$ (for example "$$ . . X O"): this one does not.',
        );
      }
      if (blank) {
        this.warn('WARN_DIAGRAM_BLANK_LINE', blank, 'A blank line inside the diagram was skipped (on Sensei\'s Library it would end the diagram).');
        blank = null;
      }
      const start = dollars[0].length;
      lines.push({ line: l.line, offset: l.offset + start, column: start + 1, body: l.text.slice(start) });
    }
    if (lines.length === 0) {
      this.fail('ERR_DIAGRAM_EMPTY', { line: 1, column: 1, offset: 0 }, 'No diagram found: a diagram starts with a header line such as "$$B" followed by rows such as "$$ . . X O".');
    }
    return lines;
  }

  private readHeader(header: DiagramLine) {
    const match = HEADER.exec(header.body)!;
    const [, color, c, size, first, rest] = match;
    const column = (index: number): TextPosition => at(header.line, header.column - 1 + index, header.offset - header.column + 1);
    let index = (color?.length ?? 0) + (c?.length ?? 0);
    let boardSize: number | undefined;
    if (size !== undefined) {
      boardSize = Number(size);
      if (boardSize < 2 || boardSize > MAX_SIZE) {
        this.fail('ERR_DIAGRAM_HEADER', column(index), `The header gives board size ${size}: sizes from 2 to ${MAX_SIZE} are supported.`);
      }
      index += size.length;
    }
    let firstMove = 1;
    if (first !== undefined) {
      firstMove = Number(first);
      if (firstMove < 1) this.fail('ERR_DIAGRAM_HEADER', column(index), `The header's m${first} names no move: the first move number is 1 or more, as in m21.`);
      index += first.length + 1;
    }
    const lead = rest!.length - rest!.trimStart().length;
    const title = rest!.trim();
    const titleAt = column(index + lead);
    if (LOOKS_LIKE_ROW.test(title) && /[.,XO]/.test(title)) {
      this.warn('WARN_DIAGRAM_TITLE_ROW', titleAt, `The first line is always the header, so "${title}" was read as the title: start the diagram with a line such as "$$B".`);
    }
    return {
      firstColor: (color === 'W' ? 'white' : 'black') as Color,
      coordinates: c !== undefined,
      size: boardSize,
      firstMove,
      title,
      titleAt,
      headerAt: column(-2),
    };
  }

  private readLink(line: DiagramLine, cells: Located[], links: DiagramLink[]): void {
    const body = line.body.trim();
    const match = /^\[(.*)\|(.*)\]/.exec(body);
    if (!match) {
      this.warn('WARN_DIAGRAM_LINK', cells[0]!, 'A line starting with "[" is a link, written [anchor|destination]; this one was ignored.');
      return;
    }
    const anchor = match[1]!.trim();
    if (!LINK_ANCHOR.test(anchor)) {
      this.warn('WARN_DIAGRAM_LINK', cells[0]!, `The link anchor "${anchor}" is not one board character Sensei's Library links (a-z, 0-9, W B @ # C S T Q Y Z P M); the link is kept.`);
    }
    links.push({ anchor, destination: match[2]!.trim(), line: line.line });
  }

  /**
   * Checks the rows and edges; returns the points' characters and which edges are drawn.
   * `headerAt` (the header's `$$`) places the error of a diagram without rows.
   */
  private readGrid(rows: Located[][], headerAt: TextPosition): Grid {
    const isEdgeRow = (row: Located[]): boolean => row.some((c) => c.ch === '-') && row.every((c) => EDGE_CHARACTERS.includes(c.ch));
    const top = rows.length > 0 && isEdgeRow(rows[0]!);
    const bottom = rows.length > 1 && isEdgeRow(rows[rows.length - 1]!);
    const inner = rows.slice(top ? 1 : 0, bottom ? -1 : undefined);
    const firstRow = inner[0];
    if (!firstRow) {
      const where = rows[0]?.[0] ?? headerAt;
      this.fail('ERR_DIAGRAM_EMPTY', where, 'The diagram has no row of points: add rows such as "$$ . . X O" under the header.');
    }
    const isSide = (ch: string): boolean => ch === '|' || ch === '+';
    const left = isSide(firstRow[0]!.ch);
    const right = firstRow.length > (left ? 1 : 0) && isSide(firstRow[firstRow.length - 1]!.ch);
    const width = firstRow.length - (left ? 1 : 0) - (right ? 1 : 0);
    const points: Located[][] = [];
    for (const row of inner) {
      if (isEdgeRow(row)) {
        this.fail('ERR_DIAGRAM_EDGE', row[0]!, 'A row of "-" draws the top or bottom edge of the board, so it cannot stand between rows of points.');
      }
      const start = row[0]!;
      const end = row[row.length - 1]!;
      if (isSide(start.ch) !== left) {
        this.fail(
          'ERR_DIAGRAM_EDGE',
          start,
          left ? 'This row has no left edge "|", but the first row has one: draw the edge on every row or on none.' : `This row starts with an edge "${start.ch}", but the first row has no left edge: draw the edge on every row or on none.`,
        );
      }
      const hasRight = row.length > (left ? 1 : 0) && isSide(end.ch);
      if (hasRight !== right) {
        this.fail(
          'ERR_DIAGRAM_EDGE',
          right ? after(end) : end,
          right ? 'This row has no right edge "|", but the first row has one: draw the edge on every row or on none.' : `This row ends with an edge "${end.ch}", but the first row has no right edge: draw the edge on every row or on none.`,
        );
      }
      const cells = row.slice(left ? 1 : 0, right ? -1 : undefined);
      for (const cell of cells) {
        if (EDGE_CHARACTERS.includes(cell.ch)) {
          this.fail('ERR_DIAGRAM_EDGE', cell, `"${cell.ch}" draws the edge of the board, so it cannot stand among the points of a row: use "." for an empty point.`);
        }
        if (!isKnown(cell.ch)) {
          this.fail('ERR_DIAGRAM_CHARACTER', cell, unknownCharacterMessage(cell.ch));
        }
      }
      if (cells.length !== width) {
        const where = cells.length > width ? cells[width]! : cells.length > 0 ? after(cells[cells.length - 1]!) : start;
        this.fail(
          'ERR_DIAGRAM_WIDTH',
          where,
          `This row has ${plural(cells.length, 'point')}, but the first row has ${width}: every row of a diagram has the same number of points.`,
        );
      }
      points.push(cells);
    }
    if (width === 0) this.fail('ERR_DIAGRAM_EMPTY', firstRow[0]!, 'The rows of this diagram hold no points: write the points between the edges, as in "$$ | . . X O |".');
    return { points, width, height: points.length, top, bottom, left, right };
  }

  /** Decides the board's size and where the drawn part lies on it. */
  private placeGrid(grid: Grid, head: { size: number | undefined; headerAt: TextPosition }): Board {
    const fullX = grid.left && grid.right;
    const fullY = grid.top && grid.bottom;
    const firstCell = grid.points[0]![0]!;
    if (grid.width > MAX_SIZE || grid.height > MAX_SIZE) {
      this.fail('ERR_DIAGRAM_SIZE', firstCell, `This diagram is ${grid.width} points wide and ${grid.height} high: boards up to ${MAX_SIZE}x${MAX_SIZE} are supported.`);
    }
    for (const [extent, full, name] of [[grid.width, fullX, 'wide'], [grid.height, fullY, 'high']] as const) {
      if (full && extent < MIN_SIDE) {
        this.fail(
          'ERR_DIAGRAM_SIZE',
          firstCell,
          `This diagram draws a board ${plural(extent, 'point')} ${name} from edge to edge: a board has ${MIN_SIDE} to ${MAX_SIZE} points on a side. To show part of a board, leave out the edges where it goes on.`,
        );
      }
    }
    const explicit = head.size;
    // Without a header size: a side drawn edge to edge makes the board square, when the other side
    // is shorter than it (a side not drawn edge to edge goes on past what is drawn); else 19, or
    // square round a diagram larger than that.
    const square = fullX ? grid.width : fullY ? grid.height : undefined;
    const side = (extent: number, full: boolean, name: 'wide' | 'high'): number => {
      const fallback =
        explicit ??
        (square === undefined ? Math.max(DEFAULT_SIZE, grid.width, grid.height) : extent < square ? square : Math.max(DEFAULT_SIZE, extent));
      if (full) {
        if (explicit !== undefined && explicit !== extent) {
          this.warn(
            'WARN_DIAGRAM_SIZE_IGNORED',
            head.headerAt,
            `The header gives board size ${explicit}, but the diagram draws a board ${extent} points ${name} edge to edge; the drawing wins.`,
          );
        }
        return extent;
      }
      if (extent > fallback) {
        if (explicit !== undefined) {
          this.fail('ERR_DIAGRAM_SIZE', firstCell, `This diagram is ${extent} points ${name}, more than the board size ${explicit} in the header.`);
        }
        return extent;
      }
      return fallback;
    };
    const width = side(grid.width, fullX, 'wide');
    const height = side(grid.height, fullY, 'high');
    const offset = (extent: number, size: number, start: boolean, end: boolean): number =>
      start ? 0 : end ? size - extent : Math.floor((size - extent) / 2);
    return {
      width,
      height,
      x0: offset(grid.width, width, grid.left, grid.right),
      y0: offset(grid.height, height, grid.top, grid.bottom),
    };
  }

  private readCells(grid: Grid, board: Board, markup: MarkupSet, moves: Map<number, DiagramMove>): void {
    grid.points.forEach((row, y) => {
      row.forEach((cell, x) => {
        const point = { x: x + board.x0, y: y + board.y0 };
        const ch = cell.ch;
        if (ch >= '0' && ch <= '9') {
          const number = ch === '0' ? 10 : Number(ch);
          const earlier = moves.get(number);
          if (earlier) {
            this.fail('ERR_DIAGRAM_MOVE_TWICE', cell, `Move ${number} is on the board twice (also at line ${earlier.at.line}, column ${earlier.at.column}): each number stands once; a move on a point played before goes in the title, as "5 at 1".`);
          }
          moves.set(number, { point, kind: 'stone', at: position(cell), inTitle: false });
          return;
        }
        if (ch >= 'a' && ch <= 'z') {
          markup.labels.push({ point, text: ch });
          return;
        }
        const meaning = CELL_CHARACTERS[ch]!;
        if (meaning.color) (meaning.color === 'black' ? markup.black : markup.white).push(point);
        if (meaning.ghost) markup.ghosts.push(point);
        if (meaning.marked) markup.marked.push(point);
        if (meaning.tiles) markup.tiles.set(key(point), { point, count: meaning.tiles });
        if (meaning.mark) markup.marks[meaning.mark].push(point);
        if (meaning.dimmed) markup.dimmed.push(point);
        if (meaning.kept) markup.kept.push({ point, ch });
        if (meaning.wildcard && !markup.warned.has(ch)) {
          markup.warned.add(ch);
          this.warn('WARN_DIAGRAM_PATTERN', cell, `"${ch}" is a pattern wildcard (${meaning.wildcard}): the board shows the point empty.`);
        }
      });
    });
  }

  /** A `{CODE args}` line: arrows, lines and tile heights. */
  private readSpecial(cells: Located[], grid: Grid, board: Board, markup: MarkupSet): void {
    const open = cells[0]!;
    const close = cells[cells.length - 1]!;
    if (close.ch !== '}') this.fail('ERR_DIAGRAM_MARKUP', after(close), 'A markup line ends with "}", as in "$$ {AR D4 F6}".');
    const body = this.text.slice(open.offset + 1, close.offset);
    const words = [...body.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: this.locateOffset(open, open.offset + 1 + m.index) }));
    const code = words[0];
    if (!code) this.fail('ERR_DIAGRAM_MARKUP', open, 'This markup line is empty: write {AR from to}, {LN from to} or {TL point height}.');
    const args = words.slice(1);
    const name = code.text.toUpperCase();
    if (name === 'AR' || name === 'LN') {
      if (args.length !== 2) {
        this.fail('ERR_DIAGRAM_MARKUP', code.at, `{${name}} takes two points, as in {${name} D4 F6}; this one has ${args.length}.`);
      }
      const from = this.readPoint(args[0]!.text, args[0]!.at, grid, board);
      const to = this.readPoint(args[1]!.text, args[1]!.at, grid, board);
      if (from.x === to.x && from.y === to.y) {
        this.fail('ERR_DIAGRAM_MARKUP', args[1]!.at, `{${name}} needs two different points: ${args[0]!.text} is written twice.`);
      }
      const list = name === 'AR' ? markup.arrows : markup.lines;
      if (!list.some((l) => same(l.from, from) && same(l.to, to))) list.push({ from, to });
      return;
    }
    if (name === 'TL') {
      if (args.length === 0 || args.length % 2 !== 0) {
        this.fail('ERR_DIAGRAM_MARKUP', code.at, '{TL} takes a point and a number of tiles, as in {TL D4 2} (or several pairs).');
      }
      for (let i = 0; i < args.length; i += 2) {
        const point = this.readPoint(args[i]!.text, args[i]!.at, grid, board);
        const count = args[i + 1]!;
        if (!/^\d+$/.test(count.text) || Number(count.text) < 1) {
          this.fail('ERR_DIAGRAM_TILES', count.at, `"${count.text}" is not a number of tiles: write a whole number of at least 1, as in {TL D4 2}.`);
        }
        if (markup.tileLines.has(key(point))) {
          this.fail('ERR_DIAGRAM_TILES', args[i]!.at, `{TL} gives the tiles of ${args[i]!.text} twice: give each point one height.`);
        }
        markup.tileLines.add(key(point));
        markup.tiles.set(key(point), { point, count: Number(count.text) });
      }
      return;
    }
    this.fail('ERR_DIAGRAM_MARKUP', code.at, `{${code.text}} is not a markup this board knows: use {AR from to} for an arrow, {LN from to} for a line, or {TL point height} for tiles.`);
  }

  /** A point of a markup line: a board coordinate (`D4`) or `x:y` counted in the diagram from 1:1 at its top left. */
  private readPoint(text: string, where: TextPosition, grid: Grid, board: Board): Coord {
    const relative = /^(\d+):(\d+)$/.exec(text);
    if (relative) {
      const x = Number(relative[1]);
      const y = Number(relative[2]);
      if (x < 1 || y < 1 || x > grid.width || y > grid.height) {
        this.fail('ERR_DIAGRAM_MARKUP', where, `${text} is not a point of this diagram: x:y counts from 1:1 at the top left, up to ${grid.width}:${grid.height}.`);
      }
      return { x: x - 1 + board.x0, y: y - 1 + board.y0 };
    }
    const point = parsePoint(text, board.width, board.height);
    if (!point) {
      const shape = /^[a-z]\d{1,2}$/i.test(text) ? `not a point of this ${board.width}x${board.height} board` : 'not a point';
      const hint = /^i/i.test(text) ? ' (columns skip the letter I)' : '';
      this.fail('ERR_DIAGRAM_MARKUP', where, `"${text}" is ${shape}${hint}: write a board coordinate such as D4, or x:y counted from 1:1 at the diagram's top left.`);
    }
    return point;
  }

  /**
   * Title notes: `5 at 1` (move 5 on the point of move 1), `5 at D4` (on a point),
   * `2 pass`, `1 ghost`, `4 return`.
   */
  private readNotes(
    head: { title: string; titleAt: TextPosition; firstMove: number },
    board: Board,
    moves: Map<number, DiagramMove>,
    labelled: readonly { point: Coord; text: string }[],
  ): void {
    const title = head.title;
    const noteAt = (index: number): TextPosition => this.locateOffset(head.titleAt, head.titleAt.offset + index);
    const number = (text: string, where: TextPosition): number => {
      const n = Number(text) - head.firstMove + 1;
      if (n < 1) {
        this.fail('ERR_DIAGRAM_NOTE', where, `The title names move ${text}, but this diagram's first move is ${head.firstMove}.`);
      }
      if (n > MAX_MOVES) {
        this.fail('ERR_DIAGRAM_NOTE', where, `The title names move ${text}, but a diagram holds at most ${MAX_MOVES} moves, from its first (${head.firstMove}).`);
      }
      return n;
    };
    const claim = (n: number, label: string, where: TextPosition, move: DiagramMove): void => {
      const earlier = moves.get(n);
      if (earlier) {
        this.fail('ERR_DIAGRAM_MOVE_TWICE', where, `The title places move ${label}, but move ${label} is already ${earlier.inTitle ? 'in the title' : 'on the board'}.`);
      }
      moves.set(n, move);
    };
    const labelAt = (point: Coord): string | undefined => labelled.find((l) => same(l.point, point))?.text;
    const onLabel = (number: string, letter: string, where: TextPosition, named: string): never =>
      this.fail(
        'ERR_DIAGRAM_MOVE_ON_LABEL',
        where,
        `The title puts move ${number} on ${named}, labelled "${letter}", but a label marks an empty point: write ${number} on the board there instead of "${letter}", or name an earlier move, as in "${number} at 1".`,
      );
    for (const match of title.matchAll(NOTE_AT_LABEL)) {
      const letter = match[2]!;
      if (!labelled.some((l) => l.text === letter)) continue; // prose such as "3 at a glance"
      onLabel(match[1]!, letter, noteAt(match.index), 'a point');
    }
    for (const match of title.matchAll(NOTE_AT)) {
      const where = noteAt(match.index);
      const n = number(match[1]!, where);
      const [, label, letter, digits] = match as unknown as [string, string, string | undefined, string];
      const move: DiagramMove = { point: null, kind: 'stone', at: where, inTitle: true };
      // "5 at 1", and Sensei's Library's "5 at B1" / "5 at W1" (move 1, of that colour).
      if (letter === undefined || letter === 'B' || letter === 'W') {
        const target = Number(digits) - head.firstMove + 1;
        if (letter === undefined) number(digits, where);
        move.atMove = { number: target, at: where, note: match[0].replace(/\s+/g, ' ') };
      }
      // "5 at D1": a board coordinate; "B1" and "W1" only when no move 1 is meant.
      if (letter !== undefined) {
        const point = parsePoint(letter + digits, board.width, board.height);
        if (point) {
          const text = labelAt(point);
          if (text) onLabel(label, text, where, letter.toUpperCase() + digits);
          if (move.atMove) move.atMove.orPoint = point;
          else move.point = point;
        } else if (!move.atMove) {
          this.fail('ERR_DIAGRAM_NOTE', where, `The title puts move ${label} at ${letter}${digits}, which is not a point of this ${board.width}x${board.height} board${/i/i.test(letter) ? ' (columns skip the letter I)' : ''}.`);
        }
      }
      claim(n, label, where, move);
    }
    const kinds: { n: number; label: string; kind: DiagramMove['kind']; at: TextPosition }[] = [];
    for (const match of title.matchAll(NOTE_KIND)) {
      const where = noteAt(match.index);
      const word = match[2]!.toLowerCase();
      const kind = word === 'ghost' ? 'ghost' : word === 'return' ? 'return' : 'pass';
      kinds.push({ n: number(match[1]!, where), label: match[1]!, kind, at: where });
    }
    for (const { n, label, kind, at: where } of kinds) {
      if (kind !== 'ghost') {
        claim(n, label, where, { point: null, kind, at: where, inTitle: true });
      }
    }
    // Resolve "N at M": move N takes the point of move M, which is played before it; chains
    // ("7 at 5", "5 at 1") are followed down to a move with a point of its own.
    const shown = (n: number): number => n + head.firstMove - 1;
    for (const [n, move] of moves) {
      let step = move;
      let current = n;
      let point: Coord | null = null;
      while (step.atMove) {
        const link = step.atMove;
        const target = moves.get(link.number);
        const hasPoint = target !== undefined && target.kind !== 'pass' && target.kind !== 'return';
        // "N at B4" is the point B4 when no move 4 can be meant.
        if (link.orPoint && (!hasPoint || link.number >= current)) {
          point = link.orPoint;
          break;
        }
        if (!target) {
          this.fail('ERR_DIAGRAM_NOTE', link.at, `The title says move ${shown(current)} is at move ${shown(link.number)}, but that move is not on the board.`);
        }
        if (link.number >= current) this.failForward(moves, current, link, shown);
        if (!hasPoint) {
          const what = target.kind === 'pass' ? 'a pass' : 'a prisoner return';
          this.fail('ERR_DIAGRAM_NOTE', link.at, `The title says move ${shown(current)} is at move ${shown(link.number)}, but move ${shown(link.number)} is ${what}: it has no point.`);
        }
        current = link.number;
        step = target;
      }
      move.point = step.atMove ? point : step.point;
    }
    for (const { n, label, kind, at: where } of kinds) {
      if (kind !== 'ghost') continue;
      const move = moves.get(n);
      if (!move || !move.point) {
        this.fail('ERR_DIAGRAM_NOTE', where, `The title says move ${label} is a ghost, but move ${label} is not on the board.`);
      }
      move.kind = 'ghost';
    }
  }

  /**
   * Fails for a note `N at M` (`link`, on move `current`) naming a move M that is not played
   * before N: when following the notes from N comes back to a move already passed, they form a
   * loop, and the message lists its notes; else M is simply a later move.
   */
  private failForward(moves: Map<number, DiagramMove>, current: number, link: NonNullable<DiagramMove['atMove']>, shown: (n: number) => number): never {
    const seen = [current];
    for (let next = link.number; moves.has(next); ) {
      const at = seen.indexOf(next);
      if (at >= 0) {
        const loop = seen.slice(at);
        const first = loop.indexOf(Math.min(...loop));
        const ordered = [...loop.slice(first), ...loop.slice(0, first)];
        const notes = ordered.map((n) => `"${moves.get(n)!.atMove!.note}"`);
        const start = moves.get(ordered[0]!)!.atMove!.at;
        const hint = 'a note puts a move on the point of a move played before it, as in "5 at 1".';
        this.fail(
          'ERR_DIAGRAM_NOTE',
          start,
          notes.length === 1
            ? `The title's note ${notes[0]} points at itself: ${hint}`
            : `The title's notes ${notes.slice(0, -1).join(', ')} and ${notes.at(-1)} form a loop, so none of these moves has a point: ${hint}`,
        );
      }
      seen.push(next);
      const onward = moves.get(next)!.atMove;
      if (!onward) break;
      next = onward.number;
    }
    this.fail(
      'ERR_DIAGRAM_NOTE',
      link.at,
      `The title puts move ${shown(current)} at move ${shown(link.number)}, but move ${shown(link.number)} is played after move ${shown(current)}: a note puts a move on the point of a move played before it, as in "5 at 1".`,
    );
  }

  /** The moves in order; a missing number between two moves is a pass, with a warning. */
  private orderMoves(moves: Map<number, DiagramMove>, { titleAt, firstMove }: { titleAt: TextPosition; firstMove: number }): DiagramMove[] {
    const last = Math.max(0, ...moves.keys());
    const ordered: DiagramMove[] = [];
    for (let n = 1; n <= last; n++) {
      const move = moves.get(n);
      if (move) {
        ordered.push(move);
        continue;
      }
      const shown = n + firstMove - 1;
      this.warn('WARN_DIAGRAM_MOVE_GAP', titleAt, `Move ${shown} is neither on the board nor in the title: it was read as a pass (played elsewhere). Write "${shown} pass" in the title to say so.`);
      ordered.push({ point: null, kind: 'pass', at: titleAt, inTitle: false });
    }
    return ordered;
  }

  /** The record of the diagram; `head.title` is the title as shown. */
  private buildTree(
    head: { firstColor: Color; firstMove: number; title: string; headerAt: TextPosition },
    board: Board,
    grid: Grid,
    markup: MarkupSet,
    moves: DiagramMove[],
  ): SgfNode {
    const props: SgfProperties = { GM: ['1'], FF: ['4'], CA: ['UTF-8'] };
    props.SZ = [board.width === board.height ? String(board.width) : `${board.width}:${board.height}`];
    if (head.title !== '') props.GN = [head.title];
    props.PL = [head.firstColor === 'black' ? 'B' : 'W'];
    const put = (id: string, values: string[]): void => {
      if (values.length > 0) props[id] = values;
    };
    put('AB', markup.black.map(coordToSgfPoint));
    put('AW', markup.white.map(coordToSgfPoint));
    put('ZVG', markup.ghosts.map(coordToSgfPoint));
    put('ZVM', markup.marked.map(coordToSgfPoint));
    put('ZVT', [...markup.tiles.values()].map(({ point, count }) => `${coordToSgfPoint(point)}:${count}`));
    const markupProps = markup.markupProperties();
    Object.assign(props, markupProps);
    const { x0, y0 } = board;
    const x1 = x0 + grid.width - 1;
    const y1 = y0 + grid.height - 1;
    if (x0 > 0 || y0 > 0 || x1 < board.width - 1 || y1 < board.height - 1) {
      props.VW = [`${coordToSgfPoint({ x: x0, y: y0 })}:${coordToSgfPoint({ x: x1, y: y1 })}`];
    }
    put('ZVD', markup.kept.map(({ point, ch }) => `${coordToSgfPoint(point)}:${ch}`));

    const root: SgfNode = { props, children: [], position: head.headerAt };
    let parent = root;
    moves.forEach((move, i) => {
      const number = i + 1;
      const color = number % 2 === 1 ? head.firstColor : head.firstColor === 'black' ? 'white' : 'black';
      const id = color === 'black' ? 'B' : 'W';
      const node: SgfNode = { props: { [id]: [move.point ? coordToSgfPoint(move.point) : ''] }, children: [], position: move.at };
      if (move.kind === 'ghost') node.props.ZVK = ['ghost'];
      if (move.kind === 'return') node.props.ZVK = ['return'];
      if (head.firstMove !== 1) node.props.MN = [String(number + head.firstMove - 1)];
      if (number === moves.length) {
        for (const [id, values] of Object.entries(markupProps)) node.props[id] = [...values];
      }
      parent.children.push(node);
      parent = node;
    });
    return root;
  }

  /** The position of an offset on the same line as `from`. */
  private locateOffset(from: TextPosition, offset: number): TextPosition {
    return { line: from.line, column: from.column + (offset - from.offset), offset };
  }
}

/** The characters of a row and the board, before placing it. */
interface Grid {
  /** The points' characters, row by row, edges removed. */
  points: Located[][];
  width: number;
  height: number;
  top: boolean;
  bottom: boolean;
  left: boolean;
  right: boolean;
}

/** The board's size and where the diagram's top left point lies on it. */
interface Board {
  width: number;
  height: number;
  x0: number;
  y0: number;
}

/** Everything the cells and markup lines say, gathered before the tree is built. */
class MarkupSet {
  black: Coord[] = [];
  white: Coord[] = [];
  ghosts: Coord[] = [];
  marked: Coord[] = [];
  tiles = new Map<string, { point: Coord; count: number }>();
  tileLines = new Set<string>();
  marks: Record<PointMark, Coord[]> = { CR: [], SQ: [], TR: [], MA: [] };
  labels: { point: Coord; text: string }[] = [];
  arrows: { from: Coord; to: Coord }[] = [];
  lines: { from: Coord; to: Coord }[] = [];
  dimmed: Coord[] = [];
  kept: { point: Coord; ch: string }[] = [];
  warned = new Set<string>();

  markupProperties(): SgfProperties {
    const props: SgfProperties = {};
    for (const id of ['CR', 'SQ', 'TR', 'MA'] as const) {
      if (this.marks[id].length > 0) props[id] = this.marks[id].map(coordToSgfPoint);
    }
    if (this.labels.length > 0) props.LB = this.labels.map(({ point, text }) => `${coordToSgfPoint(point)}:${text}`);
    const pairs = (list: { from: Coord; to: Coord }[]): string[] => list.map(({ from, to }) => `${coordToSgfPoint(from)}:${coordToSgfPoint(to)}`);
    if (this.arrows.length > 0) props.AR = pairs(this.arrows);
    if (this.lines.length > 0) props.LN = pairs(this.lines);
    if (this.dimmed.length > 0) props.DD = this.dimmed.map(coordToSgfPoint);
    return props;
  }
}

/**
 * The notes every reading acts on, which the title as shown leaves out: the moves say them ("3 at
 * D1" is move 3 at D1 in the move list). `N at a` stays: without its label it is prose.
 */
const MOVE_NOTES = [NOTE_AT, NOTE_KIND];

/** The title as shown: Life in 19x19 writes `\n` for a line break. */
function shownTitle(title: string): string {
  return title.replace(/\\n/g, '\n');
}

/** Blank, or only quoting: `>` alone, or what a removed `[/go]` left. */
function isBlank(line: string): boolean {
  return /^\s*(?:>\s*)*$/.test(line);
}

function isKnown(ch: string): boolean {
  return Object.hasOwn(CELL_CHARACTERS, ch) || (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z');
}

function unknownCharacterMessage(ch: string): string {
  const shown = JSON.stringify(ch);
  const hint =
    ch >= 'A' && ch <= 'Z'
      ? ' Capital letters are stones and marks (X, O, B, W, ...); labels are lower case, a to z.'
      : ch === '$'
        ? ' Only the start of a line holds $$.'
        : '';
  return `${shown} is not a diagram character: use . for an empty point, X and O for stones, 1 to 9 and 0 for moves, a to z for labels (docs/diagrams.md lists them all).${hint}`;
}

function splitLines(text: string): { text: string; line: number; offset: number }[] {
  const lines: { text: string; line: number; offset: number }[] = [];
  const pattern = /\r\n|\r|\n/g;
  let start = 0;
  let line = 1;
  for (const match of text.matchAll(pattern)) {
    lines.push({ text: text.slice(start, match.index), line, offset: start });
    start = match.index + match[0].length;
    line++;
  }
  lines.push({ text: text.slice(start), line, offset: start });
  return lines;
}

/**
 * The body's characters other than spaces, with their places: whole code points, so a character
 * outside the BMP (an emoji) is one cell, placed at its first UTF-16 unit.
 */
function locate(line: DiagramLine): Located[] {
  const cells: Located[] = [];
  let i = 0;
  for (const ch of line.body) {
    if (!/\s/.test(ch)) cells.push({ ch, line: line.line, column: line.column + i, offset: line.offset + i });
    i += ch.length;
  }
  return cells;
}

function at(line: number, index: number, lineOffset: number): TextPosition {
  return { line, column: index + 1, offset: lineOffset + index };
}

/** The place just after a cell's character (two UTF-16 units after an emoji). */
function after(cell: Located): TextPosition {
  return { line: cell.line, column: cell.column + cell.ch.length, offset: cell.offset + cell.ch.length };
}

function position(cell: Located): TextPosition {
  return { line: cell.line, column: cell.column, offset: cell.offset };
}

function key(point: Coord): string {
  return `${point.x},${point.y}`;
}

function same(a: Coord, b: Coord): boolean {
  return a.x === b.x && a.y === b.y;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
