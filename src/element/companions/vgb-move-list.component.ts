import { consume } from '@lit/context';
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { Color } from '../../engine/types.js';
import { boardContext, type BoardState } from '../context.js';
import { styles } from './vgb-move-list.styles.js';

/** Keys that move focus along the list, and how far. `Infinity` means the end. */
const FOCUS_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
  PageUp: -10,
  PageDown: 10,
  Home: -Infinity,
  End: Infinity,
};

/**
 * The moves of the game on the board around it, numbered (`1. D4  2. Q16 ...`), the shown one
 * highlighted. Activating a move shows the position after it on the board.
 *
 * Place it inside a `<variant-go-board>`; it reads the board's state through context and asks
 * the board to move, so the board stays the one place that changes the game. Outside a board it
 * shows a short placeholder.
 *
 * Each move is a button ("1. D4, Black"), and the list is one tab stop: Tab lands on the shown
 * move, the arrow keys, Page Up/Down, Home and End move focus along the list, and Enter or Space
 * shows that move. Entry 0 ("Start") shows the empty start position. The shown move carries
 * `aria-current="step"` and is scrolled into view inside the list when it changes, without
 * moving focus or scrolling the page. The list has no live region: the board announces moves.
 *
 * @summary The numbered move list of the surrounding board; activating a move shows it.
 * @tagname vgb-move-list
 *
 * @csspart list - The scrolling list of moves.
 * @csspart move - Each move's button, and the "Start" entry.
 * @csspart current - The button of the shown move (it also has the part `move`).
 * @csspart number - The move number inside each button.
 * @csspart placeholder - The text shown when there is no board, or no move yet.
 *
 * @cssprop [--vgb-move-list-max-height=12rem] - Height at which the list starts to scroll.
 * @cssprop [--vgb-text-color=#1f2328] - Colour of the moves' text.
 * @cssprop [--vgb-muted-color=#59636e] - Colour of move numbers and the placeholder.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the list.
 * @cssprop [--vgb-accent-color=#0969da] - Background of the shown move.
 * @cssprop [--vgb-accent-text-color=#ffffff] - Text of the shown move.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the moves.
 * @cssprop [--vgb-black-stone=#1b1b1b] - The small stone beside Black's moves.
 * @cssprop [--vgb-black-stone-edge=#000000] - Its edge.
 * @cssprop [--vgb-white-stone=#f6f4ee] - The small stone beside White's moves.
 * @cssprop [--vgb-white-stone-edge=#505050] - Its edge.
 * @cssprop [--vgb-board-color=#dcb35c] - Ring of wood round the small stones, so both colours show in either scheme.
 * @cssprop [--vgb-font-family=system-ui] - Font of the list.
 */
export class VgbMoveList extends LitElement {
  static override styles = styles;

  /** The surrounding board's state, from context; `undefined` outside a board. */
  @consume({ context: boardContext, subscribe: true })
  @state()
  private board?: BoardState;

  /** Index of the entry that takes the Tab stop (0 is "Start"); follows focus, else the shown move. */
  @state() private focusIndex: number | null = null;

  /** The move number shown at the last scroll, so the list scrolls only when it changes. */
  private scrolledTo: number | null = null;

  protected override render(): TemplateResult {
    const board = this.board;
    if (!board) return html`<p part="placeholder" class="placeholder">No game to list.</p>`;
    if (board.moves.length === 0) return html`<p part="placeholder" class="placeholder">No moves yet.</p>`;
    const tabIndex = Math.min(this.focusIndex ?? board.moveNumber, board.moves.length);
    const entries = ['', ...board.moves];
    // The width of the longest move number, so the numbers line up.
    const digits = `--_digits: ${String(board.moves.length).length}`;
    return html`<ol part="list" class="list" aria-label="Moves" style=${digits} @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
      ${entries.map((move, n) => this.entry(board, move, n, n === tabIndex))}
    </ol>`;
  }

  /** One list entry: "Start" for `n` 0, else move `n` with its colour. */
  private entry(board: BoardState, move: string, n: number, tabStop: boolean): TemplateResult {
    const current = n === board.moveNumber;
    const parts = current ? 'move current' : 'move';
    const activate = (): void => board.goTo(n);
    if (n === 0) {
      return html`<li class="start">
        <button part=${parts} type="button" data-n="0" tabindex=${tabStop ? 0 : -1} aria-current=${current ? 'step' : 'false'} @click=${activate}>
          Start
        </button>
      </li>`;
    }
    const color = colorOf(board, n);
    const name = color === 'black' ? 'Black' : 'White';
    return html`<li>
      <button part=${parts} type="button" data-n=${n} tabindex=${tabStop ? 0 : -1} aria-current=${current ? 'step' : 'false'} @click=${activate}>
        <span part="number" class="number">${n}.</span> <span class="stone ${color}${move.startsWith('ghost:') ? ' ghost' : ''}" aria-hidden="true"></span>${label(move)}<span class="visually-hidden">, ${name}</span>
      </button>
    </li>`;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const step = FOCUS_STEPS[event.key];
    const from = (event.target as HTMLElement).closest('button')?.dataset['n'];
    if (step === undefined || from === undefined || !this.board || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const last = this.board.moves.length;
    const to = Math.min(Math.max(Number(from) + step, 0), last);
    this.buttonAt(to)?.focus();
  };

  private readonly onFocusIn = (event: FocusEvent): void => {
    const n = (event.target as HTMLElement).closest('button')?.dataset['n'];
    if (n !== undefined) this.focusIndex = Number(n);
  };

  /** The button of entry `n` (0 is "Start"). */
  private buttonAt(n: number): HTMLButtonElement | null {
    return this.renderRoot.querySelector<HTMLButtonElement>(`button[data-n="${n}"]`);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // When the shown move changes from elsewhere (board controls, keys, play), the Tab stop follows it,
    // unless focus is inside the list, where the reader is choosing.
    if (changed.has('board' as keyof VgbMoveList) && !this.matches(':focus-within')) this.focusIndex = null;
  }

  protected override updated(): void {
    const shown = this.board?.moveNumber ?? null;
    if (shown === null || shown === this.scrolledTo) return;
    this.scrolledTo = shown;
    const list = this.renderRoot.querySelector<HTMLElement>('.list');
    const button = this.buttonAt(shown);
    if (list && button) scrollWithin(list, button);
  }
}

/**
 * Colour of move `n` (1-based). Turns alternate in every variant (passes, returns and ghosts are
 * turns too), so it follows from who is to play at the shown position.
 */
function colorOf(board: BoardState, n: number): Color {
  const { toPlay, moveNumber } = board.view;
  const other: Color = toPlay === 'black' ? 'white' : 'black';
  return (n - moveNumber - 1) % 2 === 0 ? toPlay : other;
}

/** A move as shown: points in capitals, the variants' special turns in words. */
function label(move: string): string {
  if (move === 'pass') return 'Pass';
  if (move === 'return') return 'Return';
  if (move.startsWith('ghost:')) return `Ghost ${move.slice('ghost:'.length)}`;
  return move;
}

/** Scrolls `list` just enough to show `item`, leaving the page and focus alone. */
function scrollWithin(list: HTMLElement, item: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.top < box.top) list.scrollTop -= box.top - target.top;
  else if (target.bottom > box.bottom) list.scrollTop += target.bottom - box.bottom;
}
