/**
 * What one variant's rules overlay is (its entry) and how an entry answers for a game: the
 * refusals every variant has, then the variant's own facts. The full engine's door (`index.ts`)
 * holds every entry at once; the element's (`lazy.ts`) loads a board's own.
 */
import type { Game } from '../game.js';
import type { Coord, OverlayMark, PositionView } from '../types.js';
import { refusals } from './common.js';
import { checkedPosition, shownPosition, type CheckedPosition, type ShownPosition } from './position.js';

export interface VariantOverlay {
  /** The variant's facts on the shown position, besides the refusals every variant has. */
  facts(position: CheckedPosition): OverlayMark[];
  /** What a stone of the player to move on the point (an index) would make, where the variant has a rule about it. */
  placement?(position: ShownPosition, p: number): OverlayMark[];
}

/** Every fact function's marks, in order. */
export const all =
  (...facts: ((position: CheckedPosition) => OverlayMark[])[]) =>
  (position: CheckedPosition): OverlayMark[] =>
    facts.flatMap((fact) => fact(position));

/** The rules overlay of `game`'s shown position by `entry`, its variant's (see `rulesOverlay`); `view` is that position's view, when the caller has it already. */
export function overlayBy(entry: VariantOverlay, game: Game, view?: PositionView): OverlayMark[] {
  const position = checkedPosition(game, view);
  return [...refusals(position), ...entry.facts(position)];
}

/** What a stone on `point` would make in `game` by `entry`, its variant's (see `placementOverlay`). */
export function placementBy({ placement }: VariantOverlay, game: Game, point: Coord): OverlayMark[] {
  const { x, y } = point;
  if (!placement || !(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < game.width && y >= 0 && y < game.height)) return [];
  return placement(shownPosition(game), y * game.width + x);
}
