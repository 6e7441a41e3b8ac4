/**
 * What the editor says of the board: each edit on a point, the crop, and the board's name in edit
 * mode. The players, a move, what stands on a point and whose turn it is are the entry's words
 * (`reader`: describe.ts, render/position-words.ts), as every mode says them.
 */

/** The board's name in edit mode, from these facts. */
export interface BoardFacts {
  /** The board as the reader's board names it: "Go board, 9 by 9". */
  board: string;
  /** The crop's lower left and upper right points, or `null` for the whole board. */
  crop: readonly [string, string] | null;
  moveNumber: number;
  /** Whose turn, as the reader's status says it: "Black to play". */
  toPlay: string;
  tool: string;
}

const words = {
  /** A setup tool put what a point now holds (`contents`, reader/position/) on it: "Black stone on 1 tile at D3". */
  placed: (contents: string, point: string) => `${contents.charAt(0).toUpperCase()}${contents.slice(1)} at ${point}`,
  erased: (point: string) => `${point} erased`,
  /** A mark, named by its tool, put on a point or taken off: "Triangle at C3", "Triangle at C3 removed". */
  mark: (mark: string, point: string, removed: boolean) => `${mark} at ${point}${removed ? ' removed' : ''}`,
  label: (label: string, point: string) => `Label ${label} at ${point}`,
  unlabelled: (point: string) => `Label at ${point} removed`,
  /** The crop's first corner chosen, said and shown as a hint. */
  cropFrom: (point: string) => `Crop from ${point}: choose the opposite corner`,
  cropHint: 'Crop: choose the opposite corner (Escape cancels).',
  cropCancelled: 'Crop cancelled',
  /** A crop made, from its lower left to its upper right point. */
  cropped: (from: string, to: string) => `Cropped to ${from} to ${to}`,
  /** The board's accessible name: "Tile Go board, 9 by 9, cropped to A1 to E5, move 2, Black to play, editing: black stone". */
  board: ({ board, crop, moveNumber, toPlay, tool }: BoardFacts) =>
    `${board}${crop ? `, cropped to ${crop[0]} to ${crop[1]}` : ''}, move ${moveNumber}, ${toPlay}, editing: ${tool.toLowerCase()}`,
  /** Several things said at once, in order. */
  sentences: (said: readonly string[]) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export type SaidWords = typeof words;
export default words;
