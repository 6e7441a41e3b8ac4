#!/usr/bin/env node
// Checks the demo's problem collection (demo/public/problems/basics.sgf) against the rules, not only
// against its own tree:
//
//   node --import tsx scripts/check-problems.ts
//
// - every line of every tree is legal under standard Go;
// - a capture problem: each first move the tree judges right captures one of the goal's stones
//   against every defence in the problem's region (the stones and moves of its tree, one line
//   around), within as many moves as the tree's longest right line; each first move it judges
//   wrong does not, whatever the attacker tries in the region in as many moves;
// - a life-and-death problem: each line ends as the judging says: the group has two eyes at the
//   end of a line that lives (right for "live", wrong for "kill"), fewer at the end of one that dies.
// Prints each problem's faults (the line or first move, and what is wrong) and exits 1 if any has one.
// test/scripts/problems.test.ts runs the same checks.
import { pathToFileURL } from 'node:url';
import { formatPoint, type Color, type Coord, type Game } from '../src/engine/index.js';
import { firstRightMove, leadsToSolution, moveColor, outcomeAt } from '../src/formats/problem-judging.js';
import type { SgfNode } from '../src/formats/sgf.js';
import { sgfPointToCoord } from '../src/formats/sgf-points.js';
import { nodeMove } from '../src/formats/node-move.js';
import { describeLine, linesOf, playLine, posedFor, readProblems, startGame, type Problem } from './problems.js';

/** What each problem asks, by its `GN`; its points are SGF points as in the file. */
type Goal =
  /** Capture any one of these stones. */
  | { kind: 'capture'; stones: readonly string[] }
  /** The group on this point, the reader's, lives with two eyes. */
  | { kind: 'live'; group: string }
  /** The group on this point, the other side's, is left with fewer than two eyes. */
  | { kind: 'kill'; group: string };

const GOALS: Readonly<Record<string, Goal>> = {
  'Atari toward the edge': { kind: 'capture', stones: ['lr'] },
  'Two stones on the first line': { kind: 'capture', stones: ['es'] },
  'Double atari': { kind: 'capture', stones: ['ii', 'ki'] },
  'Capture the cutting stone': { kind: 'capture', stones: ['ii'] },
  'Cut and capture': { kind: 'capture', stones: ['ml', 'nm'] },
  'Ladder along the edge': { kind: 'capture', stones: ['ic'] },
  'Ladder against the side': { kind: 'capture', stones: ['ci'] },
  'Net': { kind: 'capture', stones: ['lh'] },
  'Snapback': { kind: 'capture', stones: ['la', 'lb'] },
  'Snapback on the side': { kind: 'capture', stones: ['ak', 'bk'] },
  'Stones on the first line': { kind: 'capture', stones: ['se'] },
  'Live: straight three': { kind: 'live', group: 'mb' },
  'Kill: straight three': { kind: 'kill', group: 'sb' },
  'Live: bent three': { kind: 'live', group: 'cr' },
  'Kill: bent three': { kind: 'kill', group: 'qr' },
  'Kill: bent three on the side': { kind: 'kill', group: 'bn' },
  'Live: bent three on the side': { kind: 'live', group: 'rh' },
  'Live: pyramid four': { kind: 'live', group: 'db' },
  'Kill: pyramid four': { kind: 'kill', group: 'hs' },
  'Live: bulky five': { kind: 'live', group: 'da' },
  'Kill: bulky five': { kind: 'kill', group: 'ps' },
  'Kill: flower five': { kind: 'kill', group: 'ls' },
  'Throw-in': { kind: 'capture', stones: ['ba'] },
  'Squeeze': { kind: 'capture', stones: ['ab'] },
};

const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');
const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

function neighbours({ x, y }: Coord, size: number): Coord[] {
  return NEIGHBOURS.map(([dx, dy]) => ({ x: x + dx, y: y + dy })).filter((p) => p.x >= 0 && p.y >= 0 && p.x < size && p.y < size);
}

function coordOf(value: string): Coord {
  const coord = sgfPointToCoord(value);
  if (!coord) throw new Error(`'${value}' is not an SGF point`);
  return coord;
}

/** The chain holding `at` and its liberties (empty, when `at` is empty). */
function chainAt(game: Game, at: Coord): { stones: Coord[]; liberties: Coord[] } {
  const size = game.width;
  const color = game.colorAt(at.x, at.y);
  if (!color) return { stones: [], liberties: [] };
  const seen = new Set([at.y * size + at.x]);
  const stones = [at];
  const liberties = new Map<number, Coord>();
  for (let i = 0; i < stones.length; i++) {
    for (const next of neighbours(stones[i]!, size)) {
      const key = next.y * size + next.x;
      const there = game.colorAt(next.x, next.y);
      if (there === null) liberties.set(key, next);
      else if (there === color && !seen.has(key)) {
        seen.add(key);
        stones.push(next);
      }
    }
  }
  return { stones, liberties: [...liberties.values()] };
}

/** The points a search plays on: the box round the tree's stones and moves, one line wider, on the board. */
function regionOf(problem: Problem): Coord[] {
  const points: Coord[] = [];
  const visit = (node: SgfNode) => {
    for (const id of ['AB', 'AW', 'B', 'W']) for (const value of node.props[id] ?? []) points.push(coordOf(value));
    node.children.forEach(visit);
  };
  visit(problem.root);
  const last = problem.size - 1;
  const [x0, x1, y0, y1] = [
    Math.max(0, Math.min(...points.map((p) => p.x)) - 1),
    Math.min(last, Math.max(...points.map((p) => p.x)) + 1),
    Math.max(0, Math.min(...points.map((p) => p.y)) - 1),
    Math.min(last, Math.max(...points.map((p) => p.y)) + 1),
  ];
  const region: Coord[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) region.push({ x, y });
  return region;
}

