/** The overlay of the ko refinements of Stoical Go: the estate a placement would make (S4). */
import type { OverlayMark } from '../types.js';
import { RESTRICTIONS, type KoRefinementId } from '../variants/stoical-ko.js';
import { atari } from './common.js';
import type { VariantOverlay } from './entry.js';
import { afterPlacing, coordOf, type ShownPosition } from './position.js';

/**
 * The ko refinements of Stoical Go, while their restriction is in force (S4): the group or
 * estate a stone of the player to move on `p` would make, after removals, and whether it passes.
 * Nothing where the stone cannot get that far (an occupied point, a suicide).
 */
function restrictionAt(id: KoRefinementId): (position: ShownPosition, p: number) => OverlayMark[] {
  const { judged, passes } = RESTRICTIONS[id];
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

/** Each ko refinement's entry. */
export const KO_REFINEMENTS: Record<KoRefinementId, VariantOverlay> = {
  'ko-2-2-2': { facts: atari, placement: restrictionAt('ko-2-2-2') },
  'ko-2-2': { facts: atari, placement: restrictionAt('ko-2-2') },
  'ko-4-point': { facts: atari, placement: restrictionAt('ko-4-point') },
  'ko-ole': { facts: atari, placement: restrictionAt('ko-ole') },
};
