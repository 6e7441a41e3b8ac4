/**
 * The rules overlay: the facts a variant's rule pages teach with, for the shown position and the
 * player to move (issue 15). Loaded only where an overlay is shown, never by the engine core.
 * Each variant's facts are one entry of {@link OVERLAYS}.
 */
import type { Game } from '../game.js';
import type { Coord, OverlayMark, VariantId } from '../types.js';
import type { KoRefinementId } from '../variants/stoical-ko.js';
import { atari, refusals, refusedWith } from './common.js';
import { disturbingCaptures, falseLiberties, ghostLiberties, incursions, regions, restrictionAt, tilesNeeded, withoutTrueLiberty } from './facts.js';
import { checkedPosition, shownPosition, type CheckedPosition, type ShownPosition } from './position.js';

interface VariantOverlay {
  /** The variant's facts on the shown position, besides the refusals every variant has. */
  facts(position: CheckedPosition): OverlayMark[];
  /** What a stone of the player to move on the point (an index) would make, where the variant has a rule about it. */
  placement?(position: ShownPosition, p: number): OverlayMark[];
}

/** Every fact function's marks, in order. */
const all =
  (...facts: ((position: CheckedPosition) => OverlayMark[])[]) =>
  (position: CheckedPosition): OverlayMark[] =>
    facts.flatMap((fact) => fact(position));

const tileFamily: VariantOverlay = { facts: all(atari, incursions, tilesNeeded) };
const disturbing: VariantOverlay = { facts: all(atari, disturbingCaptures) };
const koRefinement = (id: KoRefinementId): VariantOverlay => ({ facts: atari, placement: restrictionAt(id) });

const OVERLAYS: Record<VariantId, VariantOverlay> = {
  go: { facts: atari },
  tile: tileFamily,
  cushion: tileFamily,
  'no-seki': { facts: ghostLiberties },
  loose: { facts: all(falseLiberties, withoutTrueLiberty) },
  'paper-pencil': { facts: regions },
  stoical: { facts: all(atari, refusedWith('ERR_STOICAL_CAPTURE', 'capture-forbidden')) },
  'stoical-disturbing': disturbing,
  'stoical-disturbing-strict': disturbing,
  'ko-2-2-2': koRefinement('ko-2-2-2'),
  'ko-2-2': koRefinement('ko-2-2'),
  'ko-4-point': koRefinement('ko-4-point'),
  'ko-ole': koRefinement('ko-ole'),
};

/**
 * The rules overlay of the shown position, for the player to move: each point where a stone is
 * refused now (`refused`, with the code {@link Game.check} gives) and the ko point, then the
 * variant's own facts (see `OverlayKind`: groups in atari, Loose's false liberties, Stoical Go's
 * forbidden and disturbing captures, Tile Go's incursions and tiles, No Seki Go's ghost
 * liberties, Paper and Pencil Go's regions). Points of one-point facts are in board order.
 *
 * @example
 * rulesOverlay(game).filter((mark) => mark.kind === 'refused'); // [{ kind: 'refused', points: [{ x: 3, y: 0 }], code: 'ERR_KO' }, ...]
 */
export function rulesOverlay(game: Game): OverlayMark[] {
  const position = checkedPosition(game);
  return [...refusals(position), ...OVERLAYS[game.variant].facts(position)];
}

/**
 * What a stone of the player to move on `point` would make, for the point hovered or under the
 * cursor: under the ko refinements of Stoical Go, while their restriction is in force, the
 * group or estate it judges (`estate`) and whether it `passes`. Empty where the restriction is
 * not in force, where the variant has none, and off the board.
 */
export function placementOverlay(game: Game, point: Coord): OverlayMark[] {
  const { placement } = OVERLAYS[game.variant];
  const { x, y } = point;
  if (!placement || !(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < game.width && y >= 0 && y < game.height)) return [];
  return placement(shownPosition(game), y * game.width + x);
}
