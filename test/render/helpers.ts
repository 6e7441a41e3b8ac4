/**
 * Positions for render tests, built with the engine: a diagram (one row per line, top row
 * first; `X` black, `O` white, `.` empty, spaces ignored) and the moves to play from it.
 */
import assert from 'node:assert/strict';
import { createGame, formatPoint, type Game } from '../../src/engine/index.js';
import type { GameOptions, PointState, PositionView } from '../../src/engine/types.js';

/** A game of `variant` from a square diagram, with `moves` (space-separated) played; every move must be legal. */
export function play(
  variant: GameOptions['variant'],
  diagram: string,
  moves = '',
  options: Omit<GameOptions, 'variant' | 'size' | 'setup'> = {},
): Game {
  const lines = diagram
    .split('\n')
    .map((line) => line.replace(/\s+/g, ''))
    .filter(Boolean);
  const size = lines.length;
  const black: string[] = [];
  const white: string[] = [];
  lines.forEach((line, y) =>
    [...line].forEach((ch, x) => {
      if (ch === 'X') black.push(formatPoint(x, y, size));
      if (ch === 'O') white.push(formatPoint(x, y, size));
    }),
  );
  const game = createGame({ variant, size, ...options, setup: { black, white } });
  for (const move of moves.split(/\s+/).filter(Boolean)) {
    const result = game.play(move);
    assert.ok(result.ok, `${move}: ${result.ok ? '' : result.message}`);
  }
  return game;
}

/** An empty board of `size`, then `moves`. */
export function after(variant: GameOptions['variant'], size: number, moves = '', options: Omit<GameOptions, 'variant' | 'size'> = {}): PositionView {
  const game = createGame({ variant, size, ...options });
  for (const move of moves.split(/\s+/).filter(Boolean)) {
    const result = game.play(move);
    assert.ok(result.ok, `${move}: ${result.ok ? '' : result.message}`);
  }
  return game.view();
}

/** A view of any shape with hand-set point states, for states play reaches only slowly (tall tile stacks). */
export function viewOf(width: number, height: number, points: Partial<Record<number, Partial<PointState>>> = {}): PositionView {
  return {
    variant: 'go',
    width,
    height,
    points: Array.from({ length: width * height }, (_, i) => ({ color: null, ghost: false, tiles: 0, marked: false, ...points[i] })),
    toPlay: 'black',
    moveNumber: 0,
    prisoners: { black: 0, white: 0 },
    lastMove: null,
    result: null,
    notes: [],
    owners: null,
    regions: [],
  };
}

/** `{ x, y }` of a point in move notation on a board of `size` rows. */
export function at(point: string, size: number): { x: number; y: number } {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  return { x: letters.indexOf(point[0]!.toUpperCase()), y: size - Number(point.slice(1)) };
}

/** Sorted `x,y` keys, for comparing sets of points. */
export function keys(points: readonly { x: number; y: number }[]): string[] {
  return points.map(({ x, y }) => `${x},${y}`).sort();
}
