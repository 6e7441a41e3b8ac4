/**
 * `variant-go show`: the position after a move of a record's main line (or a diagram's
 * numbered moves), as a text board, the engine's PositionView in JSON, an SVG image or a `$$`
 * diagram.
 */
import type { Game } from '../engine/index.js';
import { rulesOverlay } from '../engine/overlay/index.js';
import type { OverlayMark, PositionView } from '../engine/types.js';
import { findDiagrams, parseDiagram, writeDiagram } from '../formats/diagram.js';
import type { Markup } from '../engine/markup.js';
import { commentOf, markupOf } from '../formats/markup.js';
import { dimmedAt, variationsAt, type VariationMark } from '../formats/path-markup.js';
import type { SgfRecord } from '../formats/sgf-record.js';
import { depthOfMove, lineAlong, lineMoveCount } from '../formats/record-line.js';
import { parseSgf } from '../formats/sgf.js';
import { gameOf, gameTree } from '../formats/sgf-collection.js';
import { renderSvg } from '../render/index.js';
import type { Diagnostic } from './diagnostics.js';
import { isSgfInput } from './inputs.js';
import type { ReadAs } from './check.js';
import { diagramMessage } from '../publish/position.js';
import { createRefiner } from '../publish/places.js';
import { loadRecord, type Issue } from './records.js';
import { describeRules, type RuleChoice } from './rule-options.js';
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

/** Where the position comes from: a record (from SGF or a diagram) and a title. */
interface Source {
  record: SgfRecord;
  title: string;
  /** What the messages call the record: the file, and its game in a collection of several. */
  recordName: string;
  /** Lines of the source text before the record's own text (a diagram's place in a page). */
  lineShift: number;
  /** Info lines for the text board. */
  info: string[];
  /** Moves an issue to the place an editor should show. */
  refine: <T extends Issue>(issue: T) => T;
  /** The record was read from a `$$` diagram. */
  diagram: boolean;
}

/** Builds the output of `show`, or throws a {@link ShowError} when there is no position to show. */
export function show(request: ShowRequest): ShowResult {
  const source = readSource(request);
  const { record } = source;
  // The node shown is the one the board shows for the same move: the same line, the same rule.
  const line = lineAlong(record.root, record.mainLine());
  const total = lineMoveCount(line);
  if (request.move !== undefined && request.move > total) {
    throw new ShowError(`--move ${request.move}: the main line of ${source.recordName} has ${total} move${total === 1 ? '' : 's'}`);
  }
  const depth = depthOfMove(line, request.move);
  const node = line.nodes[depth]!;
  const nodePath = line.path.slice(0, depth);
  // The replay stops at the node shown, so a problem it met lies before the position asked for.
  const at = record.gameAt(nodePath);
  const game: Game = at.game;
  let problem: Diagnostic | null = null;
  if (at.error) {
    const e = source.refine(at.error);
    problem = {
      file: request.name,
      line: e.line > 0 ? e.line + source.lineShift : undefined,
      column: e.line > 0 ? e.column : undefined,
      severity: 'error',
      code: e.engineCode ?? e.code,
      message: source.diagram ? diagramMessage(e.message) : e.message,
    };
  }
  const view = game.view();
  // DD is inherited along the path, so the dimmed points come from the path, not the node.
  const markup: Markup = { ...markupOf(node, record.width, record.height), dimmed: dimmedAt(record, nodePath) };
  const variations = variationsAt(record, nodePath);
  const overlay = request.overlay === 'rules' ? rulesOverlay(game) : null;
  return { output: render(view, request, source, { markup, variations, overlay }, commentOf(node)), problem };
}

/** No position can be shown: a file that cannot be read as asked (exit 1). */
export class ShowError extends Error {
  override readonly name = 'ShowError';
}

function readSource(request: ShowRequest): Source {
  const sgf = request.readAs === 'sgf' || (request.readAs === 'auto' && isSgfInput(request.name, request.text));
  if (sgf) {
    const parsed = parseSgf(request.text);
    if (!parsed.ok) {
      const e = parsed.error;
      throw new ShowError(`${request.name}:${e.line}:${e.column}: ${e.code}: ${e.message}`);
    }
    const count = parsed.trees.length;
    const n = request.game ?? 1;
    const chosen = gameTree(parsed.trees, n);
    if (!chosen.ok) throw new ShowError(`${request.name}: ${chosen.code}: ${chosen.message}`);
    const refine = createRefiner(request.text);
    const loaded = loadRecord(chosen.root, request.choice);
    if (!loaded.ok) {
      const e = refine(loaded.error);
      throw new ShowError(`${request.name}:${e.line}:${e.column}: ${e.engineCode ?? e.code}: ${e.message}`);
    }
    const { info } = loaded.record;
    const lines: string[] = [];
    const ofCollection = count > 1 ? gameOf(n, count) : null;
    if (ofCollection) lines.push(ofCollection[0]!.toUpperCase() + ofCollection.slice(1));
    if (info.GN) lines.push(`Game: ${info.GN}`);
    if (info.PB || info.PW) {
      const who = (name: string | undefined, rank: string | undefined) => `${name ?? '?'}${rank ? ` (${rank})` : ''}`;
      lines.push(`Black: ${who(info.PB, info.BR)}; White: ${who(info.PW, info.WR)}`);
    }
    if (info.RE) lines.push(`Recorded result: ${info.RE}`);
    const recordName = ofCollection ? `${request.name} (${ofCollection})` : request.name;
    return { record: loaded.record, title: info.GN ?? '', recordName, lineShift: 0, info: lines, refine, diagram: false };
  }

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
  const parsed = parseDiagram(chosen.text);
  if (!parsed.ok) {
    const e = parsed.error;
    throw new ShowError(`${request.name}:${e.line + chosen.line - 1}:${e.column}: ${e.code}: ${e.message}`);
  }
  const loaded = loadRecord(parsed.tree, request.choice);
  if (!loaded.ok) {
    const e = loaded.error;
    throw new ShowError(`${request.name}:${chosen.line}:1: ${e.engineCode ?? e.code}: ${e.message}`);
  }
  return {
    record: loaded.record,
    title: parsed.title,
    recordName: request.name,
    lineShift: chosen.line - 1,
    info: [`Diagram on line ${chosen.line}${parsed.title ? `: ${parsed.title}` : ''}`],
    refine: (issue) => issue,
    diagram: true,
  };
}

/** What is drawn over the position: the node's markup and variations, the rules overlay asked for. */
interface Overlay {
  markup: Markup;
  variations: VariationMark[];
  overlay: OverlayMark[] | null;
}

function render(view: PositionView, request: ShowRequest, source: Source, { markup, variations, overlay }: Overlay, comment: string | null): string {
  const { record } = source;
  switch (request.format) {
    case 'json':
      return `${JSON.stringify(view, null, 2)}\n`;
    case 'svg': {
      // Untitled, the renderer names the position itself, as it does for every caller.
      return `${renderSvg(view, { coordinates: request.coordinates, markup, variations, overlay, ...(source.title ? { title: source.title } : {}) }).svg}\n`;
    }
    case 'diagram':
      return `${writeDiagram(view, { markup, coordinates: request.coordinates, ...(source.title ? { title: source.title } : {}) })}\n`;
    case 'text': {
      const size = view.width === view.height ? `${view.width}x${view.width}` : `${view.width}x${view.height}`;
      return formatTextBoard(view, {
        title: `${request.name}: ${describeRules(record.variant, record.ruleOptions)}, ${size}`,
        info: source.info,
        ...(comment !== null ? { comment } : {}),
      });
    }
  }
}
