/**
 * The rules core: how one turn is carried out, as a fixed sequence of hooks. The defaults are
 * standard Go (rulings G1-G4); each variant overrides a few of them in its own module.
 *
 * A placement runs: {@link Rules.land} (may the piece go there; put it down) ->
 * {@link Rules.resolve} (what it does to the opponent) -> {@link Rules.judge} (is the
 * result allowed) -> {@link Rules.checkHistory} (ko and other rules about earlier turns). Any
 * refusal rolls the board back.
 * After every turn, and on the start position and after an edit, {@link Rules.end} decides
 * whether the game is over.
 */
import { BLACK, EMPTY, WHITE, opponent, type Board, type StoneColor } from './board.js';
import { formatIndex } from './coords.js';
import { refuse, ruleNote, type Refusal } from './errors.js';
import { bordersOf, groupHasLiberty, partition, type MarkedRegion as GeometryRegion } from './geometry.js';
import { addPoint, blankTurn, type Position, type Turn } from './position.js';
import type { Color, EndReason, GameResult, MoveErrorCode, RuleNote, TurnKinds, VariantId } from './types.js';

/** Rule options after validation and defaults. */
export interface RuleOptions {
  komi: number;
  ko: 'basic' | 'positional';
  /** `Infinity` when unlimited. */
  maxTiles: number;
  scoring: 'prisoner-return' | 'standard';
}

/** A player's name as the API spells it. */
export function colorName(color: StoneColor): Color {
  return color === BLACK ? 'black' : 'white';
}

/** Capitalised player name for messages. */
export function playerName(color: StoneColor): string {
  return color === BLACK ? 'Black' : 'White';
}

/**
 * The turns of the defaults below (passing, and nothing else besides placing stones), and so of
 * most variants: the registry's facts state them (`VariantSpec.turns`).
 */
export const PASS_ONLY: TurnKinds = { pass: true, return: false, ghost: false };

export abstract class Rules {
  /** The variant's identifier. */
  abstract readonly id: VariantId;
  /** The rule set's name as players know it; every refusal message starts with it. */
  abstract readonly name: string;
  /** Whether players may place ghosts (`ghost:D4`) as well as stones. */
  readonly hasGhosts: boolean = false;

  constructor(readonly options: RuleOptions) {}

  get komi(): number {
    return this.options.komi;
  }

  // ---- The turn sequence (not overridden) ----

  /**
   * Tries a placement of a stone (or a ghost) of `color` on `point`. On success the board
   * holds the result with its journal still open, so the caller either commits the turn or
   * rolls it back (a legality query); on refusal the board is already as it was. With `force`,
   * a placement refused for one of the {@link forcible} codes is carried out anyway by
   * {@link force}, and the turn keeps the refusal as `illegal`.
   */
  tryPlace(pos: Position, point: number, color: StoneColor, ghost: boolean, force = false): Turn | Refusal {
    const turn = blankTurn('place', color, point, ghost);
    const board = pos.board;
    board.begin();
    const landing = this.land(pos, turn);
    if (landing) {
      board.rollback();
      return landing;
    }
    this.resolve(pos, turn);
    const broken = this.judge(pos, turn) ?? this.checkHistory(pos, turn);
    if (broken) {
      if (!force || !this.forcible.has(broken.code)) {
        board.rollback();
        return broken;
      }
      this.force(pos, turn);
      turn.illegal = broken;
    }
    return turn;
  }

  /**
   * The refusals of {@link judge} and {@link checkHistory} that a game record may force
   * through (SGF `KO[]`, or a record of standard Go holding an illegal move). Default: none, so
   * a variant's rules always stand; a rule set that gives an illegal move a meaning lists the
   * refusals here and says in {@link force} what the board holds after one. A refusal of
   * {@link land} (an occupied point, a ghost where there are none) is never forced.
   */
  readonly forcible: ReadonlySet<MoveErrorCode> = new Set();

  // ---- Hooks ----

  /**
   * Checks that the piece may go on the point, then puts it down (with a tile if the variant
   * asks for one). Default: stones only, on empty points.
   */
  protected land(pos: Position, turn: Turn): Refusal | null {
    if (turn.ghost) return refuse('ERR_MOVE_KIND', this.name, 'there are no ghosts in this game', 'no-ghosts');
    if (pos.board.color[turn.point] !== EMPTY) {
      return refuse('ERR_OCCUPIED', this.name, 'that point is already occupied');
    }
    pos.board.setColor(turn.point, turn.color);
    return null;
  }

  /** What the placement does to the opponent. Default: removes enemy groups left without liberties. */
  protected resolve(pos: Position, turn: Turn): void {
    captureAround(pos.board, turn);
  }

