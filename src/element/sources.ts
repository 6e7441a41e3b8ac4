/**
 * Where the element's record comes from: its light DOM (an SGF `<script>` child, a `$$` diagram
 * as text) and a URL. The light DOM is read as text only, never as markup.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CharsetWarning } from '../formats/decode.js';
import type { VgbErrorDetail } from './events/vgb-error.js';
import { LazyModule } from './lazy-module.js';
import { MAX_RECORD_BYTES, bytesTooLarge, type LimitError } from './record-limits.js';
import type { RecordText } from './record-text.js';

/** The companions' registration and the board's context provider: a chunk of the script-tag build, loaded when a board first holds a companion (the package entry has it already). */
const companions = new LazyModule(() => import('./companions/vgb-companions.js'));

/** The record reader's chunk, which holds the decoder of fetched bytes: a fetched file is read next, so it loads with the first fetch. */
const reader = new LazyModule(() => import('./load-record.js'));

/** The `type` of a `<script>` child holding an SGF record. */
export const SGF_SCRIPT_TYPE = 'application/x-go-sgf';

/** Whether `text` looks like a Sensei's Library diagram: a line starting with `$$` (possibly quoted with `>`), or a `[go]` block. */
export function looksLikeDiagram(text: string): boolean {
  return /^[ \t]*(?:>[ \t]*)*\$\$/m.test(text) || /\[go\]/i.test(text);
}

/** The first direct child `<script type="application/x-go-sgf">`, whose text is the record. */
export function sgfScript(host: Element): HTMLScriptElement | null {
  for (const child of host.children) {
    if (child.localName === 'script' && child.getAttribute('type')?.trim().toLowerCase() === SGF_SCRIPT_TYPE) {
      return child as HTMLScriptElement;
    }
  }
  return null;
}

/**
 * The `$$` diagram in the element's content: its own text (the text nodes directly inside it,
 * joined), or else the text of a direct `<pre>` child. Text inside other child elements
 * (companions, a page's own controls) is never read. `null` when neither holds a diagram.
 */
export function diagramSource(host: Element): { text: string; element: HTMLPreElement | null } | null {
  let own = '';
  for (const node of host.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent ?? '';
  if (looksLikeDiagram(own)) return { text: own, element: null };
  for (const child of host.children) {
    if (child.localName === 'pre' && looksLikeDiagram(child.textContent ?? '')) {
      return { text: child.textContent ?? '', element: child as HTMLPreElement };
    }
  }
  return null;
}

/**
 * What a fetch of `src` gave: the file, or a sentence saying why there is none. The file is its
 * text with the warnings of its decoding, or, for a file too large to download, why it was not
 * read: it is there, and it is refused as any record too large is.
 */
export type Fetched =
  | { ok: true; url: string; text: string; warnings: readonly CharsetWarning[]; refused: LimitError | null }
  | { ok: false; url: string; message: string };

/**
 * Fetches an SGF file and decodes it (src/formats/decode.ts: a byte order mark, UTF-16, the
 * `CA` property, UTF-8). A file of more than {@link MAX_RECORD_BYTES} bytes is refused as soon
 * as that is known: from its `Content-Length`, before the body is read, else while it streams,
 * the rest left unread; nothing past the limit is kept or decoded. Never throws: an HTTP error or
 * a failed request comes back as a message naming the address; an abort comes back as `null`.
 */
export async function fetchRecord(src: string, signal: AbortSignal): Promise<Fetched | null> {
  let url = src;
  try {
    url = new URL(src, document.baseURI).href;
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      return { ok: false, url: src, message: `The record at '${src}' could not be loaded: the server answered HTTP ${status}.` };
    }
    const body = await readBody(response, MAX_RECORD_BYTES);
    if (!body.ok) return { ok: true, url: src, text: '', warnings: [], refused: bytesTooLarge(body.size, body.declared) };
    const decoded = (await reader.load()).decodeText(body.bytes, { sgf: true });
    return { ok: true, url: src, text: decoded.text, warnings: decoded.warnings, refused: null };
  } catch (error) {
    if (signal.aborted) return null;
    const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
    return { ok: false, url: src, message: `The record at '${src}' could not be loaded: the request failed${reason}.` };
  }
}

/**
 * A response's body, chunk by chunk, up to `limit` bytes. Past it, or when `Content-Length`
 * already says so, the body is cancelled: the browser stops downloading it, and what was read
 * is dropped. `size` is how many bytes were seen, `declared` whether `Content-Length` gave it.
 */
