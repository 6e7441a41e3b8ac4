/**
 * A point's accessible name, the name of its grid cell (play and puzzle mode, grid-cells.ts),
 * over the position's words (src/render/position-words.ts). DOM-free and pure.
 */
import { pointNamer } from '../render/audouard.js';
import { player, pointContents, type PointContext } from '../render/position-words.js';

/** A point's accessible name: `D4, black stone on 2 tiles` (with Audouard's names `D 4 4, black stone on 2 tiles`), `F6, marked white stone, region owned by Black`, with the rules overlay `C3, empty, false liberty`. */
export function pointName(context: PointContext, x: number, y: number): string {
  const { view, regions } = context;
  const index = y * view.width + x;
  const state = view.points[index]!;
  const parts = [pointNamer(context.names, view.width, view.height)(x, y), pointContents(state)];
  const region = regions.get(index);
  if (region) parts.push(region);
  const facts = context.overlay?.get(index);
  if (facts) parts.push(facts);
  const owner = view.owners?.[index];
  if (owner && !state.color) parts.push(`counts for ${player(owner)}`);
  const last = view.lastMove;
  if (last?.point && last.point.x === x && last.point.y === y) parts.push('last move');
  else if (last?.flipped.some((p) => p.x === x && p.y === y)) parts.push('just flipped');
  return parts.join(', ');
}
