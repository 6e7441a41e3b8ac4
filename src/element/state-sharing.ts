/**
 * How a board gives its state to the elements inside it. The companions' module fills this in
 * with a `@lit/context` provider when it loads (the package entry loads it at once, the
 * script-tag build when a board first holds a companion), so a page without companions never
 * loads `@lit/context`.
 */
import type { ReactiveControllerHost } from 'lit';
import type { BoardState } from './context.js';

/** Makes `board` a provider of its state, and gives the setter of that state. */
export type ShareState = (board: ReactiveControllerHost & HTMLElement) => (state: BoardState) => void;

export const stateSharing: { share: ShareState | null } = { share: null };
