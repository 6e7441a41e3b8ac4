/**
 * The package entry: defines `<variant-go-board>`, `<vgb-move-list>` and `<vgb-status>`, and
 * exports every class and type. Importing it registers the tags; `variant-go-board/element`
 * (element/index.ts) gives the same classes without.
 */
export * from './element/index.js';
import './variant-go-board.bundle.js';
import './element/companions/vgb-companions.js';
