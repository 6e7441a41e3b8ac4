/**
 * An SGF record (or a diagram read as one) as the element's record: a tree of nodes, a line
 * through it from the root to a leaf, and the node shown on that line. Stepping moves along the
 * line (next is the first child unless the reader chose another variation); choosing a variation
 * switches the line; the reader's moves follow a variation that holds the same move or add a new
 * one, so nothing entered is lost. DOM-free.
 */
import type { Game } from '../engine/core.js';
import type { Color, Coord, IllegalMove, MoveDone, MoveErrorCode, MoveResult, PointMove, PositionView, TurnKinds, VariantId } from '../engine/types.js';
import type { Markup, Viewport } from '../engine/markup.js';
import { depthOfMove, lineAlong, type RecordLine } from '../formats/record-line.js';
import type { SgfNode } from '../formats/sgf.js';
import { variationLabel, viewportAt, type VariationMark } from '../formats/path-markup.js';
import { readRecord } from '../formats/read-record.js';
import type { ReadRecordOptions, SgfGameError, SgfRecord } from '../formats/sgf-record.js';
import { NO_ILLEGAL_MOVES, clamp, factsOfView, type BoardRecord } from './board-record.js';
import type { MoveFacts } from './describe.js';
import type { BoardProblem } from './problem.js';
import type { ProblemFacts } from './problem-facts.js';
import { refusedMove } from './i18n/reader/rules/en.js';
import { moveNodeOf, nodeMove, type NodeMove } from '../formats/node-move.js';
import { PuzzleSession } from './puzzle.js';
import { recordMarkup, variationMarks, type MarkupExtras } from './record-markup.js';
import type { BoardConfig } from './replay.js';

/** The moves of `game`'s record that were forced (a record's illegal move, standard Go), by move number from 1: the rule each broke. */
function illegalMovesOf(game: Game): ReadonlyMap<number, IllegalMove> {
  const illegal = new Map<number, IllegalMove>();
  let n = 0;
  for (const entry of game.history) {
    if (entry.kind !== 'move') continue;
    n++;
    if (entry.illegal) illegal.set(n, entry.illegal);
  }
  return illegal;
}

/** Whether `node` holds the move `done`: same player, same move (an empty move matches a pass and a return alike). */
function holds(node: SgfNode, done: Pick<MoveDone, 'move' | 'color'>, width: number, height: number): boolean {
  const held = nodeMove(node, width, height);
  if (!held || held.color !== done.color) return false;
  if (held.move === done.move) return true;
  return held.point === null && (done.move === 'pass' || done.move === 'return');
}

/** One variation that continues from a node, as the element lists and draws it. */
export interface Branch {
  /** Index among the node's children. */
  index: number;
  /** `a`, `b`, ... by index, as the board's variation marks. */
  label: string;
  /** Its move, or `null` for a child without one. */
  move: NodeMove | null;
  /** It lies on the current line (the one Next follows). */
  current: boolean;
}

/** The record of an SGF tree, walked along a line. */
export class TreeRecord implements BoardRecord {
  readonly kind = 'tree' as const;
  readonly turns: TurnKinds;
  readonly config: BoardConfig;
  /** Problems met on lines, kept per node so each is the same object (and reported once). */
  private readonly lineProblems = new WeakMap<SgfNode, BoardProblem>();
  /** Nodes the reader added; Undo removes them. */
  private readonly added = new WeakSet<SgfNode>();
  private record: SgfRecord;
  /** The line from the root to a leaf: its child indices, its nodes, the moves up to each. */
  private recordLine: RecordLine;
  private lineMoves: string[] = [];
  private lineIllegal: ReadonlyMap<number, IllegalMove> = NO_ILLEGAL_MOVES;
  /** The deepest depth that can be shown: the line's end, or the node before one the rules refuse. */
  private limit = 0;
  private depth = 0;
  private shownGame: Game;
  /**
   * The line replayed once by {@link setLine}. A step to a node after the first move goes there
   * with `goTo` instead of replaying from the root, when the line changes the position only by
   * moves (no setup after the start): then the position after `n` moves is the node's. Never
   * handed out changed: {@link play} and {@link tryOffTree} first replace a shown line game by a
   * game of its own.
   */
  private lineGame: Game | null = null;
  private lineHasEdits = false;
  problem: BoardProblem | null = null;