async function readBody(response: Response, limit: number): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; size: number; declared: boolean }> {
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length > limit) {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, size: length, declared: true };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return { ok: false, size, declared: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** What a {@link RecordSources} needs of its element. */
export interface SourcesHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The record sources of an element besides its attributes: the SGF `<script>` and the `$$`
 * diagram of its light DOM (watched for changes), and the file at `src` (fetched when asked,
 * an earlier fetch aborted). Also keeps the default slot to child elements that are not a
 * source, with manual slot assignment. Asks the element to update when any of it changes.
 */
export class RecordSources implements ReactiveController {
  /** The SGF script's text, or `null`. */
  script: string | null = null;
  /** The diagram's text, or `null`. */
  diagram: string | null = null;
  /** The last fetch that finished, for the address it fetched. */
  fetched: Fetched | null = null;
  /** Why the last fetch failed, the same object until the next fetch (so it is reported once). */
  problem: { code: 'ERR_FETCH'; message: string; source: 'src' } | null = null;
  /** Why the companions held could not be loaded, until they load. */
  companionsProblem: VgbErrorDetail | null = null;
  private address = '';
  private controller: AbortController | null = null;
  private readonly observer = new MutationObserver(() => this.read());

  constructor(private readonly host: SourcesHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer.observe(this.host, { childList: true, subtree: true, characterData: true });
    this.read();
  }

  hostDisconnected(): void {
    this.observer.disconnect();
  }

  hostUpdated(): void {
    this.assignSlot();
  }

  /** Reads the light DOM's sources again; asks for an update when they changed. */
  read(): void {
    const script = sgfScript(this.host)?.textContent ?? null;
    const diagram = diagramSource(this.host)?.text ?? null;
    if (script !== this.script || diagram !== this.diagram) {
      this.script = script;
      this.diagram = diagram;
      this.host.requestUpdate();
    }
    this.assignSlot();
    this.loadCompanions();
  }

  /** The load of the companions' code, once the element held one; the element's update after it provides them its state. */
  get companionsLoad(): Promise<unknown> | null {
    return this.host.querySelector('vgb-move-list, vgb-status') ? companions.requested : null;
  }

  /** Loads the companions' code when the element holds one, then updates so that it provides them its state. */
  private loadCompanions(): void {
    if (!this.host.querySelector('vgb-move-list, vgb-status')) return;
    companions.load().then(
      () => {
        this.companionsProblem = null;
        this.host.requestUpdate();
      },
      (error: unknown) => {
        const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
        this.companionsProblem = { code: 'ERR_FETCH', message: `The companions <vgb-move-list> and <vgb-status> could not be loaded${reason}.` };
        this.host.requestUpdate();
      },
    );
  }

  /** Fetches `src` unless it is the address already fetched or being fetched; `''` stops any fetch. */
  fetch(src: string): void {
    const address = src.trim();
    if (address === this.address) return;
    this.address = address;
    this.controller?.abort();
    this.controller = null;
    this.problem = null;
    if (!address) return;
    const controller = new AbortController();
    this.controller = controller;
    void fetchRecord(address, controller.signal).then((fetched) => {
      if (!fetched || controller.signal.aborted) return;
      this.controller = null;
      this.problem = fetched.ok ? null : { code: 'ERR_FETCH', message: fetched.message, source: 'src' };
      this.fetched = fetched;
      this.host.requestUpdate();
    });
  }

  /**
   * The text of the source that wins, or `null` for `moves`: the fetched file, then `sgf` (the
   * attribute's text), then the SGF script, then the diagram.
   */
  recordText(sgf: string | null | undefined): RecordText | null {
    const fetched = this.file;
    if (fetched) return { kind: 'src', text: fetched.text, url: this.address, warnings: fetched.warnings, ...(fetched.refused ? { refused: fetched.refused } : {}) };
    if (sgf?.trim()) return { kind: 'sgf', text: sgf };
    if (this.script?.trim()) return { kind: 'script', text: this.script };
    if (this.diagram) return { kind: 'diagram', text: this.diagram };
    return null;
  }

  /** The file fetched from the address asked for, once loaded. */
  get file(): Extract<Fetched, { ok: true }> | null {
    return this.address && this.fetched?.ok && this.fetched.url === this.address ? this.fetched : null;
  }

  /** Whether the file at the address asked for is still loading. */
  get loading(): boolean {
    return this.address !== '' && this.fetched?.url !== this.address;
  }

  /** Shows the child elements in the slot, except the SGF script and a `<pre>` diagram. */
  private assignSlot(): void {
    const slot = this.host.renderRoot?.querySelector?.('slot');
    if (!slot || typeof slot.assign !== 'function') return;
    const diagram = diagramSource(this.host)?.element ?? null;
    const shown = [...this.host.children].filter((child) => child.localName !== 'script' && child !== diagram);
    const now = slot.assignedElements();
    if (now.length !== shown.length || now.some((el, i) => el !== shown[i])) slot.assign(...shown);
  }
}
