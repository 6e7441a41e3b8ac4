/** The buttons of play and puzzle mode, part of the play input's chunk: the variant's turns, ghosts, undo; retry and hint. */
import { html, nothing, type TemplateResult } from 'lit';
import type { TurnButtons } from './controls.js';
import type { PlayControlsWords } from './i18n/play/controls/en.js';

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

/**
 * The group of buttons of play mode (pass, return, ghost, undo) or of puzzle mode (the turns,
 * retry, hint), named in `words`; Retry is left out while the `puzzle` part offers it, so the keys
 * and a screen reader meet one button for it, not two.
 */
export function turnButtons(words: PlayControlsWords): TurnButtons {
  return (state, actions, control) => {
    const { turns } = state;
    if (state.mode === 'puzzle') {
      const over = state.puzzle?.over ?? true;
      return html`<div class="actions" role="group" aria-label=${words.puzzle}>
        ${turns.pass ? textButton(words.pass, control(() => actions.play('pass')), { disabled: over }) : nothing}
        ${turns.return ? textButton(words.return, control(() => actions.play('return')), { disabled: over }) : nothing}
        ${turns.ghost ? textButton(words.ghost, control(() => actions.toggleGhost()), { pressed: state.ghostMode }) : nothing}
        ${state.puzzle?.retryInPart ? nothing : textButton(words.retry, control(() => actions.retry()), { disabled: !state.puzzle })}
        ${textButton(words.hint, control(() => actions.hint()), { disabled: over })}
      </div>`;
    }
    return html`<div class="actions" role="group" aria-label=${words.play}>
      ${turns.pass ? textButton(words.pass, control(() => actions.play('pass'))) : nothing}
      ${turns.return ? textButton(words.return, control(() => actions.play('return'))) : nothing}
      ${turns.ghost ? textButton(words.ghost, control(() => actions.toggleGhost()), { pressed: state.ghostMode }) : nothing}
      ${textButton(words.undo, control(() => actions.undo()), { disabled: !state.canUndo })}
    </div>`;
  };
}