  /**
   * @param record the record read from the tree.
   * @param options the options it was read with, to read it again after the reader adds a node.
   * @param sourceProblem a problem to show whatever the line (a bad move of the `moves` a puzzle was made from).
   * @param source where the tree came from, to name it in messages ("The SGF in the sgf attribute") and in `vgb-error`.
   * @param played the game of the record's main line when it was played already (the `moves` a
   * puzzle is made from): taken as the line's game instead of replaying the line again.
   */
  constructor(
    record: SgfRecord,
    private readonly options: ReadRecordOptions,
    private readonly sourceProblem: BoardProblem | null = null,
    private readonly source: { kind: NonNullable<BoardProblem['source']>; name: string; address?: string } | null = null,
    played: Game | null = null,
  ) {
    this.record = record;
    const start = record.gameAt([]).game;
    this.turns = start.turns;
    this.config = { variant: start.variant, size: start.width };
    this.shownGame = start;
    this.recordLine = lineAlong(record.root, []);
    this.setLine([], played);
    this.show(0);
  }

  /** The SGF tree, with the reader's variations. */
  get root(): SgfNode {
    return this.record.root;
  }

  /** The record as read (variant, rule options, game info). */
  get sgf(): SgfRecord {
    return this.record;
  }

  /**
   * The game showing the node shown, to read and to `check` moves on. It may be the line's game
   * that steps share: its `moves` and `length` are then the whole line's (the moves up to the node
   * are the first `moveNumber`), and it must not be changed; moves go through {@link play}.
   */
  get game(): Game {
    return this.shownGame;
  }

  get variant(): VariantId {
    return this.shownGame.variant;
  }

  get variantName(): string {
    return this.shownGame.variantName;
  }

  get length(): number {
    return this.limit;
  }

  get shown(): number {
    return this.depth;
  }

  get moves(): readonly string[] {
    return this.lineMoves;
  }

  get illegalMoves(): ReadonlyMap<number, IllegalMove> {
    return this.lineIllegal;
  }

  /** The node shown. */
  get node(): SgfNode {
    return this.nodes[this.depth]!;
  }

  /** Child indices from the root to the node shown. */
  get path(): number[] {
    return this.line.slice(0, this.depth);
  }

  /** The nodes from the root to the node shown. */
  get pathNodes(): readonly SgfNode[] {
    return this.nodes.slice(0, this.depth + 1);
  }

  /** Whether the node shown was added by the reader. */
  get shownIsReaders(): boolean {
    return this.added.has(this.node);
  }

  moveNumberAt(step: number): number {
    return this.movesAt[clamp(step, this.limit)] ?? 0;
  }

  stepOfMove(n: number): number {
    return Math.min(depthOfMove(this.recordLine, clamp(n, this.movesAt[this.limit] ?? 0)), this.limit);
  }

  /** Child indices from the root to the line's leaf. */
  private get line(): readonly number[] {
    return this.recordLine.path;
  }

  /** The nodes of the line: `nodes[0]` is the root, `nodes[d]` the node at depth `d`. */
  private get nodes(): readonly SgfNode[] {
    return this.recordLine.nodes;
  }

  /** `movesAt[d]`: moves played from the root up to and including the node at depth `d`. */
  private get movesAt(): readonly number[] {
    return this.recordLine.movesAt;
  }

