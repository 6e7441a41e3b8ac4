/**
 * The rules overlay: the facts a variant's rule pages teach with, for the shown position and the
 * player to move (issue 15). Loaded only where an overlay is shown, never by the engine core.
 * This door holds every variant's entry at once (the full engine, the CLI); the element loads a
 * board's own through `lazy.ts`, whose loaders give these same entries.
 */
import type { Game } from '../game.js';
import type { Coord, OverlayMark, VariantId } from '../types.js';
import { overlayBy, placementBy, type VariantOverlay } from './entry.js';
import { GO, NO_SEKI, PAPER_PENCIL, STOICAL } from './facts.js';
import { LOOSE } from './facts-loose.js';
import { disturbingKind } from '../variants/stoical-disturbing.js';
import { RESTRICTIONS } from '../variants/stoical-ko.js';
import { disturbingOverlay } from './facts-disturbing.js';
import { koRefinement } from './facts-ko.js';
import { CUSHION, TILE } from './facts-tile.js';

const DISTURBING = disturbingOverlay(disturbingKind);

export const OVERLAYS: Record<VariantId, VariantOverlay> = {
  go: GO,
  tile: TILE,
  cushion: CUSHION,
  'no-seki': NO_SEKI,
  loose: LOOSE,
  'paper-pencil': PAPER_PENCIL,
  stoical: STOICAL,
  'stoical-disturbing': DISTURBING,
  'stoical-disturbing-strict': DISTURBING,
  'ko-2-2-2': koRefinement(RESTRICTIONS['ko-2-2-2']),
  'ko-2-2': koRefinement(RESTRICTIONS['ko-2-2']),
  'ko-4-point': koRefinement(RESTRICTIONS['ko-4-point']),
  'ko-ole': koRefinement(RESTRICTIONS['ko-ole']),
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
  return overlayBy(OVERLAYS[game.variant], game);
}

/**
 * What a stone of the player to move on `point` would make, for the point hovered or under the
 * cursor. Where `check()` refuses it, what the refusal is about (`refusal-area`, with the code):
 * the group left without a liberty (`ERR_SUICIDE`, `ERR_NO_LIBERTY`) or, in Loose, without a
 * true one (`ERR_NO_TRUE_LIBERTY`), the stones a ko retake or a forbidden capture would take
 * (`ERR_KO`, `ERR_SUPERKO`, `ERR_STOICAL_CAPTURE`, `ERR_DISTURBING_CAPTURE`), the territory an
 * incursion needing a tile enters (`ERR_TILE_LIMIT`), the marked region (`ERR_MARKED_POINT`).
 * Under the ko refinements of Stoical Go, while their restriction is in force, the group or
 * estate it judges (`estate`) and whether it `passes`. Empty where a stone is accepted and the
 * variant has no such rule, and off the board.
 *
 * @example
 * placementOverlay(game, { x: 0, y: 0 }); // [{ kind: 'refusal-area', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }], code: 'ERR_SUICIDE' }]
 */
export function placementOverlay(game: Game, point: Coord): OverlayMark[] {
  return placementBy(OVERLAYS[game.variant], game, point);
}
