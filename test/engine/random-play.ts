/**
 * Random play for property tests of variants where stones never leave the board (Loose,
 * Paper and Pencil Go): a seeded policy, and the board as plain arrays for models written
 * independently of the engine.
 */
import type { Game, PositionView } from '../../src/engine/index.js';
import { mulberry32 } from '../seeded-random.js';

/** A small seeded generator (mulberry32): fast-check draws the seed, the game draws from this. */
export function randomFrom(seed: number): (n: number) => number {
  const next = mulberry32(seed);
  return (n) => next() % n | 0;
}

/** The board of a view as plain arrays: colour 0 empty, 1 black, 2 white; marked 0 or 1. */
export interface Cells {
  size: number;
  color: number[];
  marked: number[];
}

export function cellsOf(view: PositionView): Cells {
  return {
    size: view.width,
    color: view.points.map((p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0)),
    marked: view.points.map((p) => (p.marked ? 1 : 0)),
  };
}

/** The orthogonal neighbours of point `p`. */
export function neighbours(size: number, p: number): number[] {
  const x = p % size;
  const y = Math.floor(p / size);
  const out: number[] = [];
  if (y > 0) out.push(p - size);
  if (x > 0) out.push(p - 1);
  if (x < size - 1) out.push(p + 1);
  if (y < size - 1) out.push(p + size);
  return out;
}

/** Connected sets of points passing `member`. */
export function components(size: number, member: (p: number) => boolean): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (let p = 0; p < size * size; p++) {
    if (seen.has(p) || !member(p)) continue;
    const set = [p];
    seen.add(p);
    for (let i = 0; i < set.length; i++) {
      for (const q of neighbours(size, set[i]!)) {
        if (!seen.has(q) && member(q)) {
          seen.add(q);
          set.push(q);
        }
      }
    }
    out.push(set);
  }
  return out;
}

/** Point index of a move such as `C3`, or -1 for a pass. */
export function indexOf(move: string, size: number): number {
  if (move === 'pass') return -1;
  const x = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(move[0]!);
  return (size - Number(move.slice(1))) * size + x;
}

/**
 * The move the random policy picks: any legal placement except filling a single-point eye of
 * one's own (an empty point whose neighbours are all the mover's unmarked stones), else a pass.
 */
export function randomMove(game: Game, legal: readonly string[], random: (n: number) => number): string {
  const cells = cellsOf(game.view());
  const mine = game.toPlay === 'black' ? 1 : 2;
  const ownEye = (p: number): boolean => neighbours(cells.size, p).every((q) => cells.color[q] === mine && !cells.marked[q]);
  const placements = legal.filter((m) => m !== 'pass' && !ownEye(indexOf(m, cells.size)));
  return placements.length > 0 ? placements[random(placements.length)]! : 'pass';
}
