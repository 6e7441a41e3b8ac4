/**
 * A game: a rule set, a start position and a record of turns, with a cursor that can move
 * back and forth through the record. The only way to build one is {@link createGame}.
 */
import { BLACK, EMPTY, WHITE, Board, opponent, type StoneColor } from './board.js';
import { describePoint, notAPoint, parseMove, parsePoint, pointNamesOf, readPointMove, type ParsedMove } from './coords.js';
import { GameOptionError, refuse, type Refusal } from './errors.js';
import { checkOptions, type OptionNamer } from './options.js';
import { Position, blankTurn, type PositionSnapshot, type Turn } from './position.js';
import { colorName, type Rules } from './rules.js';
import { loadedRules, notLoaded, variantFacts } from './loaded-variants.js';
import { PlayedMove } from './move-done.js';
import type { RulesClass, VariantSpec } from './variant.js';
import type {
  Color,
  Coord,
  Edit,
  GameOptions,
  GameResult,
  HistoryEntry,
  LastMove,
  MarkedRegion,
  MoveDone,
  MoveError,
  MoveErrorCode,
  MoveResult,
  OptionErrorCode,
  PointMove,
  PointState,
  PositionView,
  Prisoners,
  RuleNote,
  TurnKinds,
  VariantId,
} from './types.js';

/** The view of a position without marked regions, shared. */
const NO_REGIONS: readonly MarkedRegion[] = Object.freeze([]) as readonly MarkedRegion[];

/** Options of {@link Game.play} and {@link Game.check}. */
export interface PlayOptions {
  /**
   * Who plays, when not the player to move. Game records sometimes hold two moves of one
   * colour in a row; replaying them needs this.
   */
  color?: Color;
  /**
   * Plays the move even if the rules refuse it, where the rule set says what such a move does,
   * as a game record may hold one (SGF `KO[]`, or an illegal move in a record of standard Go).
   * Standard Go forces a suicide (the stone is placed, its group left without a liberty is
   * removed and counts as captured by the opponent) and a ko or superko retake; an occupied
   * point, a point off the board and a ghost stay refused, and so does every refusal of the
   * variants, whose rules always stand ({@link Game.forcible}). The answer's `illegal` says
   * which rule the move broke.
   */
  force?: boolean;
}

/** The answer of {@link Game.edit}. */
export type EditResult = { ok: true } | { ok: false; code: 'ERR_SETUP' | 'ERR_GAME_OVER'; message: string };

/**
 * One entry of the record: a move, kept as the turn the rules made of it (the shown position's
 * turns are the record's own while they agree), or a change of the position between moves.
 */
type Entry = MoveTurn | EditEntry;
type MoveTurn = Turn & { kind: 'place' | 'pass' | 'return' };
interface EditEntry {
  kind: 'edit';
  black: number[];
  white: number[];
  empty: number[];
  toPlay: StoneColor | null;
}

/**
 * Record entries between two snapshots of the position: going back restores the snapshot at
 * or before the target and replays at most this many entries, never the whole record.
 * Snapshots are taken while replaying (going back, or forward again), not while moves are
 * played: a record read from a file is played through once and may never be stepped back.
 */
const SNAPSHOT_EVERY = 64;

/**
 * Creates a game.
 *
 * @example
 * const game = createGame({ variant: 'go', size: 9, komi: 7.5 });
 * game.play('E5');
 * @throws {GameOptionError} when an option is invalid; its `code` says which kind and its
 * message names the option. {@link tryCreateGame} answers the same as a value.
 */
export function createGame(options: GameOptions): Game {
  const made = tryCreateGame(options);
  if (!made.ok) throw new GameOptionError(made.code, made.message, made.option, made.conflict);
  return made.game;
}

/** The answer of {@link tryCreateGame}: the game, or the first option at fault. */
export type GameCreated =
  | { ok: true; game: Game }
  | {
      ok: false;
      code: OptionErrorCode;
      /** The option at fault, such as `'size'` or `'setup.black[2]'`. */
      option: string;
      /** The option given before that `option` repeats, such as `'setup.black[0]'`, when that is the fault. */
      conflict?: string | undefined;
      message: string;
    };

