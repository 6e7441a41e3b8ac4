/** What every part of the puzzle says alike: the players, how sentences join, the buttons more than one part shows. */
const words = {
  /** The players, inside the puzzle's sentences. */
  player: { black: 'Black', white: 'White' },
  /** A sentence's end, where the text has none of its own: "Black to play." */
  stop: '.',
  /** What separates two sentences. */
  space: ' ',
  /** What separates the items of a list inside a sentence ("a: Black D6, ✓ right"). */
  comma: ', ',
  /** The verdicts of a line, as words after their sign (✓, ✗). */
  right: 'right',
  wrong: 'wrong',
  /** Whose move it is: "Black to play" (a sentence without its end). */
  toPlay: (player: string) => `${player} to play`,
  /** The `puzzle` part's button to the next problem of a collection. */
  nextProblem: 'Next problem',
};

export type CommonWords = typeof words;
export default words;
