/**
 * The element's one write path: every change the reader makes to the record (a step, a
 * variation chosen, a move played or taken back, a puzzle's answer or retry, autoplay's steps)
 * goes through here, which announces it and fires its events. The controls, keys, pointer and
 * companions call these actions; nothing else plays on the game or moves through the record on
 * the reader's behalf.
 */
import type { ReactiveControllerHost } from 'lit';
import { formatPoint } from '../engine/index.js';
import type { Coord, MoveError, MoveResult, PointMove, PositionView } from '../engine/types.js';
import type { ScenePreview } from '../render/scene.js';
import { ghostSentence, newNotes, playedSentence, positionSentence, refusalSentence, replacedSentence, resumedSentence, tookBackSentence, type LiveRegion } from './announcements.js';
import type { AutoplayController } from './autoplay.js';
import { playable, type Mode } from './board-options.js';
import { asTree } from './as-tree.js';
import { clamp, totalMoves, type BoardRecord } from './board-record.js';
import type { BoardState } from './context.js';
import type { ControlsActions, ControlsState } from './controls.js';
import { VgbGameEndEvent } from './events/vgb-game-end.js';
import { VgbMoveRejectedEvent, type VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
import { VgbMoveEvent } from './events/vgb-move.js';
import { VgbNodeChangeEvent } from './events/vgb-node-change.js';
import { VgbPositionChangeEvent } from './events/vgb-position-change.js';
import type { PuzzleMode } from './puzzle-mode.js';
import type { RecordLoader } from './record-loader.js';
import { writers } from './writers.js';

/** What the actions need of the element: its events, its update, and `move`, which they set as the reader moves. */
export interface ActionsHost extends ReactiveControllerHost, EventTarget {
  move?: number;
}

/** The reader's actions on the record, and what they leave behind: a refused move's reason and ghost mode. Setting either asks the element to update when it changes, as a `@state()` field would. */
export class ReaderActions implements ControlsActions {
  private rejectionValue: VgbMoveRejectedDetail | null = null;
  private noticeValue: string | null = null;
  private ghostValue = false;
  /** The record the reader last played a move on (play mode); a record built since holds none of theirs. */
  private playedOn: BoardRecord | null = null;
  /** The reader's moves on {@link playedOn} not yet taken back. */
  private playedCount = 0;

  constructor(
    private readonly host: ActionsHost,
    private readonly loader: RecordLoader,
    private readonly mode: () => Mode,
    private readonly live: LiveRegion,
    /** The assertive region: refused moves, which answer what the reader just tried. */
    private readonly alert: LiveRegion,
    private readonly autoplay: AutoplayController,
    private readonly puzzle: PuzzleMode,
  ) {}

  /** Why the reader's last move was refused, until the next change. */
  get rejection(): VgbMoveRejectedDetail | null {
    return this.rejectionValue;
  }

  set rejection(value: VgbMoveRejectedDetail | null) {
    if (value === this.rejectionValue) return;
    this.rejectionValue = value;
    this.host.requestUpdate();
  }

  /** What the reader's last move changed besides the position (play resumed after the game ended, later moves replaced), until the next change. */
  get notice(): string | null {
    return this.noticeValue;
  }

  private set notice(value: string | null) {
    if (value === this.noticeValue) return;
    this.noticeValue = value;
    this.host.requestUpdate();
  }

  /** Forgets the outcome of the reader's last move (its refusal or its notice), once something else has happened. */
  clearOutcome(): void {
    this.rejection = null;
    this.notice = null;
  }

  /** The reader's next piece is a ghost (No Seki Go). */
  get ghostMode(): boolean {
    return this.ghostValue;
  }

  set ghostMode(value: boolean) {
    if (value === this.ghostValue) return;
    this.ghostValue = value;
    this.host.requestUpdate();
  }

  // ---- moving through the record ----

  /** Shows step `n` of the line on the reader's behalf (or autoplay's, which keeps it running), and says so. */
  step(n: number, byAutoplay = false): void {
    if (!byAutoplay) this.autoplay.playing = false;
    const record = this.loader.record;
    const target = clamp(n, record.length);
    if (target === record.shown) return;
    record.show(target);
    this.shown();
  }

  /** Follows variation `index` of the node shown (a variation mark, the list). */
  choose(index: number): void {
    const tree = this.loader.tree;
    if (!tree) return;
    this.autoplay.playing = false;
    if (tree.choose(index)) this.shown();
  }

  /** Shows the node's previous or next sibling variation (ArrowUp, ArrowDown); returns whether there was one. */
  switchVariation(delta: number): boolean {
    const tree = this.loader.tree;
    if (!tree || !tree.switchSibling(delta)) return false;
    this.autoplay.playing = false;
    this.shown();
    return true;
  }

  // ---- autoplay ----

  /**
   * The `autoplay` attribute, the mode or the record changed: autoplay starts when the attribute
   * is set in replay mode, or a new record is built with it (a new replay, so from its start
   * unless the page set `move` with it), and stops when it is removed or another mode is set.
   */
  followAutoplay(attribute: boolean, cause: { attribute: boolean; record: boolean; move: boolean }, mode: Mode): void {
    const wanted = attribute && mode === 'replay';
    if (wanted && (cause.attribute || cause.record)) this.startAutoplay(cause.record && !cause.move);
    else if (!wanted) this.autoplay.playing = false;
  }

  /** Starts autoplay, from the start if asked or if the end is shown; the attribute's start is not the reader's step, so nothing is announced. */
  private startAutoplay(fromStart = false): void {
    const record = this.loader.record;
    if (fromStart || record.shown >= record.length) {
      record.show(0);
      this.host.move = 0;
    }
    this.autoplay.playing = record.length > 0;
  }

  /** The play/pause button. Started at the end, autoplay goes back to the start first, as the reader's step. */
  toggleAutoplay(): void {
    if (this.autoplay.playing) {
      this.autoplay.playing = false;
      return;
    }
    const record = this.loader.record;
    if (record.shown >= record.length) this.step(0, true);
    this.startAutoplay();
  }

  /** Autoplay's step: shows the next step; returns whether another follows it. */
  advance(): boolean {
    const record = this.loader.record;
    const last = record.length;
    const next = record.shown + 1;
    if (next > last) return false;
    this.step(next, true);
    return next < last;
  }

  // ---- playing ----

  /** The Ghost button and G: the next piece is a ghost, or a stone again; a ghost is for one move, which turns it off. */
  toggleGhost(): void {
    this.ghostMode = !this.ghostMode;
    this.live.say(ghostSentence(this.ghostMode, this.loader.record.game.toPlay));
  }

  /** The move a click on `point` plays: a stone, or a ghost in ghost mode. It reaches the engine as a point, never as text. */
  moveAt(point: Coord): PointMove {
    return { x: point.x, y: point.y, piece: this.ghostMode ? 'ghost' : 'stone' };
  }

  /** The preview of a move at `point` (play and puzzle mode): the player to move's piece, legal or not. No preview over a piece that stays. */
  previewAt(point: Coord | null, view: PositionView): ScenePreview | null {
    if (!point || !playable(this.mode()) || this.puzzle.session?.outcome) return null;
    const check = this.loader.record.game.check(this.moveAt(point));
    if (!check.ok && (check.code === 'ERR_OCCUPIED' || check.code === 'ERR_MARKED_POINT' || check.code === 'ERR_GAME_OVER')) return null;
    return { point, color: view.toPlay, ghost: this.ghostMode, legal: check.ok };
  }

  /** Plays `move` for the player to move, as the reader; the only place the reader's moves reach the engine. */
  play(move: string | PointMove): MoveResult {
    const mode = this.mode();
    if (mode === 'puzzle') return this.answerPuzzle(move);
    if (mode !== 'play') {
      const refused: MoveError = {
        ok: false,
        code: 'ERR_MOVE_KIND',
        message: 'variant-go-board: moves are played only in play mode (mode="play")',
        move: this.moveName(move),
      };
      return refused;
    }
    this.autoplay.playing = false;
    const record = this.loader.record;
    const ended = record.game.result;
    // A move in a list's past replaces its later moves; in a tree it adds a variation instead.
    const replaced = asTree(record) ? 0 : record.length - record.shown;
    const notesBefore = record.game.notes;
    const result = record.play(move);
    if (!result.ok) return this.refuse(result);
    this.ghostMode = false;
    if (this.playedOn !== record) this.playedCount = 0;
    this.playedOn = record;
    this.playedCount++;
    // A position the page sets next replaces the reader's moves and gives them as SGF (vgb-position-replace).
    void writers.load().catch(() => undefined);
    const moveNumber = record.game.moveNumber;
    this.host.move = moveNumber;
    this.host.requestUpdate();
    this.rejection = null;
    // Ruling A3 lets play go on after two passes, and a list drops what followed: both are said, never done silently.
    this.notice = [ended ? resumedSentence(ended) : '', replaced > 0 ? replacedSentence(replaced, moveNumber - 1) : ''].filter(Boolean).join(' ') || null;
    this.live.say([this.notice, playedSentence(result, record, newNotes(notesBefore, record.game.notes))].filter(Boolean).join(' '));
    const { color, captured, flipped, marked, tile } = result;
    this.host.dispatchEvent(new VgbMoveEvent({ move: result.move, color, moveNumber, captured, flipped, marked, tile }));
    this.firePositionChange();
    if (result.result) this.host.dispatchEvent(new VgbGameEndEvent({ result: result.result }));
    return result;
  }

  /** Whether the reader played a move on `record` (play mode) and has not taken it back, which a new position would drop. */
  playedIn(record: BoardRecord): boolean {
    return this.playedOn === record && this.playedCount > 0;
  }

  /** Takes back the reader's last move (play mode): the end of `moves`, or a node the reader added to a tree. */
  undo(): void {
    const record = this.loader.record;
    if (this.mode() !== 'play' || !record.canUndo) return;
    this.autoplay.playing = false;
    const taken = record.shownFacts();
    record.undo();
    if (this.playedOn === record && this.playedCount > 0) this.playedCount--;
    this.host.move = record.moveNumberAt(record.shown);
    this.host.requestUpdate();
    this.clearOutcome();
    this.live.say(tookBackSentence(taken, record.game.toPlay));
    this.firePositionChange();
  }

  // ---- puzzles ----

  /** Starts the puzzle on the record (puzzle mode) for the reader's `side`. */
  startPuzzle(side: unknown): void {
    this.clearOutcome();
    this.puzzle.start(this.loader.tree, side);
  }

  /** Retry: back to the puzzle's start. */
  retry(): void {
    const said = this.puzzle.retry();
    if (said === null) return;
    this.clearOutcome();
    this.host.requestUpdate();
    this.live.say(said);
    this.firePositionChange();
  }

  /** Hint: marks the first right move; it changes nothing on the board. */
  hint(): void {
    this.puzzle.hint();
  }

  /** The reader's answer in puzzle mode: the move, the tree's replies, the verdict. */
  private answerPuzzle(move: string | PointMove): MoveResult {
    const session = this.puzzle.session;
    if (!session) {
      return { ok: false, code: 'ERR_MOVE_KIND', message: 'variant-go-board: this record has no puzzle to solve', move: this.moveName(move) };
    }
    if (session.outcome) {
      const over: MoveError = { ok: false, code: 'ERR_GAME_OVER', message: 'The puzzle is over: Retry to try again', move: this.moveName(move) };
      this.live.say(`${over.message}.`);
      return over;
    }
    const answer = this.puzzle.answer(session, move);
    if (!answer.result.ok) return this.refuse(answer.result);
    const done = answer.result;
    this.ghostMode = false;
    this.clearOutcome();
    this.host.requestUpdate();
    const { color, captured, flipped, marked, tile } = done;
    const moveNumber = this.loader.record.game.moveNumber;
    this.host.dispatchEvent(new VgbMoveEvent({ move: done.move, color, moveNumber, captured, flipped, marked, tile }));
    this.firePositionChange();
    this.live.say(this.puzzle.settle(session, answer, done));
    return done;
  }

  // ---- what the controls and companions see ----

  /** What the controls show in `mode`: where the record stands and which actions can be taken. */
  controls(mode: ControlsState['mode']): ControlsState {
    const record = this.loader.record;
    const session = this.puzzle.session;
    return {
      mode,
      shown: record.shown,
      last: record.length,
      moveNumber: record.moveNumberAt(record.shown),
      totalMoves: totalMoves(record),
      turns: record.turns,
      playing: this.autoplay.playing,
      ghostMode: this.ghostMode,
      canUndo: record.canUndo,
      puzzle: session ? { over: session.outcome !== null } : null,
    };
  }

  /** The state companions receive, with actions that come back through this write path; puzzle mode shows only the moves played. */
  companionState(view: PositionView): BoardState {
    const record = this.loader.record;
    const mode = this.mode();
    const puzzle = mode === 'puzzle';
    const moves = puzzle ? (view.moveNumber === 0 ? [] : record.game.moves.slice(0, view.moveNumber)) : record.moves;
    return {
      variant: record.variant,
      variantName: record.variantName,
      view,
      moves,
      illegalMoves: record.illegalMoves,
      moveNumber: view.moveNumber,
      total: puzzle ? moves.length : totalMoves(record),
      mode,
      result: view.result,
      goTo: (n: number) => {
        if (!puzzle) this.step(this.loader.record.stepOfMove(n));
      },
      play: (move: string) => this.play(move),
    };
  }

  // ---- telling ----

  /** After the reader moved along or across the record: `move`, the announcement and the events. */
  private shown(): void {
    const record = this.loader.record;
    this.host.move = record.moveNumberAt(record.shown);
    // The record changed even when `move` did not (a node without a move, another variation).
    this.host.requestUpdate();
    this.clearOutcome();
    this.live.say(positionSentence(record));
    this.firePositionChange();
  }

  /** Shows, announces and reports a move the rules refuse, named as the engine wrote it. */
  private refuse(result: MoveError): MoveError {
    const move = result.move;
    this.notice = null;
    this.rejection = { move, code: result.code, message: result.message };
    this.alert.say(refusalSentence(move, result.message));
    this.host.dispatchEvent(new VgbMoveRejectedEvent({ ...this.rejection }));
    return result;
  }

  /** `move` as text, for a refusal the engine never sees (the engine names the moves it refuses). */
  private moveName(move: string | PointMove): string {
    if (typeof move === 'string') return move;
    const { width, height } = this.loader.record.game;
    const name = formatPoint(move.x, move.y, width, height);
    return move.piece === 'ghost' ? `ghost:${name}` : name;
  }

  private firePositionChange(): void {
    const game = this.loader.record.game;
    const moveNumber = game.moveNumber;
    const move = moveNumber === 0 ? null : (game.moves[moveNumber - 1] ?? null);
    const total = this.mode() === 'puzzle' ? moveNumber : totalMoves(this.loader.record);
    this.host.dispatchEvent(new VgbPositionChangeEvent({ moveNumber, total, move }));
    const tree = this.loader.tree;
    if (tree) {
      const own = tree.shownFacts();
      this.host.dispatchEvent(
        new VgbNodeChangeEvent({ path: tree.path, moveNumber, move: own ? own.move : null, variations: tree.node.children.length }),
      );
    }
  }
}
