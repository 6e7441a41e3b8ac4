/**
 * A board as server-rendered HTML, with its record in its light DOM: what a server page writes
 * where plain Lit server rendering cannot give the element a record (its light DOM and `src`
 * are out of the server's sight).
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import type { RecordText } from '../record-text.js';
import { SGF_SCRIPT_TYPE } from '../sources.js';

/** What {@link renderBoard} draws. */
export interface BoardSource {
  /** The board's attributes, by name (`variant`, `mode`, `coordinates`, `src`...): `true` writes the name alone; `false`, `null` and `undefined` leave it out. */
  attributes?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /**
   * An SGF record, written as the board's `<script type="application/x-go-sgf">` child. With the
   * attribute `src`, the text of that file, which the browser then does not fetch again.
   */
  sgf?: string;
  /** A Sensei's Library `$$` diagram, written as the board's `<pre hidden>` child. */
  diagram?: string;
}

/**
 * The HTML of a `<variant-go-board>` drawn whole in declarative shadow DOM, its record (`sgf`
 * or `diagram`) in its light DOM, where the browser's board reads the same record. Needs the
 * server door (`variant-go-board/ssr`), which loads every part first.
 */
export function renderBoard(source: BoardSource): string {
  const attributes = source.attributes ?? {};
  let written = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new TypeError(`renderBoard: '${name}' is not an attribute name`);
    if (value === true) written += ` ${name}`;
    else if (value !== false && value !== null && value !== undefined) written += ` ${name}="${escaped(String(value))}"`;
  }
  const src = typeof attributes.src === 'string' ? attributes.src.trim() : '';
  let record: RecordText | null = null;
  let child = '';
  if (source.sgf !== undefined) {
    record = src ? { kind: 'src', text: source.sgf, url: src } : { kind: 'script', text: source.sgf };
    // `</` and `<!` written `<\/` and `<\!` (an SGF escape of the same character): no record text can end the script.
    const text = source.sgf.replace(/<([/!])/g, '<\\$1');
    child = `<script type="${SGF_SCRIPT_TYPE}"${src ? ` data-src="${escaped(src)}"` : ''}>${text}</script>`;
  } else if (source.diagram !== undefined) {
    record = { kind: 'diagram', text: source.diagram };
    // Hidden: a browser that puts it in the default slot (one that assigns slots by name) shows the board, not the text.
    child = `<pre hidden>${escaped(source.diagram)}</pre>`;
  }
  const board = html`<variant-go-board${unsafeStatic(written)} .serverRecord=${record}>${unsafeHTML(child)}</variant-go-board>`;
  // The element assigns its slots by hand, as its shadow root in the browser does (Lit writes no such attribute).
  return collectResultSync(render(board)).replace('<template shadowroot="open" shadowrootmode="open">', '<template shadowroot="open" shadowrootmode="open" shadowrootslotassignment="manual">');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escaped(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}
