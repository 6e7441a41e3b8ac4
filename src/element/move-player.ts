/**
 * The reader's moves (play and puzzle mode), part of the play input's chunk: a move played or
 * taken back, ghosts, the preview, a puzzle's answer, retry and hint. They reach the record only
 * through here, and are told through the write path's events and announcements (reader-actions.ts);
 * a change of the record itself (play mode) is told with the record as SGF (`vgb-change`).
 */
import type { PropertyValues } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { Coord, MoveError, MoveResult, PointMove, PositionView } from '../engine/types.js';
import type { ScenePreview } from '../render/scene.js';
import type { OtherGames } from './load-record.js';
import { recordSgf } from './record-sgf.js';
import type { LiveRegion } from './announcements.js';
import { ghostSentence, newNotes, playedSentence, refusedSentence, replacedSentence, resumedSentence, tookBackSentence, type PlaySpeech } from './play-sentences.js';
import { playable, type Mode } from './board-options.js';
import { asTree } from './as-tree.js';
import type { BoardRecord } from './board-record.js';
import { VgbChangeEvent } from './events/vgb-change.js';
import { VgbGameEndEvent } from './events/vgb-game-end.js';
import { VgbMoveRejectedEvent } from './events/vgb-move-rejected.js';
import { VgbMoveEvent } from './events/vgb-move.js';
import { VgbPositionReplaceEvent } from './events/vgb-position-replace.js';
import type { BoardLanguage } from './i18n/language.js';
import { playWords } from './i18n/play/index.js';
import { readerWords } from './i18n/reader/index.js';
import type { PuzzleMode } from './puzzle-mode.js';
import type { ActionsHost, ReaderActions } from './reader-actions.js';
import type { RecordLoader } from './record-loader.js';
import type { SourceKind } from './record-text.js';
import { replaceReason } from './replace-reason.js';

/** What the moves need of the element besides its write path. */
export interface MovesBoard {
  host: ActionsHost;
  loader: RecordLoader;
  mode(): Mode;
  actions: ReaderActions;
  live: LiveRegion;
  /** The assertive region: refused moves, which answer what the reader just tried. */
  alert: LiveRegion;
  /** The board's language, which the live regions speak. */
  language: BoardLanguage;
}

/** The reader's moves on the record, and the record they were played on. */
export class MovePlayer {
  /** The record the reader last played a move on (play mode); a record built since holds none of theirs. */
  private playedOn: BoardRecord | null = null;
  /** The reader's moves on {@link playedOn} not yet taken back. */
  private playedCount = 0;

  /** The reader's last move, refused, until the next change. */
  refused: MoveError | null = null;
  /** What the reader's last move changed besides the position (play resumed after the game ended, later moves replaced), until the next change. */
  notice: string | null = null;

  constructor(private readonly board: MovesBoard) {}

  /** The words the moves are said in: the entry's and the play input's, in the board's language. */
  get words(): PlaySpeech {
    const { language } = this.board;
    return { reader: language.words(readerWords), play: language.words(playWords) };
  }

  /** Shows what the reader's last move left, the board updating when it changes. */
  private tell(refused: MoveError | null, notice: string | null): void {
    if (refused === this.refused && notice === this.notice) return;
    this.refused = refused;
    this.notice = notice;
    this.board.host.requestUpdate();
  }

  /** Forgets the outcome of the reader's last move (its refusal or its notice), once something else has happened. */
  clearOutcome(): void {
    this.tell(null, null);
  }

  /** The puzzle, once its chunk is in (puzzle mode). */
  puzzle: PuzzleMode | null = null;

  /** The Ghost button and G: the next piece is a ghost, or a stone again; a ghost is for one move, which turns it off. */
  toggleGhost(): void {
    const { actions } = this.board;
    actions.ghostMode = !actions.ghostMode;
    this.board.live.say(ghostSentence(actions.ghostMode, this.board.loader.record.game.toPlay, this.words));
  }

