/**
 * A position as plain text for a terminal: the board with coordinates, then the last move, the
 * player to move, prisoners, rule notes and the result. The characters are listed in
 * docs/cli.md; {@link BOARD_CHARACTERS} is their single source.
 */
import { COLUMN_LETTERS, VARIANTS, formatPoint } from '../engine/index.js';
import type { Coord, PointState, PositionView } from '../engine/types.js';
import { GHOST, MARKED } from '../formats/diagram-chars.js';
import { starPoints } from '../engine/star-points.js';

/**
 * Every character the text board uses, by meaning. Pieces are written as in `$$` diagrams
 * (src/formats/diagram-chars.ts), so one set of characters serves both; tile heights, which
 * a diagram writes apart, follow the piece as a digit.
 */
export const BOARD_CHARACTERS = {
  empty: '.',
  star: ',',
  blackStone: 'X',
  whiteStone: 'O',
  /** No Seki Go ghosts. */
  blackGhost: GHOST.black,
  whiteGhost: GHOST.white,
  /** Paper and Pencil Go marked stones. */
  blackMarked: MARKED.black,
  whiteMarked: MARKED.white,
  /** Before the point of the last move. */
  lastMove: '>',
  /** After a point whose tile stack is 10 or higher (1-9 are written as digits). */
  manyTiles: '*',
} as const;

/** Extra lines for {@link formatTextBoard}. */
export interface TextBoardOptions {
  /** First line, e.g. the file name and the rules. */
  title?: string;
  /** Lines printed after the title (game information). */
  info?: string[];
  /** The comment of the shown node. */
  comment?: string;
}

/** The character of one point. */
export function pointCharacter(state: PointState, star: boolean): string {
  const c = BOARD_CHARACTERS;
  if (state.color === 'black') return state.ghost ? c.blackGhost : state.marked ? c.blackMarked : c.blackStone;
  if (state.color === 'white') return state.ghost ? c.whiteGhost : state.marked ? c.whiteMarked : c.whiteStone;
  return star ? c.star : c.empty;
}

/** Writes the board and what a player needs to know about the position. Ends with a newline. */
export function formatTextBoard(view: PositionView, options: TextBoardOptions = {}): string {
  const { width, height } = view;
  const tiles = VARIANTS[view.variant].pointState.includes('tiles');
  const stars = new Set(starPoints(width, height).map((c) => c.y * width + c.x));
  const last = view.lastMove?.point ?? null;
  const rowLabel = String(height).length;

  const out: string[] = [];
  if (options.title) out.push(options.title);
  if (options.info) out.push(...options.info);
  if (out.length > 0) out.push('');

  const cell = tiles ? 3 : 2;
  const header = `${' '.repeat(rowLabel + 1)}${Array.from({ length: width }, (_, x) => ` ${COLUMN_LETTERS[x]}`.padEnd(cell)).join('')}`.trimEnd();
  out.push(header);
  for (let y = 0; y < height; y++) {
    let row = `${String(height - y).padStart(rowLabel)} `;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const state = view.points[p]!;
      row += last && last.x === x && last.y === y ? BOARD_CHARACTERS.lastMove : ' ';
      row += pointCharacter(state, stars.has(p));
      if (tiles) row += state.tiles === 0 ? ' ' : state.tiles > 9 ? BOARD_CHARACTERS.manyTiles : String(state.tiles);
    }
    out.push(`${row.trimEnd()}  ${height - y}`);
  }
  out.push(header);
  out.push('');

  const name = (c: Coord): string => formatPoint(c.x, c.y, width, height);
  const player = (color: 'black' | 'white'): string => (color === 'black' ? 'Black' : 'White');
  if (view.lastMove) {
    const m = view.lastMove;
    const done: string[] = [];
    if (m.captured.length > 0) done.push(`captured ${m.captured.map(name).join(' ')}`);
    if (m.flipped.length > 0) done.push(`flipped ${m.flipped.map(name).join(' ')}`);
    if (m.marked.length > 0) done.push(`marked ${m.marked.map(name).join(' ')}`);
    if (m.illegal) done.push(`illegal move: ${m.illegal.message}`);
    out.push(`Move ${view.moveNumber}: ${player(m.color)} ${m.move}${done.length > 0 ? ` (${done.join('; ')})` : ''}`);
  } else {
    out.push(`Move ${view.moveNumber}`);
  }
  out.push(`Prisoners: Black ${view.prisoners.black}, White ${view.prisoners.white}`);
  if (view.result) {
    out.push(`Result: ${view.result.summary} (${view.result.reason})`);
  } else {
    out.push(`To play: ${player(view.toPlay)}`);
  }
  for (const note of view.notes) out.push(`Note: ${note.text}`);
  if (options.comment !== undefined && options.comment.trim() !== '') {
    out.push(`Comment: ${options.comment.trim().split(/\r\n|\n|\r/).join('\n         ')}`);
  }
  return `${out.join('\n')}\n`;
}
