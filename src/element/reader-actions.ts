/**
 * The element's one write path: every change the reader makes to the record (a step, a
 * variation chosen, a move played or taken back, a puzzle's answer or retry, autoplay's steps)
 * goes through here, which announces it and fires its events. The controls, keys, pointer and
 * companions call these actions; nothing else plays on the game or moves through the record on
 * the reader's behalf. The reader's moves are played by the play input's chunk (move-player.ts),
 * which tells them through here.
 */
import type { ReactiveControllerHost } from 'lit';
import type { MoveResult } from '../engine/types.js';
import { positionSentence, type LiveRegion } from './announcements.js';
import { motionReduced, type AutoplayController } from './autoplay.js';
import type { Mode, Verbosity } from './board-options.js';
import { clamp, totalMoves } from './board-record.js';
import type { ControlsActions, ControlsState } from './controls.js';
import { VgbNodeChangeEvent } from './events/vgb-node-change.js';
import { VgbPositionChangeEvent } from './events/vgb-position-change.js';
import type { ReaderWords } from './i18n/reader/en.js';
import { readerWords } from './i18n/reader/index.js';
import type { BoardLanguage } from './i18n/language.js';
import { LazyModule } from './lazy-module.js';
import type { RecordLoader } from './record-loader.js';

/** Autoplay's start and pause in words, loaded when the reader first starts or pauses it. */
const speech = new LazyModule(() => import('./speech.js'));

/** The reader's moves, as the play input's chunk plays them (move-player.ts). */
export interface ReaderMoves {
  play(move: string): MoveResult;
  undo(): void;
  toggleGhost(): void;
  retry(): void;
  hint(): void;
  clearOutcome(): void;
  /** The puzzle under way, whose end the controls show. */
  readonly puzzle: { readonly session: { readonly outcome: unknown } | null; readonly offersRetry: boolean } | null;
}

/** What the actions need of the element: its events, its update, `move`, which they set as the reader moves, and `verbosity`, which the reader switches. */
export interface ActionsHost extends ReactiveControllerHost, EventTarget {
  move?: number;
  verbosity: Verbosity;
}

/** The reader's actions on the record, and what they leave behind: ghost mode, whose change asks the element to update, as a `@state()` field would (a refused move's reason is the move player's). */
export class ReaderActions implements ControlsActions {
  private ghostValue = false;

  constructor(
    private readonly host: ActionsHost,
    private readonly loader: RecordLoader,
    private readonly mode: () => Mode,
    private readonly live: LiveRegion,
    private readonly autoplay: AutoplayController,
    /** The live region says brief sentences (`verbosity`). */
    readonly brief: () => boolean,
    /** The board's language, which the live region speaks. */
    readonly language: BoardLanguage,
  ) {}

  /** The entry's words, in the board's language. */
  get words(): ReaderWords {
    return this.language.words(readerWords);
  }