/**
 * Creates a game, or says which option is wrong, as `play` answers a move: for options read
 * from a page or a file, where a bad one is expected.
 *
 * @example
 * const made = tryCreateGame({ variant: 'go', size: 1 });
 * if (!made.ok) made.code; // 'ERR_SIZE'; made.option is 'size', made.message says what is wrong
 *
 * @param name how messages name an option, for options that came from elsewhere: a page's
 * attributes name `maxTiles` `max-tiles`. By default, as `createGame` takes them.
 */
export function tryCreateGame(options: GameOptions, name?: OptionNamer): GameCreated {
  let checked: ReturnType<typeof checkOptions>;
  try {
    checked = checkOptions(options, name);
  } catch (error) {
    // The option checks throw to leave at the first problem; the answer is a value.
    if (!(error instanceof GameOptionError)) throw error;
    return { ok: false, code: error.code, option: error.option, conflict: error.conflict, message: error.message };
  }
  const rulesClass = loadedRules(checked.variant);
  if (!rulesClass) return { ok: false, code: 'ERR_VARIANT_NOT_LOADED', option: 'variant', message: notLoaded(checked.variant) };
  return { ok: true, game: startGame(checked, rulesClass) };
}

function startGame({ width, height, rules, setup }: ReturnType<typeof checkOptions>, rulesClass: RulesClass): Game {
  const start = new Board(width, height);
  const at = ({ x, y }: Coord): number => y * width + x;
  for (const c of setup.black) start.setColor(at(c), BLACK);
  for (const c of setup.white) start.setColor(at(c), WHITE);
  for (const c of setup.ghosts) start.setColor(at(c), start.color[at(c)]!, 1);
  for (const c of setup.marked) start.mark(at(c));
  for (const { point, count } of setup.tiles) for (let i = 0; i < count; i++) start.addTile(at(point));
  return new Game(new rulesClass(rules), start, setup.toPlay === 'black' ? BLACK : WHITE);
}

/** The colour of a stored point state as the API names it; `null` for EMPTY (and for no point: `undefined`). */
function colorOn(stored: number | undefined): Color | null {
  return stored === BLACK ? 'black' : stored === WHITE ? 'white' : null;
}

/** A game in progress or finished, with its whole record. */
export class Game {
  private record: Entry[] = [];
  /** How many record entries the shown position has applied. */
  private cursor = 0;
  /** Moves (not edits) among the first {@link cursor} entries, and in the whole record. */
  private shownMoves = 0;
  private recordMoves = 0;
  private readonly pos: Position;
  /** Point names by board index. */
  private readonly names: readonly string[];
  /** `snapshots[k]` is the position after `k * SNAPSHOT_EVERY` entries of the record. Only a prefix is kept: a replay adds the next one missing, a change of the record drops those past it. */
  private readonly snapshots: { pos: PositionSnapshot; moves: number }[] = [];

  /** @internal Use {@link createGame}. */
  constructor(
    private readonly rules: Rules,
    start: Board,
    toPlay: StoneColor,
  ) {
    start.hashed = rules.comparesPositions;
    this.pos = new Position(start, toPlay);
    this.names = pointNamesOf(start.width, start.height);
    const held = rules.startingPrisoners();
    this.pos.prisoners[BLACK] = held.black;
    this.pos.prisoners[WHITE] = held.white;
    // A start position can already end the game (ruling A2): T5's player with no move at all.
    this.judgeEnd();
    this.snapshots.push({ pos: this.pos.snapshot(), moves: 0 });
  }

  /** The rule set's identifier. */
  get variant(): VariantId {
    return this.rules.id;
  }

  /** The refusals `play(move, { force: true })` carries out anyway; empty where the rules always stand. */
  get forcible(): MoveErrorCode[] {
    return [...this.rules.forcible];
  }

  /** The rule set's name as players know it ("Stoical Go"). */
  get variantName(): string {
    return this.rules.name;
  }

  /** Lines per side of a square board; on a rectangular board, its width. */
  get size(): number {
    return this.pos.board.width;
  }

  /** Number of columns. */
  get width(): number {
    return this.pos.board.width;
  }

  /** Number of rows. */
  get height(): number {
    return this.pos.board.height;
  }

  /** Komi in force, after defaults. */
  get komi(): number {
    return this.rules.komi;
  }

