/**
 * Registers `<vgb-move-list>` and `<vgb-status>`, and lets boards provide their state to them
 * (state-sharing.ts). The package entry imports it with the board; the script-tag build has it as
 * a chunk that a board imports when it first holds a companion (sources.ts). Guarded so that two
 * copies of the package on one page do not throw.
 */
import { ContextProvider, ContextRoot } from '@lit/context';
import { boardContext } from '../context.js';
import { stateSharing } from '../state-sharing.js';
import { boardState } from './board-state.js';
import { VgbMoveList } from './vgb-move-list.component.js';
import { VgbStatus } from './vgb-status.component.js';

// Companions may connect before their board provides its state (the board's provider comes once
// this module is in, or the board upgrades after them): the root keeps their requests and asks
// again when a provider appears.
new ContextRoot().attach(document.documentElement);
stateSharing.share = (board) => {
  const provider = new ContextProvider(board, { context: boardContext });
  return (facts) => provider.setValue(boardState(facts));
};

if (!customElements.get('vgb-move-list')) customElements.define('vgb-move-list', VgbMoveList);
if (!customElements.get('vgb-status')) customElements.define('vgb-status', VgbStatus);

declare global {
  interface HTMLElementTagNameMap {
    'vgb-move-list': VgbMoveList;
    'vgb-status': VgbStatus;
  }
}
