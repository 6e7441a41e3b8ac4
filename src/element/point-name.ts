/**
 * A point's accessible name, the name of its grid cell (play and puzzle mode, grid-cells.ts),
 * over the position's words (src/render/position-words.ts, the context's). DOM-free and pure.
 */
import { pointNamer } from '../render/audouard.js';
import type { PointContext } from '../render/position-words.js';
import type { GridWords } from './i18n/play/grid/en.js';

/** A point's accessible name: `D4, black stone on 2 tiles` (with Audouard's names `D 4 4, black stone on 2 tiles`), `F6, marked white stone, region owned by Black`, with the rules overlay `C3, empty, false liberty`. */
export function pointName(context: PointContext, x: number, y: number, grid: GridWords): string {
  const { view, regions, words } = context;
  const index = y * view.width + x;
  const state = view.points[index]!;
  const parts = [pointNamer(context.names, view.width, view.height, words)(x, y), words.contents(state)];
  const region = regions.get(index);
  if (region) parts.push(region);
  const facts = context.overlay?.get(index);
  if (facts) parts.push(facts);
  const owner = view.owners?.[index];
  if (owner && !state.color) parts.push(grid.countsFor(words.player(owner)));
  const last = view.lastMove;
  if (last?.point && last.point.x === x && last.point.y === y) parts.push(grid.lastMove);
  else if (last?.flipped.some((p) => p.x === x && p.y === y)) parts.push(grid.justFlipped);
  return grid.point(parts);
}