  /** The player to move in the shown position. */
  get toPlay(): Color {
    return colorName(this.pos.toPlay);
  }

  /** Moves played up to the shown position. */
  get moveNumber(): number {
    return this.shownMoves;
  }

  /** Moves in the whole record. */
  get length(): number {
    return this.recordMoves;
  }

  /** The record's moves, normalised (`'D4'`, `'pass'`). */
  get moves(): string[] {
    return this.record.flatMap((e) => (e.kind === 'edit' ? [] : [this.moveText(e)]));
  }

  /** The turns besides placing a stone that the game's rule set has, whatever the position. */
  get turns(): TurnKinds {
    return this.facts.turns(this.rules.options);
  }

  /**
   * The rule options in force besides komi, defaults filled in, for the options this variant
   * takes (`{}` when it takes none): given to {@link createGame} with the same variant, size
   * and komi, they make the same rules.
   */
  get ruleOptions(): Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> {
    const taken = this.facts.options;
    const { ko, maxTiles, scoring } = this.rules.options;
    const out: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> = {};
    if ('ko' in taken) out.ko = ko;
    if ('maxTiles' in taken) out.maxTiles = maxTiles === Infinity ? 'unlimited' : maxTiles;
    if ('scoring' in taken) out.scoring = scoring;
    return out;
  }

  /** The whole record in order, whatever position is shown: each move with its colour, and the edits between moves. */
  get history(): HistoryEntry[] {
    const name = (p: number): string => this.pointName(p);
    return this.record.map((e): HistoryEntry => {
      if (e.kind !== 'edit') {
        const move: HistoryEntry = { kind: 'move', move: this.moveText(e), color: colorName(e.color) };
        if (e.illegal) move.illegal = { ...e.illegal };
        return move;
      }
      const edit: Edit = { black: e.black.map(name), white: e.white.map(name), empty: e.empty.map(name) };
      if (e.toPlay !== null) edit.toPlay = colorName(e.toPlay);
      return { kind: 'edit', edit };
    });
  }

  /** Stones each player has captured and still holds in the shown position. */
  get prisoners(): Prisoners {
    return { black: this.pos.prisoners[BLACK]!, white: this.pos.prisoners[WHITE]! };
  }

  /** The result if the game is over in the shown position, else `null`. */
  get result(): GameResult | null {
    return this.pos.result;
  }

  /** What stands on a point such as `'D4'`, or `null` if that is not a point of this board. */
  pointAt(point: string): PointState | null {
    const c = typeof point === 'string' ? parsePoint(point, this.width, this.height) : null;
    return c ? this.stateAt(c.y * this.width + c.x) : null;
  }

  /**
   * The colour of the piece on the point at column `x` and row `y` (0-based, from the top
   * left) in the shown position, or `null` for an empty point or one off the board. Unlike
   * {@link pointAt} it builds nothing, for callers that read every point every move.
   */
  colorAt(x: number, y: number): Color | null {
    if (!(x >= 0 && x < this.width && y >= 0 && y < this.height)) return null;
    return colorOn(this.pos.board.color[y * this.width + x]);
  }

  /**
   * Plays a move for the player to move (or for `options.color`): a point (`'D4'`, or
   * `{ x, y }` with an optional `piece`), `'pass'`, and where the variant has them
   * `'ghost:D4'` and `'return'`. If the shown position is not the end of the record, the
   * later moves are replaced. Never throws: a move the rules reject returns
   * `{ ok: false, code, message }` and changes nothing.
   */
  play(move: string | PointMove, options?: PlayOptions): MoveResult {
    return this.attempt(move, options, true);
  }

  /**
   * Answers whether {@link play} would accept the move, with the same code and message when it
   * would not, without changing anything. The end-of-game rules do not run, so `result` is
   * always `null` here.
   */
  check(move: string | PointMove, options?: PlayOptions): MoveResult {
    return this.attempt(move, options, false);
  }

  /** Every move {@link play} would accept now, points in board order, then `pass` or `return`. */
  legalMoves(): string[] {
    const pos = this.pos;
    if (pos.ending === 'final') return [];
    const legal: string[] = [];
    for (let p = 0; p < this.pos.board.area; p++) {
      if (this.rules.isLegal(pos, p, pos.toPlay, false)) legal.push(this.pointName(p));
      if (this.rules.hasGhosts && this.rules.isLegal(pos, p, pos.toPlay, true)) legal.push(`ghost:${this.pointName(p)}`);
    }
    for (const move of ['pass', 'return']) if (this.check(move).ok) legal.push(move);
    return legal;
  }

