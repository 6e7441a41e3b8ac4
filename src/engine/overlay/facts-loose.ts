/** Loose's overlay: false liberties and groups without a true liberty, by Loose's own definitions (L1, L2). */
import { BLACK, EMPTY, WHITE } from '../board.js';
import { colorName } from '../rules.js';
import type { OverlayMark } from '../types.js';
import { groupsWithoutTrueLiberty, isTrueLiberty } from '../variants/loose.js';
import { all, type VariantOverlay } from './entry.js';
import { coordOf, type ShownPosition } from './position.js';

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

export const LOOSE: VariantOverlay = { facts: all(falseLiberties, withoutTrueLiberty) };
