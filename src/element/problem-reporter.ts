/**
 * Reports each problem of the element's input once: the update that first shows it announces
 * it, and `vgb-error` fires after that update. A problem is reported again only as a new
 * object, which the record and the option checks make only when their input changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { VgbErrorEvent, type VgbErrorDetail } from './events/vgb-error.js';

export class ProblemReporter implements ReactiveController {
  private readonly reported = new WeakSet<VgbErrorDetail>();
  /** Problems to report after this update. */
  private unreported: VgbErrorDetail[] = [];

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  /** Notes the problems the coming update shows; returns those not reported yet. */
  collect(problems: readonly VgbErrorDetail[]): readonly VgbErrorDetail[] {
    this.unreported = problems.filter((problem) => !this.reported.has(problem));
    return this.unreported;
  }

  hostUpdated(): void {
    for (const problem of this.unreported) {
      this.reported.add(problem);
      this.host.dispatchEvent(new VgbErrorEvent(problem));
    }
    this.unreported = [];
  }
}
