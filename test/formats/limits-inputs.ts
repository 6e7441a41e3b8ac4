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

/** The shape of {@link josekiSgf}'s dictionary. */
export interface JosekiShape {
  /** Nodes under the root, all lines together. */
  nodes: number;
  /** First moves: the root's variations. */
  firstMoves: number;
  /** The longest line, in moves. */
  depth: number;
  seed: number;
}

/** Kogo's Joseki Dictionary as far as its size goes: 1.3 MB, about 70,000 nodes, 100 first moves, lines up to 40 moves. */
export const KOGO_SHAPE: JosekiShape = { nodes: 70_000, firstMoves: 100, depth: 40, seed: 11 };

const JOSEKI_WORDS = ['joseki', 'RIGHT', 'Black is thick.', 'White gets sente.', 'This is a trick play.', 'Dia.', 'A is also possible.', 'tenuki', 'An old pattern; rarely seen today.', 'White is overconcentrated.'];

/**
 * An SGF of the shape of a joseki dictionary (Kogo's, by default): a root with a long comment
 * and `shape.firstMoves` variations, each a subtree of legal moves in the upper right corner
 * that branches widely near its start and narrows with depth, `shape.depth` moves at most;
 * about a quarter of the nodes have a comment, some have `LB` labels or `TR` marks, as
 * dictionaries mark their alternatives. Siblings hold different moves. Exactly `shape.nodes`
 * nodes under the root when the depth allows them.
 */
export function josekiSgf(shape: JosekiShape = KOGO_SHAPE): string {
  const random = seededRandom(shape.seed);
  const game = createGame({ variant: 'go', size: 19 });
  const corner = (): { x: number; y: number } => ({ x: 8 + Math.floor(random() * 11), y: Math.floor(random() * 11) });
  /** Up to `count` different legal moves in the corner for the side to play. */
  const replies = (count: number): { x: number; y: number }[] => {
    const found = new Map<string, { x: number; y: number }>();
    for (let tries = 0; found.size < count && tries < count * 20; tries++) {
      const point = corner();
      const key = `${point.x},${point.y}`;
      if (!found.has(key) && game.check(point).ok) found.set(key, point);
    }
    return [...found.values()];
  };
  const extras = (point: { x: number; y: number }): string => {
    let text = '';
    const roll = random();
    if (roll < 0.25) text += `C[${JOSEKI_WORDS[Math.floor(random() * JOSEKI_WORDS.length)]} ${JOSEKI_WORDS[Math.floor(random() * JOSEKI_WORDS.length)]}]`;
    if (roll > 0.9) {
      const labels = replies(1 + Math.floor(random() * 4)).map((p, i) => `[${coordToSgfPoint(p)}:${String.fromCharCode(0x41 + i)}]`);
      if (labels.length > 0) text += `LB${labels.join('')}`;
    }
    if (roll > 0.97) text += `TR[${coordToSgfPoint(point)}]`;
    return text;
  };
  // Depth-first with an explicit stack: each entry is a node still to write, with the nodes its subtree may hold.
  type Pending = { point: { x: number; y: number } | null; budget: number; depth: number; close: number };
  const out: string[] = [`(;GM[1]FF[4]CA[UTF-8]SZ[19]GN[A joseki dictionary]C[${'An introduction to the dictionary, its marks and its sources. '.repeat(40)}]`];
  const stack: Pending[] = [{ point: null, budget: shape.nodes, depth: 0, close: 0 }];
  while (stack.length > 0) {
    const { point, budget, depth, close } = stack.pop()!;
    if (point) {
      const color = game.toPlay === 'black' ? 'B' : 'W';
      game.play(point);
      out.push(`(;${color}[${coordToSgfPoint(point)}]${extras(point)}`);
    }
    const room = shape.depth - depth;
    const wanted = depth === 0 ? shape.firstMoves : Math.max(Math.ceil(budget / room), random() < 0.8 ? 1 : 2 + Math.floor(random() * 4));
    const children = budget > 0 && room > 0 ? replies(Math.min(wanted, budget)) : [];
    if (children.length === 0) {
      // A leaf: close it and every variation that ends with it, undoing their moves.
      out.push(')'.repeat(close + (point ? 1 : 0)));
      for (let i = 0; i < close + (point ? 1 : 0); i++) game.undo();
      continue;
    }
    // The budget left after the children themselves, shared unevenly: the first line gets most.
    const left = budget - children.length;
    const shares = children.map(() => random() ** 2);
    const total = shares.reduce((a, b) => a + b, 0);
    const budgets = shares.map((share) => Math.floor((left * share) / total));
    budgets[0]! += left - budgets.reduce((a, b) => a + b, 0);
    // Pushed last-first, so the first child is written first; the last one written closes this node's variation.
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ point: children[i]!, budget: budgets[i]!, depth: depth + 1, close: i === children.length - 1 ? close + (point ? 1 : 0) : 0 });
    }
  }
  out.push(')');
  return out.join('');
}

/**
 * A short game whose text is mostly one long value: `property` (`C`, `N`, `LB`... on the second
 * move's node, `GN`, `PB`... on the root) holding `chars` characters of prose, so that the whole
 * SGF stays just within a length. The board shows the last move; one step back shows the long value.
 */
export function longValueSgf(property: string, chars: number): string {
  const prose = 'A long text, as pasted from a forum, with words and spaces. '.repeat(Math.ceil(chars / 60)).slice(0, chars);
  const value = property === 'LB' ? `dd:${prose}` : prose;
  const onRoot = !['C', 'N', 'LB'].includes(property);
  return `(;GM[1]FF[4]SZ[19]${onRoot ? `${property}[${value}]` : ''};B[pd];W[dd]${onRoot ? '' : `${property}[${value}]`};B[pp])`;
}

/**
 * Empty nodes (`;`) as 400 variations of the root, each a line of 501: 200,401 nodes in all, none
 * past the variation or line limits, so that only their count goes past the node limit (at node
 * 200,001, the 101st of the last variation).
 */
export function manyNodesSgf(): string {
  return `(;${`(${';'.repeat(501)})`.repeat(400)})`;
}
