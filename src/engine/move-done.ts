/**
 * The answer of a move that was played (or, for `check`, would be). Its point lists are named
 * when first read: a replay asks for an answer per move and reads only `ok`, and naming three
 * lists for every move was a cost every caller paid.
 */
import type { Turn } from './position.js';
import type { Color, GameResult, IllegalMove, MoveDone } from './types.js';

export class PlayedMove implements MoveDone {
  readonly ok = true;
  move: string;
  color: Color;
  tile: boolean;
  incursion: boolean;
  result: GameResult | null;
  illegal?: IllegalMove;
  capturedGhosts?: number;
  readonly #turn: Turn;
  /** Point names by board index. */
  readonly #names: readonly string[];
  #captured?: string[];
  #flipped?: string[];
  #marked?: string[];

  constructor(turn: Turn, move: string, color: Color, names: readonly string[], result: GameResult | null) {
    this.move = move;
    this.color = color;
    this.tile = turn.tile;
    this.incursion = turn.incursion;
    this.result = result;
    if (turn.illegal) this.illegal = { ...turn.illegal };
    if (turn.capturedGhosts) this.capturedGhosts = turn.capturedGhosts;
    this.#turn = turn;
    this.#names = names;
  }

  get captured(): string[] {
    return (this.#captured ??= this.#named(this.#turn.captured));
  }

  get flipped(): string[] {
    return (this.#flipped ??= this.#named(this.#turn.flipped));
  }

  get marked(): string[] {
    return (this.#marked ??= this.#named(this.#turn.marked));
  }

  /** Written as JSON, the answer holds its point lists, as it did when it was a plain object. */
  toJSON(): MoveDone {
    return { ...this, captured: this.captured, flipped: this.flipped, marked: this.marked };
  }

  #named(points: readonly number[]): string[] {
    return points.map((p) => this.#names[p]!);
  }
}
