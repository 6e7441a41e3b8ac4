/** The buttons of play and puzzle mode, part of the play input's chunk: the variant's turns, ghosts, undo; retry and hint. */
import { html, nothing, type TemplateResult } from 'lit';
import type { TurnButtons } from './controls.js';
import type { PlayControlsWords } from './i18n/play/controls/en.js';
import type { CommonWords } from './i18n/puzzle/common/en.js';

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
 * retry, hint), named in `words`, the puzzle's in `puzzle` (the puzzle's words, in once puzzle mode
 * takes input); Retry is left out while the `puzzle` part offers it, so the keys and a screen
 * reader meet one button for it, not two.
 */
export function turnButtons(words: PlayControlsWords, puzzle: CommonWords | null): TurnButtons {
  return (state, actions, control) => {
    const { turns } = state;
    if (state.mode === 'puzzle') {
      if (!puzzle) return nothing;
      const over = state.puzzle?.over ?? true;
      return html`<div class="actions" role="group" aria-label=${puzzle.buttons}>
        ${turns.pass ? textButton(words.pass, control(() => actions.play('pass')), { disabled: over }) : nothing}
        ${turns.return ? textButton(words.return, control(() => actions.play('return')), { disabled: over }) : nothing}
        ${turns.ghost ? textButton(words.ghost, control(() => actions.toggleGhost()), { pressed: state.ghostMode }) : nothing}
        ${state.puzzle?.retryInPart ? nothing : textButton(puzzle.retry, control(() => actions.retry()), { disabled: !state.puzzle })}
        ${textButton(puzzle.hint, control(() => actions.hint()), { disabled: over })}
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
