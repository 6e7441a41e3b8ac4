/** The board's controls, as templates; the element passes the state and the actions. */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Coord, PositionView } from '../engine/types.js';
import { createLayout } from '../render/layout.js';
import { player, pointName, resultSentence, type PointContext } from './describe.js';
import type { VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
import type { TurnKinds } from './replay.js';

/** A button with an icon and an accessible name (`aria-label` and tooltip). */
export function iconButton(label: string, icon: TemplateResult, action: (event: Event) => void, disabled: boolean): TemplateResult {
  return html`<button part="control" type="button" aria-label=${label} title=${label} ?disabled=${disabled} @click=${action}>
    <svg viewBox="0 0 16 16" aria-hidden="true">${icon}</svg>
  </button>`;
}

/** A button labelled with its text; `pressed` makes it a toggle. */
export function textButton(
  label: string,
  action: (event: Event) => void,
  options: { disabled?: boolean; pressed?: boolean } = {},
): TemplateResult {
  return html`<button
    part="control"
    class="text"
    type="button"
    aria-pressed=${options.pressed === undefined ? nothing : String(options.pressed)}
    ?disabled=${options.disabled ?? false}
    @click=${action}
  >
    ${label}
  </button>`;
}

export const FIRST_ICON = svg`<path d="M3 2h2v12H3zM14 2v12L6 8z"></path>`;
export const PREVIOUS_ICON = svg`<path d="M12 2v12L4 8z"></path>`;
export const NEXT_ICON = svg`<path d="M4 2v12l8-6z"></path>`;
export const LAST_ICON = svg`<path d="M2 2v12l8-6zM11 2h2v12h-2z"></path>`;
export const PLAY_ICON = svg`<path d="M4 2v12l10-6z"></path>`;
export const PAUSE_ICON = svg`<path d="M3 2h4v12H3zM9 2h4v12H9z"></path>`;

/** A tried move in words: "D4", "Ghost at D4", "Pass", "Return a prisoner". */
export function attempt(move: string): string {
  const lower = move.trim().toLowerCase();
  if (lower === 'pass') return 'Pass';
  if (lower === 'return') return 'Return a prisoner';
  if (lower.startsWith('ghost:')) return `Ghost at ${move.trim().slice(6).toUpperCase()}`;
  return move.trim().toUpperCase();
}

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
  /** Puzzle mode: whether the attempt is over; `null` when there is no puzzle to solve. */
  puzzle: { over: boolean } | null;
}

/** What the controls do. */
export interface ControlsActions {
  /** Runs a button's action (the element keeps focus on the board when the button goes). */
  run(event: Event, action: () => void): void;
  step(n: number): void;
  play(move: string): void;
  toggleGhost(): void;
  undo(): void;
  toggleAutoplay(): void;
  retry(): void;
  hint(): void;
}

/** The `controls` part: the turn buttons of the variant, then the steps, the slider and the counter; in puzzle mode Retry and Hint instead. */
export function controlsTemplate(state: ControlsState, actions: ControlsActions): TemplateResult {
  const { mode, shown, last, turns } = state;
  const control = (action: () => void) => (event: Event) => actions.run(event, action);
  if (mode === 'puzzle') {
    const over = state.puzzle?.over ?? true;
    return html`<div part="controls" class="controls">
      <div class="actions" role="group" aria-label="Puzzle">
        ${turns.pass ? textButton('Pass', control(() => actions.play('pass')), { disabled: over }) : nothing}
        ${turns.return ? textButton('Return a prisoner', control(() => actions.play('return')), { disabled: over }) : nothing}
        ${turns.ghost ? textButton('Ghost', control(() => actions.toggleGhost()), { pressed: state.ghostMode }) : nothing}
        ${textButton('Retry', control(() => actions.retry()), { disabled: !state.puzzle })}
        ${textButton('Hint', control(() => actions.hint()), { disabled: over })}
      </div>
    </div>`;
  }
  const step = (n: number) => control(() => actions.step(n));
  const play =
    mode === 'play'
      ? html`<div class="actions" role="group" aria-label="Play">
          ${turns.pass ? textButton('Pass', control(() => actions.play('pass'))) : nothing}
          ${turns.return ? textButton('Return a prisoner', control(() => actions.play('return'))) : nothing}
          ${turns.ghost ? textButton('Ghost', control(() => actions.toggleGhost()), { pressed: state.ghostMode }) : nothing}
          ${textButton('Undo', control(() => actions.undo()), { disabled: !state.canUndo })}
        </div>`
      : nothing;
  return html`<div part="controls" class="controls">
    ${play}
    <input
      part="slider"
      class="slider"
      type="range"
      min="0"
      max=${last}
      .value=${String(shown)}
      aria-label="Move"
      aria-valuetext=${`Move ${state.moveNumber} of ${state.totalMoves}`}
      ?disabled=${last === 0}
      @input=${(event: Event) => actions.step(Number((event.target as HTMLInputElement).value))}
    />
    <div class="steps" role="group" aria-label="Moves">
      ${iconButton('First move', FIRST_ICON, step(0), shown === 0)}
      ${iconButton('Previous move', PREVIOUS_ICON, step(shown - 1), shown === 0)}
      ${mode === 'replay'
        ? iconButton(state.playing ? 'Pause' : 'Play moves', state.playing ? PAUSE_ICON : PLAY_ICON, control(() => actions.toggleAutoplay()), last === 0)
        : nothing}
      ${iconButton('Next move', NEXT_ICON, step(shown + 1), shown === last)}
      ${iconButton('Last move', LAST_ICON, step(last), shown === last)}
    </div>
    <span part="counter" class="counter">Move ${state.moveNumber} / ${state.totalMoves}</span>
  </div>`;
}

