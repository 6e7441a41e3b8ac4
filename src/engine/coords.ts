/**
 * Move notation: GTP-style points (`D4`, `q16`), `pass`, `return` and `ghost:D4`.
 * Columns are the letters A-Z without I; row 1 is the bottom row.
 */
import type { Coord, PieceKind, PointMove } from './types.js';

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
  const name = pointNamesOf(width, height)[p];
  if (name === undefined) throw new RangeError(`no point ${p} on a ${width}x${height} board`);
  return name;
}

/** Every point's name by board index (see {@link formatIndex}), built once per board shape. */
export function pointNamesOf(width: number, height = width): readonly string[] {
  const key = width * 100 + height;
  let names = pointNames.get(key);
  if (!names) {
    names = Array.from({ length: width * height }, (_, q) => formatPoint(q % width, Math.floor(q / width), width, height));
    pointNames.set(key, names);
  }
  return names;
}

/** Point names by board shape: moves are named far more often than boards are made. */
const pointNames = new Map<number, readonly string[]>();

/** Reads one move token. Case and surrounding spaces do not matter. */
export function parseMove(text: string, width: number, height = width): ParsedMove | NotationError {
  const token = text.trim();
  // A point is at most three characters, none of them a word's: no need for a lower-case copy.
  const lower = token.length > 3 ? token.toLowerCase() : token;
  if (lower === 'pass') return { kind: 'pass' };
  if (lower === 'return') return { kind: 'return' };
  const ghost = lower.startsWith('ghost:');
  const point = readPoint(ghost ? token.slice(6) : token, width, height);
  if ('code' in point) return point;
  return { kind: 'place', x: point.x, y: point.y, piece: ghost ? 'ghost' : 'stone' };
}

/**
 * Reads a move given as a point (`{ x, y }`, 0-based from the top left, with an optional
 * `piece`): the same move as its notation, without the text.
 */
export function readPointMove(move: PointMove, width: number, height = width): ParsedMove | NotationError {
  const { x, y, piece = 'stone' } = move;
  if (Number.isInteger(x) && Number.isInteger(y) && (piece === 'stone' || piece === 'ghost')) {
    if (x >= 0 && x < width && y >= 0 && y < height) return { kind: 'place', x, y, piece };
    return { code: 'ERR_OFF_BOARD', message: `${describePoint(move)} is not a point on a ${width}x${height} board` };
  }
  const why = piece === 'stone' || piece === 'ghost' ? 'x and y must be whole numbers' : `piece must be 'stone' or 'ghost', not '${String(piece)}'`;
  return { code: 'ERR_MOVE_SYNTAX', message: `${describePoint(move)} is not a move: ${why}` };
}

/** Says that `text` names no point of a `width` x `height` board, quoting it: "'Z9' is not a point on a 9x9 board". */
export function notAPoint(text: unknown, width: number, height: number): string {
  return `'${String(text)}' is not a point on a ${width}x${height} board`;
}

/** A point move in words, as written in code: `{ x: 3, y: 15 }`. */
export function describePoint({ x, y }: Coord): string {
  return `{ x: ${String(x)}, y: ${String(y)} }`;
}

/** Writes a parsed move back in canonical form (`D4`, `ghost:D4`, `pass`, `return`). */
export function formatMove(move: ParsedMove, width: number, height = width): string {
  if (move.kind !== 'place') return move.kind;
  const point = formatPoint(move.x, move.y, width, height);
  return move.piece === 'ghost' ? `ghost:${point}` : point;
}

/**
 * Reads a point such as `D4`: a letter and one or two digits. From the character codes, with no
 * regular expression or new string: a replay reads a point per move.
 */
function readPoint(text: string, width: number, height: number): Coord | NotationError {
  const letter = text.charCodeAt(0) | 0x20; // lower case
  const digits = text.length - 1;
  let row = digits >= 1 && digits <= 2 ? 0 : -1;
  for (let i = 1; i <= digits && row >= 0; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    row = digit >= 0 && digit <= 9 ? row * 10 + digit : -1;
  }
  if (row < 0 || !(letter >= 0x61 && letter <= 0x7a)) {
    return {
      code: 'ERR_MOVE_SYNTAX',
      message: `'${text}' is not a move: write a point such as D4, or pass`,
    };
  }
  if (letter === 0x69) {
    return {
      code: 'ERR_MOVE_SYNTAX',
      message: `'${text}' is not a move: the column letter I is not used (columns go H, J, K)`,
    };
  }
  const x = letter - (letter > 0x69 ? 0x62 : 0x61);
  if (x >= width || row < 1 || row > height) {
    return { code: 'ERR_OFF_BOARD', message: notAPoint(text, width, height) };
  }
  return { x, y: height - row };
}
