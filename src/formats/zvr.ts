/** `ZVR`, the root property naming a record's variant and its rule options (docs/formats.md): reading it, and its writer (zvr-write.ts, which needs no registry of names). */
import { parseRuleOption } from '../engine/options.js';
import type { GameOptions, VariantId } from '../engine/types.js';
import { normalizeName, readVariantName } from './variant-names.js';

/** What a `ZVR` value says. */
export interface ZvrValue {
  variant: VariantId;
  /** Whether the variant was read by a known beginning of its name only (see `variantFromName`). */
  byBeginning: boolean;
  options: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'>;
  /** Parts that could not be read, in words. */
  ignored: string[];
}

/** Other spellings of option values that `ZVR` accepts, and the value each stands for. */
const ZVR_VALUE_SPELLINGS: Readonly<Record<string, string>> = { prisonerreturn: 'prisoner-return', infinite: 'unlimited', none: 'unlimited' };

/**
 * Reads a `ZVR` value such as `tile;maxTiles=2;scoring=standard`. The variant is read like
 * `variantFromName`; option names ignore case (`maxtiles`; `maxStack` is an old name of
 * `maxTiles`), values are `ko=basic|positional`, `maxTiles=<n>|unlimited`,
 * `scoring=prisoner-return|standard`. Returns `null` when the variant is unknown.
 */
export function readZvr(value: string): ZvrValue | null {
  const parts = value.split(';');
  let head = parts[0]!;
  // The proposal this format came from wrote `tile-go:maxStack=1`; read that too.
  const colon = head.indexOf(':');
  if (colon >= 0 && head.indexOf('=', colon) > colon) {
    parts.splice(1, 0, head.slice(colon + 1));
    head = head.slice(0, colon);
  }
  const name = readVariantName(head);
  if (!name) return null;
  const options: ZvrValue['options'] = {};
  const ignored: string[] = [];
  for (const part of parts.slice(1)) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    const key = normalizeName(eq < 0 ? part : part.slice(0, eq));
    // Values in any case, with spaces or underscores for hyphens, and a few other spellings.
    const word = (eq < 0 ? '' : part.slice(eq + 1)).trim().toLowerCase().replace(/[\s_]+/g, '-');
    const value = ZVR_VALUE_SPELLINGS[word] ?? word;
    const ko = key === 'ko' ? parseRuleOption('ko', value) : null;
    const maxTiles = key === 'maxtiles' || key === 'maxstack' ? parseRuleOption('maxTiles', value) : null;
    const scoring = key === 'scoring' ? parseRuleOption('scoring', value) : null;
    if (ko) options.ko = ko;
    else if (maxTiles) options.maxTiles = maxTiles;
    else if (scoring) options.scoring = scoring;
    else ignored.push(part.trim());
  }
  return { variant: name.variant, byBeginning: name.byBeginning, options, ignored };
}

export { writeZvr } from './zvr-write.js';
