/** What the reader's last move left under the board (play and puzzle mode), part of the play input's chunk. */
import { html, nothing, type TemplateResult } from 'lit';
import type { VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
import { refusalSentence } from './play-sentences.js';

/** Inside the `status` part: what the last move changed besides the position, and why it was refused (the `rejection` part). */
export function outcomeTemplate({ notice, rejection }: { notice: string | null; rejection: VgbMoveRejectedDetail | null }): TemplateResult {
  return html`${notice ? html`<span class="notice">${notice}</span>` : nothing}${rejection
    ? html`<span part="rejection" class="rejection">${refusalSentence(rejection.move, rejection.message)}</span>`
    : nothing}`;
}
