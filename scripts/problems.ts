// The demo's problem collection read as games: each tree's start, and every line of its
// solution tree played under standard Go. Shared by the collection's checker
// (scripts/check-problems.ts) and its test (test/scripts/problems.test.ts).
import { readFileSync } from 'node:fs';
import { createGame, formatPoint, type Color, type Game } from '../src/engine/index.js';
import { parseSgf, type SgfNode } from '../src/formats/sgf.js';
import { sgfPointToCoord } from '../src/formats/sgf-points.js';
import { nodeMove } from '../src/formats/node-move.js';

export const COLLECTION = new URL('../demo/public/problems/basics.sgf', import.meta.url);

/** One problem of the collection: its tree, name and board. */
export interface Problem {
  /** 1-based place in the collection, as the element's `game` counts. */
  index: number;
  name: string;
  root: SgfNode;
  size: number;
}

/** A line of a solution tree, root to leaf: its nodes in order (the root first). */
export type Line = readonly SgfNode[];

/** Every tree of the collection; throws on a text that does not parse. */
export function readProblems(text = readFileSync(COLLECTION, 'utf8')): Problem[] {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(`${parsed.error.code} at ${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`);
  return parsed.trees.map((root, i) => ({
    index: i + 1,
    name: root.props.GN?.[0] ?? `(tree ${i + 1} has no GN)`,
    root,
    size: Number(root.props.SZ?.[0] ?? 19),
  }));
}

/** The side to move at the root: `PL`, else the first move's colour. */
export function posedFor(root: SgfNode): Color {
  const pl = root.props.PL?.[0]?.toUpperCase();
  if (pl) return pl.startsWith('W') ? 'white' : 'black';
  return root.children[0]?.props.W ? 'white' : 'black';
}

/** The move notation (`'D4'`) of an SGF point. */
export function pointName(value: string, size: number): string {
  const coord = sgfPointToCoord(value);
  if (!coord || coord.x >= size || coord.y >= size) throw new Error(`'${value}' is not a point on a ${size}x${size} board`);
  return formatPoint(coord.x, coord.y, size);
}

/** The problem's start: its `AB`/`AW` stones, the posed side to move. */
export function startGame(problem: Problem): Game {
  const { root, size } = problem;
  const names = (id: string) => (root.props[id] ?? []).map((value) => pointName(value, size));
  return createGame({ variant: 'go', size, setup: { black: names('AB'), white: names('AW'), toPlay: posedFor(root) } });
}

/** Every line of the tree, root to leaf. */
export function linesOf(root: SgfNode): Line[] {
  const lines: Line[] = [];
  const walk = (node: SgfNode, line: SgfNode[]) => {
    const here = [...line, node];
    if (node.children.length === 0) lines.push(here);
    for (const child of node.children) walk(child, here);
  };
  walk(root, []);
  return lines;
}

/**
 * Plays `line` from the problem's start. Returns the game at the line's end, or what is wrong:
 * a move out of turn or one the rules refuse, named by its place in the line.
 */
export function playLine(problem: Problem, line: Line): { ok: true; game: Game } | { ok: false; message: string } {
  const game = startGame(problem);
  for (const [depth, node] of line.entries()) {
    const played = nodeMove(node, problem.size, problem.size);
    if (!played) continue;
    if (played.color !== game.toPlay) return { ok: false, message: `move ${depth} (${played.move}) is ${played.color}'s, but ${game.toPlay} is to play` };
    const result = game.play(played.move);
    if (!result.ok) return { ok: false, message: `move ${depth} (${played.color} ${played.move}) is refused: ${result.message}` };
  }
  return { ok: true, game };
}

/** A line written as its moves: `B C17, W D18`. */
export function describeLine(line: Line, size: number): string {
  return line
    .map((node) => nodeMove(node, size, size))
    .filter((move) => move !== null)
    .map(({ color, move }) => `${color === 'black' ? 'B' : 'W'} ${move}`)
    .join(', ');
}
