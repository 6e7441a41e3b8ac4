/**
 * `variant-go-board/ssr`, the server door: registers `<variant-go-board>` for Lit's server
 * rendering (@lit-labs/ssr), with every part the element loads on first use in a browser
 * (variants, readers, drawing parts, panels, the overlay, words) loaded first, since a server
 * render is synchronous: a board renders drawn whole at once. Import it on the server only.
 */
import { VARIANT_IDS } from '../../engine/index.js';
import { LazyModule } from '../lazy-module.js';
import './keyed-markup.js';
import { ServerBoard } from './server-board.js';

// Loading a part may make more lazy parts (the chunks it loads itself): the list grows as it is walked.
for (let i = 0; i < LazyModule.made.length; i++) await LazyModule.made[i]!.load();
await (await import('../overlay-drawing.js')).loadOverlays(VARIANT_IDS);

if (!customElements.get('variant-go-board')) customElements.define('variant-go-board', ServerBoard);

export { ServerBoard };
export { renderBoard, type BoardSource } from './render-board.js';
