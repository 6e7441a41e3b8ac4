/**
 * The words of the companions (`<vgb-move-list>`, `<vgb-status>`), which load with them. The
 * players, the moves, the rule notes and the result are the entry's (`reader`), which each
 * language's module imports.
 */
import { numbersIn } from '../numbers.js';
import reader from '../reader/en.js';

const words = {
  reader,
  /** What separates what the screen reader hears after a move's text ("1. D4, Black"). */
  comma: ', ',
  /** A number with a fraction (a score), as the language writes it. */
  number: numbersIn('en').number,
  moveList: {
    /** Outside a board, and before a move. */
    noGame: 'No game to list.',
    noMoves: 'No moves yet.',
    /** The list's name. */
    list: 'Moves',
    /** Entry 0, the start position. */
    start: 'Start',
  },
  status: {
    noGame: 'No game.',
    /** The table's column headings. */
    player: 'Player',
    prisoners: 'Prisoners',
    score: 'Score',
    /** The badge of the player to move. */
    toPlay: 'to play',
    /** The result (the rules' sentence, `reader.rules.result`) as a sentence. */
    result: (result: string) => `${result}.`,
    /** After the result: why the game ended, when the result does not say. */
    over: 'Game over.',
    overAfterPasses: 'Game over after two passes in a row.',
  },
};

export type CompanionWords = typeof words;
export default words;
