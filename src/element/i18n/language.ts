/**
 * The board's language: from its own `lang`, or the nearest ancestor's, or the page's; set from
 * script with the element's `lang` property, as on any element. One observer for every board
 * watches the `lang` attributes of the document, so a site that switches its language switches its
 * boards.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { browserReason } from '../lazy-module.js';
import type { BoardProblem } from '../problem.js';
import { languageFor, langOf, type Language } from './languages.js';
import type { WordSection } from './words.js';

const boards = new Set<BoardLanguage>();
let observer: MutationObserver | null = null;

function watch(board: BoardLanguage): void {
  boards.add(board);
  if (observer) return;
  observer = new MutationObserver(() => boards.forEach((each) => each.follow()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

function unwatch(board: BoardLanguage): void {
  boards.delete(board);
  if (boards.size > 0 || !observer) return;
  observer.disconnect();
  observer = null;
}

export class BoardLanguage implements ReactiveController {
  /** The language the board speaks. */
  language: Language = 'en';
  /** Loads of words asked for by this board, which its `updateComplete` waits for. */
  readonly pending: Promise<unknown>[] = [];
  /** Sections whose words in `language` this board is loading, or failed to load (not tried again until the language changes). */
  private readonly asked = new Set<WordSection<unknown>>();
  /** Why words in `language` could not be loaded, a problem per section; the board speaks English for them meanwhile. */
  readonly problems = new Map<WordSection<unknown>, BoardProblem>();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    watch(this);
    this.follow();
  }

  hostDisconnected(): void {
    unwatch(this);
  }

  /** Takes the language of the `lang` in force now; the board updates when it changed. */
  follow(): void {
    const language = languageFor(langOf(this.host));
    if (language === this.language) return;
    this.language = language;
    this.asked.clear();
    this.problems.clear();
    this.host.requestUpdate();
  }

  /**
   * The words of `shared` that a chunk speaks beside its own `section`'s: in the board's language
   * once the section's are in, English until then (or when they failed), so no sentence mixes two
   * languages.
   */
  alongside<Shared>(section: WordSection<unknown>, shared: WordSection<Shared>): Shared {
    return section.in(this.language) ? this.words(shared) : shared.en;
  }

  /**
   * The section's words in the board's language. Until they are in, its English words, while they
   * load; the board updates when they come.
   */
  words<Words>(section: WordSection<Words>): Words {
    const { language } = this;
    const words = section.in(language);
    if (words) return words;
    if (language !== 'en' && !this.asked.has(section as WordSection<unknown>)) {
      this.asked.add(section as WordSection<unknown>);
      this.pending.push(
        section.load(language).then(
          () => {
            this.asked.delete(section as WordSection<unknown>);
            this.host.requestUpdate();
          },
          (error: unknown) => {
            const what = { part: 'words', language, section: section.name } as const;
            this.problems.set(section as WordSection<unknown>, { code: 'ERR_FETCH', facts: { kind: 'load', what, reason: browserReason(error) } });
            this.host.requestUpdate();
          },
        ),
      );
    }
    return section.en;
  }
}
