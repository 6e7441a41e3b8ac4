/**
 * Move notation: GTP-style points (`D4`, `q16`), `pass`, `return` and `ghost:D4`.
 * Columns are the letters A-Z without I; row 1 is the bottom row.
 */
import type { Coord, PieceKind } from './types.js';

/** Column letters in board order; I is skipped so it cannot be mistaken for J or 1. */
export const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The largest board the notation can name. */
export const MAX_SIZE = COLUMN_LETTERS.length;

/** A move read from its notation, before any rule looked at it. */
export type ParsedMove =
  | { kind: 'pass' }
  | { kind: 'return' }
  | { kind: 'place'; x: number; y: number; piece: PieceKind };

/** Why a move's text could not be read. */
export interface NotationError {
  code: 'ERR_MOVE_SYNTAX' | 'ERR_OFF_BOARD';
  message: string;
}

const POINT = /^([a-z])(\d{1,2})$/i;

/**
 * Reads a point such as `D4` on a board `width` columns wide and `height` rows high.
 * Returns `null` when the text is not a point of that board.
 */
export function parsePoint(text: string, width: number, height = width): Coord | null {
  const read = readPoint(text.trim(), width, height);
  return 'code' in read ? null : read;
}

/** Writes the point at column `x` and row `y` (0-based, `y` from the top) as `D4`. */
export function formatPoint(x: number, y: number, width: number, height = width): string {
  if (x < 0 || x >= width || y < 0 || y >= height || x >= MAX_SIZE) {
    throw new RangeError(`no point (${x}, ${y}) on a ${width}x${height} board`);
  }
  return `${COLUMN_LETTERS[x]}${height - y}`;
}

/**
 * Writes the point at board index `p` (row-major from the top left: `y * width + x`, as boards
 * and views store points) as `D4`.
 */
export function formatIndex(p: number, width: number, height = width): string {
  return formatPoint(p % width, Math.floor(p / width), width, height);
}

/** Reads one move token. Case and surrounding spaces do not matter. */
export function parseMove(text: string, width: number, height = width): ParsedMove | NotationError {
  const token = text.trim();
  const lower = token.toLowerCase();
  if (lower === 'pass') return { kind: 'pass' };
  if (lower === 'return') return { kind: 'return' };
  const ghost = lower.startsWith('ghost:');
  const point = readPoint(ghost ? token.slice(6) : token, width, height);
  if ('code' in point) return point;
  return { kind: 'place', x: point.x, y: point.y, piece: ghost ? 'ghost' : 'stone' };
}

/** Writes a parsed move back in canonical form (`D4`, `ghost:D4`, `pass`, `return`). */
export function formatMove(move: ParsedMove, width: number, height = width): string {
  if (move.kind !== 'place') return move.kind;
  const point = formatPoint(move.x, move.y, width, height);
  return move.piece === 'ghost' ? `ghost:${point}` : point;
}

function readPoint(text: string, width: number, height: number): Coord | NotationError {
  const match = POINT.exec(text);
  if (!match) {
    return {
      code: 'ERR_MOVE_SYNTAX',
      message: `'${text}' is not a move: write a point such as D4, or pass`,
    };
  }
  const letter = match[1]!.toUpperCase();
  if (letter === 'I') {
    return {
      code: 'ERR_MOVE_SYNTAX',
      message: `'${text}' is not a move: the column letter I is not used (columns go H, J, K)`,
    };
  }
  const x = COLUMN_LETTERS.indexOf(letter);
  const row = Number(match[2]);
  if (x >= width || row < 1 || row > height) {
    return {
      code: 'ERR_OFF_BOARD',
      message: `'${text}' is not a point on a ${width}x${height} board`,
    };
  }
  return { x, y: height - row };
}