/** The id of a point's grid cell. */
export function cellId({ x, y }: Coord): string {
  return `point-${x}-${y}`;
}

/** The grid's rows and cells (play and puzzle mode), laid over the points so assistive technology can show where the cursor is. */
export function cellsTemplate(view: PositionView, points: PointContext, coordinates: boolean): TemplateResult {
  const { width, height } = view;
  const layout = createLayout(width, height, coordinates);
  const box = layout.viewBox;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const rows: TemplateResult[] = [];
  for (let y = 0; y < height; y++) {
    const cells: TemplateResult[] = [];
    for (let x = 0; x < width; x++) {
      const { cx } = layout.point(x, y);
      cells.push(
        html`<div
          class="cell"
          role="gridcell"
          id=${cellId({ x, y })}
          style="left: ${percent(cx - 0.5 - box.x, box.width)}; width: ${percent(1, box.width)}"
          aria-label=${pointName(points, x, y)}
        ></div>`,
      );
    }
    const { cy } = layout.point(0, y);
    rows.push(
      html`<div class="row" role="row" style="top: ${percent(cy - 0.5 - box.y, box.height)}; height: ${percent(1, box.height)}">
        ${cells}
      </div>`,
    );
  }
  return html`<div class="cells">${rows}</div>`;
}

/** What the `status` part shows. */
export interface StatusState {
  view: PositionView;
  /** The next piece is a ghost (No Seki Go, play and puzzle mode). */
  ghostMode: boolean;
  /** A `<vgb-status>` companion shows turn, prisoners and notes; the part keeps the result and the rest. */
  companion: boolean;
  /** The rule set has prisoner returns, so prisoners are shown even at 0. */
  returns: boolean;
  /** The record is still loading. */
  loading: boolean;
  rejection: VgbMoveRejectedDetail | null;
}

/** The `status` part: whose turn or the result, prisoners, loading, rule notes and a refused move's reason. */
export function statusTemplate(state: StatusState): TemplateResult {
  const { result, toPlay, prisoners, notes } = state.view;
  const turn = result
    ? html`<span class="result">${resultSentence(result)}</span>`
    : html`<span class="turn"
        ><span class="turn-stone ${toPlay}" aria-hidden="true"></span>${player(toPlay)} to play${state.ghostMode
          ? html` <span class="ghost-mode">(a ghost)</span>`
          : nothing}</span
      >`;
  const own = !state.companion;
  const showPrisoners = own && (prisoners.black > 0 || prisoners.white > 0 || state.returns);
  return html`<div part="status" class="status">
    ${own || result ? turn : nothing}
    ${showPrisoners ? html`<span class="prisoners">Prisoners: Black ${prisoners.black}, White ${prisoners.white}</span>` : nothing}
    ${state.loading ? html`<span class="loading">Loading the record…</span>` : nothing}
    ${own ? notes.map((note) => html`<span class="note">${note.text}</span>`) : nothing}
    ${state.rejection
      ? html`<span part="rejection" class="rejection">${attempt(state.rejection.move)}: not allowed. ${state.rejection.message}</span>`
      : nothing}
  </div>`;
}
