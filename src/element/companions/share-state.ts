/**
 * Lets boards provide their state to the elements inside them (state-sharing.ts) through
 * `@lit/context`. Each companion's module imports it, so that a companion works under whatever
 * tag a page registers it; a page without companions never loads it, nor `@lit/context`'s
 * provider.
 */
import { isServer } from 'lit';
import { ContextProvider, ContextRoot } from '@lit/context';
import { boardContext } from '../context.js';
import { stateSharing } from '../state-sharing.js';
import { boardState } from './board-state.js';

// Companions may connect before their board provides its state (the board's provider comes once
// this module is in, or the board upgrades after them): the root keeps their requests and asks
// again when a provider appears. A server has no document: its companions render once, alone.
if (!isServer) new ContextRoot().attach(document.documentElement);
stateSharing.share = (board) => {
  const provider = new ContextProvider(board, { context: boardContext });
  return (facts) => provider.setValue(boardState(facts));
};
