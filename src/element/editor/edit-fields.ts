/**
 * The editor's fields (the `edit-fields` part): the diagram's title and comment, the side to
 * move, komi, the variant's rule options as the registry lists them (`options`, each with its
 * default), the variant and the board's width and height, and the Undo, Redo, Clear and Whole
 * board buttons. A field sends its edit when it is changed (Enter or leaving it), not at each key.
 * A number is shown as the board's language writes it, and read with a decimal point or comma.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DiagramDocument, DiagramEdit, DiagramRules } from '../../editor/document.js';
import { shownNode } from '../../editor/index.js';
import { RULE_OPTION_VALUES, VARIANT_IDS, parseRuleOption } from '../../engine/core.js';
import type { VariantId } from '../../engine/types.js';
import { VARIANTS } from '../../engine/variants/index.js';
import type { EditSpeech, Worded } from '../i18n/edit/en.js';

/** The edits the fields and buttons send: all but those of a point, a move, or the lines (edit-lines.ts). */
export type FieldEdit = Exclude<DiagramEdit, { kind: 'point' | 'move' | 'go' | 'delete' | 'verdict' | 'promote' }>;

/** What the fields do. */
export interface FieldActions {
  edit(edit: FieldEdit): void;
  /** A value the author wrote that is not one the field takes: say so, quoting it. */
  refuse(message: Worded): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value.trim();

/** A number written with a decimal comma (French, German) as the rules read it, with a point. */
const withPoint = (text: string): string => text.replace(/^([+-]?\d*),(\d*)$/, '$1.$2');

/** A labelled field. */
const field = (label: string, control: TemplateResult): TemplateResult => html`<label class="edit-field"><span>${label}</span>${control}</label>`;

/** A select of `values` with `selected`, sending `change` with the value chosen. */
function choice(values: readonly string[], selected: string, change: (value: string) => void, name: (value: string) => string = (value) => value): TemplateResult {
  return html`<select @change=${(event: Event) => change(valueOf(event))}>
    ${values.map((value) => html`<option value=${value} ?selected=${value === selected}>${name(value)}</option>`)}
  </select>`;
}

/** The rule option fields of the document's variant, each showing the document's value or the variant's default. */
function ruleFields(document: DiagramDocument, actions: FieldActions, { fields: words }: EditSpeech): TemplateResult[] {
  const defaults = VARIANTS[document.variant].options;
  const set = (rules: DiagramRules): void => actions.edit({ kind: 'rules', rules: { ...document.rules, ...rules } });
  const fields: TemplateResult[] = [];
  if (defaults.ko) {
    const ko = choice(RULE_OPTION_VALUES.ko, document.rules.ko ?? defaults.ko, (ko) => set({ ko: ko as DiagramRules['ko'] }), (ko) => words.koRules[ko as keyof typeof words.koRules]);
    fields.push(field(words.ko, ko));
  }
  if (defaults.scoring) {
    const name = (scoring: string): string => words.scorings[scoring as keyof typeof words.scorings];
    fields.push(field(words.scoring, choice(RULE_OPTION_VALUES.scoring, document.rules.scoring ?? defaults.scoring, (scoring) => set({ scoring: scoring as DiagramRules['scoring'] }), name)));
  }
  if (defaults.maxTiles !== undefined) {
    const most = document.rules.maxTiles ?? defaults.maxTiles;
    const change = (event: Event): void => {
      const text = valueOf(event);
      const maxTiles = parseRuleOption('maxTiles', text.toLowerCase() === words.unlimited.toLowerCase() ? 'unlimited' : text);
      if (maxTiles === null) actions.refuse((said) => said.fields.notTiles(text));
      else set({ maxTiles });
    };
    fields.push(field(words.maxTiles, html`<input type="text" inputmode="numeric" size="9" .value=${most === 'unlimited' ? words.unlimited : String(most)} @change=${change} />`));
  }
  return fields;
}

/** A variant's name, as the Variant field and the editor's sentences say it: standard Go's in the board's language, the others' in English, as their players name them. */
export function variantName(words: EditSpeech, variant: VariantId): string {
  return words.reader.rules.ruleSet({ variant, variantName: VARIANTS[variant].name });
}

/** The `edit-fields` part for `document`, in `words`; `komi` is the komi the game has (the document's, else the variant's default). */
export function fieldsTemplate(document: DiagramDocument, komi: number, actions: FieldActions, words: EditSpeech): TemplateResult {
  const { fields } = words;
  const { variant, width, height } = document;
  const board = (to: Partial<{ variant: VariantId; width: number; height: number }>): void => actions.edit({ kind: 'board', variant, width, height, ...to });
  const size = (side: 'width' | 'height') => (event: Event) => {
    const text = valueOf(event);
    const value = Number(text);
    if (/^\d+$/.test(text)) board({ [side]: value });
    else actions.refuse((said) => said.fields.notSize(side, text));
  };
  const changeKomi = (event: Event): void => {
    const text = valueOf(event);
    const value = parseRuleOption('komi', withPoint(text));
    if (value === null) actions.refuse((said) => said.fields.notKomi(text));
    else actions.edit({ kind: 'rules', rules: { ...document.rules, komi: value } });
  };
  const { player } = words.reader.position;
  return html`<div part="edit-fields" class="edit-fields">
    <div class="edit-buttons">
      <button part="control" type="button" aria-keyshortcuts="Control+Z" ?disabled=${!actions.canUndo} @click=${actions.undo}>${fields.undo}</button>
      <button part="control" type="button" aria-keyshortcuts="Control+Shift+Z Control+Y" ?disabled=${!actions.canRedo} @click=${actions.redo}>${fields.redo}</button>
      <button part="control" type="button" @click=${() => actions.edit({ kind: 'clear' })}>${fields.clear}</button>
      ${document.crop ? html`<button part="control" type="button" @click=${() => actions.edit({ kind: 'crop', crop: null })}>${fields.wholeBoard}</button>` : nothing}
    </div>
    ${field(fields.title, html`<input type="text" .value=${document.title} @change=${(event: Event) => actions.edit({ kind: 'title', text: (event.target as HTMLInputElement).value })} />`)}
    ${field(
      document.at.length === 0 ? fields.comment : fields.commentOnMove,
      html`<textarea rows="2" .value=${shownNode(document).comment} @change=${(event: Event) => actions.edit({ kind: 'comment', text: (event.target as HTMLTextAreaElement).value })}></textarea>`,
    )}
    <div class="edit-row">
      ${field(fields.toPlay, choice(['black', 'white'], document.setup.toPlay ?? 'black', (color) => actions.edit({ kind: 'to-play', color: color as 'black' | 'white' }), (color) => player(color as 'black' | 'white')))}
      ${field(fields.komi, html`<input type="text" inputmode="decimal" size="6" .value=${fields.decimal(komi)} @change=${changeKomi} />`)}
      ${ruleFields(document, actions, words)}
    </div>
    <div class="edit-row">
      ${field(fields.variant, choice(VARIANT_IDS, variant, (id) => board({ variant: id as VariantId }), (id) => variantName(words, id as VariantId)))}
      ${field(fields.width, html`<input type="text" inputmode="numeric" size="3" .value=${String(width)} @change=${size('width')} />`)}
      ${field(fields.height, html`<input type="text" inputmode="numeric" size="3" .value=${String(height)} @change=${size('height')} />`)}
    </div>
  </div>`;
}
