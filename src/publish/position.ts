/**
 * From an author's text to the position a picture shows: the record read from SGF or a `$$`
 * diagram under the attributes' rules, turned, replayed to the move asked for, with the node's
 * markup, its variations, the rules overlay and the part of the board shown. `picture()` draws
 * it; `variant-go show` prints it in every format, so both show the same position.
 */
// The full engine: every variant's rules are in at once, so any record is read and replayed synchronously.
import { parsePoint, rulesOverlay, type Game } from '../engine/index.js';
import { viewportSpanning, type Markup, type Viewport } from '../engine/markup.js';
import type { OverlayMark, PositionView } from '../engine/types.js';
import { findDiagrams, parseDiagram } from '../formats/diagram.js';
import { commentOf, markupOf } from '../formats/markup.js';
import { moveNumberLabels } from '../formats/move-numbers.js';
import { orientTree } from '../formats/orient.js';
import { dimmedAt, variationsAt, viewportAt, type VariationMark } from '../formats/path-markup.js';
import { problemWindow } from '../formats/problem-window.js';
import { readRecord } from '../formats/read-record.js';
import { depthOfMove, lineAlong, lineMoveCount } from '../formats/record-line.js';
import { gameTree } from '../formats/sgf-collection.js';
import type { SgfRecord } from '../formats/sgf-record.js';
import { parseSgf, type SgfIssue, type SgfNode } from '../formats/sgf.js';
import { oneWarningPerKind } from '../formats/warnings.js';
import { readChoices, type AttributeProblem, type PictureChoices } from './attributes.js';
import { createRefiner } from './places.js';

/** What the picture is drawn from: an author's text and the element's attributes as written. */
export interface PositionRequest {
  /** SGF text, or text holding a `$$` diagram (the first one found, quoted with `>` or in `[go]` tags or not). */
  text: string;
  kind: 'sgf' | 'diagram';
  /**
   * The attributes as written on `<variant-go-board>` (variant, komi, ko, max-tiles, scoring,
   * game, move, mode, overlay, coordinates, orientation, crop, theme): those that change the
   * picture are read as the element reads them, and a value it does not take is a problem quoting
   * it; the others are ignored.
   */
  attributes?: Readonly<Record<string, string>>;
}

/** A problem with the text (its 1-based line and column) or with an attribute (line and column 0). */
export interface PictureProblem {
  /** Stable code: the engine's (`ERR_KO`) when the engine refused a move, else the reader's or the attribute's. */
  code: string;
  message: string;
  line: number;
  column: number;
}

/** The position shown, with all that is drawn over it. */
export interface ShownPosition {
  record: SgfRecord;
  /** The game trees of the text (1 for a diagram) and the one shown, from 1. */
  games: number;
  game: number;
  /** The moves of the main line. */
  moves: number;
  /** The game at the position shown. */
  at: Game;
  view: PositionView;
  /** The node shown's comment, when it has one. */
  comment: string | null;
  markup: Markup;
  variations: VariationMark[];
  /** The rules overlay, when `overlay="rules"`. */
  overlay: OverlayMark[] | null;
  /** The part of the board shown: the record's `VW`, else what `crop` asks for; `null`: all of it. */
  viewport: Viewport | null;
  /** The record's own title: its `GN`, or the diagram's; `''` when it has none. */
  title: string;
  /** The `coordinates` attribute, or a diagram's `$$c`. */
  coordinates: boolean;
  choices: PictureChoices;
  /** Why the replay stopped before the position asked for: the picture would show another one. */
  stopped: PictureProblem | null;
  /**
   * What the readers and the replay put up with, one per kind, in the order of their places; with
   * an `ERR_` code, a move the rules refuse that Go records play as written (a suicide, a ko), as
   * viewers do, so the picture shows it.
   */
  warnings: PictureProblem[];
}

/** A read position, or the first problem that stops it. */
export type PositionResult = { ok: true; position: ShownPosition } | { ok: false; problem: PictureProblem };

