/**
 * The words of the companions (`<vgb-move-list>`, `<vgb-status>`), which load with them. The
 * players, the moves, the rule notes and the result are the entry's words, which the companions
 * speak beside these (`CompanionSpeech`).
 */
import { numbersIn } from '../numbers.js';
import type { ReaderWords } from '../reader/en.js';

const words = {
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
    /** The result (the rules' sentence) as a sentence. */
    result: (result: string) => `${result}.`,
    /** After the result: why the game ended, when the result does not say. */
    over: 'Game over.',
    overAfterPasses: 'Game over after two passes in a row.',
  },
};

export type CompanionWords = typeof words;
/** What the companions speak: their words and the entry's, in the language in force on them. */
export type CompanionSpeech = CompanionWords & { readonly reader: ReaderWords };
export default words;
