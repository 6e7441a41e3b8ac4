/**
 * The overlay facts every variant shares, read from `check()` so that they agree with it by
 * construction: the refused points and the ko point; groups in atari where a group lives on
 * Go's liberties; and what the refusals of Go's own rules on a point are about.
 */
import { BLACK, WHITE } from '../board.js';
import { groupAt, libertiesOf, partition } from '../geometry.js';
import { colorName } from '../rules.js';
import type { MoveErrorCode, OverlayKind, OverlayMark } from '../types.js';
import { afterPlacing, coordOf, type CheckedPosition, type ShownPosition } from './position.js';

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

/**
 * The points a refusal with `code` of a stone of the player to move on `p` is about, where the
 * rule is Go's own and a stone captures by Go's capture (G2): the stone's group left without a
 * liberty (a suicide), the stones a ko retake or a forbidden capture would take. `null` for the
 * other codes.
 */
export function goRefusalArea({ board, mover }: ShownPosition, p: number, code: MoveErrorCode): number[] | null {
  switch (code) {
    case 'ERR_SUICIDE':
      return afterPlacing(board, p, mover, () => groupAt(board, p));
    case 'ERR_KO':
    case 'ERR_SUPERKO':
    case 'ERR_STOICAL_CAPTURE':
    case 'ERR_DISTURBING_CAPTURE':
      return afterPlacing(board, p, mover, (turn) => [...turn.captured]);
    default:
      return null;
  }
}
