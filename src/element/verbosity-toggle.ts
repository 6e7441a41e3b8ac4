/**
 * The reader's switch between full and brief announcements, in the controls: a toggle button
 * seen only while it has focus, as a skip link is, since only a reader who hears the live region
 * needs it; the V key on the board does the same.
 */
import { html, type TemplateResult } from 'lit';

/** The toggle, named `label`, pressed while announcements are brief. */
export function verbosityToggle(brief: boolean, toggle: () => void, label: string): TemplateResult {
  return html`<button part="control verbosity-toggle" class="text until-focused" type="button" aria-pressed=${String(brief)} @click=${toggle}>
    ${label}
  </button>`;
}
