/**
 * Defines `<variant-go-board>`. Importing this module registers the element; import
 * `./element/variant-go-board.component.js` for the class without the side effect.
 */
import { VariantGoBoard } from './element/variant-go-board.component.js';

export { VariantGoBoard } from './element/variant-go-board.component.js';
export { VgbErrorEvent, type VgbErrorDetail } from './element/events/vgb-error.js';
export { VgbPositionChangeEvent, type VgbPositionChangeDetail } from './element/events/vgb-position-change.js';

// Guarded so that two copies of the package on one page (a bundle and an ES module) do not throw.
if (!customElements.get('variant-go-board')) {
  customElements.define('variant-go-board', VariantGoBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'variant-go-board': VariantGoBoard;
  }
}
