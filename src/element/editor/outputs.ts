/**
 * The editor's live outputs (`mode="edit"`): the `$$` diagram, the SGF, the HTML snippet and the
 * SVG of what the author made, each read-only with a Copy button. The template keeps its DOM
 * across renders, so re-rendering on every edit only writes the texts that changed; the copier
 * holds what the last copy did, for the button's status line.
 */
import { html, type TemplateResult } from 'lit';
import type { OutputsWords } from '../i18n/edit/outputs/en.js';

export { outputStyles } from './outputs.styles.js';

/** The four outputs, as `toDiagram()`, `toSgf()`, the snippet and `toSvg()` give them. */
export interface EditorOutputs {
  readonly diagram: string;
  readonly sgf: string;
  readonly snippet: string;
  readonly svg: string;
}

export type OutputKind = keyof EditorOutputs;

/**
 * The outputs in order (each headed by its words), and whether their lines wrap: a diagram or a
 * snippet is read line by line, so its lines scroll sideways instead of breaking; SGF and SVG are
 * one long line each.
 */
const OUTPUTS: readonly { readonly kind: OutputKind; readonly wrap: 'off' | 'soft' }[] = [
  { kind: 'diagram', wrap: 'off' },
  { kind: 'sgf', wrap: 'soft' },
  { kind: 'snippet', wrap: 'off' },
  { kind: 'svg', wrap: 'soft' },
];

/**
 * What a copy did: copied by the clipboard API or by the selection, or why it could not: the
 * clipboard API `missing` or `refused` (`reason`: the browser's words), and the copy command failed.
 */
export type CopyResult =
  | { readonly ok: true; readonly how: 'clipboard' | 'selection' }
  | { readonly ok: false; readonly code: 'ERR_COPY'; readonly message: string; readonly clipboard: 'missing' | 'refused'; readonly reason: string };

/**
 * Copies `text` to the clipboard: by the clipboard API, else (refused, as in an insecure
 * context, or missing) by selecting `field`, which shows that same text, and the copy command,
 * then focusing again what had the focus. When both fail the field keeps the focus with the text
 * selected, so the author can copy it with the keyboard.
 */
export async function copyText(text: string, field: HTMLTextAreaElement): Promise<CopyResult> {
  let clipboard: 'missing' | 'refused' = 'missing';
  let reason = '';
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return { ok: true, how: 'clipboard' };
    }
  } catch (error) {
    clipboard = 'refused';
    reason = error instanceof Error ? error.message || error.name : String(error);
  }
  const focused = (field.getRootNode() as Document | ShadowRoot).activeElement;
  field.focus();
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  if (copied) {
    // Back to the Copy button, so that a keyboard user is where they were.
    if (focused instanceof HTMLElement) focused.focus();
    return { ok: true, how: 'selection' };
  }
  const refusal = clipboard === 'missing' ? 'the browser has no clipboard API here' : `the browser refused the clipboard (${reason})`;
  const message = `Not copied: ${refusal}, and its copy command failed. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
  return { ok: false, code: 'ERR_COPY', message, clipboard, reason };
}

/** What the last copy did, shown beside its button while its output still shows the text copied. */
export interface CopyStatus {
  readonly kind: OutputKind;
  readonly text: string;
  readonly result: CopyResult;
  /** Counts the copies, so that the same words said again still change the live region. */
  readonly count: number;
}

/** Copies an output and keeps what came of it; `changed` asks the element to render again. */
export class OutputCopier {
  status: CopyStatus | null = null;

  constructor(private readonly changed: () => void) {}

  /** Copies `text`, the output `kind`, shown in `field`. */
  async copy(kind: OutputKind, text: string, field: HTMLTextAreaElement): Promise<CopyResult> {
    const result = await copyText(text, field);
    this.status = { kind, text, result, count: (this.status?.count ?? 0) + 1 };
    this.changed();
    return result;
  }
}

/** The status words of output `kind`: "Copied" or why not, while the output shows the text copied; else nothing. */
function statusWords(kind: OutputKind, text: string, status: CopyStatus | null, said: OutputsWords): string {
  if (!status || status.kind !== kind || status.text !== text) return '';
  const { result } = status;
  const words = result.ok ? said.copied : said.notCopied(result.clipboard, result.reason);
  // A repeat of the same words would not be announced: every other copy adds a non-breaking space.
  return status.count % 2 ? words : `${words}\u00a0`;
}

/**
 * The `edit-outputs` part: the four outputs, each an `edit-output` part with its heading, its text
 * in a read-only field (a tab stop, selectable) and a Copy button (`control edit-copy`), whose
 * status line is a live region, there before any copy so that the first "Copied" is announced.
 */
export function outputsTemplate(outputs: EditorOutputs, copier: OutputCopier, said: OutputsWords): TemplateResult {
  return html`<div part="edit-outputs" class="edit-outputs">
    ${OUTPUTS.map(({ kind, wrap }) => {
      const text = outputs[kind];
      const name = said[kind];
      const words = statusWords(kind, text, copier.status, said);
      const failed = copier.status?.kind === kind && !copier.status.result.ok;
      return html`<section part="edit-output" class="edit-output" data-output=${kind}>
        <div class="edit-output-head">
          <h3 class="edit-output-name" id="vgb-output-${kind}">${name}</h3>
          <button
            type="button"
            part="control edit-copy"
            class="text edit-copy"
            aria-label=${said.copyName(name)}
            @click=${(event: Event) => {
              const field = (event.currentTarget as HTMLElement).closest('section')!.querySelector('textarea')!;
              void copier.copy(kind, text, field);
            }}
          >
            ${said.copy}
          </button>
          <span class="edit-copy-status ${failed ? 'failed' : ''}" role="status">${words}</span>
        </div>
        <textarea readonly spellcheck="false" wrap=${wrap} aria-labelledby="vgb-output-${kind}" .value=${text}></textarea>
      </section>`;
    })}
  </div>`;
}
