import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** Detail of {@link VgbNodeChangeEvent}. */
export interface VgbNodeChangeDetail extends VgbGameDetail {
  /** Child indices from the root to the node now shown: `[]` is the root, `[0, 0, 1]` the second variation at the third node. */
  path: number[];
  /** Moves played up to the node, on its line. */
  moveNumber: number;
  /** The node's move, normalised (`'D4'`, `'pass'`), or `null` for a node without one (the root, setup, a comment). */
  move: string | null;
  /** Variations that continue from the node (its children). */
  variations: number;
}

/**
 * The node shown in a record with a tree (an SGF record or a diagram) changed on the reader's
 * behalf: a step, a chosen variation, a move played or a puzzle's reply. Fired after
 * `vgb-position-change`, and also for steps between nodes that change no move number (a node
 * holding only a comment or setup). Not fired when the page sets `move` or the record.
 */
export class VgbNodeChangeEvent extends VgbEvent<VgbNodeChangeDetail> {
  declare readonly detail: VgbNodeChangeDetail;

  constructor(detail: VgbNodeChangeDetail) {
    super('vgb-node-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-node-change': VgbNodeChangeEvent;
  }
}
