import type { VgbErrorDetail } from './events/vgb-error.js';

/**
 * A part of the element that is its own chunk, imported on first use: once for every board of
 * the page, and again on the next use if the import failed (a network error need not be final).
 */
export class LazyModule<T> {
  /** The module, once imported. */
  value: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(private readonly importer: () => Promise<T>) {}

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

/** The problem of a part of the board that could not be loaded: "The board could not load `what` (Failed to fetch)." */
export function loadProblem(what: string, error: unknown): VgbErrorDetail {
  return { code: 'ERR_FETCH', message: `The board could not load ${what}${failureReason(error)}.` };
}

/** Why a load failed, in the browser's words, to end a message: " (Failed to fetch)", or nothing when it gives none. */
export function failureReason(error: unknown): string {
  return error instanceof Error && error.message ? ` (${error.message})` : '';
}
