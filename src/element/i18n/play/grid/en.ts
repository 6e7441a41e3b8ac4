/** The names of the grid's rows and cells (grid-cells.ts, point-name.ts), and the loupe's button (loupe.ts). */
const words = {
  /** A row of the grid, named by its number as drawn. */
  row: (row: number) => `row ${row}`,
  /** What a point's name adds to its contents: the side an empty point counts for once scored, the last move, a stone the last move flipped (Loose). */
  countsFor: (player: string) => `counts for ${player}`,
  lastMove: 'last move',
  justFlipped: 'just flipped',
  /** A point's name, its parts joined: "D4, black stone on 2 tiles, last move". */
  point: (parts: readonly string[]) => parts.join(', '),
  /** The loupe's button, and the one that stands in for it when it cannot be loaded: "Play D4", "Play ghost D4". */
  play: (point: string, ghost: boolean) => `Play ${ghost ? 'ghost ' : ''}${point}`,
  /** A tap chose `point`, which the loupe's `button` (its name, {@link words.play}) plays: "C3 chosen: the Play C3 button plays it." */
  chosen: (point: string, button: string) => `${point} chosen: the ${button} button plays it.`,
};

export type GridWords = typeof words;
export default words;
