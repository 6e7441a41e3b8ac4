/**
 * What the editor says of the board: the players, a move, each edit on a point, the crop, and the
 * board's name in edit mode. A move's and a point's words are the editor's own, beside those of
 * describe.ts and render/position-words.ts, which the entry speaks.
 */
import type { Color, PointState } from '../../../../engine/types.js';
import type { MoveFacts } from '../../../describe.js';

/** What stands on a point: "black stone on 2 tiles", "white ghost", "empty". */
function contents({ color, ghost, marked, tiles }: PointState): string {
  const onTiles = tiles > 0 ? `${tiles} ${tiles === 1 ? 'tile' : 'tiles'}` : '';
  if (!color) return onTiles ? `empty, ${onTiles}` : 'empty';
  const piece = `${marked ? 'marked ' : ''}${color} ${ghost ? 'ghost' : 'stone'}`;
  return onTiles ? `${piece} on ${onTiles}` : piece;
}

const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The board's name in edit mode, from these facts. */
export interface BoardFacts {
  variant: string;
  width: number;
  height: number;
  /** The crop's lower left and upper right points, or `null` for the whole board. */
  crop: readonly [string, string] | null;
  moveNumber: number;
  toPlay: Color;
  tool: string;
}

const words = {
  players: { black: 'Black', white: 'White' } satisfies Record<Color, string>,
  /** Standard Go's name; the variants keep their English names in every language. */
  go: 'Go',
  /**
   * A move played: "Black D4, captures 2 stones", "White passes", "Black ghost D4", "Black
   * returns a prisoner". The editor's moves are played by the rules, never forced, so none is illegal.
   */
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }: MoveFacts): string => {
    const who = color === 'black' ? 'Black' : 'White';
    const what = move === 'pass' ? `${who} passes` : move === 'return' ? `${who} returns a prisoner` : move.startsWith('ghost:') ? `${who} ghost ${move.slice(6)}` : `${who} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? count(stones, 'stone') : '', capturedGhosts ? count(capturedGhosts, 'ghost') : ''].filter(Boolean).join(' and ');
    const effects = [tile ? 'tile placed' : '', captives ? `captures ${captives}` : '', flipped.length ? `flips ${count(flipped.length, 'stone')}` : '', marked.length ? `marks ${count(marked.length, 'stone')}` : ''];
    return [what, ...effects].filter(Boolean).join(', ');
  },
  /** A setup tool put `state` on a point: "Black stone on 1 tile at D3". */
  placed: (state: PointState, point: string) => {
    const text = contents(state);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)} at ${point}`;
  },
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
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }: BoardFacts) =>
    `${variant} board, ${width} by ${height}${crop ? `, cropped to ${crop[0]} to ${crop[1]}` : ''}, move ${moveNumber}, ${toPlay === 'black' ? 'Black' : 'White'} to play, editing: ${tool.toLowerCase()}`,
  /** Several things said at once, in order. */
  sentences: (said: readonly string[]) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export type SaidWords = typeof words;
export default words;
