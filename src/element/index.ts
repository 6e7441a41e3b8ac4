/**
 * `variant-go-board/element`: every class and type the package entry exports, with no tag
 * defined, for a page that registers the elements under names of its own or wants the classes
 * without registering them. A companion's module still lets boards provide it their state
 * (companions/share-state.ts).
 */
export * from './board-api.js';
export { VgbMoveList } from './companions/vgb-move-list.component.js';
export { VgbStatus } from './companions/vgb-status.component.js';
export { boardContext } from './context.js';
export { VgbChangeEvent, type VgbChangeDetail } from './events/vgb-change.js';
export { VgbCollectionChangeEvent, type VgbCollectionChangeDetail, type PuzzleProgress } from './events/vgb-collection-change.js';