  /**
   * Changes the position between moves, as SGF setup properties do after the root: stones
   * are put or cleared without captures, and the player to move may be set. A game that ended
   * for good (ruling A3) stays ended, so it takes no edit.
   */
  edit(edit: Edit): EditResult {
    const bad = (message: string): EditResult => ({ ok: false, code: 'ERR_SETUP', message });
    if (typeof edit !== 'object' || edit === null) return bad('an edit must be an object such as { black: ["D4"] }');
    if (this.pos.ending === 'final') {
      return { ok: false, code: 'ERR_GAME_OVER', message: `${this.rules.name}: the game is over (${this.pos.result?.summary ?? 'ended'})` };
    }
    const entry: Entry = { kind: 'edit', black: [], white: [], empty: [], toPlay: null };
    for (const key of ['black', 'white', 'empty'] as const) {
      const list: unknown = edit[key] ?? [];
      if (!Array.isArray(list)) return bad(`edit.${key} must be a list of points`);
      for (const text of list) {
        const c = typeof text === 'string' ? parsePoint(text, this.width, this.height) : null;
        if (!c) return bad(`edit.${key}: ${notAPoint(text, this.width, this.height)}`);
        entry[key].push(c.y * this.width + c.x);
      }
    }
    if (edit.toPlay !== undefined) {
      if (edit.toPlay !== 'black' && edit.toPlay !== 'white') return bad(`edit.toPlay must be 'black' or 'white', not '${String(edit.toPlay)}'`);
      entry.toPlay = edit.toPlay === 'black' ? BLACK : WHITE;
    }
    this.truncate();
    this.record.push(entry);
    this.apply(entry);
    return { ok: true };
  }

  /** Shows the position after move `n` of the record (clamped to the record). Returns the move number shown. */
  goTo(n: number): number {
    const target = this.entryIndexAfterMove(Math.max(0, Math.min(Math.trunc(n) || 0, this.length)));
    if (target < this.cursor) {
      const k = Math.min(Math.floor(target / SNAPSHOT_EVERY), this.snapshots.length - 1);
      const { pos, moves } = this.snapshots[k]!;
      this.pos.restore(pos);
      this.cursor = k * SNAPSHOT_EVERY;
      this.shownMoves = moves;
    }
    while (this.cursor < target) this.apply(this.record[this.cursor]!);
    return this.moveNumber;
  }

  /**
   * Takes back the move shown (move {@link moveNumber}) and drops it from the record with every
   * move and edit after it: when an earlier position is shown (after {@link goTo}), the later
   * moves are lost too, not only the last one. Edits made between the previous move and it stay.
   * Shows the position before it. Returns false at the start (move 0), changing nothing.
   */
  undo(): boolean {
    const n = this.moveNumber;
    if (n === 0) return false;
    this.goTo(n - 1);
    this.truncate();
    return true;
  }

  /** The rule notes for the player to move in the shown position (none once the game is over for good), without building a whole {@link view}. */
  get notes(): RuleNote[] {
    return this.pos.ending === 'final' ? [] : this.rules.notes(this.pos);
  }

  /** A plain snapshot of the shown position for drawing. */
  view(): PositionView {
    const points: PointState[] = [];
    for (let p = 0; p < this.pos.board.area; p++) points.push(this.stateAt(p));
    return {
      variant: this.rules.id,
      width: this.width,
      height: this.height,
      points,
      toPlay: this.toPlay,
      moveNumber: this.moveNumber,
      prisoners: this.prisoners,
      lastMove: this.lastMove(),
      result: this.result,
      notes: this.notes,
      owners: this.counted(),
      regions: this.markedRegions(),
    };
  }

  // ---- internals ----

  /** The registry's facts of the game's variant: loaded, since its rules are. */
  private get facts(): VariantSpec {
    return variantFacts(this.rules.id)!;
  }

