/**
 * Test helpers: positions written as small diagrams, one row per line, top row first.
 * `X` black stone, `O` white stone, `.` empty; spaces are ignored.
 * {@link diagramOf} also writes `x` and `o` for marked black and white stones (Paper and Pencil
 * Go); diagrams given to {@link gameFrom} cannot hold them, since marks only arise from play.
 */
import { createGame, formatPoint, type Game, type GameOptions, type MoveErrorCode, type MoveResult, type RefusalFacts } from '../../src/engine/index.js';

/** The rows of a diagram, trimmed, blank lines dropped. */
function rows(diagram: string): string[] {
  return diagram
    .split('\n')
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line.length > 0);
}

/** Start stones of a diagram in move notation. */
export function setupOf(diagram: string): { size: number; black: string[]; white: string[] } {
  const lines = rows(diagram);
  const size = lines.length;
  const black: string[] = [];
  const white: string[] = [];
  lines.forEach((line, y) => {
    if (line.length !== size) throw new Error(`diagram row ${y + 1} has ${line.length} points, not ${size}`);
    [...line].forEach((ch, x) => {
      if (ch === 'X') black.push(formatPoint(x, y, size));
      else if (ch === 'O') white.push(formatPoint(x, y, size));
      else if (ch !== '.') throw new Error(`unknown diagram character '${ch}'`);
    });
  });
  return { size, black, white };
}

/** A game starting from a diagram. */
export function gameFrom(
  diagram: string,
  options: Omit<GameOptions, 'size' | 'setup' | 'variant'> & { variant?: GameOptions['variant']; toPlay?: 'black' | 'white' } = {},
): Game {
  const { size, black, white } = setupOf(diagram);
  const { toPlay = 'black', variant = 'go', ...rest } = options;
  return createGame({ variant, size, ...rest, setup: { black, white, toPlay } });
}

/** The shown position as a diagram in the same notation. */
export function diagramOf(game: Game): string {
  const view = game.view();
  const out: string[] = [];
  for (let y = 0; y < view.height; y++) {
    let line = '';
    for (let x = 0; x < view.width; x++) {
      const point = view.points[y * view.width + x]!;
      const stone = point.color === 'black' ? 'X' : point.color === 'white' ? 'O' : '.';
      line += point.marked ? stone.toLowerCase() : stone;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Normalises a diagram for comparison with {@link diagramOf}. */
export function normalise(diagram: string): string {
  return rows(diagram).join('\n');
}

/** Plays moves that must all be legal; fails with the first refusal. */
export function playAll(game: Game, moves: string): void {
  for (const move of moves.split(/\s+/).filter(Boolean)) {
    const result = game.play(move);
    if (!result.ok) throw new Error(`${move} refused: ${result.message}`);
  }
}

/** The refusal code of a move result, or null when the move was accepted. */
export function codeOf(result: MoveResult): MoveErrorCode | null {
  return result.ok ? null : result.code;
}

/** What a board words a refusal from: its code, reason and the point it names (the last two absent where the code says it all); null when the move was accepted. */
export function refusalOf(result: MoveResult): RefusalFacts | null {
  if (result.ok) return null;
  const { code, reason, at } = result;
  return { code, ...(reason && { reason }), ...(at && { at }) };
}
