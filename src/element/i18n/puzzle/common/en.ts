/** What every part of the puzzle says alike: how sentences join, the verdicts' words, the buttons more than one part shows. */
const words = {
  /** A sentence's end, where the text has none of its own: "Black to play." */
  stop: '.',
  /** What separates two sentences. */
  space: ' ',
  /** What separates the items of a list inside a sentence ("a: Black D6, ✓ right"). */
  comma: ', ',
  /** The verdicts of a line, as words after their sign (✓, ✗). */
  right: 'right',
  wrong: 'wrong',
  /** The `puzzle` part's button to the next problem of a collection. */
  nextProblem: 'Next problem',
  /** The controls' group of buttons in puzzle mode, and its buttons; Retry is the `puzzle` part's too, after a wrong answer. */
  buttons: 'Puzzle',
  retry: 'Retry',
  hint: 'Hint',
};

export type CommonWords = typeof words;
export default words;
