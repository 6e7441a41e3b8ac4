/**
 * `variant-go render`: the pictures of a file, one per SGF game tree and one per `$$` diagram of
 * a page (a wiki page, a Markdown post), each named after the file, its order in it and its
 * title (an SGF file of one record: after the file alone), with the problems that stop one placed as `check` places them. The pictures are the
 * publish room's (src/publish/picture.ts), as the Markdown plugins draw them.
 */
import { basename, extname } from 'node:path';
import { findDiagrams } from '../formats/diagram.js';
import { parseSgf } from '../formats/sgf.js';
import { drawPosition } from '../publish/picture.js';
import { shownPosition, type PictureProblem } from '../publish/position.js';
import type { ReadAs } from './check.js';
import { oneWarningPerKind } from '../formats/warnings.js';
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

/** One record of a file: its text, how to read it, where it starts and its order among the file's. */
interface Source {
  text: string;
  kind: 'sgf' | 'diagram';
  /** Attributes of this record alone: the game of a collection. */
  attributes: Record<string, string>;
  lineShift: number;
  /** Its number in the file's name (`page-03-...`), from 1; `null` for a file's one record. */
  order: number | null;
  /** Digits of the numbers, so that names sort in order. */
  digits: number;
}

/**
 * Draws the pictures of one file. `file` is the name the messages give it; a picture stops at its
 * first problem (an error, at its `file:line:column`) and the others are drawn all the same. PNG
 * pictures are drawn for a rasteriser: their lines in the drawing's units.
 */
export function renderFile(file: string, text: string, request: RenderRequest): FilePictures {
  const out: FilePictures = { drawn: [], diagnostics: [] };
  const base = slug(file === STDIN_NAME ? 'stdin' : basename(file, extname(file))) || 'picture';
  const found = sources(file, text, request, out.diagnostics);
  for (const source of found) {
    const attributes = { ...ruleAttributes(request.choice), ...request.attributes, ...source.attributes };
    const read = shownPosition({ text: source.text, kind: source.kind, attributes });
    const place = (problem: PictureProblem, severity: Diagnostic['severity']): Diagnostic => ({
      file,
      ...(problem.line > 0 ? { line: problem.line + source.lineShift, column: problem.column } : {}),
      severity,
      code: problem.code,
      message: problem.message,
    });
    if (!read.ok) {
      out.diagnostics.push(place(read.problem, 'error'));
      continue;
    }
    const { position } = read;
    // A move the rules refuse that the record plays as written stays an error, as `check` says.
    for (const warning of position.warnings) out.diagnostics.push(place(warning, warning.code.startsWith('ERR_') ? 'error' : 'warning'));
    if (position.stopped) {
      out.diagnostics.push(place(position.stopped, 'error'));
      continue;
    }
    // A file's one record is the file's picture; each of several has its number and title.
    const title = slug(position.title);
    const number = source.order === null ? '' : `-${String(source.order).padStart(source.digits, '0')}${title ? `-${title}` : ''}`;
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

/** The records of a file: its game trees (or the one `--game` picks), or the diagrams of a page. */
function sources(file: string, text: string, request: RenderRequest, diagnostics: Diagnostic[]): Source[] {
  const sgf = request.readAs === 'sgf' || (request.readAs === 'auto' && isSgfInput(file, text));
  if (sgf) {
    const parsed = parseSgf(text);
    // The picture says why the text cannot be read, at its place.
    const count = parsed.ok ? parsed.trees.length : 1;
    const games = request.game !== undefined ? [request.game] : Array.from({ length: count }, (_, i) => i + 1);
    const digits = Math.max(2, String(count).length);
    return games.map((game) => ({ text, kind: 'sgf', attributes: { game: String(game) }, lineShift: 0, order: count > 1 ? game : null, digits }));
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
  return diagrams.map((diagram, i) => ({ text: diagram.text, kind: 'diagram', attributes: {}, lineShift: diagram.line - 1, order: i + 1, digits }));
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