  /** Forgets the outcome of the reader's last move (its refusal or its notice), once something else has happened. */
  clearOutcome(): void {
    this.player?.clearOutcome();
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

  /**
   * Turns ghost mode off as the reader moves to another position: a ghost is for the one move
   * about to be played where it was turned on, and elsewhere it could be the other player's.
   * Returns what to add to the announcement of the new position ("Ghost off"), or `''`.
   */
  dropGhost(): string {
    if (!this.ghostMode) return '';
    this.ghostMode = false;
    return this.words.announce.ghostOff;
  }

  // ---- moving through the record ----

  /**
   * Shows step `n` of the line on the reader's behalf, and says so; or autoplay's step, which
   * keeps it running and is said only when the reader asks (see {@link sayPosition}).
   */
  step(n: number, byAutoplay = false): void {
    const paused = !byAutoplay && this.halt();
    const record = this.loader.record;
    const target = clamp(n, record.length);
    if (target === record.shown) {
      if (paused) this.sayAutoplay('paused');
      return;
    }
    record.show(target);
    this.shown(byAutoplay ? null : paused);
  }

  /** Follows variation `index` of the node shown (a variation mark, the list). */
  choose(index: number): void {
    const tree = this.loader.tree;
    if (!tree) return;
    const paused = this.halt();
    if (tree.choose(index)) this.shown(paused);
  }

  /** Shows the node's previous or next sibling variation (ArrowUp, ArrowDown); returns whether there was one. */
  switchVariation(delta: number): boolean {
    const tree = this.loader.tree;
    if (!tree || !tree.switchSibling(delta)) return false;
    this.shown(this.halt());
    return true;
  }

  /**
   * The reader's keys for the live region, in every mode that takes keys: L says the step shown
   * and the move that led to it, without moving (how a reader hears autoplay's moves; in puzzle
   * mode without what would give the answer away); V switches
   * `verbosity` between full and brief, and says which. Returns whether `key` was one of them.
   */
  speechKey(key: string): boolean {
    const lower = key.toLowerCase();
    if (lower === 'l') {
      this.live.say(positionSentence(this.loader.record, this.brief(), this.mode() === 'puzzle', this.words));
    } else if (lower === 'v') {
      this.toggleVerbosity();
      this.live.say(this.words.announce.verbosity(this.brief()));
    } else return false;
    return true;
  }

  /** Switches `verbosity` between full and brief (the V key, the controls' toggle, whose pressed state says which). */
  toggleVerbosity(): void {
    this.host.verbosity = this.brief() ? 'full' : 'brief';
  }

  /**
   * Says autoplay's start or pause at the step shown now, once its words are in (speech.ts, in
   * the board's language); if they cannot be loaded, nothing (the play button's label says it
   * too; the next use tries again).
   */
  private sayAutoplay(event: 'started' | 'paused'): void {
    const { record } = this.loader;
    const n = record.moveNumberAt(record.shown);
    const brief = this.brief();
    speech.load().then(
      async (chunk) => this.live.say(await chunk.autoplaySaid(event, n, totalMoves(record), brief, this.language)),
      () => undefined,
    );
  }

  // ---- autoplay ----

  /**
   * The `autoplay` attribute, the mode or the record changed: autoplay starts when the attribute
   * is set in replay mode, or a new record is built with it (a new replay, so from its start
   * unless the page set `move` with it), and stops when it is removed or another mode is set.
   * A reader who asked for reduced motion starts it with the play button instead (the board
   * keeps the step it shows). The page's start and stop are not the reader's, so unannounced.
   */
  followAutoplay(attribute: boolean, cause: { attribute: boolean; record: boolean; move: boolean }, mode: Mode): void {
    const wanted = attribute && mode === 'replay';
    if (wanted && (cause.attribute || cause.record)) {
      if (!motionReduced()) this.startAutoplay(cause.record && !cause.move);
    } else if (!wanted) this.autoplay.playing = false;
  }

  /** Starts autoplay, from the start if asked or if the end is shown. */
  private startAutoplay(fromStart = false): void {
    const record = this.loader.record;
    if (fromStart || record.shown >= record.length) {
      record.show(0);
      this.host.move = 0;
    }
    this.autoplay.playing = record.length > 0;
    this.announced = false;
  }

  /** The play/pause button. Started at the end, autoplay goes back to the start first, as the reader's step. */
  toggleAutoplay(): void {
    if (this.halt()) {
      this.sayAutoplay('paused');
      return;
    }
    const record = this.loader.record;
    if (record.shown >= record.length) this.step(0, true);
    this.startAutoplay();
    this.announced = this.autoplay.playing;
    if (this.announced) this.sayAutoplay('started');
  }

  /** The reader started the autoplay under way, so its end is said; an autoplay the page started ends unsaid. */
  private announced = false;

  /** Autoplay's step: shows the next step; returns whether another follows it. */
  advance(): boolean {
    const record = this.loader.record;
    const last = record.length;
    const next = record.shown + 1;
    if (next > last) return false;
    this.step(next, true);
    if (next === last && this.announced) {
      const { words } = this;
      this.live.say(words.moves.sentences([words.announce.autoplayEnded, positionSentence(record, this.brief(), false, words)]));
    }
    return next < last;
  }

  /** Stops autoplay; returns whether it was running. */
  private halt(): boolean {
    const running = this.autoplay.playing;
    this.autoplay.playing = false;
    return running;
  }

  // ---- playing: the play input's chunk does it, once it is in ----

  /** The reader's moves, once the play input's chunk is in (play and puzzle mode). */
  player: ReaderMoves | null = null;

  /** Plays `move` for the player to move, as the reader; refused, saying so, while the play input loads. */
  play(move: string): MoveResult {
    if (this.player) return this.player.play(move);
    return { ok: false, code: 'ERR_MOVE_KIND', message: 'variant-go-board: the board is still loading its play input; play once updateComplete settles', move };
  }

  undo(): void {
    this.player?.undo();
  }

  toggleGhost(): void {
    this.player?.toggleGhost();
  }

  retry(): void {
    this.player?.retry();
  }

  hint(): void {
    this.player?.hint();
  }

  /** Stops autoplay: the reader did something else (a press on the board), and hears it paused. */
  stopAutoplay(): void {
    if (this.halt()) this.sayAutoplay('paused');
  }

  // ---- what the controls see ----

  /** What the controls show in `mode`: where the record stands and which actions can be taken. */
  controls(mode: ControlsState['mode']): ControlsState {
    const record = this.loader.record;
    const puzzle = this.player?.puzzle;
    const session = puzzle?.session;
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
      puzzle: puzzle && session ? { over: session.outcome !== null, retryInPart: puzzle.offersRetry } : null,
    };
  }

  // ---- telling ----

  /**
   * After the reader or autoplay moved along or across the record: `move`, the events and the
   * announcement: none for autoplay's step (`said` null), else the step, after "Autoplay paused"
   * when the reader's action stopped it (`said` true).
   */
  private shown(said: boolean | null = false): void {
    const record = this.loader.record;
    this.host.move = record.moveNumberAt(record.shown);
    // The record changed even when `move` did not (a node without a move, another variation).
    this.host.requestUpdate();
    this.clearOutcome();
    // A step turns a ghost off, autoplay's silent steps too.
    const ghostOff = this.dropGhost();
    if (said !== null) {
      const { words } = this;
      this.live.say(words.moves.sentences([said ? words.announce.autoplayPaused : '', positionSentence(record, this.brief(), false, words), ghostOff].filter(Boolean)));
    }
    this.firePositionChange();
  }

  /** The events of a new position shown on the reader's behalf. */
  firePositionChange(): void {
    const { moveNumber, moves } = this.loader.record.game;
    const { game } = this.loader;
    const move = moveNumber === 0 ? null : (moves[moveNumber - 1] ?? null);
    const total = this.mode() === 'puzzle' ? moveNumber : totalMoves(this.loader.record);
    this.host.dispatchEvent(new VgbPositionChangeEvent({ moveNumber, total, move, game }));
    const tree = this.loader.tree;
    if (tree) {
      const own = tree.shownFacts();
      this.host.dispatchEvent(
        new VgbNodeChangeEvent({ path: tree.path, moveNumber, move: own ? own.move : null, variations: tree.node.children.length, game }),
      );
    }
  }
}