  show(step: number): void {
    const target = clamp(step, this.limit);
    this.depth = target;
    const moves = this.movesAt[target]!;
    if (this.lineGame && !this.lineHasEdits && moves > 0) {
      this.lineGame.goTo(moves);
      this.shownGame = this.lineGame;
    } else {
      this.shownGame = this.record.gameAt(this.line.slice(0, target)).game;
    }
  }

  /** The game shown, as one of its own that a move may change (not the line's, which steps share). */
  private ownShownGame(): Game {
    if (this.shownGame === this.lineGame) this.shownGame = this.record.gameAt(this.path).game;
    return this.shownGame;
  }

  shownFacts(): MoveFacts | null {
    if (!nodeMove(this.node, this.shownGame.width, this.shownGame.height)) return null;
    return factsOfView(this.shownGame.view());
  }

  /** The variations that continue from the node shown. */
  branches(): Branch[] {
    const { width, height } = this.shownGame;
    return this.node.children.map((child, index) => ({
      index,
      label: variationLabel(index),
      move: nodeMove(child, width, height),
      current: this.line[this.depth] === index,
    }));
  }

  cropWindow: Viewport | null = null;

  /** The part of the board the node shown draws (SGF `VW`, inherited), or `null` for the whole board. */
  get viewport(): Viewport | null {
    return viewportAt(this.record, this.path);
  }

  /** The markup drawn over the node shown, with `extras`, or `null` when there is none. */
  markup(view: PositionView, extras: MarkupExtras): Markup | null {
    return recordMarkup(this, view, extras);
  }

  /** The variation marks at the node shown, or `null` (none, or the root's `ST` asks for none). */
  variationMarks(): VariationMark[] | null {
    return variationMarks(this);
  }

  /** The variations at the node shown's parent: the node shown and its alternatives. */
  siblings(): Branch[] {
    if (this.depth === 0) return [];
    const parent = this.nodes[this.depth - 1]!;
    const { width, height } = this.shownGame;
    return parent.children.map((child, index) => ({
      index,
      label: variationLabel(index),
      move: nodeMove(child, width, height),
      current: this.line[this.depth - 1] === index,
    }));
  }

  /** The record as a puzzle for the reader playing `side` (else the side to move at the root). */
  puzzle(side: Color | null): PuzzleSession {
    return new PuzzleSession(this, side);
  }

  /** Shows child `index` of the node shown, making its variation the line. */
  choose(index: number): boolean {
    const node = this.node;
    if (index < 0 || index >= node.children.length) return false;
    if (this.line[this.depth] !== index) this.setLine([...this.line.slice(0, this.depth), index]);
    if (this.limit <= this.depth) return false;
    this.show(this.depth + 1);
    return true;
  }

  /** Shows the node's sibling `delta` places away (ArrowUp/ArrowDown), making its variation the line. */
  switchSibling(delta: number): boolean {
    if (this.depth === 0) return false;
    const parent = this.nodes[this.depth - 1]!;
    const index = this.line[this.depth - 1]! + delta;
    if (index < 0 || index >= parent.children.length) return false;
    const depth = this.depth;
    this.setLine([...this.line.slice(0, depth - 1), index]);
    this.show(Math.min(depth, this.limit));
    return true;
  }

  play(move: string | PointMove): MoveResult {
    const result = this.ownShownGame().play(move);
    if (result.ok) this.addMove(result);
    return result;
  }

  /**
   * Plays `move` on the position shown without adding it to the tree (a puzzle's answer that is
   * not in it): the position shows it until the next step.
   */
  tryOffTree(move: string | PointMove): MoveResult {
    return this.ownShownGame().play(move);
  }

  /** Follows the child of the node shown that holds `done`, adding one when none does. */
  private addMove(done: MoveDone): void {
    const { width, height } = this.shownGame;
    const node = this.node;
    let index = node.children.findIndex((child) => holds(child, done, width, height));
    if (index < 0) {
      const child = moveNodeOf(done, width, height);
      node.children.push(child);
      this.added.add(child);
      index = node.children.length - 1;
      this.reread();
    }
    this.choose(index);
  }

