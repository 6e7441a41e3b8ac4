/** The R key's words (position-reading.ts): the position row by row; what stands on a point is the position's words. */
const words = {
  /** What stands at a column of a row: "D black stone". */
  column: (column: string, contents: string) => `${column} ${contents}`,
  /** A row and what stands in it: "Row 16: D black stone, Q white stone on 1 tile." */
  row: (row: number, contents: readonly string[]) => `Row ${row}: ${contents.join(', ')}.`,
  /** A run of empty rows, said once, top row first: "Rows 15 to 1: empty.", "Row 19: empty." */
  empty: (from: number, to: number) => `${from === to ? `Row ${from}` : `Rows ${from} to ${to}`}: empty.`,
};

export type ReadingWords = typeof words;
export default words;
