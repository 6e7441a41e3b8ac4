import type { Color } from '../../engine/types.js';
import { VgbEvent, type VgbGameDetail } from './vgb-event.js';

/** What {@link VgbPuzzleSolvedEvent} and {@link VgbPuzzleFailedEvent} report. */
export interface VgbPuzzleDetail extends VgbGameDetail {
  /** The side the reader plays. */
  side: Color;
  /** Every move from the puzzle's start to the position reached, both sides, normalised (`'D4'`, `'pass'`). */
  moves: string[];
  /** Child indices from the root to the node reached in the record's tree; the last move may lie off the tree (see `reason`). */
  path: number[];
  /** The comment of the node reached, as plain text; `''` when it has none or the move is not in the tree. */
  comment: string;
  /** Attempts since the puzzle was loaded, this one included (Retry starts the next): 1 on a first-time answer. */
  tries: number;
}

/** Why a puzzle attempt failed. */
export type VgbPuzzleFailure =
  /** The reader's move is not in the solution tree. */
  | 'not-in-tree'
  /** The reader's move, or the tree's reply to it, is marked wrong (a comment saying "Wrong", GB/GW for the other side, BM on the reader's move). */
  | 'marked-wrong'
  /** The line ends with the tree's reply and nothing marks it right: the reply refutes the reader's move. */
  | 'refuted'
  /** The reader asked for the solution (Show solution) before the attempt ended: seen, so not solved. */
  | 'solution-shown';

/** Detail of {@link VgbPuzzleFailedEvent}. */
export interface VgbPuzzleFailedDetail extends VgbPuzzleDetail {
  reason: VgbPuzzleFailure;
  /** The reader's move that failed, normalised; `''` when the solution was shown (`solution-shown`). */
  move: string;
}

/**
 * The reader solved the puzzle (`mode="puzzle"`): they reached a node marked right ("Correct",
 * "RIGHT", GB/GW for their side) or the end of a line on their own move without a wrong mark.
 */
export class VgbPuzzleSolvedEvent extends VgbEvent<VgbPuzzleDetail> {
  declare readonly detail: VgbPuzzleDetail;

  constructor(detail: VgbPuzzleDetail) {
    super('vgb-puzzle-solved', detail);
  }
}

/**
 * The reader's attempt failed (`mode="puzzle"`): a move that is not in the solution tree, a node
 * marked wrong, a line that ends on the tree's reply, or the solution shown before an answer
 * ended the attempt. Retry starts again.
 */
export class VgbPuzzleFailedEvent extends VgbEvent<VgbPuzzleFailedDetail> {
  declare readonly detail: VgbPuzzleFailedDetail;

  constructor(detail: VgbPuzzleFailedDetail) {
    super('vgb-puzzle-failed', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-puzzle-solved': VgbPuzzleSolvedEvent;
    'vgb-puzzle-failed': VgbPuzzleFailedEvent;
  }
}
