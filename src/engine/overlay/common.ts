/**
 * The overlay facts every variant shares, read from `check()` so that they agree with it by
 * construction: the refused points and the ko point; and groups in atari where a group lives
 * on Go's liberties.
 */
import { BLACK, WHITE } from '../board.js';
import { libertiesOf, partition } from '../geometry.js';
import { colorName } from '../rules.js';
import type { MoveErrorCode, OverlayKind, OverlayMark } from '../types.js';
import { coordOf, type CheckedPosition, type ShownPosition } from './position.js';

/**
 * Each point where a stone of the player to move is refused, with `check()`'s code; and each
 * where the ko rule (or positional superko) is what refuses it. The end of the game is no fact
 * about a point, so a game over for good marks nothing.
 */
export function refusals({ board, checked }: CheckedPosition): OverlayMark[] {
  const refused: OverlayMark[] = [];
  const ko: OverlayMark[] = [];
  for (const [p, answer] of checked) {
    if (answer.ok || answer.code === 'ERR_GAME_OVER') continue;
    refused.push({ kind: 'refused', points: [coordOf(board, p)], code: answer.code });
    if (answer.code === 'ERR_KO' || answer.code === 'ERR_SUPERKO') ko.push({ kind: 'ko', points: [coordOf(board, p)] });
  }
  return [...refused, ...ko];
}

/** A one-point mark of `kind` on each point `check()` refuses with `code`. */
export function refusedWith(code: MoveErrorCode, kind: OverlayKind): (position: CheckedPosition) => OverlayMark[] {
  return ({ board, checked }) =>
    [...checked].filter(([, answer]) => !answer.ok && answer.code === code).map(([p]) => ({ kind, points: [coordOf(board, p)] }));
}

/** Every group with exactly one liberty (Go's liberties: adjacent empty points), black's first. */
export function atari({ board }: ShownPosition): OverlayMark[] {
  return ([BLACK, WHITE] as const).flatMap((color) =>
    partition(board, (q) => board.color[q] === color)
      .filter((group) => libertiesOf(board, group).length === 1)
      .map((group): OverlayMark => ({ kind: 'atari', points: group.map((p) => coordOf(board, p)), color: colorName(color) })),
  );
}