  /** The move a click on `point` plays: a stone, or a ghost in ghost mode. It reaches the engine as a point, never as text. */
  moveAt(point: Coord): PointMove {
    return { x: point.x, y: point.y, piece: this.board.actions.ghostMode ? 'ghost' : 'stone' };
  }

  /** The preview of a move at `point` (play and puzzle mode): the player to move's piece, legal or not. No preview over a piece that stays. */
  previewAt(point: Coord | null, view: PositionView): ScenePreview | null {
    if (!point || !playable(this.board.mode()) || this.puzzle?.session?.outcome) return null;
    const check = this.board.loader.record.game.check(this.moveAt(point));
    if (!check.ok && (check.code === 'ERR_OCCUPIED' || check.code === 'ERR_MARKED_POINT' || check.code === 'ERR_GAME_OVER')) return null;
    return { point, color: view.toPlay, ghost: this.board.actions.ghostMode, legal: check.ok };
  }

  /** Plays `move` for the player to move, as the reader; the only place the reader's moves reach the engine. */
  play(move: string | PointMove): MoveResult {
    const { actions, host, live } = this.board;
    const mode = this.board.mode();
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
    actions.stopAutoplay();
    const record = this.board.loader.record;
    const ended = record.game.result;
    // A move in a list's past replaces its later moves; in a tree it adds a variation instead.
    const replaced = asTree(record) ? 0 : record.length - record.shown;
    const notesBefore = record.game.notes;
    // A move the tree holds already only follows it: the record stays as it was.
    const node = asTree(record)?.node;
    const children = node?.children.length;
    const result = record.play(move);
    if (!result.ok) return this.refuse(result);
    actions.ghostMode = false;
    if (this.playedOn !== record) this.playedCount = 0;
    this.playedOn = record;
    this.playedCount++;
    const moveNumber = record.game.moveNumber;
    host.move = moveNumber;
    host.requestUpdate();
    // Ruling A3 lets play go on after two passes, and a list drops what followed: both are said, never done silently.
    const { words } = this;
    this.tell(null, [ended ? resumedSentence(ended, words) : '', replaced > 0 ? replacedSentence(replaced, moveNumber - 1, words) : ''].filter(Boolean).join(' ') || null);
    live.say([this.notice, playedSentence(result, record, newNotes(notesBefore, record.game.notes), actions.brief(), words)].filter(Boolean).join(' '));
    const { color, captured, flipped, marked, tile } = result;
    const { game } = this.board.loader;
    host.dispatchEvent(new VgbMoveEvent({ move: result.move, color, moveNumber, captured, flipped, marked, tile, game }));
    actions.firePositionChange();
    if (result.result) host.dispatchEvent(new VgbGameEndEvent({ result: result.result, game }));
    if (!node || node.children.length !== children) this.changed(record);
    return result;
  }

  /** Tells the page that the reader changed `record` (`vgb-change`), giving it as SGF. */
  private changed(record: BoardRecord): void {
    this.board.host.dispatchEvent(new VgbChangeEvent({ sgf: recordSgf(record, this.board.loader.text.others) }));
  }

  /**
   * A new position replaces `before`, because `changed` changed (`source` being the new record's
   * source, `undefined` for `moves`): if the reader played a move on it (play mode)
   * and has not taken it back, tells the page before their moves go (`vgb-position-replace`),
   * giving them as SGF with `others`, the other games of its collection; returns whether it told.
   */
  replacing(before: BoardRecord, others: OtherGames, changed: PropertyValues, source: SourceKind | undefined): boolean {
    if (this.playedOn !== before || this.playedCount === 0) return false;
    const sgf = recordSgf(before, others);
    this.board.host.dispatchEvent(new VgbPositionReplaceEvent({ reason: replaceReason(changed, source), moves: [...before.moves], moveNumber: before.moveNumberAt(before.shown), sgf, game: others.before.length + 1 }));
    return true;
  }

