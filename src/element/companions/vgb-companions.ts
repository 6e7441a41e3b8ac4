/**
 * Registers `<vgb-move-list>` and `<vgb-status>` (their modules let boards provide their state,
 * share-state.ts). The package entry imports it with the board; the script-tag build has it as a
 * chunk that a board imports when it first holds a companion (sources.ts). Guarded so that two
 * copies of the package on one page do not throw.
 */
import { VgbMoveList } from './vgb-move-list.component.js';
import { VgbStatus } from './vgb-status.component.js';

if (!customElements.get('vgb-move-list')) customElements.define('vgb-move-list', VgbMoveList);
if (!customElements.get('vgb-status')) customElements.define('vgb-status', VgbStatus);

declare global {
  interface HTMLElementTagNameMap {
    'vgb-move-list': VgbMoveList;
    'vgb-status': VgbStatus;
  }
}
