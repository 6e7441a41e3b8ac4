/** The overlay of Stoical Go with disturbing captures (S5), by the variant's own definition. */
import type { OverlayMark } from '../types.js';
import { disturbingKind } from '../variants/stoical-disturbing.js';
import { atari } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import { afterPlacing, coordOf, type CheckedPosition } from './position.js';

/**
 * Stoical Go with disturbing captures: each point where a stone of the player to move would make
 * a disturbing capture (S5), `strict` for the strict kind, whether or not S4 allows it now.
 */
export function disturbingCaptures({ board, mover, checked }: CheckedPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (const p of checked.keys()) {
    const kind = afterPlacing(board, p, mover, (turn) => disturbingKind(board, p, turn.captured));
    if (kind) out.push({ kind: 'disturbing-capture', points: [coordOf(board, p)], strict: kind === 'strict' });
  }
  return out;
}

export const DISTURBING: VariantOverlay = { facts: all(atari, disturbingCaptures) };
