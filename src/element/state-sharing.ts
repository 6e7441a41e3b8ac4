/**
 * How a board gives its state to the elements inside it. The companions' module fills this in
 * with a `@lit/context` provider when it loads (the package entry loads it at once, the
 * script-tag build when a board first holds a companion), so a page without companions never
 * loads `@lit/context`.
 */
import type { ReactiveControllerHost } from 'lit';
import type { PositionView } from '../engine/types.js';
import type { Mode } from './board-options.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { WordSection } from './i18n/words.js';
import type { ReaderActions } from './reader-actions.js';
import type { RecordLoader } from './record-loader.js';

/** What a board shares after each update, which its companions' state is made of (companions/board-state.ts). */
export interface SharedFacts {
  loader: RecordLoader;
  mode: Mode;
  view: PositionView;
  actions: ReaderActions;
  /** The entry's words (i18n/reader/), which the companions speak in their own language. */
  readerWords: WordSection<ReaderWords>;
}

/** Makes `board` a provider of its state, and gives what shares it. */
export type ShareState = (board: ReactiveControllerHost & HTMLElement) => (facts: SharedFacts) => void;

export const stateSharing: { share: ShareState | null } = { share: null };
