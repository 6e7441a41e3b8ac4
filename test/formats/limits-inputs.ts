/**
 * The large and deep inputs of the limits guarantees (docs/reliability.md), built in memory so
 * that no big fixture is committed: a long legal game, a 10 MB SGF, 100,000 nodes, variations
 * nested 10,000 deep in both shapes. Shared by the node tests, the element tests and
 * scripts/limits-check.mjs. DOM-free.
 */
import { createGame, parsePoint } from '../../src/engine/index.js';
import { coordToSgfPoint } from '../../src/formats/sgf-points.js';
import { seededRandom } from '../seeded-random.js';


/**
 * `count` moves of a legal Go game on a `size` board (`'D4'`, `'pass'`): random points the rules
 * accept, eyes filled too, so that groups keep being captured and the game never runs out of
 * room. A player who finds no move in a few tries passes; after two passes the next stone
 * resumes the game.
 */
export function legalMoves(count: number, size = 19, seed = 7): string[] {
  const random = seededRandom(seed);
  const game = createGame({ variant: 'go', size });
  const moves: string[] = [];
  while (moves.length < count) {
    let played: string | null = null;
    for (let tries = 0; tries < 20 && !played; tries++) {
      const result = game.play({ x: Math.floor(random() * size), y: Math.floor(random() * size) });
      if (result.ok) played = result.move;
    }
    moves.push(played ?? (game.play('pass'), 'pass'));
  }
  return moves;
}

/** A move in SGF: `B[dd]`, `W[]` for a pass. */
function sgfMove(move: string, index: number, size: number): string {
  const point = move === 'pass' ? null : parsePoint(move, size, size);
  return `${index % 2 === 0 ? 'B' : 'W'}[${point ? coordToSgfPoint(point) : ''}]`;
}

/** An SGF whose main line is `moves`, each node followed by `extra` (a comment, say). */
export function mainLineSgf(moves: readonly string[], size = 19, extra = ''): string {
  const nodes = moves.map((move, i) => `;${sgfMove(move, i, size)}${extra}`);
  return `(;GM[1]FF[4]SZ[${size}]${nodes.join('')})`;
}

/** An SGF of at least `bytes` characters: a legal main line whose nodes carry long comments. */
export function bigSgf(bytes: number): string {
  const moves = legalMoves(2000);
  const comment = `C[${'A long comment, as pasted from a forum. '.repeat(Math.ceil(bytes / moves.length / 40))}]`;
  return mainLineSgf(moves, 19, comment);
}

/** An SGF whose root has `count` variations, each a legal line of `length` moves (a different game each). */
export function wideSgf(count: number, length = 1): string {
  const branches = Array.from({ length: count }, (_, i) => {
    const line = legalMoves(length, 19, i + 1).map((move, j) => `;${sgfMove(move, j, 19)}`);
    return `(${line.join('')})`;
  });
  return `(;GM[1]FF[4]SZ[19]${branches.join('')})`;
}

/** `(;B[..](;W[..](;B[..]...)))`: each move of `moves` alone in a variation inside the one before. */
export function nestedSgf(moves: readonly string[]): string {
  const open = moves.map((move, i) => `(;${sgfMove(move, i, 19)}`).join('');
  return `(;GM[1]FF[4]SZ[19]${open}${')'.repeat(moves.length)})`;
}

/**
 * `;B[..](;W[x])(;W[..](;B[x])(;B[..](...` : each move of `moves` is the second of two
 * variations, the first a one-move side line (the next move's point, played by the other side).
 */
export function ladderSgf(moves: readonly string[]): string {
  const parts = moves.map((move, i) => {
    const side = moves[i + 1] ?? move;
    return `(;${sgfMove(side, i, 19)})(;${sgfMove(move, i, 19)}`;
  });
  return `(;GM[1]FF[4]SZ[19]${parts.join('')}${')'.repeat(moves.length)})`;
}
