/**
 * Whether a board has a record source besides its attributes, and the sources' code once it has
 * (sources.ts, a chunk of its own). A board of `moves` alone, the usual board, never loads it:
 * the check is small and synchronous, made when the board is connected and whenever its light
 * DOM changes. Any child element or text loads the sources (it may be an SGF script, a diagram,
 * a companion or the page's own element to show in the slot), and so does a `src`.
 */
import { isServer, type ReactiveController } from 'lit';
import type { BoardProblem } from './problem.js';
import { failedLoad, LazyModule } from './lazy-module.js';
import { ownText } from './own-text.js';
import { sgfText, type RecordText } from './record-text.js';
import type { RecordSources, SourcesHost } from './sources.js';

/** The record sources besides the attributes: the light DOM's and `src`'s (sources.ts). */
const recordSources = new LazyModule(() => import('./sources.js'));

/**
 * The record a server gave each board it draws (element/server/render-board.ts): there a board
 * has no light DOM to read, and fetches no `src`.
 */
export const serverRecords = new WeakMap<Element, RecordText>();

/** Watches the light DOM for a record source, and gives the sources once their code is in. */
export class SourceWatch implements ReactiveController {
  /** The sources, once their code is in. */
  private sources: RecordSources | null = null;
  /** The load of their code under way. */
  private chunkLoad: Promise<unknown> | null = null;
  /** Why their code could not be loaded, until it loads. */
  private chunkProblem: BoardProblem | null = null;
  /** The `src` asked for, fetched once the sources are in. */
  private src = '';
  /** Made when the board connects: a server, which never connects it, has no MutationObserver. */
  private observer: MutationObserver | null = null;

  constructor(private readonly host: SourcesHost) {
    host.addController(this);
  }

  hostConnected(): void {
    (this.observer ??= new MutationObserver(() => this.read())).observe(this.host, { childList: true, subtree: true, characterData: true });
    this.read();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  /** Fetches `src` (see {@link RecordSources.fetch}), loading the sources first when it is an address. */
  fetch(src: string): void {
    this.src = src;
    if (this.sources) this.sources.fetch(src);
    else if (src.trim() && !isServer) this.load();
  }

  /**
   * The text of the source that wins (see {@link RecordSources.recordText}), `null` for `moves`,
   * or `undefined` while the sources' code loads: until then, no one knows which source wins.
   */
  recordText(sgf: string | null | undefined): RecordText | null | undefined {
    if (this.sources) return this.sources.recordText(sgf);
    return this.waiting ? undefined : (serverRecords.get(this.host) ?? sgfText(sgf));
  }

  /** The sources' code is loading: which source wins is not known yet. */
  get waiting(): boolean {
    return this.chunkLoad !== null;
  }

  /** The sources' code is loading for a light DOM that may hold a record (text, a `<script>` or `<pre>` child): the board may load what a record needs meanwhile. */
  get recordAwaited(): boolean {
    return this.waiting && (/\S/.test(ownText(this.host)) || this.host.querySelector(':scope > script, :scope > pre') !== null);
  }

  /** The sources' code, or the file at `src`, is loading. */
  get loading(): boolean {
    return this.sources ? this.sources.loading : this.waiting;
  }

  /** The file fetched from `src`, once loaded. */
  get file(): RecordSources['file'] {
    return this.sources?.file ?? null;
  }

  /** Why a source, or the code of the sources or of the companions, could not be loaded. */
  get problems(): BoardProblem[] {
    const sources = this.sources;
    return [this.chunkProblem, sources?.problem ?? null, sources?.companionsProblem ?? null].filter((problem) => problem !== null);
  }

  /** The loads the board's `updateComplete` waits for: the sources' code, then the companions'. */
  get pending(): (Promise<unknown> | null)[] {
    return [this.chunkLoad, this.sources?.companionsLoad ?? null];
  }

  /** Reads the light DOM's sources again, once their code is in; until then, loads it if the board holds anything. */
  private read(): void {
    if (this.sources) this.sources.read();
    else if (this.host.firstElementChild || /\S/.test(ownText(this.host))) this.load();
  }

  private load(): void {
    this.chunkLoad ??= recordSources.load().then(
      (loaded) => {
        this.chunkLoad = null;
        this.chunkProblem = null;
        this.sources = new loaded.RecordSources(this.host);
        this.sources.fetch(this.src);
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.chunkLoad = null;
        this.chunkProblem = failedLoad('The board could not load the code that reads its record', { part: 'sources' }, error);
        this.host.requestUpdate();
      },
    );
  }
}
