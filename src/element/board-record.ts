/**
 * The element's record as the element sees it: a line of steps from the start, one of them
 * shown, and the reader's moves added at the shown step. Two kinds implement it:
 * {@link LinearRecord} for the `moves` attribute (a plain list, where a move played at step N
 * replaces the later ones) and `TreeRecord` (tree-record.ts) for SGF records and diagrams (a tree,
 * where a move played adds a variation). DOM-free.
 */
import { formatPoint, type Game } from '../engine/core.js';
import type { Coord, IllegalMove, MoveResult, PointMove, PositionView, TurnKinds, VariantId } from '../engine/types.js';
import type { Viewport } from '../engine/markup.js';
import type { MoveFacts } from './describe.js';
import type { BoardProblem } from './problem.js';
import type { BoardConfig, Replay } from './replay.js';

/** What the element needs of a record, whichever kind. */
export interface BoardRecord {
  /** `moves`: a list from the `moves` attribute; `tree`: an SGF record or a diagram. */
  readonly kind: 'moves' | 'tree';
  /** The game positioned at the shown step: the element draws its view and checks and plays moves on it. */
  readonly game: Game;
  readonly variant: VariantId;
  /** The rule set's name, e.g. "Tile Go". */
  readonly variantName: string;
  readonly turns: TurnKinds;
  /** The first problem of the input (bad option, unreadable or illegal move), or `null`. */
  readonly problem: BoardProblem | null;
  /** The variant and size that built the game, kept as the fallback for the next bad input. */
  readonly config: BoardConfig;
  /** The last step of the line: steps run from 0 (the start) to `length`. */
  readonly length: number;
  /** The step shown. */
  readonly shown: number;
  /** The moves of the line, normalised (`'D4'`, `'pass'`), up to the last step that can be shown. */
  readonly moves: readonly string[];
  /** The moves of {@link moves} that the record forced though the rules refuse them (standard Go), by move number from 1. */
  readonly illegalMoves: ReadonlyMap<number, IllegalMove>;
  /** Moves played up to `step`. */
  moveNumberAt(step: number): number;
  /** The step at which move `n` is played (0 for the start), clamped to the line. */
  stepOfMove(n: number): number;
  /** Shows `step`, clamped to the line. */
  show(step: number): void;
  /** What the move that led to the shown step did, or `null` when that step holds no move. */
  shownFacts(): MoveFacts | null;
  /** Plays `move` for the player to move at the shown step and shows the result. */
  play(move: string | PointMove): MoveResult;
  /** Whether {@link undo} would take a move back. */
  readonly canUndo: boolean;
  /** Takes the reader's last move back and shows the step before it; `false` when there was nothing to take back. */
  undo(): boolean;
  /** The part of the board the step shown draws by the record's own word (SGF `VW`, inherited), or `null` for the whole board. */
  readonly viewport: Viewport | null;
  /** The part of the board the `crop` attribute asks for (`auto`: the region the problem uses), drawn where the record gives no {@link viewport}; `null` for the whole board. */
  cropWindow: Viewport | null;
}

/**
 * The part of `record`'s board drawn at the step shown: its {@link BoardRecord.viewport}, else its
 * crop window when `crop` (the attribute as written) asks for it; unset, a puzzle is cropped.
 * `null` for the whole board.
 */
export function shownWindow(record: BoardRecord, crop: string, puzzle: boolean): Viewport | null {
  const asked = crop.trim().toLowerCase();
  return record.viewport ?? ((asked ? asked !== 'none' : puzzle) ? record.cropWindow : null);
}

/** The {@link MoveFacts} of the move that led to `view`, from its `lastMove`. */
export function factsOfView(view: PositionView): MoveFacts | null {
  const last = view.lastMove;
  if (!last) return null;
  const name = (c: Coord) => formatPoint(c.x, c.y, view.width, view.height);
  const facts: MoveFacts = {
    move: last.move,
    color: last.color,
    captured: last.captured.map(name),
    flipped: last.flipped.map(name),
    marked: last.marked.map(name),
    tile: last.tile,
  };
  if (last.illegal) facts.illegal = last.illegal;
  if (last.capturedGhosts) facts.capturedGhosts = last.capturedGhosts;
  return facts;
}

/** A record without forced moves. */
export const NO_ILLEGAL_MOVES: ReadonlyMap<number, IllegalMove> = new Map();

/** The `moves` attribute's record: steps are moves; a move played at step N replaces the moves after N. */
export class LinearRecord implements BoardRecord {
  readonly kind = 'moves' as const;
  /** A list of moves gives no view of its own. */
  readonly viewport = null;
  cropWindow: Viewport | null = null;

  constructor(private readonly replayed: Replay) {}

  get game(): Game {
    return this.replayed.game;
  }

  get variant(): VariantId {
    return this.replayed.game.variant;
  }

  get variantName(): string {
    return this.replayed.game.variantName;
  }

  get turns(): TurnKinds {
    return this.replayed.turns;
  }

  get problem(): BoardProblem | null {
    return this.replayed.problem;
  }

  get config(): BoardConfig {
    return this.replayed.config;
  }

  get length(): number {
    return this.replayed.game.length;
  }

  get shown(): number {
    return this.replayed.game.moveNumber;
  }

  get moves(): readonly string[] {
    return this.replayed.game.moves;
  }

  /** None: the `moves` attribute's moves and the reader's are never forced; an illegal one stops the replay. */
  get illegalMoves(): ReadonlyMap<number, IllegalMove> {
    return NO_ILLEGAL_MOVES;
  }

  moveNumberAt(step: number): number {
    return clamp(step, this.length);
  }

  stepOfMove(n: number): number {
    return clamp(n, this.length);
  }

  show(step: number): void {
    this.replayed.game.goTo(clamp(step, this.length));
  }

  shownFacts(): MoveFacts | null {
    return factsOfView(this.replayed.game.view());
  }

  play(move: string | PointMove): MoveResult {
    return this.replayed.game.play(move);
  }

  get canUndo(): boolean {
    return this.length > 0 && this.shown === this.length;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.replayed.game.undo();
    return true;
  }
}

/** Moves on the record's current line. */
export function totalMoves(record: BoardRecord): number {
  return record.moveNumberAt(record.length);
}

/** `n` as a whole number from 0 to `max`. */
export function clamp(n: number, max: number): number {
  return Math.min(Math.max(Math.trunc(n) || 0, 0), max);
}
