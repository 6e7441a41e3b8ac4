import { consume } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { Color } from '../../engine/types.js';
import { illegalWords, moveName } from '../describe.js';
import { boardContext, type BoardState } from '../context.js';
import { companionWords } from '../i18n/companions/index.js';
import type { CompanionSpeech } from '../i18n/companions/en.js';
import { BoardLanguage } from '../i18n/language.js';
import { ruleGameOf } from './board-state.js';
import { wordsIn } from './companion-language.js';
import { styles } from './vgb-move-list.styles.js';
// Its board provides it state under any tag the page registers it with.
import './share-state.js';

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
 * Entries per block of the list. A render compares each block's moves, shown entry and tab stop,
 * and builds again only the blocks where one changed: a step in a record of thousands of moves
 * touches one or two blocks, not every button.
 */
const BLOCK = 100;

/**
 * Blocks built by one task. A long record's list is built a few blocks per task, in order, so
 * that loading thousands of moves never blocks the page for long; the shown move scrolls into
 * view once its block is in.
 */
const BLOCKS_PER_TASK = 3;

/**
 * The moves of the game on the board around it, numbered (`1. D4  2. Q16 ...`), the shown one
 * highlighted. Activating a move shows the position after it on the board.
 *
 * Place it inside a `<variant-go-board>`; it reads the board's state through context and asks
 * the board to move, so the board stays the one place that changes the game. Outside a board it
 * shows a short placeholder. It speaks its board's language, or its own `lang` when it has one.
 * Its colours are its board's, in the board's `theme`: the board reads the custom properties below
 * (their defaults derive as the board's do).
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
 * @csspart illegal - The "!" after a move its record plays though the rules refuse it (standard Go: a suicide, a ko retake); the button's accessible name gives the rule.
 * @csspart placeholder - The text shown when there is no board, or no move yet.
 *
 * @cssprop [--vgb-move-list-max-height=12rem] - Height at which the list starts to scroll.
 * @cssprop [--vgb-text-color=#1f2328] - Colour of the moves' text.
 * @cssprop [--vgb-muted-color=#59636e] - Colour of move numbers and the placeholder.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the list.
 * @cssprop [--vgb-accent-color=#0969da] - Background of the shown move.
 * @cssprop [--vgb-accent-text-color=#ffffff] - Text of the shown move.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the moves.
 * @cssprop [--vgb-error-color=#b42318] - The "!" of an illegal move.
 * @cssprop [--vgb-black-stone=#1b1b1b] - The small stone beside Black's moves.
 * @cssprop [--vgb-black-stone-edge=#0c0c0c] - Its edge.
 * @cssprop [--vgb-white-stone=#f6f4ee] - The small stone beside White's moves.
 * @cssprop [--vgb-white-stone-edge=#4c4c4a] - Its edge.
 * @cssprop [--vgb-board-color=#dcb35c] - Ring of wood round the small stones, so both colours show in either scheme.
 * @cssprop [--vgb-font-family=system-ui] - Font of the list.
 */
export class VgbMoveList extends LitElement {
  static override styles = styles;

  /** The surrounding board's state, from context; `undefined` outside a board. */
  @consume({ context: boardContext, subscribe: true })
  @state()
  private board?: BoardState;

  /** The language the list speaks: the `lang` in force on it (companion-language.ts). */
  private readonly language = new BoardLanguage(this);

  /** Index of the entry that takes the Tab stop (0 is "Start"); follows focus, else the shown move. */
  @state() private focusIndex: number | null = null;

  /** The move number shown at the last scroll, so the list scrolls only when it changes. */
  private scrolledTo: number | null = null;

  /** Blocks built so far; more come task by task until all are. */
  @state() private built = BLOCKS_PER_TASK;
  /** The first block's moves when {@link built} was counted: another game starts the count again. */
  private builtFor = '';
  /** The task that builds the next blocks, while one is due. */
  private nextBlocks: ReturnType<typeof setTimeout> | null = null;

