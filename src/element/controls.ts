/**
 * The board's controls, as templates; the element passes the state and the actions. The buttons
 * of play and puzzle mode come with the play input (play-controls.ts), and show once it is in.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { TurnKinds } from '../engine/types.js';
import type { ControlsWords } from './i18n/reader/controls/en.js';

/** A button with an icon and an accessible name (`aria-label` and tooltip). */
export function iconButton(label: string, icon: TemplateResult, action: (event: Event) => void, disabled: boolean): TemplateResult {
  return html`<button part="control" type="button" aria-label=${label} title=${label} ?disabled=${disabled} @click=${action}>
    <svg viewBox="0 0 16 16" aria-hidden="true">${icon}</svg>
  </button>`;
}

export const FIRST_ICON = svg`<path d="M3 2h2v12H3zM14 2v12L6 8z"></path>`;
export const PREVIOUS_ICON = svg`<path d="M12 2v12L4 8z"></path>`;
export const NEXT_ICON = svg`<path d="M4 2v12l8-6z"></path>`;
export const LAST_ICON = svg`<path d="M2 2v12l8-6zM11 2h2v12h-2z"></path>`;
export const PLAY_ICON = svg`<path d="M4 2v12l10-6z"></path>`;
export const PAUSE_ICON = svg`<path d="M3 2h4v12H3zM9 2h4v12H9z"></path>`;
export const FULL_SCREEN_ICON = svg`<path d="M1 1h5v2H3v3H1zm14 0v5h-2V3h-3V1zM1 15v-5h2v3h3v2zm14 0h-5v-2h3v-3h2z"></path>`;

/** What the controls show. */
export interface ControlsState {
  mode: 'replay' | 'play' | 'puzzle';
  /** The step shown and the last step of the line. */
  shown: number;
  last: number;
  /** Moves up to the step shown, and on the whole line. */
  moveNumber: number;
  totalMoves: number;
  turns: TurnKinds;
  /** Autoplay runs. */
  playing: boolean;
  ghostMode: boolean;
  canUndo: boolean;
  /** Puzzle mode: whether the attempt is over, and whether the `puzzle` part offers Retry itself; `null` when there is no puzzle to solve. */
  puzzle: { over: boolean; retryInPart: boolean } | null;
}

/** What the controls do. */
export interface ControlsActions {
  step(n: number): void;
  play(move: string): void;
  toggleGhost(): void;
  undo(): void;
  toggleAutoplay(): void;
  retry(): void;
  hint(): void;
}

/** The element the controls are drawn in: its `board` part takes focus back from a button that goes. */
export interface ControlsHost {
  readonly updateComplete: Promise<boolean>;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** A button's click handler running `action`; a button the action disables (or removes) drops focus to the page, so keyboard users are put back on the board. */
function keepingFocus(host: ControlsHost, action: () => void): (event: Event) => Promise<void> {
  return async (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    action();
    await host.updateComplete;
    if (button.disabled || !button.isConnected) host.renderRoot.querySelector<HTMLElement>('.board')?.focus();
  };
}

/** The buttons of play and puzzle mode (play-controls.ts), given the controls' state, the actions and a click handler maker keeping focus on the board. */
export type TurnButtons = (state: ControlsState, actions: ControlsActions, control: (action: () => void) => (event: Event) => Promise<void>) => TemplateResult | typeof nothing;

/**
 * The `controls` part: the turn buttons of the variant (`turns`, once the play input is in), then
 * the steps, the slider and the counter; in puzzle mode its buttons alone; then `toggles` (the
 * rules overlay's).
 */
export function controlsTemplate(
  state: ControlsState,
  actions: ControlsActions,
  host: ControlsHost,
  turns: TurnButtons | null,
  toggles: TemplateResult | typeof nothing,
  words: ControlsWords,
): TemplateResult {
  const { mode, shown, last } = state;
  const control = (action: () => void) => keepingFocus(host, action);
  const buttons = turns ? turns(state, actions, control) : nothing;
  if (mode === 'puzzle') return html`<div part="controls" class="controls">${buttons}${toggles}</div>`;
  const step = (n: number) => control(() => actions.step(n));
  return html`<div part="controls" class="controls">
    ${mode === 'play' ? buttons : nothing}
    <input
      part="slider"
      class="slider"
      type="range"
      min="0"
      max=${last}
      .value=${String(shown)}
      aria-label=${words.slider}
      aria-valuetext=${words.sliderValue(state.moveNumber, state.totalMoves)}
      ?disabled=${last === 0}
      @input=${(event: Event) => actions.step(Number((event.target as HTMLInputElement).value))}
    />
    <div class="steps" role="group" aria-label=${words.steps}>
      ${iconButton(words.first, FIRST_ICON, step(0), shown === 0)}
      ${iconButton(words.previous, PREVIOUS_ICON, step(shown - 1), shown === 0)}
      ${mode === 'replay'
        ? iconButton(state.playing ? words.pause : words.autoplay, state.playing ? PAUSE_ICON : PLAY_ICON, control(() => actions.toggleAutoplay()), last === 0)
        : nothing}
      ${iconButton(words.next, NEXT_ICON, step(shown + 1), shown === last)}
      ${iconButton(words.last, LAST_ICON, step(last), shown === last)}
    </div>
    <span part="counter" class="counter">${words.counter(state.moveNumber, state.totalMoves)}</span>
    ${toggles}
  </div>`;
}
