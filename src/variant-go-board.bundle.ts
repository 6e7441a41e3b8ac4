/**
 * The entry of the script-tag build (dist/variant-go-board.bundle.js): registers
 * `<variant-go-board>` and exports the board's class and events (element/board-api.ts). A board
 * that holds a `<vgb-move-list>` or `<vgb-status>` loads and registers them with `@lit/context`
 * (a chunk of their own), so a page that uses none does not download them.
 */
import { VariantGoBoard } from './element/variant-go-board.component.js';

export * from './element/board-api.js';

// Guarded so that two copies of the package on one page (a bundle and an ES module) do not throw.
if (!customElements.get('variant-go-board')) {
  customElements.define('variant-go-board', VariantGoBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'variant-go-board': VariantGoBoard;
  }
}