  /** The index of the child of the node shown that holds `move` played by `color`, or -1. */
  childHolding(move: string, color: Color): number {
    const { width, height } = this.shownGame;
    return this.node.children.findIndex((child) => holds(child, { move, color }, width, height));
  }

  get canUndo(): boolean {
    return this.depth > 0 && this.added.has(this.node) && this.node.children.length === 0;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    const depth = this.depth;
    const parent = this.nodes[depth - 1]!;
    parent.children.splice(this.line[depth - 1]!, 1);
    this.reread();
    this.setLine(this.line.slice(0, depth - 1));
    this.show(depth - 1);
    return true;
  }

  /** Reads the tree again after a change, so the record's own indexes see it. */
  private reread(): void {
    const again = readRecord(this.record.root, this.options);
    if (again.ok) this.record = again.record;
  }

  /** Makes `prefix`, continued by first children to a leaf, the line; finds how far it can be shown. */
  private setLine(prefix: readonly number[], played: Game | null = null): void {
    this.recordLine = lineAlong(this.record.root, this.record.mainLine(prefix));
    const { path: line, nodes } = this.recordLine;
    const replayed = played ? { game: played, error: null } : this.record.gameAt(line);
    this.lineGame = replayed.game;
    this.lineHasEdits = replayed.game.history.some((entry) => entry.kind === 'edit');
    this.lineMoves = replayed.game.moves;
    this.lineIllegal = illegalMovesOf(replayed.game);
    this.limit = line.length;
    this.problem = this.sourceProblem;
    if (replayed.error) {
      const bad = this.failedDepth(replayed.error, replayed.game.length);
      this.limit = Math.max(0, bad - 1);
      this.problem ??= this.problemAt(nodes[bad]!, replayed.error, replayed.game);
    }
  }

  /** The depth of the node the replay of the line stopped at. */
  private failedDepth(error: { offset?: number; line: number; column: number }, goodMoves: number): number {
    const byPlace = this.nodes.findIndex(
      (node) => node.position && node.position.line === error.line && node.position.column === error.column,
    );
    if (byPlace >= 0) return byPlace;
    const depth = this.movesAt.findIndex((count) => count > goodMoves);
    return depth < 0 ? this.nodes.length - 1 : depth;
  }

  /** The problem of `error`, which stopped the replay of the line at `node`, `game` holding the moves before. */
  private problemAt(node: SgfNode, error: SgfGameError, game: Game): BoardProblem {
    let problem = this.lineProblems.get(node);
    if (!problem) {
      // The reader's messages do not repeat their place: name it here.
      const place = error.line > 0 ? `line ${error.line}, column ${error.column}` : '';
      const { source } = this;
      const message = source
        ? `${source.name}${place && `, ${place}`}: ${error.message}`
        : `${place && `${place.charAt(0).toUpperCase()}${place.slice(1)}: `}${error.message}`;
      problem = { code: error.code, message, line: error.line, column: error.column, facts: lineFacts(error, game) };
      if (source) problem.source = source.kind;
      if (source?.address !== undefined) problem.address = source.address;
      this.lineProblems.set(node, problem);
    }
    return problem;
  }
}

/** What stopped the replay of a line in `game`, as the facts of its problem: a move the rules refuse, or what is written at fault. */
function lineFacts(error: SgfGameError, game: Game): ProblemFacts {
  const quote = quoted(error);
  const { moveNumber, refused } = error;
  if (quote !== null && moveNumber !== undefined && refused) return { kind: 'record-move', moveNumber, quote, refused: refusedMove(refused, refused.move, game) };
  return { kind: 'text', quote };
}

/** A record's property at fault with its value, as written (`B[zz]`), or `null` when the error names none. */
export function quoted({ property, value }: { property?: string | undefined; value?: string | undefined }): string | null {
  return property === undefined || value === undefined ? null : `${property}[${value}]`;
}
