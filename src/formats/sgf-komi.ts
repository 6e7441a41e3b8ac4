/** Komi as SGF's `KM` holds it, Fox's hundredths included. */
import { parseRuleOption } from '../engine/options.js';

/**
 * Reads a Fox-style komi. Fox writes komi times 100 as an integer (`KM[650]` is 6.5,
 * `KM[375]` is 3.75). The rule: a value written as a whole number whose size is 50 or more
 * is read as hundredths; any other number is read as it stands. No real komi reaches 50
 * points on the boards the engine supports (at most 25x25), while Fox's smallest scaled
 * komi, 0.5, is written 50. Returns `null` when the value is not a number.
 */
export function parseSgfKomi(value: string): { komi: number; scaled: boolean } | null {
  const text = value.trim();
  if (/^[+-]?\d+$/.test(text)) {
    const whole = Number(text);
    return Math.abs(whole) >= 50 ? { komi: whole / 100, scaled: true } : { komi: whole, scaled: false };
  }
  const komi = parseRuleOption('komi', text);
  return komi === null ? null : { komi, scaled: false };
}

/** Writes a komi so that {@link parseSgfKomi} reads it back: `7.5`, `0`, and `50.0` for a whole 50 or more. */
export function writeSgfKomi(komi: number): string {
  return Number.isInteger(komi) && Math.abs(komi) >= 50 ? `${komi}.0` : String(komi);
}
