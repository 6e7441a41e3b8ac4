/**
 * The element's options that are not part of the game: the modes `mode` accepts, how `speed`
 * and `max-tiles` are read, and the problem a bad `mode` or `speed` reports. DOM-free.
 */
import type { VgbErrorDetail } from './events/vgb-error.js';

/** What the board lets the reader do. */
export type Mode = 'view' | 'replay' | 'play' | 'puzzle';
const MODES: readonly string[] = ['view', 'replay', 'play', 'puzzle'];

/** `mode`, or `replay` when it is not one of the four. */
export function modeOf(mode: string): Mode {
  return MODES.includes(mode) ? (mode as Mode) : 'replay';
}

/** Whether the reader plays moves in `mode`: play and puzzle mode. */
export function playable(mode: Mode): boolean {
  return mode === 'play' || mode === 'puzzle';
}

/** The problem a `mode` outside the four reports, or `null`. */
export function modeProblem(mode: string): VgbErrorDetail | null {
  return MODES.includes(mode)
    ? null
    : { code: 'ERR_OPTION', message: `The mode attribute must be 'view', 'replay', 'play' or 'puzzle', not '${String(mode)}'` };
}

/** The problem a `speed` that is not a positive number reports, or `null`; `attribute` is its text as written, if any. */
export function speedProblem(speed: number | null | undefined, attribute: string | null): VgbErrorDetail | null {
  // Unset (a removed attribute) means the default.
  const ok = speed == null || (typeof speed === 'number' && Number.isFinite(speed) && speed > 0);
  return ok
    ? null
    : { code: 'ERR_OPTION', message: `The speed attribute must be a number of milliseconds above 0, not '${attribute ?? String(speed)}'` };
}

/** Reads `max-tiles`: a whole number or `unlimited`; other text is kept for the engine to report. */
export const maxTilesConverter = {
  fromAttribute: (value: string | null): number | string | undefined => {
    if (value === null) return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
};