  /** Whether the position after {@link resolve} is allowed. Default: no suicide (G2). */
  protected judge(pos: Position, turn: Turn): Refusal | null {
    // A stone that captured has a liberty where a captured stone stood: no search.
    if (turn.captured.length === 0 && !groupHasLiberty(pos.board, turn.point)) {
      return refuse('ERR_SUICIDE', this.name, 'suicide is not allowed: that stone would have no liberties');
    }
    return null;
  }

  /** Rules about earlier positions and turns. Default: the ko rule chosen in the options (G3). */
  protected checkHistory(pos: Position, turn: Turn): Refusal | null {
    return this.options.ko === 'positional' ? this.superko(pos) : this.basicKo(pos, turn);
  }

  /**
   * Finishes a placement refused for one of the {@link forcible} codes that a record forces:
   * the board after {@link resolve} is the refused one, and this makes it what the rule set
   * says such a move leaves. Default: nothing (no refusal is forcible).
   */
  protected force(_pos: Position, _turn: Turn): void {}

  /** Prisoners each player holds before the first move. Default: none. */
  startingPrisoners(): { black: number; white: number } {
    return { black: 0, white: 0 };
  }

  /** Whether `color` may pass now. */
  canPass(_pos: Position, _color: StoneColor): Refusal | null {
    return null;
  }

  /** Whether `color` may return a prisoner now. Default: the move does not exist. */
  canReturn(_pos: Position, _color: StoneColor): Refusal | null {
    return refuse('ERR_MOVE_KIND', this.name, 'there is no prisoner return in this game', 'no-returns');
  }

  /**
   * Decides whether the game is over in the position reached (after each turn, an edit, and at
   * the start). Default: two passes in a row end it
   * and it is scored (G4); play may resume (A3).
   */
  end(pos: Position): { result: GameResult; final: boolean } | null {
    const turns = pos.turns;
    const n = turns.length;
    if (n >= 2 && turns[n - 1]!.kind === 'pass' && turns[n - 2]!.kind === 'pass') {
      return { result: this.scoredResult(pos, 'two-passes'), final: false };
    }
    return null;
  }

  /**
   * Who each point counts for at the end (EMPTY, BLACK or WHITE per point), or `null` where
   * the variant counts no points. {@link score} counts these, so the score and the areas
   * drawn on the board never disagree. Default: area scoring (G1), stones plus empty areas
   * that touch stones of one colour only.
   */
  owners(pos: Position): Uint8Array | null {
    return areaOwners(pos.board);
  }

  /**
   * The marked regions of `pos` with their owners, for drawing and naming them (computed here,
   * once per view, where the rules live). Default: none; Paper and Pencil Go marks stones.
   */
  markedRegions(_pos: Position): GeometryRegion[] {
    return [];
  }

  /** Each player's score, komi included: the points {@link owners} gives each; `0` for both where nothing is counted. */
  score(pos: Position): { black: number; white: number } {
    const owners = this.owners(pos);
    if (!owners) return { black: 0, white: 0 };
    const count = [0, 0, 0];
    for (const o of owners) count[o]!++;
    return { black: count[BLACK]!, white: count[WHITE]! + this.komi };
  }

  /**
   * What the player to move (`pos.toPlay`) must know of the rules before moving, in words.
   * Default: the basic ko (or superko) ban on retaking a ko at once. Overrides add their
   * own notes to `super.notes(pos)`. Leaves `pos` unchanged.
   */
  notes(pos: Position): RuleNote[] {
    const ko = this.koBan(pos);
    return ko ? [ko] : [];
  }

  /**
   * Whether the rules compare positions, so the board must keep its hash ({@link Board.hashed}).
   * Default: yes, for the ko and repetition rules that recreate a position.
   */
  get comparesPositions(): boolean {
    return true;
  }

  // ---- Shared rule pieces, for variants to call ----

  /** Whether `color` may place a piece on `point` now. Leaves `pos` unchanged. */
  isLegal(pos: Position, point: number, color: StoneColor, ghost: boolean): boolean {
    const turn = this.tryPlace(pos, point, color, ghost);
    if (!('kind' in turn)) return false;
    pos.board.rollback();
    return true;
  }

