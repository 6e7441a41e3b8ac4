/**
 * Reports each problem of the element's input once: the update that first shows it announces
 * it, and `vgb-error` fires after that update; likewise each warning of a record's readers, as
 * `vgb-warning` (not announced: the board shows the record as read). A problem or warning is
 * reported again only as a new object, which the record and the option checks make only when
 * their input changes. A chunk of its own with the `error` part and its styles, loaded when a
 * board first has a problem or a warning: most boards never do.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { VgbErrorEvent, type VgbErrorDetail } from './events/vgb-error.js';
import { VgbWarningEvent, type VgbWarningDetail } from './events/vgb-warning.js';

export { problemStyles } from './problem-reporter.styles.js';

/** The `error` part: each problem's message. */
export function errorTemplate(problems: readonly VgbErrorDetail[]): TemplateResult {
  return html`<div part="error" class="error">${problems.map((problem) => html`<p>${problem.message}</p>`)}</div>`;
}

export class ProblemReporter implements ReactiveController {
  private readonly reported = new WeakSet<VgbErrorDetail | VgbWarningDetail>();
  /** Problems to report after this update. */
  private unreported: VgbErrorDetail[] = [];
  /** Warnings to report after this update. */
  private unreportedWarnings: VgbWarningDetail[] = [];

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  /** Notes the problems and warnings the coming update shows; returns the problems not reported yet. */
  collect(problems: readonly VgbErrorDetail[], warnings: readonly VgbWarningDetail[]): readonly VgbErrorDetail[] {
    this.unreported = problems.filter((problem) => !this.reported.has(problem));
    this.unreportedWarnings = warnings.filter((warning) => !this.reported.has(warning));
    return this.unreported;
  }

  hostUpdated(): void {
    for (const problem of this.unreported) {
      this.reported.add(problem);
      this.host.dispatchEvent(new VgbErrorEvent(problem));
    }
    for (const warning of this.unreportedWarnings) {
      this.reported.add(warning);
      this.host.dispatchEvent(new VgbWarningEvent(warning));
    }
    this.unreported = [];
    this.unreportedWarnings = [];
  }
}