/** Where a record was read from: its tree and title, and how its problems find their place in the request's text. */
interface Read {
  root: SgfNode;
  games: number;
  /** A diagram's title; `undefined` for SGF, whose record holds its own (`GN`). */
  title?: string;
  coordinates: boolean;
  /** Read from a `$$` diagram, whose moves are drawn numbered, as on the board. */
  diagram: boolean;
  /** Moves an issue of the record to its place in the text. */
  place: (issue: SgfIssue<string> & { property?: string; engineCode?: string }) => PictureProblem;
  warnings: PictureProblem[];
}

/** Reads the position `request` asks for. Synchronous, with every variant's rules. */
export function shownPosition(request: PositionRequest): PositionResult {
  const chosen = readChoices(request.attributes ?? {});
  if (!chosen.ok) return attributeProblem(chosen.problem);
  const { choices } = chosen;
  if (request.kind === 'sgf') return sgfPositions(request.text, choices, [choices.game]).positions[0]!.result;
  const source = readDiagram(request.text);
  // A diagram is one game: the board ignores `game` for it.
  return source.ok ? positionOf(source.read, { ...choices, game: 1 }) : source;
}

/** The positions of game trees of an SGF text, with the number of trees it holds (0 when it cannot be read). */
export interface CollectionPositions {
  count: number;
  positions: { game: number; result: PositionResult }[];
}

/**
 * The positions of several game trees of one SGF text, each as {@link shownPosition} reads it
 * with its `game`, the text read once: the pictures of a collection. `games`: their numbers,
 * from 1, or `'all'`.
 */
export function collectionPositions(request: Omit<PositionRequest, 'kind'>, games: readonly number[] | 'all'): CollectionPositions {
  const chosen = readChoices(request.attributes ?? {});
  if (!chosen.ok) return { count: 0, positions: [{ game: 1, result: attributeProblem(chosen.problem) }] };
  return sgfPositions(request.text, chosen.choices, games);
}

function attributeProblem(problem: AttributeProblem): PositionResult {
  return { ok: false, problem: { ...problem, line: 0, column: 0 } };
}

function sgfPositions(text: string, choices: PictureChoices, games: readonly number[] | 'all'): CollectionPositions {
  const parsed = parseSgf(text);
  if (!parsed.ok) return { count: 0, positions: [{ game: games === 'all' ? 1 : games[0]!, result: { ok: false, problem: problemOf(parsed.error) } }] };
  const refine = createRefiner(text);
  const place = (issue: SgfIssue<string> & { property?: string; engineCode?: string }): PictureProblem => problemOf(refine(issue));
  const warnings = parsed.warnings.map(problemOf);
  const count = parsed.trees.length;
  const positions = (games === 'all' ? parsed.trees.map((_, i) => i + 1) : games).map((game) => {
    const chosen = gameTree(parsed.trees, game);
    if (!chosen.ok) return { game, result: { ok: false, problem: { code: chosen.code, message: chosen.message, line: 0, column: 0 } } as const };
    return { game, result: positionOf({ root: chosen.root, games: count, coordinates: false, diagram: false, place, warnings }, { ...choices, game }) };
  });
  return { count, positions };
}