  /**
   * The ko ban on the player to move, as a note naming that player, or null. A placement colours one point, so
   * only after a placement that captured a single stone can one recreate the position before
   * it: the one candidate is the point that capture emptied, and the ko rule itself decides (a
   * trial placement, rolled back). No Seki Go adds the case of stones put on ghosts.
   */
  protected koBan(pos: Position): RuleNote | null {
    const last = pos.lastTurn;
    if (last?.kind !== 'place' || last.captured.length !== 1) return null;
    const point = last.captured[0]!;
    for (const ghost of this.hasGhosts ? [false, true] : [false]) {
      const turn = this.tryPlace(pos, point, pos.toPlay, ghost);
      if ('kind' in turn) {
        pos.board.rollback();
        continue;
      }
      const board = pos.board;
      const at = formatIndex(point, board.width, board.height);
      const who = playerName(pos.toPlay);
      if (turn.code === 'ERR_KO') return ruleNote({ code: 'ko', point: at, superko: false }, this.name, `${who} may not retake the ko at ${at} at once; play elsewhere first`);
      if (turn.code === 'ERR_SUPERKO') return ruleNote({ code: 'ko', point: at, superko: true }, this.name, `${who} may not retake at ${at}: that would repeat an earlier position (positional superko)`);
    }
    return null;
  }

  /** Basic ko (G3): a placement may not recreate the position from before the opponent's previous turn. */
  protected basicKo(pos: Position, turn: Turn): Refusal | null {
    return this.recreatesPrevious(pos, turn) ? refuse('ERR_KO', this.name, 'you may not retake the ko at once; play elsewhere first') : null;
  }

  /**
   * Whether the board after `turn` is the position before the latest turn, by its hash. After an
   * edit there is no opponent's turn to look back past: the position was set by hand.
   */
  protected recreatesPrevious(pos: Position, _turn: Turn): boolean {
    const n = pos.turns.length;
    return n >= 1 && pos.turns[n - 1]!.kind !== 'edit' && pos.board.hash === pos.hashes[n - 1];
  }

  /** Positional superko (G3 option): no placement may recreate any earlier position. */
  protected superko(pos: Position): Refusal | null {
    if (pos.hashes.includes(pos.board.hash)) {
      return refuse('ERR_SUPERKO', this.name, 'that move would repeat an earlier position (positional superko)');
    }
    return null;
  }

  /** A scored result for a game that ended for `reason`; higher score wins, equal is a draw. */
  protected scoredResult(pos: Position, reason: EndReason): GameResult {
    const score = this.score(pos);
    const winner = score.black > score.white ? BLACK : score.white > score.black ? WHITE : null;
    return resultOf(winner, score, reason);
  }
}

/**
 * Standard Go's capture (G2), for the stone `turn` just put down: removes the enemy groups next
 * to it left without a liberty, adding their points to `turn.captured`.
 */
export function captureAround(board: Board, turn: Turn): void {
  const enemy = opponent(turn.color);
  const nb = board.geometry.neighbors;
  // Each enemy neighbour is asked afresh, even when two are of one group: most groups have a
  // liberty next to the stone asked about, found with no fill, which costs less than keeping
  // marks of the groups already searched.
  for (let s = turn.point * 4, end = s + 4; s < end; s++) {
    const q = nb[s]!;
    if (q < 0) break;
    if (board.color[q] === enemy && !groupHasLiberty(board, q)) removeGroup(board, q, turn, 'captured');
  }
}

/**
 * Removes the group of the stone on `p`, adding its points to the turn's `list` in the order
 * `groupAt` gives them. Each point is emptied as it is reached, which marks it as
 * visited, so the walk needs no visit marks, closure or array of its own.
 */
export function removeGroup(board: Board, p: number, turn: Turn, list: 'captured' | 'lost'): void {
  const color = board.color[p];
  const queue = board.stack;
  const nb = board.geometry.neighbors;
  board.setColor(p, EMPTY);
  addPoint(turn, list, p);
  queue[0] = p;
  for (let i = 0, end = 1; i < end; i++) {
    for (let s = queue[i]! * 4, last = s + 4; s < last; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      if (board.color[r] === color) {
        board.setColor(r, EMPTY);
        addPoint(turn, list, r);
        queue[end++] = r;
      }
    }
  }
}

/** Builds a result with its one-line summary. */
export function resultOf(
  winner: StoneColor | null,
  score: { black: number; white: number },
  reason: EndReason,
  how?: string,
): GameResult {
  const margin = Math.abs(score.black - score.white);
  const summary =
    winner === null
      ? how ?? `Draw (${score.black} to ${score.white})`
      : how ?? `${playerName(winner)} wins by ${margin} point${margin === 1 ? '' : 's'}`;
  return { winner: winner === null ? null : colorName(winner), score, reason, summary };
}

/**
 * Area ownership (G1): each stone counts for its colour, and each empty area whose bordering
 * pieces are all of one colour counts for that colour; other points count for nobody (EMPTY).
 */
export function areaOwners(board: Board): Uint8Array {
  const owners = board.color.slice();
  for (const area of partition(board, (p) => board.color[p] === EMPTY)) {
    const touches = bordersOf(board, area);
    if (touches === BLACK || touches === WHITE) for (const p of area) owners[p] = touches;
  }
  return owners;
}
