/**
 * What one variant's rules overlay is (its entry) and how an entry answers for a game: the
 * refusals every variant has, then the variant's own facts; for a point asked about, what its
 * refusal is about, then what the variant says a stone there would make. The full engine's door (`index.ts`)
 * holds every entry at once; the element's (`lazy.ts`) loads a board's own.
 */
import type { Game } from '../game.js';
import type { Coord, MoveErrorCode, OverlayMark, PositionView } from '../types.js';
import { goRefusalArea, refusals } from './common.js';
import { checkedPosition, coordOf, shownPosition, type CheckedPosition, type ShownPosition } from './position.js';

export interface VariantOverlay {
  /** The variant's facts on the shown position, besides the refusals every variant has. */
  facts(position: CheckedPosition): OverlayMark[];
  /** What a stone of the player to move on the point (an index) would make, where the variant has a rule about it. */
  placement?(position: ShownPosition, p: number): OverlayMark[];
  /**
   * The points (indices) a refusal with `code` of a stone of the player to move on `p` is
   * about, where the variant's rules are not Go's (`goRefusalArea` answers for those); `null`
   * for a code it leaves to Go's.
   */
  refusalArea?(position: ShownPosition, p: number, code: MoveErrorCode): number[] | null;
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

/** What a stone on `point` would make in `game` by `entry`, its variant's, and what a refusal of it is about (see `placementOverlay`). */
export function placementBy(entry: VariantOverlay, game: Game, point: Coord): OverlayMark[] {
  const { x, y } = point;
  if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < game.width && y >= 0 && y < game.height)) return [];
  const position = shownPosition(game);
  const p = y * game.width + x;
  return [...refusalArea(entry, position, p), ...(entry.placement?.(position, p) ?? [])];
}

/** The `refusal-area` of a stone of the player to move on `p`: none where it is accepted, or the refusal is about no more than the point. */
function refusalArea(entry: VariantOverlay, position: ShownPosition, p: number): OverlayMark[] {
  const { game, board } = position;
  const answer = game.check(coordOf(board, p));
  if (answer.ok) return [];
  const area = entry.refusalArea?.(position, p, answer.code) ?? goRefusalArea(position, p, answer.code);
  return area && area.length > 0 ? [{ kind: 'refusal-area', points: area.map((q) => coordOf(board, q)), code: answer.code }] : [];
}
