/**
 * variant-go-board/engine: the rules of Go and its variants, with no DOM. Every variant's facts
 * and rules come with this entry, so `createGame` answers at once for any of them. (The element
 * imports `core.ts` instead, and loads a variant when a board first asks for it.)
 *
 * @packageDocumentation
 */
import { provideVariants } from './loaded-variants.js';
import { ALL_RULES } from './variants/all.js';
import { VARIANTS } from './variants/index.js';

export * from './core.js';
export { VARIANTS };
export { formatMove } from './coords.js';
export { incursionPointsOf } from './overlay/facts-tile.js';
/**
 * The rules overlay: the facts a variant's rule pages teach with, for the shown position
 * (`rulesOverlay`) and for one point a stone may go (`placementOverlay`), as `OverlayMark`s. The
 * element loads them only when an overlay is first shown.
 */
export { rulesOverlay, placementOverlay } from './overlay/index.js';

provideVariants(VARIANTS, ALL_RULES);
