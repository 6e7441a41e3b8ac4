import { LitElement, html, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { PositionView } from '../engine/types.js';
import { buildScene } from '../render/scene.js';
import { VgbErrorEvent } from './events/vgb-error.js';
import { VgbPositionChangeEvent } from './events/vgb-position-change.js';
import { replay, type BoardConfig, type Replay } from './replay.js';
import { sceneTemplate } from './scene-template.js';
import { styles } from './variant-go-board.styles.js';

/** Shown when the first variant or size given cannot build a game. */
const DEFAULT_CONFIG: BoardConfig = { variant: 'go', size: 19 };

/**
 * A Go board that replays a game record, for Go and its variants.
 *
 * Invalid input never leaves the element blank: a bad variant, size or komi shows an empty board
 * of the last configuration that worked (at first an empty 19x19 Go board), and a move that cannot
 * be read or played ends the replay at the move before it. Either way the element shows a message
 * naming the problem and fires `vgb-error`.
 *
 * @summary Shows and replays Go and Go-variant games: an SVG board with controls to step through the moves.
 * @tagname variant-go-board
 *
 * @fires {VgbPositionChangeEvent} vgb-position-change - The user moved through the record with the controls or keys. `detail: { moveNumber, total, move }`. Not fired when `move` or `moves` is set from script.
 * @fires {VgbErrorEvent} vgb-error - The input is invalid (unknown variant, bad size or komi, unreadable or illegal move). `detail: { code, message, token?, index? }`. Fired for markup and script input alike.
 *
 * @csspart board - The focusable board drawing.
 * @csspart error - The message naming invalid input; present only while there is one.
 * @csspart controls - The bar holding the step buttons and the move counter.
 * @csspart control - Each of the four step buttons.
 * @csspart status - The "Move N / total" counter.
 *
 * @cssprop [--vgb-board-color=#dcb35c] - Colour of the board's wood.
 * @cssprop [--vgb-line-color=#3d2b12] - Colour of grid lines and star points.
 * @cssprop [--vgb-line-width=1px] - Width of grid lines at any board size.
 * @cssprop [--vgb-label-color=#5a4220] - Colour of coordinate labels.
 * @cssprop [--vgb-black-stone=#1b1b1b] - Fill of black stones.
 * @cssprop [--vgb-black-stone-edge=#000000] - Edge of black stones.
 * @cssprop [--vgb-white-stone=#f6f4ee] - Fill of white stones.
 * @cssprop [--vgb-white-stone-edge=#6b6b6b] - Edge of white stones.
 * @cssprop [--vgb-stone-edge-width=1px] - Width of a stone's edge.
 * @cssprop [--vgb-tile-color=#b08850] - Fill of tiles (Tile and Cushion Go).
 * @cssprop [--vgb-text-color=#1f2328] - Colour of the controls' text and icons.
 * @cssprop [--vgb-muted-color=#59636e] - Colour of the move counter.
 * @cssprop [--vgb-control-background=#f6f8fa] - Background of the step buttons.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the step buttons.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the board and buttons.
 * @cssprop [--vgb-error-color=#b42318] - Text and accent of the error message.
 * @cssprop [--vgb-error-background=#fef3f2] - Background of the error message.
 * @cssprop [--vgb-font-family=system-ui] - Font of labels, counter and messages.
 */
export class VariantGoBoard extends LitElement {
  static override styles = styles;

  /** Rule set to replay the moves with, such as `go`, `loose` or `tile`. */
  @property() variant = 'go';

  /** Number of lines on each side of the board, 2 to 25. */
  @property({ type: Number }) size = 19;

  /** The moves to replay, separated by spaces or commas: points such as `D4` (any case) and `pass`. */
  @property() moves = '';

  /** Points added to White's score; unset uses the variant's default. */
  @property({ type: Number }) komi?: number;

  /** Show the position after this many moves, clamped to the record; unset shows the last move. Set by the controls. */
  @property({ type: Number }) move?: number;

  /** Draw column letters and row numbers around the grid. */
  @property({ type: Boolean }) coordinates = false;

  private record!: Replay;
  /** The replay whose problem was last announced with `vgb-error`, so each is announced once. */
  private announced: Replay | null = null;
  private lastGoodConfig: BoardConfig = DEFAULT_CONFIG;
  private view!: PositionView;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const inputChanged = changed.has('variant') || changed.has('size') || changed.has('komi') || changed.has('moves');
    if (!this.record || inputChanged) {
      this.record = replay(
        {
          variant: this.variant || DEFAULT_CONFIG.variant,
          size: this.size ?? DEFAULT_CONFIG.size,
          komi: this.komi ?? undefined,
          moves: this.moves ?? '',
        },
        this.lastGoodConfig,
      );
      this.lastGoodConfig = this.record.config;
    }
    this.record.game.goTo(this.shownMove);
    this.view = this.record.game.view();
  }

  protected override updated(): void {
    const { problem } = this.record;
    if (problem && this.announced !== this.record) {
      this.dispatchEvent(new VgbErrorEvent(problem));
    }
    this.announced = this.record;
  }

  /** The move number on display: `move` clamped to the record, or its end. */
  private get shownMove(): number {
    const total = this.record.game.length;
    const wanted = this.move ?? Number.NaN;
    return Number.isFinite(wanted) ? Math.min(Math.max(Math.round(wanted), 0), total) : total;
  }

  /** Shows the position after move `n` on the user's behalf, and says so. */
  private step(n: number): void {
    const total = this.record.game.length;
    const target = Math.min(Math.max(n, 0), total);
    if (target === this.shownMove) return;
    this.move = target;
    const move = target === 0 ? null : (this.record.game.moves[target - 1] ?? null);
    this.dispatchEvent(new VgbPositionChangeEvent({ moveNumber: target, total, move }));
  }

  private async onControl(event: Event, target: number): Promise<void> {
    const button = event.currentTarget as HTMLButtonElement;
    this.step(target);
    await this.updateComplete;
    // A button that just became disabled drops focus to the page; keep keyboard users on the board.
    if (button.disabled) this.renderRoot.querySelector<HTMLElement>('.board')?.focus();
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const shown = this.shownMove;
    const targets: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: this.record.game.length,
    };
    const target = targets[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.step(target);
  };

  protected override render(): TemplateResult {
    const { game, problem } = this.record;
    const shown = this.shownMove;
    const total = game.length;
    return html`
      <div
        part="board"
        class="board"
        role="img"
        tabindex="0"
        aria-label=${this.describe(total)}
        aria-keyshortcuts="ArrowLeft ArrowRight Home End"
        @keydown=${this.onKeyDown}
      >
        ${sceneTemplate(buildScene(this.view, { coordinates: this.coordinates }))}
      </div>
      ${problem ? html`<div part="error" class="error" role="alert">${problem.message}</div>` : null}
      <div part="controls" class="controls">
        ${this.control('First move', FIRST_ICON, 0, shown === 0)}
        ${this.control('Previous move', PREVIOUS_ICON, shown - 1, shown === 0)}
        ${this.control('Next move', NEXT_ICON, shown + 1, shown === total)}
        ${this.control('Last move', LAST_ICON, total, shown === total)}
        <span part="status" class="status" aria-live="polite">Move ${shown} / ${total}</span>
      </div>
    `;
  }

  private control(label: string, icon: TemplateResult, target: number, disabled: boolean): TemplateResult {
    return html`<button part="control" type="button" aria-label=${label} title=${label} ?disabled=${disabled} @click=${(event: Event) => this.onControl(event, target)}>
      <svg viewBox="0 0 16 16" aria-hidden="true">${icon}</svg>
    </button>`;
  }

  /** The board's accessible name: what it is, where in the record, and the last move. */
  private describe(total: number): string {
    const { width, height, moveNumber, lastMove } = this.view;
    const name = this.record.game.variantName;
    const last = lastMove ? `, last move ${lastMove.color === 'black' ? 'Black' : 'White'} ${lastMove.move}` : '';
    return `${name} board, ${width} by ${height}, move ${moveNumber} of ${total}${last}`;
  }
}

const FIRST_ICON = svg`<path d="M3 2h2v12H3zM14 2v12L6 8z"></path>`;
const PREVIOUS_ICON = svg`<path d="M12 2v12L4 8z"></path>`;
const NEXT_ICON = svg`<path d="M4 2v12l8-6z"></path>`;
const LAST_ICON = svg`<path d="M2 2v12l8-6zM11 2h2v12h-2z"></path>`;
