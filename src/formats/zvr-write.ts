/** Writing `ZVR`, the root property naming a record's variant and its rule options (zvr.ts reads it). */
import type { GameOptions, VariantId } from '../engine/types.js';

/** Writes a `ZVR` value: the variant id, then its options in the order ko, maxTiles, scoring. */
export function writeZvr(variant: VariantId, options: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> = {}): string {
  let text: string = variant;
  if (options.ko !== undefined) text += `;ko=${options.ko}`;
  if (options.maxTiles !== undefined) text += `;maxTiles=${options.maxTiles === Infinity ? 'unlimited' : options.maxTiles}`;
  if (options.scoring !== undefined) text += `;scoring=${options.scoring}`;
  return text;
}
