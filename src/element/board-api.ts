/**
 * The board's class and the types of its events, as the script-tag build exports them: none of
 * the companions, nor the events whose classes come with a chunk (the editor's, the collection
 * navigator's), which `index.ts` adds for the package. Defines no tag.
 */
export { VariantGoBoard } from './variant-go-board.component.js';
export { VgbErrorEvent, type VgbErrorDetail, type VgbErrorCode } from './events/vgb-error.js';
export { VgbWarningEvent, type VgbWarningDetail, type VgbWarningCode } from './events/vgb-warning.js';
export { VgbPositionChangeEvent, type VgbPositionChangeDetail } from './events/vgb-position-change.js';
export {
  VgbPositionReplaceEvent,
  type VgbPositionReplaceDetail,
  type VgbReplaceReason,
} from './events/vgb-position-replace.js';
export { VgbMoveEvent, type VgbMoveDetail } from './events/vgb-move.js';
export { VgbMoveRejectedEvent, type VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
export { VgbGameEndEvent, type VgbGameEndDetail } from './events/vgb-game-end.js';
export {
  VgbPuzzleSolvedEvent,
  VgbPuzzleFailedEvent,
  type VgbPuzzleDetail,
  type VgbPuzzleFailedDetail,
  type VgbPuzzleFailure,
} from './events/vgb-puzzle.js';
export { VgbNodeChangeEvent, type VgbNodeChangeDetail } from './events/vgb-node-change.js';
export type { BoardState } from './context.js';
