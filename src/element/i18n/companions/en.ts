/** The words of the companions (`<vgb-move-list>`, `<vgb-status>`), which load with them. */
const words = {
  /** The players, in both companions. */
  player: { black: 'Black', white: 'White' },
  /** What separates what the screen reader hears after a move's text ("1. D4, Black"). */
  comma: ', ',
  /** A number with a fraction (a score), as the language writes it. */
  number: (n: number) => String(n),
  moveList: {
    /** Outside a board, and before a move. */
    noGame: 'No game to list.',
    noMoves: 'No moves yet.',
    /** The list's name. */
    list: 'Moves',
    /** Entry 0, the start position. */
    start: 'Start',
    pass: 'Pass',
    return: 'Return',
    ghost: (point: string) => `Ghost ${point}`,
  },
  status: {
    noGame: 'No game.',
    /** The table's column headings. */
    player: 'Player',
    prisoners: 'Prisoners',
    score: 'Score',
    /** The badge of the player to move. */
    toPlay: 'to play',
    /** The result (the engine's summary) as a sentence. */
    result: (summary: string) => `${summary}.`,
    /** After the result: why the game ended, when the result does not say. */
    over: 'Game over.',
    overAfterPasses: 'Game over after two passes in a row.',
  },
};

export type CompanionWords = typeof words;
export default words;
