/**
 * The overlay of the ko refinements of Stoical Go: the estate a placement would make (S4). The
 * rules' definitions come as a parameter, never a static import: a chunk of the overlay that
 * imported a Stoical rules chunk would make the bundler wrap each of those in a namespace object,
 * growing every Stoical board's download.
 */
import type { OverlayMark } from '../types.js';
import type { RESTRICTIONS } from '../variants/stoical-ko.js';
import { atari } from './common.js';
import type { VariantOverlay } from './entry.js';
import { afterPlacing, coordOf, type ShownPosition } from './position.js';

/** A ko refinement's restriction, as its rules define it (`RESTRICTIONS` of variants/stoical-ko.ts). */
type Restriction = (typeof RESTRICTIONS)[keyof typeof RESTRICTIONS];

/**
 * The ko refinements of Stoical Go, while their restriction is in force (S4): the group or
 * estate a stone of the player to move on `p` would make, after removals, and whether it passes.
 * Nothing where the stone cannot get that far (an occupied point, a suicide).
 */
function restrictionAt({ judged, passes }: Restriction): (position: ShownPosition, p: number) => OverlayMark[] {
  return ({ game, board, mover }, p) => {
    // The rules' note is their word that S4 is in force; the game keeps its turns to itself.
    if (!game.notes.some((note) => note.code === 'restriction')) return [];
    const answer = game.check(coordOf(board, p));
    if (!answer.ok && answer.code !== 'ERR_KO' && answer.code !== 'ERR_KO_RESTRICTION') return [];
    return afterPlacing(board, p, mover, () => {
      const set = judged(board, p);
      return [{ kind: 'estate', points: set.map((q) => coordOf(board, q)), passes: passes(board, set) }];
    });
  };
}

/** The entry of the ko refinement whose restriction is `restriction`. */
export function koRefinement(restriction: Restriction): VariantOverlay {
  return { facts: atari, placement: restrictionAt(restriction) };
}
