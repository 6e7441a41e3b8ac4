/** The `collection` part: the navigator of a set of problems, and what the live region says of it. */
const words = {
  /** The navigator, and its list of problems. */
  navigator: 'Problems',
  list: 'Problem',
  previous: 'Previous',
  next: 'Next',
  /** Each problem's progress, after its sign (✓ solved, ✗ failed). */
  progress: { solved: 'solved', failed: 'failed', 'not-tried': 'not tried' },
  /** A problem in the list: "3 of 40: ✓ solved". */
  option: (game: number, count: number, progress: string) => `${game} of ${count}: ${progress}`,
  /** How many are solved: "12 of 40 solved". */
  tally: (solved: number, count: number) => `${solved} of ${count} solved`,
  /** Another problem shown: "Problem 3 of 40, not tried". */
  said: (game: number, count: number, progress: string) => `Problem ${game} of ${count}, ${progress}`,
};

export type CollectionWords = typeof words;
export default words;