/** A capture search on one problem: the attacker to capture any of `targets` (the defender's stones). */
class CaptureSearch {
  private readonly size: number;

  constructor(
    private readonly game: Game,
    private readonly targets: readonly Coord[],
    private readonly defender: Color,
    private readonly region: readonly Coord[],
  ) {
    this.size = game.width;
  }

  captured(): boolean {
    return this.targets.some((t) => this.game.colorAt(t.x, t.y) !== this.defender);
  }

  /** The attacker, to move, captures within `left` moves against every defence. */
  attackerWins(left: number): boolean {
    if (left === 0) return false;
    const chains = this.targets.map((t) => chainAt(this.game, t));
    // Each attacker move takes at most one liberty from a chain.
    if (Math.min(...chains.map((c) => c.liberties.length)) > left) return false;
    const first = chains.flatMap((c) => c.liberties);
    const rest = this.region.filter((p) => !first.some((f) => f.x === p.x && f.y === p.y));
    for (const move of [...first, ...rest]) {
      if (!this.game.play(this.name(move)).ok) continue;
      const won = this.captured() || this.defenceFails(left - 1);
      this.game.undo();
      if (won) return true;
    }
    return false;
  }

  /** Every defence (a move in the region, or a pass), the defender to move, loses within `left` attacker moves. */
  defenceFails(left: number): boolean {
    for (const move of [...this.region.map((p) => this.name(p)), 'pass']) {
      if (!this.game.play(move).ok) continue;
      const lost = this.attackerWins(left);
      this.game.undo();
      if (!lost) return false;
    }
    return true;
  }

  private name(p: Coord): string {
    return formatPoint(p.x, p.y, this.size);
  }
}

/** The reader's moves on the longest line of `node`'s subtree. */
function readerMovesBelow(node: SgfNode, reader: Color): number {
  const own = moveColor(node) === reader ? 1 : 0;
  return own + Math.max(0, ...node.children.map((child) => readerMovesBelow(child, reader)));
}

/** The empty regions next to the chain at `at` bordered only by its colour: its eyes, counted crudely (no false eyes). */
function eyesOf(game: Game, at: Coord): number {
  const color = game.colorAt(at.x, at.y);
  if (!color) return 0;
  const size = game.width;
  const seen = new Set<number>();
  let eyes = 0;
  for (const start of chainAt(game, at).liberties) {
    if (seen.has(start.y * size + start.x)) continue;
    const area = [start];
    seen.add(start.y * size + start.x);
    let enclosed = true;
    for (let i = 0; i < area.length; i++) {
      for (const next of neighbours(area[i]!, size)) {
        const there = game.colorAt(next.x, next.y);
        const key = next.y * size + next.x;
        if (there === null && !seen.has(key)) {
          seen.add(key);
          area.push(next);
        } else if (there !== null && there !== color) enclosed = false;
      }
    }
    if (enclosed) eyes++;
  }
  return eyes;
}

/** What is wrong with `problem`, or nothing. */
export function check(problem: Problem): string[] {
  const { root, size } = problem;
  const reader = posedFor(root);
  const goal = GOALS[problem.name];
  if (!goal) return [`no goal in GOALS for '${problem.name}'`];
  const faults: string[] = [];
  for (const line of linesOf(root)) {
    const played = playLine(problem, line);
    if (!played.ok) faults.push(`line ${describeLine(line, size)}: ${played.message}`);
  }
  if (faults.length > 0) return faults;
  if (firstRightMove(root, reader) < 0) return ['no right first move'];

  if (goal.kind === 'capture') {
    const depth = readerMovesBelow(root, reader);
    const region = regionOf(problem);
    for (const first of root.children) {
      const right = leadsToSolution(first, reader);
      const game = startGame(problem);
      const move = nodeMove(first, size, size)!.move;
      game.play(move);
      const search = new CaptureSearch(game, goal.stones.map(coordOf), other(reader), region);
      const works = search.captured() || search.defenceFails(depth - 1);
      if (works !== right) faults.push(`${move} is judged ${right ? 'right' : 'wrong'} but ${works ? 'captures' : 'does not capture'} within ${depth} moves`);
    }
    return faults;
  }

  const group = coordOf(goal.group);
  for (const line of linesOf(root)) {
    if (line.length < 2) continue;
    const played = playLine(problem, line);
    if (!played.ok) continue;
    const judgedRight = lineSolves(line, reader);
    const lives = eyesOf(played.game, group) >= 2;
    const wanted = (goal.kind === 'live') === judgedRight;
    if (lives !== wanted) faults.push(`line ${describeLine(line, size)} is judged ${judgedRight ? 'right' : 'wrong'} but the group ${lives ? 'lives' : 'dies'} at its end`);
  }
  return faults;
}

/** How the puzzle judges a reader who plays `line` through: the first node on it that ends the attempt decides. */
function lineSolves(line: readonly SgfNode[], reader: Color): boolean {
  for (const node of line.slice(1)) {
    const outcome = outcomeAt(node, reader, moveColor(node) === reader);
    if (outcome) return outcome.solved;
  }
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = readProblems();
  let failed = 0;
  for (const problem of problems) {
    const faults = check(problem);
    failed += faults.length > 0 ? 1 : 0;
    console.log(`${faults.length ? 'FAIL' : 'ok  '} ${problem.index}. ${problem.name}${faults.map((f) => `\n       ${f}`).join('')}`);
  }
  console.log(`${problems.length} problems, ${failed} failing`);
  process.exitCode = failed > 0 ? 1 : 0;
}
