/**
 * Puzzle mode on a collection (an SGF file of several games, each a problem): the navigator
 * (the `collection` part: Previous, the list of problems with their progress, Next) and the
 * reader's progress through the set, kept in the element's `progress` and told with
 * `vgb-collection-change`. Comes with the puzzle's chunk.
 */
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { VgbCollectionChangeEvent, type PuzzleProgress } from './events/vgb-collection-change.js';
import type { LiveRegion } from './announcements.js';
import type { BoardLanguage } from './i18n/language.js';
import { puzzleWords } from './i18n/puzzle/index.js';
import type { OtherGames } from './load-record.js';

/** What the navigator needs of the element. */
export interface CollectionHost extends EventTarget {
  game?: number | undefined;
  progress?: readonly PuzzleProgress[] | undefined;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** What the puzzle under way is told of its collection. */
export interface CollectionPuzzle {
  /** The problem's 1-based index, which its verdicts' events carry. */
  game: number;
}

/** The sign before each state in the list, for the eye (the state's word says it too). */
const PROGRESS_SIGNS: Record<PuzzleProgress, string> = { solved: '✓ ', failed: '✗ ', 'not-tried': '' };

/** `given` (the page's, perhaps stale or hand-written) as one state per problem of `count`. */
export function progressOf(given: readonly unknown[] | null | undefined, count: number): PuzzleProgress[] {
  const list = Array.isArray(given) ? given : [];
  return Array.from({ length: count }, (_, i) => {
    const state: unknown = list[i];
    return state === 'solved' || state === 'failed' ? state : 'not-tried';
  });
}

/** The navigator of a collection shown in puzzle mode, and the progress it keeps. */
export class PuzzleCollection {
  /** The 1-based index of the problem shown, and how many there are: set by the element at each update. */
  private game = 1;
  private count = 1;

  constructor(
    private readonly host: CollectionHost,
    private readonly live: LiveRegion,
    /** The board's language, which the navigator and the live region speak. */
    private readonly language: BoardLanguage,
  ) {
    // The verdicts of this board's own puzzle (not of a board inside it) are the progress.
    host.addEventListener('vgb-puzzle-solved', (event) => event.target === host && this.mark('solved'));
    host.addEventListener('vgb-puzzle-failed', (event) => event.target === host && this.mark('failed'));
  }

  /**
   * At each update of the element: the problem shown, after the `others` of its collection
   * before it, which `puzzle`'s verdicts name. A new `sgf` or `src` starts the progress again,
   * unless the page gives it with them (`changed`).
   */
  show(others: OtherGames, changed: PropertyValues, puzzle: CollectionPuzzle | null | undefined): void {
    if ((changed.has('sgf') || changed.has('src')) && !changed.has('progress')) this.host.progress = [];
    this.game = others.before.length + 1;
    this.count = this.game + others.after.length;
    if (!puzzle) return;
    puzzle.game = this.game;
  }

  /** There is a problem after the one shown (for a "Next problem" offered once one is solved). */
  get hasNext(): boolean {
    return this.game < this.count;
  }

  /** Shows the next problem, if there is one; returns whether it did. */
  next(): boolean {
    return this.hasNext && this.go(this.game + 1);
  }

  /** The `collection` part, when the record is a collection of more than one problem. */
  template(): TemplateResult | typeof nothing {
    const { game, count } = this;
    if (count < 2) return nothing;
    const words = this.language.words(puzzleWords).collection;
    const progress = progressOf(this.host.progress, count);
    const solved = progress.filter((state) => state === 'solved').length;
    return html`<nav part="collection" class="collection" aria-label=${words.navigator}>
      <button type="button" class="text" ?disabled=${game <= 1} @click=${(event: Event) => this.step(event, game - 1)}>${words.previous}</button>
      <select aria-label=${words.list} @change=${(event: Event) => this.go(Number((event.target as HTMLSelectElement).value))}>
        ${progress.map(
          (state, i) => html`<option value=${i + 1} .selected=${i + 1 === game}>${words.option(i + 1, count, PROGRESS_SIGNS[state] + words.progress[state])}</option>`,
        )}
      </select>
      <button type="button" class="text" ?disabled=${game >= count} @click=${(event: Event) => this.step(event, game + 1)}>${words.next}</button>
      <span class="tally">${words.tally(solved, count)}</span>
    </nav>`;
  }

  /** Previous or Next: a button that the step disables (at either end) hands the focus to the list, so that keyboard users stay in the navigator. */
  private step(event: Event, game: number): void {
    const button = event.currentTarget as HTMLButtonElement;
    if (!this.go(game)) return;
    void this.host.updateComplete.then(() => {
      if (button.disabled) button.parentElement?.querySelector('select')?.focus();
    });
  }

  /** Shows problem `game` (the element builds its record at the update this asks for) and tells the page. */
  private go(game: number): boolean {
    if (!(game >= 1 && game <= this.count) || game === this.game) return false;
    this.game = game;
    this.host.game = game;
    const words = this.language.words(puzzleWords).collection;
    this.live.say(words.said(game, this.count, words.progress[progressOf(this.host.progress, this.count)[game - 1]!]));
    this.tell();
    return true;
  }

  /** Keeps the verdict on the problem shown: a problem once solved stays solved. */
  private mark(state: 'solved' | 'failed'): void {
    const progress = progressOf(this.host.progress, this.count);
    if (progress[this.game - 1] === 'solved' || this.count < 2) return;
    progress[this.game - 1] = state;
    this.host.progress = progress;
    this.host.requestUpdate();
    this.tell();
  }

  private tell(): void {
    const progress = progressOf(this.host.progress, this.count);
    this.host.dispatchEvent(new VgbCollectionChangeEvent({ game: this.game, count: this.count, progress }));
  }
}

/** Styles of the `collection` part, adopted with the puzzle's. */
export const collectionStyles = css`
  .collection {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem 0.5rem;
    margin-top: 0.5rem;
  }

  .collection select {
    font: inherit;
    height: 2rem;
    max-width: 100%;
    color: inherit;
    background: var(--_control-bg, transparent);
    border: 1px solid var(--_control-border);
    border-radius: 4px;
  }

  .collection .tally {
    opacity: 0.8;
  }
`;
