/**
 * The state of a game at one moment: the board, whose turn it is, prisoners, and the turns
 * that led here (the history rules read them). Internal: the public face is `Game`.
 */
import { BLACK, WHITE, type Board, type BoardSnapshot, type StoneColor } from './board.js';
import type { Refusal } from './errors.js';
import type { GameResult } from './types.js';

/** One turn as the rules saw it. Variant notes stay at their defaults where unused. */
export interface Turn {
  kind: 'place' | 'pass' | 'return' | 'edit';
  /** The player who took the turn. */
  color: StoneColor;
  /** Where the piece landed; -1 when nothing landed. */
  point: number;
  /** The placed piece is a ghost (No Seki Go). */
  ghost: boolean;
  /** Points whose enemy stones were removed; filled by {@link addPoint}. */
  captured: readonly number[];
  /** How many of `captured` were ghosts (No Seki Go): a reader is told what was taken. */
  capturedGhosts: number;
  /** Points of the mover's own stones a forced suicide removed; the opponent holds them as prisoners. */
  lost: readonly number[];
  /** Points whose stones were flipped to the mover's colour (Loose). */
  flipped: readonly number[];
  /** Points whose stones were marked (Paper and Pencil Go). */
  marked: readonly number[];
  /** A tile went under the placed stone (Tile and Cushion Go). */
  tile: boolean;
  /** The placement was an incursion (ruling T1). */
  incursion: boolean;
  /** The capture was a disturbing capture of this kind (ruling S5). */
  disturbing: 'strict' | 'loose' | null;
  /** The rule the placement broke, when a record forced it; `null` for a legal turn. */
  illegal: Refusal | null;
}

/**
 * The point list of every turn that has not added to it: most turns capture, flip and mark
 * nothing, and a game keeps all its turns, so they share this one instead of three of their own.
 */
const NONE: readonly number[] = Object.freeze([]);

/** A turn with nothing happened yet, to be filled in by the rules. */
export function blankTurn(kind: Turn['kind'], color: StoneColor, point = -1, ghost = false): Turn {
  return {
    kind,
    color,
    point,
    ghost,
    captured: NONE,
    capturedGhosts: 0,
    lost: NONE,
    flipped: NONE,
    marked: NONE,
    tile: false,
    incursion: false,
    disturbing: null,
    illegal: null,
  };
}

/** Adds `p` to one of a turn's point lists, giving the turn a list of its own on the first. */
export function addPoint(turn: Turn, list: 'captured' | 'lost' | 'flipped' | 'marked', p: number): void {
  if (turn[list] === NONE) turn[list] = [p];
  else (turn[list] as number[]).push(p);
}

/** How the game stands: running, ended by passes (may resume, ruling A3), or over for good. */
export type Ending = 'running' | 'resumable' | 'final';

export class Position {
  /**
   * `hashes[i]` is the position after `i` turns; `hashes[0]` the start. Kept only on a hashed
   * board ({@link Board.hashed}): rules that never compare positions never read it.
   */
  readonly hashes: number[];
  readonly turns: Turn[] = [];
  /** Stones captured and held, indexed by colour (index 0 unused). */
  readonly prisoners = [0, 0, 0];
  result: GameResult | null = null;
  ending: Ending = 'running';

  constructor(
    readonly board: Board,
    public toPlay: StoneColor = BLACK,
  ) {
    this.hashes = [board.hash];
  }

  /** The latest turn, or undefined at the start. */
  get lastTurn(): Turn | undefined {
    return this.turns[this.turns.length - 1];
  }

  /** The latest placement, passes, returns and edits skipped. */
  get lastPlacement(): Turn | undefined {
    for (let i = this.turns.length - 1; i >= 0; i--) {
      if (this.turns[i]!.kind === 'place') return this.turns[i];
    }
    return undefined;
  }

  /** Records a finished turn and the position it left. */
  push(turn: Turn): void {
    this.turns.push(turn);
    if (this.board.hashed) this.hashes.push(this.board.hash);
  }

  /** What {@link restore} needs to come back to this moment; the turns so far are not copied. */
  snapshot(): PositionSnapshot {
    return {
      board: this.board.snapshot(),
      turns: this.turns.length,
      toPlay: this.toPlay,
      black: this.prisoners[BLACK]!,
      white: this.prisoners[WHITE]!,
      result: this.result,
      ending: this.ending,
    };
  }

  /**
   * Goes back to the moment of `s`. The turns played since are dropped; those before it must be
   * the ones that led to `s` (a game takes snapshots of its record's prefixes only).
   */
  restore(s: PositionSnapshot): void {
    this.board.restore(s.board);
    this.turns.length = s.turns;
    if (this.board.hashed) this.hashes.length = s.turns + 1;
    this.toPlay = s.toPlay;
    this.prisoners[BLACK] = s.black;
    this.prisoners[WHITE] = s.white;
    this.result = s.result;
    this.ending = s.ending;
  }
}

/** A position at one moment of its game, by {@link Position.snapshot}. */
export interface PositionSnapshot {
  readonly board: BoardSnapshot;
  readonly turns: number;
  readonly toPlay: StoneColor;
  readonly black: number;
  readonly white: number;
  readonly result: GameResult | null;
  readonly ending: Ending;
}
