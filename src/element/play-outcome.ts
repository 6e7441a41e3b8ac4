/** What the reader's last move left under the board (play and puzzle mode), part of the play input's chunk. */
import { html, nothing, type TemplateResult } from 'lit';
import type { MoveError } from '../engine/types.js';
import type { RuleGame } from './i18n/reader/rules/en.js';
import { refusedSentence, type PlaySpeech } from './play-sentences.js';

/** Inside the `status` part: what the last move changed besides the position, and why it was refused in `game` (the `rejection` part). */
export function outcomeTemplate({ notice, refused }: { notice: string | null; refused: MoveError | null }, game: RuleGame, words: PlaySpeech): TemplateResult {
  return html`${notice ? html`<span class="notice">${notice}</span>` : nothing}${refused
    ? html`<span part="rejection" class="rejection">${refusedSentence(refused, game, words)}</span>`
    : nothing}`;
}
