/**
 * Defines `<variant-go-board>`, `<vgb-move-list>` and `<vgb-status>`. Importing this module
 * registers them; import `./element/variant-go-board.component.js` for the class without the
 * side effect.
 */
export * from './variant-go-board.bundle.js';
export { VgbMoveList } from './element/companions/vgb-move-list.component.js';
export { VgbStatus } from './element/companions/vgb-status.component.js';
// The companions after the board, so that when a page's markup is upgraded the board provides its
// context before the companions inside it ask for it.
import './element/companions/vgb-companions.js';