/** The position a read record shows under the attributes' choices. */
function positionOf(source: Read, choices: PictureChoices): PositionResult {
  const { root: written, place } = source;
  const first = readRecord(written, choices.rules);
  if (!first.ok) return { ok: false, problem: place(first.error) };
  const { symmetry, swapColors } = choices.orientation;
  const turned = symmetry === 'identity' && !swapColors ? first : readRecord(orientTree(written, first.record.width, first.record.height, choices.orientation), choices.rules);
  if (!turned.ok) return { ok: false, problem: place(turned.error) };
  const { record } = turned;

  const line = lineAlong(record.root, record.mainLine());
  const depth = depthOfMove(line, choices.move ?? (choices.puzzle ? 0 : undefined));
  const path = line.path.slice(0, depth);
  const node = line.nodes[depth]!;
  const cropped = cropWindow(choices, record);
  if (!cropped.ok) return cropped;
  const replay = record.gameAt(path);
  const view = replay.game.view();
  // DD is inherited along the path, so the dimmed points come from the path, not the node.
  const markup: Markup = { ...markupOf(node, record.width, record.height), dimmed: dimmedAt(record, path) };
  if (source.diagram) markup.labels.push(...moveNumberLabels(line.nodes.slice(0, depth + 1), view, markup.labels));
  // Viewers play a Go record's illegal move as written, so the picture shows it; it stays a fault of the record (as `check` says), unless KO[] says it is meant.
  const illegal = replay.illegalMoves.map(({ ko, ...move }) => (ko ? { ...move, code: 'WARN_SGF_FORCED_MOVE', engineCode: undefined } : move));
  const issues = [...first.warnings, ...replay.warnings, ...illegal].map(place);
  const warnings = oneWarningPerKind([...source.warnings, ...issues].sort((a, b) => a.line - b.line || a.column - b.column));
  return {
    ok: true,
    position: {
      record,
      games: source.games,
      game: choices.game,
      moves: lineMoveCount(line),
      at: replay.game,
      view,
      comment: commentOf(node),
      markup,
      variations: variationsAt(record, path),
      overlay: choices.overlay ? rulesOverlay(replay.game) : null,
      viewport: viewportAt(record, path) ?? cropped.window,
      title: source.title ?? record.info.GN ?? '',
      coordinates: choices.coordinates || source.coordinates,
      choices,
      stopped: replay.error ? place(replay.error) : null,
      warnings,
    },
  };
}

function readDiagram(text: string): { ok: true; read: Read } | { ok: false; problem: PictureProblem } {
  const found = findDiagrams(text)[0];
  if (!found) return { ok: false, problem: { code: 'ERR_NOTHING_FOUND', message: 'No $$ diagram found: a diagram is lines starting with "$$".', line: 1, column: 1 } };
  // A diagram's problems are at its lines; a replay's that have none (line 0) at its first.
  const shift = (issue: SgfIssue<string> & { engineCode?: string }): PictureProblem => {
    const placed = issue.line > 0;
    return { ...problemOf(issue), message: diagramMessage(issue.message), line: found.line - 1 + (placed ? issue.line : 1), column: placed ? issue.column : 1 };
  };
  const parsed = parseDiagram(found.text);
  if (!parsed.ok) return { ok: false, problem: shift(parsed.error) };
  return {
    ok: true,
    read: { root: parsed.tree, games: 1, title: parsed.title, coordinates: parsed.coordinates, diagram: true, place: shift, warnings: parsed.warnings.map(shift) },
  };
}

/** A replay's message for a diagram's author: "(W[bb])" names the move in SGF, which they never wrote. */
export function diagramMessage(message: string): string {
  return message.replace(/ \([BW]\[[^\]]*\]\)/g, '');
}

/** An issue as a problem: the engine's code when the engine refused. */
function problemOf({ code, engineCode, message, line, column }: SgfIssue<string> & { engineCode?: string }): PictureProblem {
  return { code: engineCode ?? code, message, line, column };
}

/** The window `crop` asks for on the record's board (unset: the problem's in puzzle mode, else the whole board). */
function cropWindow({ crop, puzzle }: PictureChoices, record: SgfRecord): { ok: true; window: Viewport | null } | { ok: false; problem: PictureProblem } {
  const { root, width, height } = record;
  const asked = crop.toLowerCase();
  if (asked === 'none' || (asked === '' && !puzzle)) return { ok: true, window: null };
  if (asked === '' || asked === 'auto') return { ok: true, window: problemWindow(root, width, height) };
  const corners = asked.split('-').map((point) => parsePoint(point, width, height));
  const [a, b] = corners;
  if (corners.length === 2 && a && b) return { ok: true, window: viewportSpanning(a, b) };
  const message = `crop: '${crop}' is not auto, none or a window of this ${width}x${height} board between two corners, such as A1-E5`;
  return { ok: false, problem: { code: 'ERR_OPTION', message, line: 0, column: 0 } };
}