  /** The marked regions the rules find on the shown position, by point. */
  private markedRegions(): readonly MarkedRegion[] {
    const regions = this.rules.markedRegions(this.pos);
    if (regions.length === 0) return NO_REGIONS;
    return regions.map(({ points, owner }) => ({ points: points.map((p) => this.coord(p)), owner: owner === null ? null : colorName(owner) }));
  }

  /**
   * Who each point counts for, once the shown position ends a game that was scored (only two
   * passes lead to a count; repetition and a player with no moves end a game uncounted).
   */
  private counted(): (Color | null)[] | null {
    if (this.pos.result?.reason !== 'two-passes') return null;
    const owners = this.rules.owners(this.pos);
    return owners ? Array.from(owners, colorOn) : null;
  }

  private stateAt(p: number): PointState {
    const b = this.pos.board;
    return {
      color: colorOn(b.color[p]!),
      ghost: b.ghost[p] === 1,
      tiles: b.tiles[p]!,
      marked: b.marked[p] === 1,
    };
  }

  /** The record index just before move `n + 1`, so that edits after move `n` are included. */
  private entryIndexAfterMove(n: number): number {
    let moves = 0;
    for (let i = 0; i < this.record.length; i++) {
      if (this.record[i]!.kind !== 'edit' && moves++ === n) return i;
    }
    return this.record.length;
  }

  private attempt(given: string | PointMove, options: PlayOptions | undefined, commit: boolean): MoveResult {
    const move = this.read(given);
    const turn = 'code' in move ? move : this.carryOut(move, options?.color, options?.force === true);
    if (!('kind' in turn)) return { ok: false, ...turn, move: this.describe(given, move) };
    const pos = this.pos;
    if (!commit) {
      pos.board.rollback();
      return this.done(turn, null);
    }
    pos.board.commit();
    this.truncate();
    this.record.push(turn as MoveTurn);
    this.recordMoves++;
    this.finishTurn(turn);
    return this.done(turn, pos.result);
  }

  /** Tries a move read from its text or point, for the player chosen or the player to move; `force` as {@link PlayOptions.force}. */
  private carryOut(move: ParsedMove, chosen: Color | undefined, force: boolean): Turn | Refusal {
    if (chosen !== undefined && chosen !== 'black' && chosen !== 'white') {
      return { code: 'ERR_MOVE_SYNTAX', message: `color must be 'black' or 'white', not '${String(chosen)}'` };
    }
    const pos = this.pos;
    if (pos.ending === 'final') return refuse('ERR_GAME_OVER', this.rules.name, `the game is over (${pos.result?.summary ?? 'ended'})`);
    const color = chosen === undefined ? pos.toPlay : chosen === 'black' ? BLACK : WHITE;
    return move.kind === 'place'
      ? this.tryTurn('place', color, move.y * this.width + move.x, move.piece === 'ghost', force)
      : this.tryTurn(move.kind, color, -1, false, force);
  }

  /** Carries out a move on the board, leaving the board's journal open for commit or rollback. */
  private tryTurn(kind: MoveTurn['kind'], color: StoneColor, point: number, ghost: boolean, force: boolean): Turn | Refusal {
    const pos = this.pos;
    if (kind === 'place') return this.rules.tryPlace(pos, point, color, ghost, force);
    pos.board.begin();
    const refusal = kind === 'pass' ? this.rules.canPass(pos, color) : this.rules.canReturn(pos, color);
    if (refusal) {
      pos.board.rollback();
      return refusal;
    }
    return blankTurn(kind, color);
  }

  /** Reads a move as text or as a point. */
  private read(given: string | PointMove): ParsedMove | Refusal {
    if (typeof given === 'string') return parseMove(given, this.width, this.height);
    if (typeof given === 'object' && given !== null) return readPointMove(given, this.width, this.height);
    return { code: 'ERR_MOVE_SYNTAX', message: `a move must be text such as 'D4' or a point such as { x: 3, y: 15 }, not ${String(given)}` };
  }

  /** The move as given, in words, for a refusal: its text, or the point's name where it has one. */
  private describe(given: string | PointMove, move: ParsedMove | Refusal): string {
    if (typeof given !== 'object' || given === null) return String(given);
    if (!('kind' in move) || move.kind !== 'place') return describePoint(given);
    const point = this.pointName(move.y * this.width + move.x);
    return move.piece === 'ghost' ? `ghost:${point}` : point;
  }

