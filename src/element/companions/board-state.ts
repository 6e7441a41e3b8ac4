/** The state a board gives its companions, built in the companions' chunk from what the board shares (state-sharing.ts). */
import type { BoardState } from '../context.js';
import type { SharedFacts } from '../state-sharing.js';
import { totalMoves } from '../board-record.js';

/** The state companions receive, with actions that come back through the board's write path; puzzle mode shows only the moves played. */
export function boardState({ loader, mode, view, actions }: SharedFacts): BoardState {
  const record = loader.record;
  const puzzle = mode === 'puzzle';
  const moves = puzzle ? (view.moveNumber === 0 ? [] : record.game.moves.slice(0, view.moveNumber)) : record.moves;
  return {
    variant: record.variant,
    variantName: record.variantName,
    view,
    moves,
    illegalMoves: record.illegalMoves,
    moveNumber: view.moveNumber,
    total: puzzle ? moves.length : totalMoves(record),
    mode,
    result: view.result,
    goTo: (n: number) => {
      if (!puzzle) actions.step(loader.record.stepOfMove(n));
    },
    play: (move: string) => actions.play(move),
  };
}
