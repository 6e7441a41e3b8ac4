import { numbersIn } from '../../numbers.js';

/** The `edit-fields` part's words: its labels, buttons and choices, a value it does not take, and what each change did. */
const words = {
  undo: 'Undo',
  redo: 'Redo',
  clear: 'Clear',
  wholeBoard: 'Whole board',
  title: 'Title',
  /** The comment's label, on the setup and on a move. */
  comment: 'Comment',
  commentOnMove: 'Comment on this move',
  toPlay: 'To play',
  komi: 'Komi',
  ko: 'Ko',
  scoring: 'Scoring',
  maxTiles: 'Tiles per point',
  variant: 'Variant',
  width: 'Width',
  height: 'Height',
  /** The values of the rule options, in their choices and when a change is said. */
  koRules: { basic: 'basic', positional: 'positional' },
  scorings: { 'prisoner-return': 'prisoner-return', standard: 'standard' },
  /** Tiles per point without a limit, as shown; the field takes it and `unlimited`. */
  unlimited: 'unlimited',
  /** A number with decimals as written, and as the Komi field shows it: "6.5" (the field takes a point or a comma). */
  decimal: numbersIn('en').plain,
  /** A value written in a field that it does not take, quoted. */
  notKomi: (text: string) => `Komi: '${text}' is not a number.`,
  notSize: (side: 'width' | 'height', text: string) => `Board ${side}: '${text}' is not a whole number.`,
  notTiles: (text: string) => `Tiles per point: '${text}' is not a whole number of at least 1 or 'unlimited'.`,
  /** What a change did, announced. */
  /** A rule option changed, named by its label, to a value (`null`: back to the variant's default): "Komi 5", "Ko default". */
  ruleChanged: (name: string, value: string | null) => `${name} ${value ?? 'default'}`,
  /** Several options changed at once. */
  rulesChanged: (changes: readonly string[]) => changes.join(', '),
  titled: (title: string) => `Title: ${title}`,
  untitled: 'Title removed',
  commented: 'Comment changed',
  uncommented: 'Comment removed',
  cleared: 'Board cleared',
  undone: 'Undone',
  redone: 'Redone',
  wholeBoardShown: 'Whole board shown',
  /** A new variant or size: "Tile Go board, 9 by 9". */
  boardChanged: (variant: string, width: number, height: number) => `${variant} board, ${width} by ${height}`,
  /** The new variant's rules could not be loaded; `reason` is the browser's, in brackets, or empty. */
  rulesNotLoaded: (variant: string, reason: string) => `The board could not load the rules of ${variant}${reason}.`,
};

export type FieldsWords = typeof words;
export default words;
