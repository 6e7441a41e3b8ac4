/**
 * A document's setup as one state per point (row-major, as `PositionView.points`), the form the
 * point tools edit, and back to the engine's `Setup` in one canonical form: points in board
 * order, the variant's lists only when they hold something. Two documents of one position have
 * equal setups.
 */
import { formatPoint, parsePoint } from '../engine/core.js';
import type { Color, PointState, Setup } from '../engine/types.js';

/** The setup's point states, by board index (`y * width + x`). Points the setup names twice or off the board are skipped: the engine reports them (`problemsOf`). */
export function setupPoints(setup: Setup, width: number, height: number): PointState[] {
  const points = emptyPoints(width * height);
  const at = (name: string): PointState | undefined => {
    const c = parsePoint(name, width, height);
    return c ? points[c.y * width + c.x] : undefined;
  };
  for (const color of ['black', 'white'] as const) {
    for (const name of setup[color] ?? []) {
      const point = at(name);
      if (point) point.color = color;
    }
  }
  for (const name of setup.ghosts ?? []) {
    const point = at(name);
    if (point?.color) point.ghost = true;
  }
  for (const name of setup.marked ?? []) {
    const point = at(name);
    if (point?.color) point.marked = true;
  }
  for (const [name, count] of Object.entries(setup.tiles ?? {})) {
    const point = at(name);
    if (point && Number.isInteger(count) && count > 0) point.tiles = count;
  }
  return points;
}

/** `count` empty points. */
export function emptyPoints(count: number): PointState[] {
  return Array.from({ length: count }, () => ({ color: null, ghost: false, tiles: 0, marked: false }));
}

/** The canonical setup of these point states, with `toPlay`. */
export function setupOf(points: readonly PointState[], width: number, height: number, toPlay: Color): Setup {
  const black: string[] = [];
  const white: string[] = [];
  const ghosts: string[] = [];
  const marked: string[] = [];
  const tiles: Record<string, number> = {};
  points.forEach((point, i) => {
    const name = formatPoint(i % width, Math.floor(i / width), width, height);
    if (point.color) (point.color === 'black' ? black : white).push(name);
    if (point.color && point.ghost) ghosts.push(name);
    if (point.color && point.marked) marked.push(name);
    if (point.tiles > 0) tiles[name] = point.tiles;
  });
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = { black, white, toPlay };
  if (ghosts.length > 0) setup.ghosts = ghosts;
  if (marked.length > 0) setup.marked = marked;
  if (Object.keys(tiles).length > 0) setup.tiles = tiles;
  return setup;
}