  protected override render(): TemplateResult {
    const board = this.board;
    const own = this.language.words(companionWords);
    if (!board) return html`<p part="placeholder" class="placeholder">${own.moveList.noGame}</p>`;
    const words: CompanionSpeech = { ...own, reader: this.language.alongside(companionWords, board.readerWords) };
    if (board.moves.length === 0) return html`<p part="placeholder" class="placeholder">${words.moveList.noMoves}</p>`;
    const tabIndex = Math.min(this.focusIndex ?? board.moveNumber, board.moves.length);
    const entries = ['', ...board.moves];
    const first = colorOf(board, 1);
    const { illegalMoves } = board;
    const blocks: unknown[] = [];
    for (let start = 0; start < entries.length && start < this.built * BLOCK; start += BLOCK) {
      const block = entries.slice(start, start + BLOCK);
      const inBlock = (n: number): number => (n >= start && n < start + block.length ? n : -1);
      const entry = (move: string, i: number): TemplateResult => {
        const illegal = illegalMoves.get(start + i);
        return this.entry(move, start + i, first, board.moveNumber, tabIndex, illegal ? illegalWords(illegal, words.reader, ruleGameOf(board), move) : '', words);
      };
      const illegal = [...illegalMoves.keys()].filter((n) => inBlock(n) >= 0).join(' ');
      blocks.push(guard([block.join(' '), illegal, inBlock(board.moveNumber), inBlock(tabIndex), first, words], () => block.map(entry)));
    }
    // The width of the longest move number, so the numbers line up.
    const digits = `--_digits: ${String(board.moves.length).length}`;
    return html`<ol part="list" class="list" aria-label=${words.moveList.list} style=${digits} @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
      ${blocks}
    </ol>`;
  }

  /**
   * One list entry: "Start" for `n` 0, else move `n`, Black's when move 1 is `first`'s and `n` is
   * odd; an illegal move (played as its record holds it) is marked "!", and its accessible name
   * gives the rule it `broke` (in words; `''` for a legal move).
   */
  private entry(move: string, n: number, first: Color, shown: number, tabIndex: number, broke: string, words: CompanionSpeech): TemplateResult {
    const { reader } = words;
    const current = n === shown;
    const tabStop = n === tabIndex;
    const parts = current ? 'move current' : 'move';
    // Read at the click: a block kept from an earlier render must not act on an earlier board state.
    const activate = (): void => this.board?.goTo(n);
    if (n === 0) {
      return html`<li class="start">
        <button part=${parts} type="button" data-n="0" tabindex=${tabStop ? 0 : -1} aria-current=${current ? 'step' : 'false'} @click=${activate}>
          ${words.moveList.start}
        </button>
      </li>`;
    }
    const color: Color = n % 2 === 1 ? first : first === 'black' ? 'white' : 'black';
    return html`<li>
      <button part=${parts} type="button" data-n=${n} tabindex=${tabStop ? 0 : -1} aria-current=${current ? 'step' : 'false'} @click=${activate}>
        <span part="number" class="number">${n}.</span> <span class="stone ${color}${move.startsWith('ghost:') ? ' ghost' : ''}" aria-hidden="true"></span>${moveName(move, reader)}${broke
          ? html`<span part="illegal" class="illegal" aria-hidden="true" title=${broke}>!</span>`
          : nothing}<span class="visually-hidden">${words.comma}${reader.position.player(color)}${broke ? `${words.comma}${broke}` : ''}</span>
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

  /** The blocks the list has in all. */
  private get blockCount(): number {
    return Math.ceil(((this.board?.moves.length ?? 0) + 1) / BLOCK);
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return wordsIn(this.language, () => super.getUpdateComplete());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Building may have stopped when the list was taken out of the page.
    if (this.built < this.blockCount) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.nextBlocks !== null) clearTimeout(this.nextBlocks);
    this.nextBlocks = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const game = this.board?.moves.slice(0, BLOCK - 1).join(' ') ?? '';
    if (game !== this.builtFor) {
      this.builtFor = game;
      this.built = BLOCKS_PER_TASK;
    }
    // When the shown move changes from elsewhere (board controls, keys, play), the Tab stop follows it,
    // unless focus is inside the list, where the reader is choosing.
    if (changed.has('board' as keyof VgbMoveList) && !this.matches(':focus-within')) this.focusIndex = null;
  }

  protected override updated(): void {
    if (this.built < this.blockCount && this.nextBlocks === null && this.isConnected) {
      this.nextBlocks = setTimeout(() => {
        this.nextBlocks = null;
        this.built += BLOCKS_PER_TASK;
      });
    }
    const shown = this.board?.moveNumber ?? null;
    if (shown === null || shown === this.scrolledTo) return;
    const list = this.renderRoot.querySelector<HTMLElement>('.list');
    const button = this.buttonAt(shown);
    if (!list || !button) return;
    this.scrolledTo = shown;
    scrollWithin(list, button);
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

/** Scrolls `list` just enough to show `item`, leaving the page and focus alone. */
function scrollWithin(list: HTMLElement, item: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.top < box.top) list.scrollTop -= box.top - target.top;
  else if (target.bottom > box.bottom) list.scrollTop += target.bottom - box.bottom;
}
