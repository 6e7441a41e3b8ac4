/**
 * The export writers (SGF, diagram, SVG, PNG, downloads): a chunk of its own, loaded on the first
 * export call or download, or once the reader has played a move (a new position set by the page
 * then gives their moves as SGF in `vgb-position-replace`). Never preloaded.
 */
import { LazyModule } from './lazy-module.js';

export const writers = new LazyModule(() => import('./exports.js'));
