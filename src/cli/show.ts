/**
 * `variant-go show`: the position after a move of a record's main line (or a diagram's
 * numbered moves), as a text board, the engine's PositionView in JSON, an SVG image or a `$$`
 * diagram. The position is the pictures' (src/publish/position.ts), so `show --format svg`
 * prints the picture `render` writes.
 */
import { findDiagrams, writeDiagram } from '../formats/diagram.js';
import { gameOf } from '../formats/sgf-collection.js';
import { drawPosition } from '../publish/picture.js';
import { shownPosition, type PictureProblem, type ShownPosition } from '../publish/position.js';
import type { Diagnostic } from './diagnostics.js';
import { isSgfInput } from './inputs.js';
import type { ReadAs } from './check.js';
import { describeRules, ruleAttributes, type RuleChoice } from './rule-options.js';
import { formatTextBoard } from './text-board.js';

/** Output formats of `show`. */
export const SHOW_FORMATS = ['text', 'json', 'svg', 'diagram'] as const;
export type ShowFormat = (typeof SHOW_FORMATS)[number];

/** What `--overlay` may draw over the SVG: nothing, or the variant's rules overlay. */
export const SHOW_OVERLAYS = ['none', 'rules'] as const;
export type ShowOverlay = (typeof SHOW_OVERLAYS)[number];

/** What `show` was asked for. */
export interface ShowRequest {
  name: string;
  text: string;
  choice: RuleChoice;
  readAs: ReadAs;
  format: ShowFormat;
  /** The game tree of an SGF collection to show, counted from 1; the first when absent. */
  game: number | undefined;
  /** Move number to show; the end of the main line when absent. */
  move: number | undefined;
  /** For a text with several diagrams: the diagram that starts on or holds this line. */
  line: number | undefined;
  coordinates: boolean;
  /** `rules`: the SVG draws the rules overlay of the position, with its legend. */
  overlay: ShowOverlay;
}

/** The output, and a problem that stopped the replay before the position asked for (exit 1). */
export interface ShowResult {
  output: string;
  problem: Diagnostic | null;
}


/** Builds the output of `show`, or throws a {@link ShowError} when there is no position to show. */
export function show(request: ShowRequest): ShowResult {
  const source = chosenText(request);
  const attributes = ruleAttributes(request.choice);
  if (request.game !== undefined) attributes.game = String(request.game);
  if (request.move !== undefined) attributes.move = String(request.move);
  if (request.coordinates) attributes.coordinates = '';
  if (request.overlay === 'rules') attributes.overlay = 'rules';
  const read = shownPosition({ text: source.text, kind: source.kind, attributes });
  if (!read.ok) throw new ShowError(`${placeOf(request.name, source.lineShift, read.problem)}: ${read.problem.code}: ${read.problem.message}`);
  const { position } = read;
  if (request.move !== undefined && request.move > position.moves) {
    const recordName = position.games > 1 ? `${request.name} (${gameOf(position.game, position.games)})` : request.name;
    throw new ShowError(`--move ${request.move}: the main line of ${recordName} has ${position.moves} move${position.moves === 1 ? '' : 's'}`);
  }
  const { stopped } = position;
  const problem: Diagnostic | null = stopped && {
    file: request.name,
    ...(stopped.line > 0 ? { line: stopped.line + source.lineShift, column: stopped.column } : {}),
    severity: 'error',
    code: stopped.code,
    message: stopped.message,
  };
  return { output: render(position, request, source), problem };
}

/** No position can be shown: a file that cannot be read as asked (exit 1). */
export class ShowError extends Error {
  override readonly name = 'ShowError';
}

/** The text to read: the file, or the diagram `--line` picks in it, after `lineShift` lines of the file. */
interface ChosenText {
  text: string;
  kind: 'sgf' | 'diagram';
  lineShift: number;
}

function chosenText(request: ShowRequest): ChosenText {
  const sgf = request.readAs === 'sgf' || (request.readAs === 'auto' && isSgfInput(request.name, request.text));
  if (sgf) return { text: request.text, kind: 'sgf', lineShift: 0 };
  if (request.game !== undefined) {
    throw new ShowError(`${request.name}: --game ${request.game} picks a game tree of an SGF collection, but this file was read as text holding $$ diagrams (--line picks a diagram; --sgf reads the file as SGF)`);
  }
  const diagrams = findDiagrams(request.text);
  if (diagrams.length === 0) throw new ShowError(`${request.name}: no $$ diagram found`);
  let chosen = diagrams[0]!;
  if (request.line !== undefined) {
    const target = request.line;
    const hit = diagrams.find((d) => target >= d.line && target < d.line + d.text.split('\n').length) ?? diagrams.find((d) => d.line >= target);
    if (!hit) throw new ShowError(`${request.name}: no $$ diagram on or after line ${target}`);
    chosen = hit;
  }
  return { text: chosen.text, kind: 'diagram', lineShift: chosen.line - 1 };
}

/** `file:line:column` of a problem in the chosen text, or the file alone for one without a place. */
function placeOf(file: string, lineShift: number, problem: PictureProblem): string {
  return problem.line > 0 ? `${file}:${problem.line + lineShift}:${problem.column}` : file;
}

function render(position: ShownPosition, request: ShowRequest, source: ChosenText): string {
  const { record, view, title } = position;
  switch (request.format) {
    case 'json':
      return `${JSON.stringify(view, null, 2)}\n`;
    case 'svg':
      return `${drawPosition(position).svg}\n`;
    case 'diagram':
      return `${writeDiagram(view, { markup: position.markup, coordinates: request.coordinates, ...(title ? { title } : {}) })}\n`;
    case 'text': {
      const size = view.width === view.height ? `${view.width}x${view.width}` : `${view.width}x${view.height}`;
      const info = source.kind === 'diagram' ? [`Diagram on line ${source.lineShift + 1}${title ? `: ${title}` : ''}`] : recordInfo(position);
      return formatTextBoard(view, {
        title: `${request.name}: ${describeRules(record.variant, record.ruleOptions)}, ${size}`,
        info,
        ...(position.comment !== null ? { comment: position.comment } : {}),
      });
    }
  }
}

/** The text board's lines about a record: its game in a collection, its name, players and result. */
function recordInfo({ record: { info }, game, games }: ShownPosition): string[] {
  const lines: string[] = [];
  if (games > 1) {
    const which = gameOf(game, games);
    lines.push(which[0]!.toUpperCase() + which.slice(1));
  }
  if (info.GN) lines.push(`Game: ${info.GN}`);
  if (info.PB || info.PW) {
    const who = (name: string | undefined, rank: string | undefined) => `${name ?? '?'}${rank ? ` (${rank})` : ''}`;
    lines.push(`Black: ${who(info.PB, info.BR)}; White: ${who(info.PW, info.WR)}`);
  }
  if (info.RE) lines.push(`Recorded result: ${info.RE}`);
  return lines;
}
