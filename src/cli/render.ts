/**
 * `variant-go render`: the pictures of a file, one per SGF game tree and one per `$$` diagram of
 * a page (a wiki page, a Markdown post), each named after the file, its order in it and its
 * title (an SGF file of one record: after the file alone), with the problems that stop one placed as `check` places them. The pictures are the
 * publish room's (src/publish/picture.ts), as the Markdown plugins draw them.
 */
import { basename, extname } from 'node:path';
import { findDiagrams } from '../formats/diagram.js';
import { gameOf } from '../formats/sgf-collection.js';
import { oneWarningPerKind } from '../formats/warnings.js';
import { drawPosition } from '../publish/picture.js';
import { collectionPositions, shownPosition, type PictureProblem, type PositionResult } from '../publish/position.js';
import type { ReadAs } from './check.js';
import { sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { STDIN_NAME, isSgfInput } from './inputs.js';
import { ruleAttributes, type RuleChoice } from './rule-options.js';

/** What `render --format` writes. */
export const RENDER_FORMATS = ['svg', 'png'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** What `render` was asked for, besides the files. */
export interface RenderRequest {
  choice: RuleChoice;
  readAs: ReadAs;
  format: RenderFormat;
  /** The board's attributes the options set (`move`, `overlay`, `coordinates`, `theme`). */
  attributes: Readonly<Record<string, string>>;
  /** Only this game tree of each SGF file, from 1; every one when absent. */
  game: number | undefined;
}

/** One picture drawn: the file name it gets and its SVG. */
export interface Drawn {
  name: string;
  svg: string;
}

/** What one file gave: its pictures, and the problems met (those that stopped a picture are errors). */
export interface FilePictures {
  drawn: Drawn[];
  diagnostics: Diagnostic[];
}

/** One picture's position read from a file, with its place there and its number in the file's names. */
interface Found {
  result: PositionResult;
  /** Lines of the file before the text the position was read from (a diagram's place in a page). */
  lineShift: number;
  /** Its number in the file's names (`page-03-...`), from 1; `null` for a file's one record. */
  order: number | null;
  /** Digits of the numbers, so that names sort in order. */
  digits: number;
  /** What an error names first: its game in a collection of several ("game 2 of 40"), as `check` says. */
  game: string | null;
}

/**
 * Draws the pictures of one file. `file` is the name the messages give it; a picture stops at its
 * first problem (an error, at its `file:line:column`) and the others are drawn all the same. PNG
 * pictures are drawn for a rasteriser: their lines in the drawing's units.
 */
export function renderFile(file: string, text: string, request: RenderRequest): FilePictures {
  const out: FilePictures = { drawn: [], diagnostics: [] };
  const base = slug(file === STDIN_NAME ? 'stdin' : basename(file, extname(file))) || 'picture';
  for (const { result, lineShift, order, digits, game } of positions(file, text, request, out.diagnostics)) {
    const place = (problem: PictureProblem, severity: Diagnostic['severity']): Diagnostic => ({
      file,
      ...(problem.line > 0 ? { line: problem.line + lineShift, column: problem.column } : {}),
      severity,
      code: problem.code,
      message: game && severity === 'error' ? `${game}: ${problem.message}` : problem.message,
    });
    if (!result.ok) {
      out.diagnostics.push(place(result.problem, 'error'));
      continue;
    }
    const { position } = result;
    // A move the rules refuse that the record plays as written stays an error, as `check` says.
    for (const warning of position.warnings) out.diagnostics.push(place(warning, warning.code.startsWith('ERR_') ? 'error' : 'warning'));
    if (position.stopped) {
      out.diagnostics.push(place(position.stopped, 'error'));
      continue;
    }
    // A file's one record is the file's picture; each of several has its number and title.
    const title = slug(position.title);
    const number = order === null ? '' : `-${String(order).padStart(digits, '0')}${title ? `-${title}` : ''}`;
    out.drawn.push({
      name: `${base}${number}.${request.format}`,
      svg: drawPosition(position, { fixedStrokes: request.format === 'png' }).svg,
    });
  }
  // As `check` says them: every error, and each kind of warning once in the file, with a count.
  const errors = out.diagnostics.filter((d) => d.severity === 'error');
  out.diagnostics = [...errors, ...oneWarningPerKind(sortDiagnostics(out.diagnostics.filter((d) => d.severity === 'warning')))];
  return out;
}

/** The positions of a file: of its game trees (or the one `--game` picks), read once, or of the diagrams of a page. */
function positions(file: string, text: string, request: RenderRequest, diagnostics: Diagnostic[]): Found[] {
  const attributes = { ...ruleAttributes(request.choice), ...request.attributes };
  const sgf = request.readAs === 'sgf' || (request.readAs === 'auto' && isSgfInput(file, text));
  if (sgf) {
    const { count, positions: read } = collectionPositions({ text, attributes }, request.game !== undefined ? [request.game] : 'all');
    const digits = Math.max(2, String(count).length);
    return read.map(({ game, result }) => ({ result, lineShift: 0, order: count > 1 ? game : null, digits, game: count > 1 && game <= count ? gameOf(game, count) : null }));
  }
  if (request.game !== undefined) {
    const message = `--game ${request.game} picks a game tree of an SGF collection, but this file was read as text holding $$ diagrams (use --sgf to read it as SGF).`;
    diagnostics.push({ file, severity: 'error', code: 'ERR_SGF_GAME', message });
    return [];
  }
  const diagrams = findDiagrams(text);
  if (diagrams.length === 0) {
    const message = 'Nothing to draw: no SGF record (text starting with "(;") and no $$ diagram (lines starting with "$$") was found. To read a file whose record does not start the text as SGF, use --sgf.';
    diagnostics.push({ file, line: 1, column: 1, severity: 'error', code: 'ERR_NOTHING_FOUND', message });
  }
  const digits = Math.max(2, String(diagrams.length).length);
  return diagrams.map((diagram, i) => ({
    result: shownPosition({ text: diagram.text, kind: 'diagram', attributes }),
    lineShift: diagram.line - 1,
    order: i + 1,
    digits,
    game: null,
  }));
}

/** Longest part of a name a title gives, so that names stay readable and within file systems' limits. */
const SLUG_LENGTH = 48;

/**
 * A name part from a title: its letters and digits in lower case (any script: a Japanese title
 * stays Japanese), every other run of characters one hyphen, cut at a word's end.
 */
export function slug(title: string): string {
  const words = title.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > SLUG_LENGTH) return out || word.slice(0, SLUG_LENGTH);
    out = next;
  }
  return out;
}
