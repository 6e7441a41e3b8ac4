/**
 * The state of a game at one moment: the board, whose turn it is, prisoners, and the turns
 * that led here (the history rules read them). Internal: the public face is `Game`.
 */
import { BLACK, type Board, type StoneColor } from './board.js';
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
  /** Points whose stones were removed. */
  captured: number[];
  /** Points whose stones were flipped to the mover's colour (Loose). */
  flipped: number[];
  /** Points whose stones were marked (Paper and Pencil Go). */
  marked: number[];
  /** A tile went under the placed stone (Tile and Cushion Go). */
  tile: boolean;
  /** The placement was an incursion (ruling T1). */
  incursion: boolean;
  /** The capture was a disturbing capture of this kind (ruling S5). */
  disturbing: 'strict' | 'loose' | null;
}

/** A turn with nothing happened yet, to be filled in by the rules. */
export function blankTurn(kind: Turn['kind'], color: StoneColor, point = -1, ghost = false): Turn {
  return {
    kind,
    color,
    point,
    ghost,
    captured: [],
    flipped: [],
    marked: [],
    tile: false,
    incursion: false,
    disturbing: null,
  };
}

/** Whether a turn removed or flipped an enemy stone (the rulings' "capture"; marking is not one). */
export function isCapture(turn: Turn): boolean {
  return turn.kind === 'place' && (turn.captured.length > 0 || turn.flipped.length > 0);
}

/** How the game stands: running, ended by passes (may resume, ruling A3), or over for good. */
export type Ending = 'running' | 'resumable' | 'final';

export class Position {
  /** `hashes[i]` is the position after `i` turns; `hashes[0]` the start. */
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

  /** The latest placements, newest first, passes and returns skipped. */
  *placements(): Generator<Turn> {
    for (let i = this.turns.length - 1; i >= 0; i--) {
      const turn = this.turns[i]!;
      if (turn.kind === 'place') yield turn;
    }
  }

  /** Records a finished turn and the position it left. */
  push(turn: Turn): void {
    this.turns.push(turn);
    this.hashes.push(this.board.hash);
  }
}
