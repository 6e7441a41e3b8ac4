/** The `puzzle` part and the live region while the reader explores the solution. */
const words = {
  heading: 'Solution',
  /** Why the solution shows: the reader solved the problem first, or not. */
  solved: 'You solved this one; here is the whole tree.',
  seen: 'Seen, so not solved this time.',
  /** "This line is ✓ right.": the words before and after the verdict. */
  line: { before: 'This line is ', after: '.' },
  /** At the problem's start (a sentence without its end). */
  start: 'The problem’s start',
  /** The group of step buttons, its buttons, and where the reader stands. */
  steps: 'Solution steps',
  previous: 'Previous step',
  next: 'Next step',
  step: (step: number, steps: number) => `Step ${step} of ${steps}`,
  /** The list of the variations from the node shown. */
  variations: 'Variations from here',
  /** A variation: its letter, and who plays what (describe.ts moveWords: "a: Black D6"); a variation without a move. */
  branch: (label: string, move: string) => `${label}: ${move}`,
  branchNoMove: (label: string) => `${label}: no move`,
  back: 'Back to the problem',
  said: {
    shown: 'Solution shown',
    shownUnsolved: 'Solution shown; this attempt counts as not solved',
    /** A step: "Step 2 of 3: Black D6, a right line". */
    step: (step: number, steps: number, move: string, verdict: 'right' | 'wrong') => `Step ${step} of ${steps}: ${move}, a ${verdict} line`,
    noMove: 'no move',
    /** The variations from the node shown, each "a: Black D6, right", joined by {@link separator}. */
    variations: (list: string) => `Variations: ${list}`,
    separator: '; ',
  },
};

export type SolutionWords = typeof words;
export default words;
