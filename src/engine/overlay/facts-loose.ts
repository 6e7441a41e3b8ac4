/** Loose's overlay: false liberties and groups without a true liberty, by Loose's own definitions (L1, L2), and the group a refused stone would leave without one. */
import { BLACK, EMPTY, WHITE } from '../board.js';
import { colorName } from '../rules.js';
import type { MoveErrorCode, OverlayMark } from '../types.js';
import { breathlessAfter, flipBreathless, groupsWithoutTrueLiberty, isTrueLiberty } from '../variants/loose.js';
import { all, type VariantOverlay } from './entry.js';
import { afterPlacing, coordOf, type ShownPosition } from './position.js';

/** Loose: each empty point that is not a true liberty (L1): it touches both colours and no empty point. */
export function falseLiberties({ board }: ShownPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (let p = 0; p < board.area; p++) {
    if (board.color[p] === EMPTY && !isTrueLiberty(board, p)) out.push({ kind: 'false-liberty', points: [coordOf(board, p)] });
  }
  return out;
}

/** Loose: each group without a true liberty (L2 forbids them after a move; a set-up position may hold one). */
export function withoutTrueLiberty({ board }: ShownPosition): OverlayMark[] {
  return ([BLACK, WHITE] as const).flatMap((color) =>
    groupsWithoutTrueLiberty(board, color, null).map(
      (group): OverlayMark => ({ kind: 'no-true-liberty', points: group.map((p) => coordOf(board, p)), color: colorName(color) }),
    ),
  );
}

/**
 * Loose: the group L2 finds without a true liberty after a stone of the player to move on `p`
 * and its flips (L1): the stone's group, another of the mover's, or stones just flipped.
 */
function refusedWithoutTrueLiberty({ board, mover }: ShownPosition, p: number, code: MoveErrorCode): number[] | null {
  if (code !== 'ERR_NO_TRUE_LIBERTY') return null;
  // The whole board is searched: a set-up position may hold a group without one anywhere.
  return afterPlacing(board, p, mover, () => breathlessAfter(board, mover, null) ?? [], (after, turn) => flipBreathless(after, turn, null));
}

export const LOOSE: VariantOverlay = { facts: all(falseLiberties, withoutTrueLiberty), refusalArea: refusedWithoutTrueLiberty };
