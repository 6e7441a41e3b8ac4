/** The state a board gives its companions, built in the companions' chunk from what the board shares (state-sharing.ts). */
import type { BoardState } from '../context.js';
import type { RuleGame } from '../i18n/reader/rules/en.js';
import type { SharedFacts } from '../state-sharing.js';
import { totalMoves } from '../board-record.js';

/** The state companions receive, with actions that come back through the board's write path; puzzle mode shows only the moves played. */
export function boardState({ loader, mode, view, actions, readerWords }: SharedFacts): BoardState {
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
    readerWords,
  };
}

/**
 * The shown position's game as the rules' sentences name it, for the rule notes and a record's
 * illegal moves in words: neither names a rule option (only standard Go plays an illegal move).
 */
export function ruleGameOf({ variant, variantName, view }: BoardState): RuleGame {
  const { width, height, toPlay, prisoners, result } = view;
  return { variant, variantName, width, height, toPlay, prisoners, result, ruleOptions: {} };
}