  /** Takes back the reader's last move (play mode): the end of `moves`, or a node the reader added to a tree. */
  undo(): void {
    const { actions, host } = this.board;
    const record = this.board.loader.record;
    if (this.board.mode() !== 'play' || !record.canUndo) return;
    actions.stopAutoplay();
    const taken = record.shownFacts();
    record.undo();
    if (this.playedOn === record && this.playedCount > 0) this.playedCount--;
    host.move = record.moveNumberAt(record.shown);
    host.requestUpdate();
    actions.clearOutcome();
    const { words } = this;
    this.board.live.say(words.reader.moves.sentences([tookBackSentence(taken, record.game, words), actions.dropGhost()].filter(Boolean)));
    actions.firePositionChange();
    this.changed(record);
  }

  // ---- puzzles ----

  /** Starts the puzzle on the record (puzzle mode) for the reader's `side`. */
  startPuzzle(side: unknown): void {
    this.board.actions.clearOutcome();
    this.puzzle?.start(this.board.loader.tree, side);
  }

  /** Retry: back to the puzzle's start. */
  retry(): void {
    const { actions, host } = this.board;
    const said = this.puzzle?.retry();
    if (!said) return;
    actions.clearOutcome();
    host.requestUpdate();
    this.board.live.say(this.words.reader.moves.sentences([said, actions.dropGhost()].filter(Boolean)));
    actions.firePositionChange();
  }

  /** Hint: marks the first right move; it changes nothing on the board. */
  hint(): void {
    this.puzzle?.hint();
  }

  /** The reader's answer in puzzle mode: the move, the tree's replies, the verdict. */
  private answerPuzzle(move: string | PointMove): MoveResult {
    const { actions, host, live } = this.board;
    const puzzle = this.puzzle;
    const session = puzzle?.session;
    if (!puzzle || !session) {
      return { ok: false, code: 'ERR_MOVE_KIND', message: 'variant-go-board: this record has no puzzle to solve', move: this.moveName(move) };
    }
    if (session.outcome) {
      // Exploring the solution, a move a variation holds follows it (a click, a tap or Enter on its mark).
      const followed = puzzle.follow(move);
      if (followed) return followed;
      const message = puzzle.exploring ? 'No variation of the solution plays there: choose one, or go back to the problem' : 'The puzzle is over: Retry to try again';
      live.say(puzzle.overSentence());
      return { ok: false, code: 'ERR_GAME_OVER', message, move: this.moveName(move) };
    }
    const answer = puzzle.answer(session, move);
    if (!answer.result.ok) return this.refuse(answer.result);
    const done = answer.result;
    actions.ghostMode = false;
    actions.clearOutcome();
    host.requestUpdate();
    const { color, captured, flipped, marked, tile } = done;
    const { record, game } = this.board.loader;
    host.dispatchEvent(new VgbMoveEvent({ move: done.move, color, moveNumber: record.game.moveNumber, captured, flipped, marked, tile, game }));
    actions.firePositionChange();
    live.say(puzzle.settle(session, answer, done));
    return done;
  }

  /** Shows and announces a move the rules refuse, worded in the board's language, and reports it with the engine's English. */
  private refuse(result: MoveError): MoveError {
    const { move, code, message } = result;
    this.tell(result, null);
    this.board.alert.say(refusedSentence(result, this.board.loader.record.game, this.words));
    this.board.host.dispatchEvent(new VgbMoveRejectedEvent({ move, code, message, game: this.board.loader.game }));
    return result;
  }

  /** `move` as text, for a refusal the engine never sees (the engine names the moves it refuses). */
  private moveName(move: string | PointMove): string {
    if (typeof move === 'string') return move;
    const { width, height } = this.board.loader.record.game;
    const name = formatPoint(move.x, move.y, width, height);
    return move.piece === 'ghost' ? `ghost:${name}` : name;
  }
}
