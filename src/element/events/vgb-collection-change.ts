import { VgbEvent } from './vgb-event.js';

/** How far the reader got with one problem of a collection: solved (at least once), failed (and never solved), or not tried. */
export type PuzzleProgress = 'solved' | 'failed' | 'not-tried';

/** Detail of {@link VgbCollectionChangeEvent}. */
export interface VgbCollectionChangeDetail {
  /** The 1-based index of the problem shown. */
  game: number;
  /** How many problems the collection holds. */
  count: number;
  /** Each problem's progress, in the collection's order (a copy: set it back with the board's `progress`). */
  progress: PuzzleProgress[];
}

/**
 * Puzzle mode on a collection (an SGF file of several games): the reader went to another problem
 * (Previous, Next, the list) or solved or failed one. A page remembers `progress` and gives it
 * back with the board's `progress` property.
 */
export class VgbCollectionChangeEvent extends VgbEvent<VgbCollectionChangeDetail> {
  declare readonly detail: VgbCollectionChangeDetail;

  constructor(detail: VgbCollectionChangeDetail) {
    super('vgb-collection-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-collection-change': VgbCollectionChangeEvent;
  }
}
