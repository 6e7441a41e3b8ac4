/**
 * The overlay of Stoical Go with disturbing captures (S5), by the variant's own definition, which
 * comes as a parameter for the reason facts-ko.ts gives.
 */
import type { OverlayMark } from '../types.js';
import type { disturbingKind } from '../variants/stoical-disturbing.js';
import { atari } from './common.js';
import { all, type VariantOverlay } from './entry.js';
import { afterPlacing, coordOf, type CheckedPosition } from './position.js';

/**
 * Stoical Go with disturbing captures: each point where a stone of the player to move would make
 * a disturbing capture (S5), `strict` for the strict kind, whether or not S4 allows it now.
 */
function disturbingCaptures(kindOf: typeof disturbingKind): (position: CheckedPosition) => OverlayMark[] {
  return ({ board, mover, checked }) => {
    const out: OverlayMark[] = [];
    for (const p of checked.keys()) {
      const kind = afterPlacing(board, p, mover, (turn) => kindOf(board, p, turn.captured));
      if (kind) out.push({ kind: 'disturbing-capture', points: [coordOf(board, p)], strict: kind === 'strict' });
    }
    return out;
  };
}

/** The entry of Stoical Go with disturbing captures, whose rules define `kindOf` (`disturbingKind` of variants/stoical-disturbing.ts). */
export function disturbingOverlay(kindOf: typeof disturbingKind): VariantOverlay {
  return { facts: all(atari, disturbingCaptures(kindOf)) };
}
