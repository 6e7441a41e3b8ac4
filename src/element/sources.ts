/**
 * Where the element's record comes from: its light DOM (an SGF `<script>` child, a `$$` diagram
 * as text) and a URL. The light DOM is read as text only, never as markup. A chunk of its own,
 * loaded when a board holds anything or is given a `src` (source-watch.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BoardProblem } from './problem.js';
import type { Fetched } from './fetch-record.js';
import { browserReason, failedLoad, LazyModule } from './lazy-module.js';
import { sgfText, type RecordText } from './record-text.js';
import { ownText } from './own-text.js';

/** The companions' registration and the board's context provider: a chunk of the script-tag build, loaded when a board first holds a companion (the package entry has it already). */
const companions = new LazyModule(() => import('./companions/vgb-companions.js'));

/** The fetch of a `src` file with the decoder of its bytes: a chunk of its own, loaded with the first fetch. */
const fetcher = new LazyModule(() => import('./fetch-record.js'));

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
  const own = ownText(host);
  if (looksLikeDiagram(own)) return { text: own, element: null };
  for (const child of host.children) {
    if (child.localName === 'pre' && looksLikeDiagram(child.textContent ?? '')) {
      return { text: child.textContent ?? '', element: child as HTMLPreElement };
    }
  }
  return null;
}

/** What a {@link RecordSources} needs of its element. */
export interface SourcesHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The record sources of an element besides its attributes: the SGF `<script>` and the `$$`
 * diagram of its light DOM (read again on each change the source watch sees), and the file at
 * `src` (fetched when asked, an earlier fetch aborted). Also keeps the default slot to child
 * elements that are not a source, with manual slot assignment. Asks the element to update when
 * any of it changes.
 */
export class RecordSources implements ReactiveController {
  /** The SGF script's text, or `null`. */
  script: string | null = null;
  /** The diagram's text, or `null`. */
  diagram: string | null = null;
  /** The last fetch that finished, for the address it fetched. */
  fetched: Fetched | null = null;
  /** Why the last fetch failed, the same object until the next fetch (so it is reported once). */
  problem: BoardProblem | null = null;
  /** Why the companions held could not be loaded, until they load. */
  companionsProblem: BoardProblem | null = null;
  private address = '';
  private controller: AbortController | null = null;

  constructor(private readonly host: SourcesHost) {
    host.addController(this);
    this.read();
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
        this.companionsProblem = failedLoad('The companions <vgb-move-list> and <vgb-status> could not be loaded', { part: 'companions' }, error);
        this.host.requestUpdate();
      },
    );
  }

  /** Fetches `src` unless it is the address already fetched or being fetched, or the SGF script inlines it; `''` stops any fetch. */
  fetch(src: string): void {
    const address = src.trim();
    if (address === this.address) return;
    this.address = address;
    this.controller?.abort();
    this.controller = null;
    this.problem = null;
    if (!address) return;
    // A server that drew the board gave the file as its SGF script, marked with the address (element/server/render-board.ts): not fetched again.
    const inlined = sgfScript(this.host);
    if (inlined?.dataset.src?.trim() === address) {
      this.fetched = { ok: true, url: address, text: inlined.textContent ?? '', warnings: [], refused: null };
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    void fetcher.load().then(
      (loaded) => loaded.fetchRecord(address, controller.signal),
      (error: unknown): Fetched => {
        const reason = browserReason(error);
        const message = `The record at '${address}' could not be loaded: the code that fetches it could not be loaded${reason && ` (${reason})`}.`;
        return { ok: false, url: address, message, facts: { kind: 'fetch', url: address, failure: { code: reason } } };
      },
    ).then((fetched) => {
      if (!fetched || controller.signal.aborted) return;
      this.controller = null;
      this.problem = fetched.ok ? null : { code: 'ERR_FETCH', message: fetched.message, source: 'src', address, facts: fetched.facts };
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
    const attribute = sgfText(sgf);
    if (attribute) return attribute;
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

  /** Shows the child elements in the slot, except the SGF script, a `<pre>` diagram and the static picture. */
  private assignSlot(): void {
    const slot = this.host.renderRoot?.querySelector?.<HTMLSlotElement>('slot:not([name])');
    if (!slot || typeof slot.assign !== 'function') return;
    const diagram = diagramSource(this.host)?.element ?? null;
    // The static picture (`slot="static"`) is the board's own to show until it draws, never a companion.
    const shown = [...this.host.children].filter((child) => child.localName !== 'script' && child !== diagram && child.getAttribute('slot') !== 'static');
    const now = slot.assignedElements();
    if (now.length !== shown.length || now.some((el, i) => el !== shown[i])) slot.assign(...shown);
  }
}
