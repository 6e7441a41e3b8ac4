/** The `edit-lines` part's words: where the node shown stands in the tree of moves, the buttons, the verdicts, and what each did. */
import type { Verdict } from '../../../../editor/document.js';

const words = {
  /** The part's name, and the caption before the place. */
  lines: 'Lines',
  caption: 'Lines:',
  start: 'Start',
  back: 'Back',
  forward: 'Forward',
  nextVariation: 'Next variation',
  takeOut: 'Take out move',
  mainLine: 'Make main line',
  /** The verdict buttons' group, and the caption the eye reads before them. */
  verdicts: 'Verdict on the line to this move, for a puzzle',
  verdictCaption: 'For a puzzle, this line is',
  right: 'Right',
  wrong: 'Wrong',
  /** The pieces of the place after "Move 1, Black C7" (the reader's words): "variation 2 of 2, marked wrong, end of the line". */
  setup: 'Setup',
  variation: (n: number, of: number) => `variation ${n} of ${of}`,
  marked: (verdict: Verdict) => `marked ${verdict}`,
  end: 'end of the line',
  next: (moves: number) => (moves === 1 ? '1 move next' : `${moves} moves next`),
  place: (pieces: readonly string[]) => pieces.join(', '),
  /** What a button did, with the place then shown. */
  takenOut: (place: string) => `Move taken out. ${place}`,
  madeMain: (place: string) => `Main line. ${place}`,
  judged: (verdict: Verdict) => `Line marked ${verdict}`,
  unjudged: 'Verdict taken off',
};

export type LinesWords = typeof words;
export default words;
