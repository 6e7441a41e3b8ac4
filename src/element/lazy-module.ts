import type { BoardProblem } from './problem.js';
import type { LoadedPart, LoadedThing } from './problem-facts.js';

/**
 * A part of the element that is its own chunk, imported on first use: once for every board of
 * the page, and again on the next use if the import failed (a network error need not be final).
 */
export class LazyModule<T> {
  /** The module, once imported. */
  value: T | null = null;
  private loading: Promise<T> | null = null;

  /** Every lazy part made so far, in order: a server loads them all before it draws (element/server/). */
  static readonly made: LazyModule<unknown>[] = [];

  constructor(private readonly importer: () => Promise<T>) {
    LazyModule.made.push(this);
  }

  /** The import under way or done, or `null` when none was asked for (or the last failed). */
  get requested(): Promise<T> | null {
    return this.loading;
  }

  /** Imports the module, or gives the import under way or done. */
  load(): Promise<T> {
    this.loading ??= this.importer().then(
      (module) => (this.value = module),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}

/**
 * The problem of a part of the board that could not be loaded, as facts: the problem reporter
 * says it, in English too ("The board could not load its rules overlay (Failed to fetch).").
 */
export function loadProblem(part: LoadedPart, error: unknown): BoardProblem {
  return { code: 'ERR_FETCH', facts: { kind: 'load', what: { part }, reason: browserReason(error) } };
}

/** The problem of a load that failed: `message`, then the browser's reason; `what` says what it was for the other languages. */
export function failedLoad(message: string, what: LoadedThing, error: unknown): BoardProblem {
  const reason = browserReason(error);
  return { code: 'ERR_FETCH', message: `${message}${reason && ` (${reason})`}.`, facts: { kind: 'load', what, reason } };
}

/** Why a load failed, in the browser's words, to end a message: " (Failed to fetch)", or nothing when it gives none. */
export function failureReason(error: unknown): string {
  const reason = browserReason(error);
  return reason && ` (${reason})`;
}

/** Why a load failed, in the browser's words ("Failed to fetch"), or `''` when it gives none. */
export function browserReason(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
