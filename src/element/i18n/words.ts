/**
 * The catalogue: every word the board shows or says, in parts (`WordSection`s) that each go with
 * the chunk that uses them. A section's English words are a plain object in that chunk; its type
 * is the contract every other language fills (a missing or extra entry is a type error). Entries
 * are strings, or functions where a sentence takes values, so each language orders its own words.
 * A language other than English is a chunk per section, loaded when a board in that language first
 * needs it; until it is in, the board's `updateComplete` waits (see language.ts).
 */
import { LazyModule } from '../lazy-module.js';
import type { Language, OtherLanguage } from './languages.js';

/** A section's words in one language: its module's default export. */
export type WordsModule<Words> = { default: Words };

export class WordSection<Words> {
  private readonly others: Record<OtherLanguage, LazyModule<WordsModule<Words>>>;

  /**
   * @param name What the section holds, for a failed load's message ("its Japanese words for the editor").
   * @param en The English words.
   * @param load Each other language's module, as `() => import('./ja.js')`.
   */
  constructor(
    readonly name: string,
    readonly en: Words,
    load: Record<OtherLanguage, () => Promise<WordsModule<Words>>>,
  ) {
    this.others = {
      ja: new LazyModule(load.ja),
      'zh-Hans': new LazyModule(load['zh-Hans']),
      ko: new LazyModule(load.ko),
      fr: new LazyModule(load.fr),
      de: new LazyModule(load.de),
    };
  }

  /** The words in `language` if they are in (English always is), or `null`. */
  in(language: Language): Words | null {
    return language === 'en' ? this.en : (this.others[language].value?.default ?? null);
  }

  /** Loads the words in `language` (once for every board; again after a failed load). */
  load(language: OtherLanguage): Promise<unknown> {
    return this.others[language].load();
  }
}
