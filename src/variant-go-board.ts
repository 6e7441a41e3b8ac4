/**
 * Defines `<variant-go-board>`. Importing this module registers the element; import
 * `./element/variant-go-board.component.js` for the class without the side effect.
 */
import { VgbMoveList } from './element/companions/vgb-move-list.component.js';
import { VgbStatus } from './element/companions/vgb-status.component.js';
import { VariantGoBoard } from './element/variant-go-board.component.js';

export { VariantGoBoard } from './element/variant-go-board.component.js';
export { VgbMoveList } from './element/companions/vgb-move-list.component.js';
export { VgbStatus } from './element/companions/vgb-status.component.js';
export { VgbErrorEvent, type VgbErrorDetail } from './element/events/vgb-error.js';
export { VgbPositionChangeEvent, type VgbPositionChangeDetail } from './element/events/vgb-position-change.js';
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
export { boardContext, type BoardState } from './element/context.js';

// Guarded so that two copies of the package on one page (a bundle and an ES module) do not throw.
if (!customElements.get('variant-go-board')) {
  customElements.define('variant-go-board', VariantGoBoard);
}
// The companions after the board, so that when a page's markup is upgraded the board provides its
// context before the companions inside it ask for it.
if (!customElements.get('vgb-move-list')) customElements.define('vgb-move-list', VgbMoveList);
if (!customElements.get('vgb-status')) customElements.define('vgb-status', VgbStatus);

declare global {
  interface HTMLElementTagNameMap {
    'variant-go-board': VariantGoBoard;
    'vgb-move-list': VgbMoveList;
    'vgb-status': VgbStatus;
  }
}
