/**
 * What a board shares with the elements placed inside it (a move list, a status panel, a
 * page's own controls), through @lit/context. Consumers read the snapshot and call the
 * actions; they never touch the game itself, so the board stays the one place that changes it.
 */
import { createContext } from '@lit/context';
import type { GameResult, IllegalMove, MoveResult, PositionView, VariantId } from '../engine/types.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { WordSection } from './i18n/words.js';

/** A board's state and actions as its companions see them. A new object on every change. */
export interface BoardState {
  variant: VariantId;
  /** The rule set's name, e.g. "Tile Go". */
  variantName: string;
  /** The shown position. */
  view: PositionView;
  /**
   * Every move of the record's current line, normalised (`'D4'`, `'pass'`). For a record with a
   * tree (SGF, diagram) the line runs from the root through the node shown, then on by the
   * variation Next follows; in puzzle mode it stops at the position shown, so a move list gives
   * no answer away.
   */
  moves: readonly string[];
  /**
   * The moves of {@link moves} the record plays though the rules refuse them, by move number from
   * 1, with the rule each broke: a record of standard Go plays an illegal move as it holds it
   * (suicide, ko; SGF `KO[]` marks one as meant).
   */
  illegalMoves: ReadonlyMap<number, IllegalMove>;
  /** Move number of the shown position (0 is the start). */
  moveNumber: number;
  /** Moves in the record. */
  total: number;
  /** `view`, `replay`, `play` or `puzzle`. */
  mode: 'view' | 'replay' | 'play' | 'puzzle' | 'edit';
  result: GameResult | null;
  /** Shows the position after move `n` of the line, as the board's own controls do. */
  goTo(n: number): void;
  /** Plays a move as the reader (play and puzzle mode only); the answer says why a refused move is illegal. */
  play(move: string): MoveResult;
  /**
   * @internal The board's words for players, moves and the rules (its section `reader/`), which a
   * companion speaks in its own language. The board gives it: a chunk loaded on first use that
   * imported it would split modules of the script-tag build's entry into chunks of their own.
   */
  readerWords: WordSection<ReaderWords>;
}

/** The context key boards provide and companions consume. */
export const boardContext = createContext<BoardState | undefined>(Symbol('variant-go-board'));
