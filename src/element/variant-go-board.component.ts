import { ContextProvider } from '@lit/context';
import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { formatPoint } from '../engine/index.js';
import type { Coord, MoveError, MoveResult, PositionView } from '../engine/types.js';
import { createLayout } from '../render/layout.js';
import { buildScene, hitTest, type Scene, type ScenePreview } from '../render/scene.js';
import { boardContext, type BoardState } from './context.js';
import {
  moveSentence,
  player,
  pointContext,
  pointName,
  positionDescription,
  resultSentence,
  type PointContext,
} from './describe.js';
import { VgbErrorEvent, type VgbErrorDetail } from './events/vgb-error.js';
import { VgbGameEndEvent } from './events/vgb-game-end.js';
import { VgbMoveRejectedEvent, type VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
import { VgbMoveEvent } from './events/vgb-move.js';
import { VgbPositionChangeEvent } from './events/vgb-position-change.js';
import { replay, type BoardConfig, type Replay } from './replay.js';
import { sceneTemplate } from './scene-template.js';
import { styles } from './variant-go-board.styles.js';

/** Shown when the first variant or size given cannot build a game. */
const DEFAULT_CONFIG: BoardConfig = { variant: 'go', size: 19 };

/** What the board lets the reader do. */
type Mode = 'view' | 'replay' | 'play';
const MODES: readonly string[] = ['view', 'replay', 'play'];

const DEFAULT_SPEED = 1000;

/** Attributes that describe the game; changing any of them replays the record from scratch. */
const GAME_INPUTS = ['variant', 'size', 'komi', 'moves', 'black', 'white', 'toPlay', 'ko', 'maxTiles', 'scoring'] as const;

/** Reads `max-tiles`: a whole number or `unlimited`; other text is kept for the engine to report. */
const maxTilesConverter = {
  fromAttribute: (value: string | null): number | string | undefined => {
    if (value === null) return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
};

/**
 * A Go board for Go and its variants: a still diagram, a replayable game record, or a board to
 * play on.
 *
 * **Modes.** `mode="view"` draws a still diagram: no controls, not focusable, described in
 * words for assistive technology. `mode="replay"` (the default) adds step buttons, a move
 * slider and autoplay; with focus on the board, ArrowLeft and ArrowRight step through the moves,
 * Home and End jump to the start and the end. `mode="play"` lets the reader play the player to
 * move: a click or tap on a point plays there (a mouse shows a preview stone on hover, a touch
 * shows it while pressed and plays when lifted over the same point), the preview is marked when
 * the move is illegal, and an illegal attempt shows the rule's reason under the board. On the
 * focused board the arrow keys move a cursor, Home and End go to the ends of its row, Enter or
 * Space plays at the cursor, PageUp and PageDown step back and forth through the moves, and G
 * toggles ghosts (No Seki Go). Buttons pass, return a prisoner (Tile and Cushion Go with
 * prisoner return), toggle ghosts and undo, where the variant has them.
 *
 * **The record.** `moves` (with the setup and rule options) builds the record. In play mode the
 * reader may play from the end or from any move shown; a move played at move N replaces the
 * moves after N. The reader's moves stay in the board's record until the page sets `moves` (or
 * any option of the game) again, which replaces the record, the reader's moves included.
 *
 * **Errors.** Invalid input never leaves the element blank: a bad variant, size, komi, setup or
 * rule option shows an empty board of the last configuration that worked (at first an empty
 * 19x19 Go board), and a move that cannot be read or played ends the replay at the move before
 * it. Either way the element shows a message naming the attribute or the move and fires
 * `vgb-error`. A bad `mode` or `speed` is reported the same way and the default is used.
 *
 * **Accessibility.** The board is one tab stop. In play mode it is a `grid` whose cells are the
 * points, each named with its coordinate and what stands on it ("D4, black stone on 2 tiles");
 * the cursor is the grid's `aria-activedescendant`, so focus stays on the board while the
 * cursor moves. In the other modes it is an image named with the position and described point by
 * point. Moves, captures, flips, marks, tiles, rejected moves, errors and results are announced
 * in a polite live region.
 *
 * **Companions.** Elements placed inside the board are shown below its controls and receive its
 * state through `@lit/context` (`boardContext` in `src/element/context.ts`), a new object on
 * every change.
 *
 * @summary Shows, replays and plays Go and Go-variant games: an SVG board with controls, a move slider, autoplay and play by click, tap or keyboard.
 * @tagname variant-go-board
 *
 * @slot - Companion elements such as `<vgb-move-list>` and `<vgb-status>`, shown below the controls.
 *
 * @fires {VgbMoveEvent} vgb-move - The reader played a move (play mode). `detail: { move, color, moveNumber, captured, flipped, marked, tile }`. Never fired for `moves` set from script.
 * @fires {VgbMoveRejectedEvent} vgb-move-rejected - The reader tried a move the rules refuse (play mode). `detail: { move, code, message }`.
 * @fires {VgbPositionChangeEvent} vgb-position-change - The shown position changed on the reader's behalf: step buttons, slider, keys, autoplay, a companion, a move played or taken back. `detail: { moveNumber, total, move }`. Not fired when `move` or `moves` is set from script.
 * @fires {VgbGameEndEvent} vgb-game-end - A move the reader played ended the game. `detail: { result }`.
 * @fires {VgbErrorEvent} vgb-error - The input is invalid (unknown variant, bad size, komi, setup, rule option, mode or speed, unreadable or illegal move). `detail: { code, message, token?, index? }`. Fired for markup and script input alike.
 *
 * @csspart board - The board drawing; the one tab stop in replay and play mode.
 * @csspart error - The message naming invalid input; present only while there is one.
 * @csspart status - Whose turn it is, prisoners, the rule notes the player to move must know, the result, and why a move was refused.
 * @csspart rejection - Inside `status`: why the reader's last move was refused; present only then.
 * @csspart controls - The bar holding the buttons, the slider and the move counter (replay and play mode).
 * @csspart control - Each button: the step buttons, play/pause, pass, return, ghost and undo.
 * @csspart slider - The move slider (hidden below 280 px of width).
 * @csspart counter - The "Move N / total" counter.
 *
 * @cssprop [--vgb-board-color=#dcb35c] - Wood of the board.
 * @cssprop [--vgb-line-color=#3d2b12] - Grid lines and star points.
 * @cssprop [--vgb-line-width=1px] - Width of the grid lines, in CSS pixels at any board size.
 * @cssprop [--vgb-label-color=#4f3a1c] - Coordinate labels.
 * @cssprop [--vgb-black-stone=#1b1b1b] - Black stones, ghosts and owner marks.
 * @cssprop [--vgb-black-stone-edge=#000000] - Edge of black stones and ghosts.
 * @cssprop [--vgb-white-stone=#f6f4ee] - White stones, ghosts and owner marks.
 * @cssprop [--vgb-white-stone-edge=#505050] - Edge of white stones.
 * @cssprop [--vgb-stone-edge-width=1px] - Width of stone and tile edges, in CSS pixels.
 * @cssprop [--vgb-tile-color=#8a6a34] - Tiles under points (Tile and Cushion Go).
 * @cssprop [--vgb-tile-edge-color=#2b1d0b] - Edge of tiles.
 * @cssprop [--vgb-tile-badge-color=#2b1d0b] - Badge holding the height of a tile stack.
 * @cssprop [--vgb-tile-count-color=#ffffff] - Digits of a tile stack's height.
 * @cssprop [--vgb-mark-on-light=#1b1b1b] - Marks on white stones and on the wood.
 * @cssprop [--vgb-mark-on-dark=#f6f4ee] - Marks on black stones.
 * @cssprop [--vgb-mark-weight=1] - Multiplier of every mark stroke (a plain number).
 * @cssprop [--vgb-cursor-color=#0a3d91] - Keyboard cursor square (play mode).
 * @cssprop [--vgb-forbidden-color=#8f1a10] - "Not allowed" sign over an illegal preview.
 * @cssprop [--vgb-halo-color=#ffffff] - Halo round the cursor and the "not allowed" sign.
 * @cssprop [--vgb-text-color=#1f2328] - Text of the controls and the status.
 * @cssprop [--vgb-muted-color=#59636e] - The move counter and secondary status text.
 * @cssprop [--vgb-control-background=#f6f8fa] - Background of the buttons.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the buttons.
 * @cssprop [--vgb-control-border-width=1px] - Width of the buttons' border.
 * @cssprop [--vgb-accent-color=#0969da] - The slider and pressed toggle buttons.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the board, buttons and slider.
 * @cssprop [--vgb-focus-width=3px] - Width of the focus ring.
 * @cssprop [--vgb-error-color=#b42318] - Text and accent of the error message.
 * @cssprop [--vgb-error-background=#fef3f2] - Background of the error message.
 * @cssprop [--vgb-notice-color=#7a4b00] - Text and accent of a refused move's reason.
 * @cssprop [--vgb-notice-background=#fff8e6] - Background of a refused move's reason.
 * @cssprop [--vgb-font-family=system-ui] - Font of labels, controls, status and messages.
 */
export class VariantGoBoard extends LitElement {
  static override styles = styles;

  /** What the reader can do: `view` (a still diagram), `replay` (step through the moves) or `play` (play moves). */
  @property() mode: Mode = 'replay';

  /** Rule set to replay the moves with, such as `go`, `loose` or `tile`. */
  @property() variant = 'go';

  /** Number of lines on each side of the board, 2 to 25. */
  @property({ type: Number }) size = 19;

  /** The moves to replay, separated by spaces or commas: points such as `D4` (any case), `pass`, `ghost:D4`, `return`. Setting it replaces the record, the reader's moves included. */
  @property() moves = '';

  /** Black stones on the board before the first move: points separated by spaces or commas. */
  @property() black = '';

  /** White stones on the board before the first move: points separated by spaces or commas. */
  @property() white = '';

  /** The player to move first, `black` or `white`; unset, Black. */
  @property({ attribute: 'to-play' }) toPlay?: 'black' | 'white';

  /** Points added to White's score (Tile and Cushion Go: prisoners White starts with); unset uses the variant's default. */
  @property({ type: Number }) komi?: number;

  /** Ko rule, `basic` or `positional` (Go and No Seki Go); unset uses the variant's default. */
  @property() ko?: 'basic' | 'positional';

  /** Tile and Cushion Go: most tiles one point may hold, a whole number or `unlimited`; unset, 1. */
  @property({ attribute: 'max-tiles', converter: maxTilesConverter }) maxTiles?: number | 'unlimited';

  /** Tile and Cushion Go: `prisoner-return` (the default) or `standard` (passes, Go's area scoring). */
  @property() scoring?: 'prisoner-return' | 'standard';

  /** Show the position after this many moves, clamped to the record; unset shows the last move. Set by the controls. */
  @property({ type: Number }) move?: number;

  /** Draw column letters and row numbers around the grid. */
  @property({ type: Boolean }) coordinates = false;

  /** Replay mode: step through the moves on their own, from the start if the end is shown, when the board appears or when set. The reader's pause or any step stops it. */
  @property({ type: Boolean }) autoplay = false;

  /** Milliseconds per move of autoplay. */
  @property({ type: Number }) speed = DEFAULT_SPEED;

  @state() private playing = false;
  @state() private ghostMode = false;
  /** The keyboard cursor (play mode). */
  @state() private cursor: Coord = { x: 0, y: 0 };
  /** Whether the cursor is drawn: the board has focus from the keyboard. */
  @state() private keyboardFocus = false;
  /** The point under the mouse or a pressed finger (play mode). */
  @state() private hover: Coord | null = null;
  @state() private rejection: VgbMoveRejectedDetail | null = null;
  /** What the live region says. */
  @state() private announcement = '';
  /** A `<vgb-status>` is slotted in, so the board's own status leaves out what it shows. */
  @state() private statusCompanion = false;

  private record!: Replay;
  private lastGoodConfig: BoardConfig = DEFAULT_CONFIG;
  private view!: PositionView;
  private scene!: Scene;
  private points!: PointContext;
  private modeProblem: VgbErrorDetail | null = null;
  private speedProblem: VgbErrorDetail | null = null;
  /** Problems already reported with `vgb-error`, so each is reported once. */
  private reported = new WeakSet<VgbErrorDetail>();
  /** Problems to report after this update. */
  private unreported: VgbErrorDetail[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A pointer pressed on a point, waiting to be lifted over the same point. */
  private press: { id: number; point: Coord | null } | null = null;
  private readonly provider = new ContextProvider(this, { context: boardContext });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clearTimer();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.record || GAME_INPUTS.some((name) => changed.has(name))) {
      this.record = replay(
        {
          variant: this.variant || DEFAULT_CONFIG.variant,
          size: this.size ?? DEFAULT_CONFIG.size,
          komi: this.komi ?? undefined,
          moves: this.moves ?? '',
          black: this.black ?? '',
          white: this.white ?? '',
          toPlay: this.toPlay ?? undefined,
          ko: this.ko ?? undefined,
          maxTiles: this.maxTiles ?? undefined,
          scoring: this.scoring ?? undefined,
        },
        this.lastGoodConfig,
      );
      this.lastGoodConfig = this.record.config;
      this.rejection = null;
      this.hover = null;
      if (!this.record.turns.ghost) this.ghostMode = false;
    }
    if (changed.has('mode')) {
      this.modeProblem = MODES.includes(this.mode)
        ? null
        : { code: 'ERR_OPTION', message: `The mode attribute must be 'view', 'replay' or 'play', not '${String(this.mode)}'` };
      this.hover = null;
      this.rejection = null;
    }
    if (changed.has('speed')) {
      // Unset (a removed attribute) means the default.
      const ok = this.speed == null || (typeof this.speed === 'number' && Number.isFinite(this.speed) && this.speed > 0);
      this.speedProblem = ok
        ? null
        : {
            code: 'ERR_OPTION',
            message: `The speed attribute must be a number of milliseconds above 0, not '${this.getAttribute('speed') ?? String(this.speed)}'`,
          };
    }
    if (changed.has('autoplay') || changed.has('mode')) {
      const wanted = this.autoplay && this.currentMode === 'replay';
      if (wanted && !this.playing && changed.has('autoplay')) this.startAutoplay();
      else if (!wanted && (changed.has('autoplay') || this.currentMode !== 'replay')) this.playing = false;
    }

    const { game } = this.record;
    game.goTo(this.shownMove);
    this.view = game.view();
    this.points = pointContext(this.view);
    if (this.cursor.x >= this.view.width || this.cursor.y >= this.view.height || changed.has('mode')) {
      this.cursor = this.view.lastMove?.point ?? { x: this.view.width >> 1, y: this.view.height >> 1 };
    }
    this.scene = buildScene(this.view, {
      coordinates: this.coordinates,
      cursor: this.cursorShown ? this.cursor : null,
      preview: this.previewFor(this.cursorShown ? this.cursor : this.hover),
    });

    this.unreported = this.problems.filter((problem) => !this.reported.has(problem));
    if (this.unreported.length > 0) this.say(this.unreported.map((problem) => problem.message).join(' '));
    this.provider.setValue(this.boardState());
  }

  protected override updated(changed: PropertyValues): void {
    for (const problem of this.unreported) {
      this.reported.add(problem);
      this.dispatchEvent(new VgbErrorEvent(problem));
    }
    this.unreported = [];
    if (changed.has('playing') || changed.has('speed') || changed.has('mode') || changed.has('move')) this.schedule();
  }

  // ---- state read by render ----

  /** `mode`, or `replay` when `mode` is not one of the three. */
  private get currentMode(): Mode {
    return MODES.includes(this.mode) ? this.mode : 'replay';
  }

  private get problems(): VgbErrorDetail[] {
    return [this.record.problem, this.modeProblem, this.speedProblem].filter((p): p is VgbErrorDetail => p !== null);
  }

  /** The move number on display: `move` clamped to the record, or its end. */
  private get shownMove(): number {
    const total = this.record.game.length;
    const wanted = this.move ?? Number.NaN;
    return Number.isFinite(wanted) ? Math.min(Math.max(Math.round(wanted), 0), total) : total;
  }

  private get cursorShown(): boolean {
    return this.currentMode === 'play' && this.keyboardFocus;
  }

  private get interval(): number {
    return this.speedProblem || this.speed == null ? DEFAULT_SPEED : this.speed;
  }

  /** The move a click on `point` plays: a stone, or a ghost in ghost mode. */
  private moveAt(point: Coord): string {
    const name = formatPoint(point.x, point.y, this.view.width, this.view.height);
    return this.ghostMode ? `ghost:${name}` : name;
  }

  /** The preview of a move at `point` (play mode): the player to move's piece, legal or not. No preview over a piece that stays. */
  private previewFor(point: Coord | null): ScenePreview | null {
    if (!point || this.currentMode !== 'play') return null;
    const check = this.record.game.check(this.moveAt(point));
    if (!check.ok && (check.code === 'ERR_OCCUPIED' || check.code === 'ERR_MARKED_POINT' || check.code === 'ERR_GAME_OVER')) return null;
    return { point, color: this.view.toPlay, ghost: this.ghostMode, legal: check.ok };
  }

  private boardState(): BoardState {
    const { game } = this.record;
    return {
      variant: game.variant,
      variantName: game.variantName,
      view: this.view,
      moves: game.moves,
      moveNumber: this.view.moveNumber,
      total: game.length,
      mode: this.currentMode,
      result: this.view.result,
      goTo: (n: number) => this.step(n),
      play: (move: string) => this.playMove(move),
    };
  }

  // ---- the one write path: every change the reader makes goes through step, playMove or undo ----

  /** Shows the position after move `n` on the reader's behalf (or autoplay's), and says so. */
  private step(n: number, byAutoplay = false): void {
    if (!byAutoplay) this.playing = false;
    const { game } = this.record;
    const total = game.length;
    const target = Math.min(Math.max(Math.trunc(n) || 0, 0), total);
    if (target === this.shownMove) return;
    this.move = target;
    this.rejection = null;
    this.say(this.positionSentence(target));
    const move = target === 0 ? null : (game.moves[target - 1] ?? null);
    this.dispatchEvent(new VgbPositionChangeEvent({ moveNumber: target, total, move }));
  }

  /** Plays `move` for the player to move, as the reader; the only place the reader's moves reach the engine. */
  private playMove(move: string): MoveResult {
    const { game, results } = this.record;
    if (this.currentMode !== 'play') {
      const refused: MoveError = {
        ok: false,
        code: 'ERR_MOVE_KIND',
        message: 'variant-go-board: moves are played only in play mode (mode="play")',
        move,
      };
      return refused;
    }
    this.playing = false;
    game.goTo(this.shownMove);
    const result = game.play(move);
    if (!result.ok) {
      this.rejection = { move, code: result.code, message: result.message };
      this.say(`${attempt(move)}: not allowed. ${result.message}`);
      this.dispatchEvent(new VgbMoveRejectedEvent({ ...this.rejection }));
      return result;
    }
    const moveNumber = game.moveNumber;
    results.length = moveNumber - 1;
    results.push(result);
    this.move = moveNumber;
    this.rejection = null;
    const notes = game.view().notes ?? [];
    this.say(
      [moveSentence(result), result.result ? resultSentence(result.result) : '', ...notes.map((note) => note.text)]
        .filter(Boolean)
        .join('. '),
    );
    const { color, captured, flipped, marked, tile } = result;
    this.dispatchEvent(new VgbMoveEvent({ move: result.move, color, moveNumber, captured, flipped, marked, tile }));
    this.dispatchEvent(new VgbPositionChangeEvent({ moveNumber, total: game.length, move: result.move }));
    if (result.result) this.dispatchEvent(new VgbGameEndEvent({ result: result.result }));
    return result;
  }

  /** Takes back the last move of the record (play mode, with the end shown). */
  private undo(): void {
    const { game, results } = this.record;
    const total = game.length;
    if (this.currentMode !== 'play' || total === 0 || this.shownMove !== total) return;
    this.playing = false;
    const taken = results[total - 1];
    game.goTo(total);
    game.undo();
    results.length = game.length;
    this.move = game.length;
    this.rejection = null;
    const back = taken ? `Took back ${moveSentence(taken)}` : 'Took back the last move';
    this.say(`${back}. ${player(game.toPlay)} to play`);
    const move = game.length === 0 ? null : (game.moves[game.length - 1] ?? null);
    this.dispatchEvent(new VgbPositionChangeEvent({ moveNumber: game.length, total: game.length, move }));
  }

  // ---- autoplay ----

  private startAutoplay(): void {
    if (this.shownMove >= this.record.game.length) this.move = 0;
    this.playing = this.record.game.length > 0;
  }

  /** The play/pause button. Started at the end, autoplay goes back to the start first, as the reader's step. */
  private toggleAutoplay(): void {
    if (this.playing) {
      this.playing = false;
      return;
    }
    if (this.shownMove >= this.record.game.length) this.step(0, true);
    this.startAutoplay();
  }

  /** Sets the timer for the next autoplay step, if autoplay runs; clears any other. */
  private schedule(): void {
    this.clearTimer();
    if (!this.playing || !this.isConnected || this.currentMode !== 'replay') return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const total = this.record.game.length;
      const next = this.shownMove + 1;
      if (next > total) {
        this.playing = false;
        return;
      }
      this.step(next, true);
      if (next >= total) this.playing = false;
    }, this.interval);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- the live region ----

  /** Puts `text` in the live region; the same text twice is still announced twice. */
  private say(text: string): void {
    this.announcement = text === this.announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  /** What stepping to move `n` announces: "Move 3 of 10: Black D4, captures 2 stones". */
  private positionSentence(n: number): string {
    const total = this.record.game.length;
    if (n === 0) return `Start of the game, move 0 of ${total}`;
    const done = this.record.results[n - 1];
    const move = done ? moveSentence(done) : (this.record.game.moves[n - 1] ?? '');
    const result = done?.result ? `. ${resultSentence(done.result)}` : '';
    return `Move ${n} of ${total}: ${move}${result}`;
  }

  // ---- input ----

  private async onControl(event: Event, action: () => void): Promise<void> {
    const button = event.currentTarget as HTMLButtonElement;
    action();
    await this.updateComplete;
    // A button that just became disabled (or went away) drops focus to the page; keep keyboard users on the board.
    if (button.disabled || !button.isConnected) this.boardElement?.focus();
  }

  private get boardElement(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.board');
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const handled = this.currentMode === 'play' ? this.playKey(event.key) : this.replayKey(event.key);
    if (handled) event.preventDefault();
  };

  private replayKey(key: string): boolean {
    const shown = this.shownMove;
    const targets: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: this.record.game.length,
    };
    const target = targets[key];
    if (target === undefined) return false;
    this.step(target);
    return true;
  }

  private playKey(key: string): boolean {
    const { width, height } = this.view;
    const { x, y } = this.cursor;
    const moves: Record<string, Coord> = {
      ArrowLeft: { x: Math.max(x - 1, 0), y },
      ArrowRight: { x: Math.min(x + 1, width - 1), y },
      ArrowUp: { x, y: Math.max(y - 1, 0) },
      ArrowDown: { x, y: Math.min(y + 1, height - 1) },
      Home: { x: 0, y },
      End: { x: width - 1, y },
    };
    this.keyboardFocus = true;
    const to = moves[key];
    if (to) {
      this.cursor = to;
      return true;
    }
    switch (key) {
      case 'Enter':
      case ' ':
        this.playMove(this.moveAt(this.cursor));
        return true;
      case 'PageUp':
        this.step(this.shownMove - 1);
        return true;
      case 'PageDown':
        this.step(this.shownMove + 1);
        return true;
      case 'g':
      case 'G':
        if (!this.record.turns.ghost) return false;
        this.ghostMode = !this.ghostMode;
        return true;
      default:
        return false;
    }
  }

  /** The board point under a pointer event, or `null` off the grid. */
  private pointUnder(event: PointerEvent): Coord | null {
    const drawing = this.boardElement?.querySelector('svg');
    const matrix = drawing?.getScreenCTM();
    if (!matrix) return null;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return hitTest(this.scene, at.x, at.y);
  }

  private setHover(point: Coord | null): void {
    const same = point === this.hover || (point && this.hover && point.x === this.hover.x && point.y === this.hover.y);
    if (!same) this.hover = point;
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    this.playing = false;
    if (this.currentMode !== 'play' || !event.isPrimary || event.button !== 0) return;
    this.keyboardFocus = false;
    const point = this.pointUnder(event);
    this.press = { id: event.pointerId, point };
    this.setHover(point);
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (this.currentMode !== 'play') return;
    if (this.press ? this.press.id === event.pointerId : event.pointerType === 'mouse') this.setHover(this.pointUnder(event));
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.id !== event.pointerId) return;
    this.press = null;
    const point = this.pointUnder(event);
    if (event.pointerType !== 'mouse') this.setHover(null);
    if (!point || !press.point || point.x !== press.point.x || point.y !== press.point.y) return;
    this.cursor = point;
    this.playMove(this.moveAt(point));
  };

  private readonly onPointerEnd = (event: PointerEvent): void => {
    if (event.type === 'pointercancel' && this.press?.id === event.pointerId) this.press = null;
    if (!this.press) this.setHover(null);
  };

  private readonly onFocus = (): void => {
    this.keyboardFocus = this.boardElement?.matches(':focus-visible') ?? false;
  };

  private readonly onBlur = (): void => {
    this.keyboardFocus = false;
  };

  private readonly onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    this.statusCompanion = slot
      .assignedElements({ flatten: true })
      .some((el) => el.localName === 'vgb-status' || el.querySelector('vgb-status') !== null);
  };

  // ---- rendering ----

  protected override render(): TemplateResult {
    const mode = this.currentMode;
    const problems = this.problems;
    return html`<div class="frame">
      ${this.renderBoard(mode)}
      ${problems.length > 0
        ? html`<div part="error" class="error">${problems.map((problem) => html`<p>${problem.message}</p>`)}</div>`
        : nothing}
      ${this.renderStatus(mode)}
      ${mode === 'view' ? nothing : this.renderControls(mode)}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      <slot @slotchange=${this.onSlotChange}></slot>
    </div>`;
  }

  private renderBoard(mode: Mode): TemplateResult {
    const drawing = sceneTemplate(this.scene);
    const total = this.record.game.length;
    const events = {
      keydown: this.onKeyDown,
      pointerdown: this.onPointerDown,
      pointermove: this.onPointerMove,
      pointerup: this.onPointerUp,
      pointerleave: this.onPointerEnd,
      pointercancel: this.onPointerEnd,
      focus: this.onFocus,
      blur: this.onBlur,
    };
    if (mode === 'play') {
      const ghosts = this.record.turns.ghost ? ' G' : '';
      // A grid with aria-activedescendant rather than a roving tabindex: DOM focus never leaves the
      // board, so re-renders cannot drop it and the cells need no focusable boxes of their own; the
      // cursor drawn in the SVG is the visible focus, and assistive technology reads the active
      // cell's name (it sits over its point, so screen magnifiers follow it too).
      return html`<div
        part="board"
        class="board play ${this.cursorShown ? 'keyboard' : ''}"
        role="grid"
        tabindex="0"
        aria-label=${this.describe(total)}
        aria-activedescendant=${cellId(this.cursor)}
        aria-keyshortcuts=${`ArrowUp ArrowDown ArrowLeft ArrowRight Home End Enter Space PageUp PageDown${ghosts}`}
        @keydown=${events.keydown}
        @pointerdown=${events.pointerdown}
        @pointermove=${events.pointermove}
        @pointerup=${events.pointerup}
        @pointerleave=${events.pointerleave}
        @pointercancel=${events.pointercancel}
        @focus=${events.focus}
        @blur=${events.blur}
      >
        ${drawing}${this.renderCells()}
      </div>`;
    }
    const description = html`<div id="description" hidden>${positionDescription(this.points)}</div>`;
    if (mode === 'view') {
      return html`<div part="board" class="board" role="img" aria-label=${this.describe(total)} aria-describedby="description">
          ${drawing}
        </div>
        ${description}`;
    }
    return html`<div
        part="board"
        class="board"
        role="img"
        tabindex="0"
        aria-label=${this.describe(total)}
        aria-describedby="description"
        aria-keyshortcuts="ArrowLeft ArrowRight Home End"
        @keydown=${events.keydown}
        @pointerdown=${events.pointerdown}
      >
        ${drawing}
      </div>
      ${description}`;
  }

  /** The grid's rows and cells, laid over the points so assistive technology can show where the cursor is. */
  private renderCells(): TemplateResult {
    const { width, height } = this.view;
    const layout = createLayout(width, height, this.coordinates);
    const box = layout.viewBox;
    const percent = (value: number, of: number) => `${(value / of) * 100}%`;
    const rows: TemplateResult[] = [];
    for (let y = 0; y < height; y++) {
      const cells: TemplateResult[] = [];
      for (let x = 0; x < width; x++) {
        const { cx } = layout.point(x, y);
        cells.push(
          html`<div
            class="cell"
            role="gridcell"
            id=${cellId({ x, y })}
            style="left: ${percent(cx - 0.5 - box.x, box.width)}; width: ${percent(1, box.width)}"
            aria-label=${pointName(this.points, x, y)}
          ></div>`,
        );
      }
      const { cy } = layout.point(0, y);
      rows.push(
        html`<div class="row" role="row" style="top: ${percent(cy - 0.5 - box.y, box.height)}; height: ${percent(1, box.height)}">
          ${cells}
        </div>`,
      );
    }
    return html`<div class="cells">${rows}</div>`;
  }

  private renderStatus(mode: Mode): TemplateResult {
    const { result, toPlay, prisoners, notes } = this.view;
    const turn = result
      ? html`<span class="result">${resultSentence(result)}</span>`
      : html`<span class="turn"
          ><span class="turn-stone ${toPlay}" aria-hidden="true"></span>${player(toPlay)} to play${this.ghostMode && mode === 'play'
            ? html` <span class="ghost-mode">(a ghost)</span>`
            : nothing}</span
        >`;
    // A slotted <vgb-status> shows turn, prisoners and notes itself; the board keeps the rest.
    const own = !this.statusCompanion;
    const showPrisoners = own && (prisoners.black > 0 || prisoners.white > 0 || this.record.turns.return);
    return html`<div part="status" class="status">
      ${own || result ? turn : nothing}
      ${showPrisoners ? html`<span class="prisoners">Prisoners: Black ${prisoners.black}, White ${prisoners.white}</span>` : nothing}
      ${own ? notes.map((note) => html`<span class="note">${note.text}</span>`) : nothing}
      ${this.rejection
        ? html`<span part="rejection" class="rejection">${attempt(this.rejection.move)}: not allowed. ${this.rejection.message}</span>`
        : nothing}
    </div>`;
  }

  private renderControls(mode: Mode): TemplateResult {
    const shown = this.shownMove;
    const total = this.record.game.length;
    const step = (n: number) => () => this.step(n);
    const turns = this.record.turns;
    const actions =
      mode === 'play'
        ? html`<div class="actions" role="group" aria-label="Play">
            ${turns.pass ? this.textButton('Pass', () => this.playMove('pass')) : nothing}
            ${turns.return ? this.textButton('Return a prisoner', () => this.playMove('return')) : nothing}
            ${turns.ghost ? this.textButton('Ghost', () => (this.ghostMode = !this.ghostMode), { pressed: this.ghostMode }) : nothing}
            ${this.textButton('Undo', () => this.undo(), { disabled: total === 0 || shown !== total })}
          </div>`
        : nothing;
    return html`<div part="controls" class="controls">
      ${actions}
      <input
        part="slider"
        class="slider"
        type="range"
        min="0"
        max=${total}
        .value=${String(shown)}
        aria-label="Move"
        aria-valuetext=${`Move ${shown} of ${total}`}
        ?disabled=${total === 0}
        @input=${(event: Event) => this.step(Number((event.target as HTMLInputElement).value))}
      />
      <div class="steps" role="group" aria-label="Moves">
        ${this.iconButton('First move', FIRST_ICON, step(0), shown === 0)}
        ${this.iconButton('Previous move', PREVIOUS_ICON, step(shown - 1), shown === 0)}
        ${mode === 'replay'
          ? this.iconButton(this.playing ? 'Pause' : 'Play moves', this.playing ? PAUSE_ICON : PLAY_ICON, () => this.toggleAutoplay(), total === 0)
          : nothing}
        ${this.iconButton('Next move', NEXT_ICON, step(shown + 1), shown === total)}
        ${this.iconButton('Last move', LAST_ICON, step(total), shown === total)}
      </div>
      <span part="counter" class="counter">Move ${shown} / ${total}</span>
    </div>`;
  }

  private iconButton(label: string, icon: TemplateResult, action: () => void, disabled: boolean): TemplateResult {
    return html`<button
      part="control"
      type="button"
      aria-label=${label}
      title=${label}
      ?disabled=${disabled}
      @click=${(event: Event) => this.onControl(event, action)}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true">${icon}</svg>
    </button>`;
  }

  private textButton(label: string, action: () => void, options: { disabled?: boolean; pressed?: boolean } = {}): TemplateResult {
    return html`<button
      part="control"
      class="text"
      type="button"
      aria-pressed=${options.pressed === undefined ? nothing : String(options.pressed)}
      ?disabled=${options.disabled ?? false}
      @click=${(event: Event) => this.onControl(event, action)}
    >
      ${label}
    </button>`;
  }

  /** The board's accessible name: what it is, where in the record, the last move, and in play mode whose turn. */
  private describe(total: number): string {
    const { width, height, moveNumber, lastMove, result, toPlay } = this.view;
    const name = this.record.game.variantName;
    const last = lastMove ? `, last move ${player(lastMove.color)} ${lastMove.move}` : '';
    let text = `${name} board, ${width} by ${height}, move ${moveNumber} of ${total}${last}`;
    if (this.currentMode === 'play') text += result ? `, game over` : `, ${player(toPlay)} to play`;
    return text;
  }
}

/** The id of a point's grid cell. */
function cellId({ x, y }: Coord): string {
  return `point-${x}-${y}`;
}

/** A tried move in words: "D4", "Ghost at D4", "Pass", "Return a prisoner". */
function attempt(move: string): string {
  const lower = move.trim().toLowerCase();
  if (lower === 'pass') return 'Pass';
  if (lower === 'return') return 'Return a prisoner';
  if (lower.startsWith('ghost:')) return `Ghost at ${move.trim().slice(6).toUpperCase()}`;
  return move.trim().toUpperCase();
}

const FIRST_ICON = svg`<path d="M3 2h2v12H3zM14 2v12L6 8z"></path>`;
const PREVIOUS_ICON = svg`<path d="M12 2v12L4 8z"></path>`;
const NEXT_ICON = svg`<path d="M4 2v12l8-6z"></path>`;
const LAST_ICON = svg`<path d="M2 2v12l8-6zM11 2h2v12h-2z"></path>`;
const PLAY_ICON = svg`<path d="M4 2v12l10-6z"></path>`;
const PAUSE_ICON = svg`<path d="M3 2h4v12H3zM9 2h4v12H9z"></path>`;
