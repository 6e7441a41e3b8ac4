/**
 * The editor's fields (the `edit-fields` part): the diagram's title and comment, the side to
 * move, komi, the variant's rule options as the registry lists them (`options`, each with its
 * default), the variant and the board's width and height, and the Undo, Redo, Clear and Whole
 * board buttons. A field sends its edit when it is changed (Enter or leaving it), not at each key.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DiagramDocument, DiagramEdit, DiagramRules } from '../../editor/document.js';
import { shownNode } from '../../editor/index.js';
import { RULE_OPTION_VALUES, VARIANT_IDS, parseRuleOption } from '../../engine/core.js';
import type { VariantId } from '../../engine/types.js';
import { VARIANTS } from '../../engine/variants/index.js';

/** The edits the fields and buttons send: all but those of a point, a move, or the lines (edit-lines.ts). */
export type FieldEdit = Exclude<DiagramEdit, { kind: 'point' | 'move' | 'go' | 'delete' | 'verdict' | 'promote' }>;

/** What the fields do. */
export interface FieldActions {
  edit(edit: FieldEdit): void;
  /** A value the author wrote that is not one the field takes: say so, quoting it. */
  refuse(message: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value.trim();

/** A labelled field. */
const field = (label: string, control: TemplateResult): TemplateResult => html`<label class="edit-field"><span>${label}</span>${control}</label>`;

/** A select of `values` with `selected`, sending `change` with the value chosen. */
function choice(values: readonly string[], selected: string, change: (value: string) => void, name: (value: string) => string = (value) => value): TemplateResult {
  return html`<select @change=${(event: Event) => change(valueOf(event))}>
    ${values.map((value) => html`<option value=${value} ?selected=${value === selected}>${name(value)}</option>`)}
  </select>`;
}

/** The rule option fields of the document's variant, each showing the document's value or the variant's default. */
function ruleFields(document: DiagramDocument, actions: FieldActions): TemplateResult[] {
  const defaults = VARIANTS[document.variant].options;
  const set = (rules: DiagramRules): void => actions.edit({ kind: 'rules', rules: { ...document.rules, ...rules } });
  const fields: TemplateResult[] = [];
  if (defaults.ko) fields.push(field('Ko', choice(RULE_OPTION_VALUES.ko, document.rules.ko ?? defaults.ko, (ko) => set({ ko: ko as DiagramRules['ko'] }))));
  if (defaults.scoring) {
    fields.push(field('Scoring', choice(RULE_OPTION_VALUES.scoring, document.rules.scoring ?? defaults.scoring, (scoring) => set({ scoring: scoring as DiagramRules['scoring'] }))));
  }
  if (defaults.maxTiles !== undefined) {
    const shown = String(document.rules.maxTiles ?? defaults.maxTiles);
    const change = (event: Event): void => {
      const text = valueOf(event);
      const maxTiles = parseRuleOption('maxTiles', text);
      if (maxTiles === null) actions.refuse(`Tiles per point: '${text}' is not a whole number of at least 1 or 'unlimited'.`);
      else set({ maxTiles });
    };
    fields.push(field('Tiles per point', html`<input type="text" inputmode="numeric" size="9" .value=${shown} @change=${change} />`));
  }
  return fields;
}

/** The `edit-fields` part for `document`; `komi` is the komi the game has (the document's, else the variant's default). */
export function fieldsTemplate(document: DiagramDocument, komi: number, actions: FieldActions): TemplateResult {
  const { variant, width, height } = document;
  const board = (to: Partial<{ variant: VariantId; width: number; height: number }>): void => actions.edit({ kind: 'board', variant, width, height, ...to });
  const size = (side: 'width' | 'height') => (event: Event) => {
    const text = valueOf(event);
    const value = Number(text);
    if (/^\d+$/.test(text)) board({ [side]: value });
    else actions.refuse(`Board ${side}: '${text}' is not a whole number.`);
  };
  const changeKomi = (event: Event): void => {
    const text = valueOf(event);
    const value = parseRuleOption('komi', text);
    if (value === null) actions.refuse(`Komi: '${text}' is not a number.`);
    else actions.edit({ kind: 'rules', rules: { ...document.rules, komi: value } });
  };
  return html`<div part="edit-fields" class="edit-fields">
    <div class="edit-buttons">
      <button part="control" type="button" aria-keyshortcuts="Control+Z" ?disabled=${!actions.canUndo} @click=${actions.undo}>Undo</button>
      <button part="control" type="button" aria-keyshortcuts="Control+Shift+Z Control+Y" ?disabled=${!actions.canRedo} @click=${actions.redo}>Redo</button>
      <button part="control" type="button" @click=${() => actions.edit({ kind: 'clear' })}>Clear</button>
      ${document.crop ? html`<button part="control" type="button" @click=${() => actions.edit({ kind: 'crop', crop: null })}>Whole board</button>` : nothing}
    </div>
    ${field('Title', html`<input type="text" .value=${document.title} @change=${(event: Event) => actions.edit({ kind: 'title', text: (event.target as HTMLInputElement).value })} />`)}
    ${field(document.at.length === 0 ? 'Comment' : 'Comment on this move', html`<textarea rows="2" .value=${shownNode(document).comment} @change=${(event: Event) => actions.edit({ kind: 'comment', text: (event.target as HTMLTextAreaElement).value })}></textarea>`)}
    <div class="edit-row">
      ${field('To play', choice(['black', 'white'], document.setup.toPlay ?? 'black', (color) => actions.edit({ kind: 'to-play', color: color as 'black' | 'white' }), (color) => (color === 'black' ? 'Black' : 'White')))}
      ${field('Komi', html`<input type="text" inputmode="decimal" size="6" .value=${String(komi)} @change=${changeKomi} />`)}
      ${ruleFields(document, actions)}
    </div>
    <div class="edit-row">
      ${field('Variant', choice(VARIANT_IDS, variant, (id) => board({ variant: id as VariantId }), (id) => VARIANTS[id as VariantId].name))}
      ${field('Width', html`<input type="text" inputmode="numeric" size="3" .value=${String(width)} @change=${size('width')} />`)}
      ${field('Height', html`<input type="text" inputmode="numeric" size="3" .value=${String(height)} @change=${size('height')} />`)}
    </div>
  </div>`;
}
