/** The buttons of play and puzzle mode (play-controls.ts). */
const words = {
  /** The group of buttons, in play mode and in puzzle mode. */
  play: 'Play',
  puzzle: 'Puzzle',
  pass: 'Pass',
  return: 'Return a prisoner',
  /** The toggle whose next piece is a ghost (No Seki Go). */
  ghost: 'Ghost',
  undo: 'Undo',
  /** Puzzle mode: back to the problem's start, and the first right move marked. */
  retry: 'Retry',
  hint: 'Hint',
};

export type PlayControlsWords = typeof words;
export default words;