  /** Drops the record after the shown position, before a new move or edit replaces it. */
  private truncate(): void {
    if (this.cursor === this.record.length) return;
    this.record.length = this.cursor;
    this.recordMoves = this.shownMoves;
    this.snapshots.length = Math.min(this.snapshots.length, Math.floor(this.cursor / SNAPSHOT_EVERY) + 1);
  }

  /**
   * Books a committed turn, the entry at the cursor: prisoners, history, whose turn, and the
   * end of the game; then moves the cursor past it.
   */
  private finishTurn(turn: Turn): void {
    const pos = this.pos;
    if (turn.kind === 'return') pos.prisoners[turn.color]!--;
    pos.prisoners[turn.color]! += turn.captured.length;
    pos.prisoners[opponent(turn.color)]! += turn.lost.length;
    pos.push(turn);
    pos.toPlay = opponent(turn.color);
    if (pos.ending === 'resumable') {
      // Ruling A3: a game ended by passes resumes with any further move.
      pos.result = null;
      pos.ending = 'running';
    }
    this.judgeEnd();
    this.shownMoves++;
    this.cursor++;
  }

  /** Asks the rules whether the game is over in the position now reached: at the start, after a turn, after an edit. */
  private judgeEnd(): void {
    const end = this.rules.end(this.pos);
    if (!end) return;
    this.pos.result = end.result;
    this.pos.ending = end.final ? 'final' : 'resumable';
  }

  /** After a replayed entry: takes the snapshot due here if it is the next one missing. */
  private snapshotIfDue(): void {
    const at = this.cursor;
    if (at % SNAPSHOT_EVERY === 0 && this.snapshots.length === at / SNAPSHOT_EVERY) {
      this.snapshots.push({ pos: this.pos.snapshot(), moves: this.shownMoves });
    }
  }

  /**
   * Replays the record entry at the cursor; the record only holds entries that were accepted.
   * A replayed move's turn takes the recorded one's place, so the two stay one object.
   */
  private apply(entry: Entry): void {
    const pos = this.pos;
    if (entry.kind === 'edit') {
      pos.board.begin();
      for (const p of entry.black) pos.board.setColor(p, BLACK);
      for (const p of entry.white) pos.board.setColor(p, WHITE);
      for (const p of entry.empty) pos.board.setColor(p, EMPTY);
      pos.board.commit();
      if (entry.toPlay) pos.toPlay = entry.toPlay;
      pos.push(blankTurn('edit', pos.toPlay));
      pos.result = null;
      pos.ending = 'running';
      this.judgeEnd();
      this.cursor++;
    } else {
      const turn = this.tryTurn(entry.kind, entry.color, entry.point, entry.ghost, entry.illegal !== null);
      if (!('kind' in turn)) throw new Error(`record replay diverged: ${turn.message}`);
      pos.board.commit();
      this.record[this.cursor] = turn as MoveTurn;
      this.finishTurn(turn);
    }
    this.snapshotIfDue();
  }

  private done(turn: Turn, result: GameResult | null): MoveDone {
    return new PlayedMove(turn, this.moveText(turn), colorName(turn.color), this.names, result);
  }

  private coord(p: number): Coord {
    return { x: p % this.width, y: Math.floor(p / this.width) };
  }

  private pointName(p: number): string {
    return this.names[p]!;
  }

  private moveText(turn: Turn): string {
    if (turn.kind !== 'place') return turn.kind;
    const point = this.names[turn.point]!;
    return turn.ghost ? `ghost:${point}` : point;
  }

  private lastMove(): LastMove | null {
    const turn = this.pos.lastTurn;
    if (!turn || turn.kind === 'edit') return null;
    const coord = (p: number): Coord => this.coord(p);
    const last: LastMove = {
      move: this.moveText(turn),
      color: colorName(turn.color),
      point: turn.point >= 0 ? coord(turn.point) : null,
      captured: turn.captured.map(coord),
      flipped: turn.flipped.map(coord),
      marked: turn.marked.map(coord),
      tile: turn.tile,
    };
    if (turn.illegal) last.illegal = { ...turn.illegal };
    if (turn.capturedGhosts) last.capturedGhosts = turn.capturedGhosts;
    return last;
  }
}
