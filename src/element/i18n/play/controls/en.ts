/** The buttons of play and puzzle mode (play-controls.ts). */
const words = {
  /** The group of buttons in play mode (puzzle mode's are the puzzle's words). */
  play: 'Play',
  pass: 'Pass',
  return: 'Return a prisoner',
  /** The toggle whose next piece is a ghost (No Seki Go). */
  ghost: 'Ghost',
  undo: 'Undo',
};

export type PlayControlsWords = typeof words;
export default words;
