/**
 * The export writers (SGF, diagram, SVG, PNG, downloads): a chunk of their own, loaded on the first
 * export call or download, or a read of `record` before the play input is in. The record's SGF
 * writer (record-sgf.ts) is a chunk they share with the play input, which needs it at once: the
 * reader's changes give the record as SGF (`record`, `vgb-change`, `vgb-position-replace`).
 * Never preloaded.
 */
import { LazyModule } from './lazy-module.js';

export const writers = new LazyModule(() => import('./exports.js'));
