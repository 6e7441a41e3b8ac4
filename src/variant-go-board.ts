/**
 * Defines `<variant-go-board>`, `<vgb-move-list>` and `<vgb-status>`. Importing this module
 * registers them; import `./element/variant-go-board.component.js` for the class without the
 * side effect.
 */
export * from './variant-go-board.bundle.js';
export { VgbMoveList } from './element/companions/vgb-move-list.component.js';
export { VgbStatus } from './element/companions/vgb-status.component.js';
export { boardContext } from './element/context.js';
// `vgb-change`'s class comes with the editor's and the play input's chunks in the script-tag build; the package entry exports it for `instanceof`.
export { VgbChangeEvent, type VgbChangeDetail } from './element/events/vgb-change.js';
// So does the collection navigator's, which comes with the puzzle's chunk.
export { VgbCollectionChangeEvent, type VgbCollectionChangeDetail, type PuzzleProgress } from './element/events/vgb-collection-change.js';
// Every board provides its context; companions that ask before their board does are answered when it does.
import './element/companions/vgb-companions.js';
