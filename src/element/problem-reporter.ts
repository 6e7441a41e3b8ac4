/**
 * Reports each problem of the element's input once: the update that first shows it announces
 * it, and `vgb-error` fires after that update; likewise each warning of a record's readers, as
 * `vgb-warning` (not announced, nor shown: the board shows the record as read). A problem or
 * warning is reported again only as a new object, which the record and the option checks make
 * only when their input changes. The board shows and says a problem in its language: in English,
 * its `vgb-error` message; in another, the sentence its words make of its code and facts, once
 * they are in (a problem waits for them to be announced and fired). A chunk of its own with the
 * `error` part, its styles and its words, loaded when a board first has a problem or a warning:
 * most boards never do.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { VgbErrorEvent, type VgbErrorDetail } from './events/vgb-error.js';
import { VgbWarningEvent, type VgbWarningDetail } from './events/vgb-warning.js';
import type { BoardLanguage } from './i18n/language.js';
import type { WordSection } from './i18n/words.js';
import english, { loadFailedInEnglish, PARTS } from './i18n/problems/en.js';
import { problemWords } from './i18n/problems/index.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { BoardProblem } from './problem.js';
import { attributeSentence, problemSentence } from './problem-sentence.js';

export { problemStyles } from './problem-reporter.styles.js';

export class ProblemReporter implements ReactiveController {
  private readonly reported = new WeakSet<BoardProblem | VgbWarningDetail>();
  /** Problems to report after this update. */
  private unreported: BoardProblem[] = [];
  /** Warnings to report after this update. */
  private unreportedWarnings: VgbWarningDetail[] = [];

  /**
   * @param readerWords The entry's section of words (a refused move is said in the rules' sentence),
   *   given by the board rather than imported, so that the words' modules stay in the entry.
   */
  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly language: BoardLanguage,
    private readonly readerWords: WordSection<ReaderWords>,
  ) {
    host.addController(this);
  }

  /**
   * Notes the problems and warnings the coming update shows; returns the problems not reported
   * yet, to announce. None while the board's words for problems load: the update they bring reports them.
   */
  collect(problems: readonly BoardProblem[], warnings: readonly VgbWarningDetail[]): readonly BoardProblem[] {
    this.unreportedWarnings = warnings.filter((warning) => !this.reported.has(warning));
    // Asks for the words, loaded once per language for every board (a refused move is said in the rules' sentence, the entry's words).
    if (problems.length > 0) {
      this.language.words(problemWords);
      this.language.words(this.readerWords);
    }
    this.unreported = this.wordsIn ? problems.filter((problem) => !this.reported.has(problem)) : [];
    return this.unreported;
  }

  /** The `error` part: each problem, a line each. */
  template(problems: readonly BoardProblem[]): TemplateResult {
    return html`<div part="error" class="error">${problems.map((problem) => html`<p>${this.sentence(problem)}</p>`)}</div>`;
  }

  /** `problem` in the board's language. */
  sentence(problem: BoardProblem): string {
    const words = this.language.words(problemWords);
    return words ? problemSentence(problem, words, this.language.words(this.readerWords).rules, this.language.language) : inEnglish(problem);
  }

  /** Whether the board's words for problems and the rules' are in: English always; another language once loaded, or failed to (English then). */
  private get wordsIn(): boolean {
    const { language, problems } = this.language;
    const isIn = (section: WordSection<unknown>) => section.in(language) !== null || problems.has(section);
    return language === 'en' || (isIn(problemWords) && isIn(this.readerWords));
  }

  hostUpdated(): void {
    for (const problem of this.unreported) {
      this.reported.add(problem);
      this.host.dispatchEvent(new VgbErrorEvent(detailOf(problem)));
    }
    for (const warning of this.unreportedWarnings) {
      this.reported.add(warning);
      this.host.dispatchEvent(new VgbWarningEvent(warning));
    }
    this.unreported = [];
    this.unreportedWarnings = [];
  }
}

/** The `vgb-error` detail of `problem`: its English message, without the facts of its other words. */
function detailOf(problem: BoardProblem): VgbErrorDetail {
  const { facts: _facts, address: _address, ...detail } = problem;
  return { ...detail, message: inEnglish(problem) };
}

/** `problem`'s English sentence: its message, or said from its facts (en.ts). */
function inEnglish(problem: BoardProblem): string {
  if (problem.message !== undefined) return problem.message;
  const { facts } = problem;
  if (facts.kind === 'attribute') return attributeSentence(facts, english);
  const { what, reason } = facts;
  const named = what.part === 'words' ? `${what.section} in ${new Intl.DisplayNames('en', { type: 'language' }).of(what.language)}` : PARTS[what.part];
  return loadFailedInEnglish(named, reason);
}
