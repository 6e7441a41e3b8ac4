/**
 * The entry of the script-tag build (dist/variant-go-board.bundle.js): registers
 * `<variant-go-board>` and exports what the package entry exports except the companion classes,
 * `boardContext` and `VgbChangeEvent` (which comes with the editor's and the play input's chunks). A board that holds a `<vgb-move-list>` or `<vgb-status>` loads and registers
 * them with `@lit/context` (a chunk of their own), so a page that uses none does not download them.
 */
import { VariantGoBoard } from './element/variant-go-board.component.js';

export { VariantGoBoard } from './element/variant-go-board.component.js';
export { VgbErrorEvent, type VgbErrorDetail } from './element/events/vgb-error.js';
export { VgbWarningEvent, type VgbWarningDetail, type VgbWarningCode } from './element/events/vgb-warning.js';
export { VgbPositionChangeEvent, type VgbPositionChangeDetail } from './element/events/vgb-position-change.js';
export {
  VgbPositionReplaceEvent,
  type VgbPositionReplaceDetail,
  type VgbReplaceReason,
} from './element/events/vgb-position-replace.js';
export { VgbMoveEvent, type VgbMoveDetail } from './element/events/vgb-move.js';
export { VgbMoveRejectedEvent, type VgbMoveRejectedDetail } from './element/events/vgb-move-rejected.js';
export { VgbGameEndEvent, type VgbGameEndDetail } from './element/events/vgb-game-end.js';
export {
  VgbPuzzleSolvedEvent,
  VgbPuzzleFailedEvent,
  type VgbPuzzleDetail,
  type VgbPuzzleFailedDetail,
  type VgbPuzzleFailure,
} from './element/events/vgb-puzzle.js';
export { VgbNodeChangeEvent, type VgbNodeChangeDetail } from './element/events/vgb-node-change.js';
export type { VgbErrorCode } from './element/events/vgb-error.js';
export type { BoardState } from './element/context.js';

// Guarded so that two copies of the package on one page (a bundle and an ES module) do not throw.
if (!customElements.get('variant-go-board')) {
  customElements.define('variant-go-board', VariantGoBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'variant-go-board': VariantGoBoard;
  }
}
