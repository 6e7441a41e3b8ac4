/** The `status` part under the board, as a template; the element passes what it shows and its words. */
import { html, nothing, type TemplateResult } from 'lit';
import type { PositionView } from '../engine/types.js';
import { resultSentence } from './describe.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { RuleGame } from './i18n/reader/rules/en.js';

/** What the `status` part shows. */
export interface StatusState {
  view: PositionView;
  /** The game shown, whose rule notes the status words. */
  game: RuleGame;
  /** The next piece is a ghost (No Seki Go, play and puzzle mode). */
  ghostMode: boolean;
  /** A `<vgb-status>` companion shows turn, prisoners and notes; the part keeps the result and the rest. */
  companion: boolean;
  /** The rule set has prisoner returns, so prisoners are shown even at 0. */
  returns: boolean;
  /** The record is still loading. */
  loading: boolean;
  /** What the reader's last move left (a notice, a refusal), from the play input: only a board that takes moves has any. */
  outcome: TemplateResult | typeof nothing;
}

/** The `status` part: whose turn or the result, prisoners, loading, the standing rule notes (quiet) and a refused move's reason (an alert's look). */
export function statusTemplate(state: StatusState, words: ReaderWords): TemplateResult {
  const { result, toPlay, prisoners, notes } = state.view;
  const { status } = words;
  const turn = result
    ? html`<span class="result">${resultSentence(result, words)}</span>`
    : html`<span class="turn"
        ><span class="turn-stone ${toPlay}" aria-hidden="true"></span
        ><span>${words.moves.toPlay(words.position.player(toPlay))}${state.ghostMode ? html` <span class="ghost-mode">${status.ghostMode}</span>` : nothing}</span></span
      >`;
  const own = !state.companion;
  const showPrisoners = own && (prisoners.black > 0 || prisoners.white > 0 || state.returns);
  return html`<div part="status" class="status">
    ${own || result ? turn : nothing}
    ${showPrisoners ? html`<span class="prisoners">${status.prisoners(prisoners.black, prisoners.white)}</span>` : nothing}
    ${state.loading ? html`<span class="loading">${status.loading}</span>` : nothing}
    ${own && notes.length > 0 ? html`<ul class="notes">${notes.map((note) => html`<li class="note">${words.rules.note(note, state.game)}</li>`)}</ul>` : nothing}
    ${state.outcome}
  </div>`;
}
