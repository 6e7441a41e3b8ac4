/**
 * Variant names as records write them in `RU` and `ZVR`: the tolerant reading of the registry's
 * names and aliases, and of Go rule sets, back to a variant.
 */
import { VARIANTS } from '../engine/variants/index.js';
import type { VariantId } from '../engine/types.js';

/** Rule sets of standard Go seen in `RU`: all read as `go`, without a warning. */
const GO_RULE_SETS = [
  'Japanese', 'Chinese', 'Korean', 'AGA', 'GOE', 'Ing', 'NZ', 'New Zealand', 'Tromp-Taylor', 'Tromp/Taylor', 'TT',
  'Chinese KGS', 'Japanese KGS', 'area', 'territory', 'stone',
];

/** A name reduced to lower-case letters and digits: `"Stoical Go, 2-2-2 rule"` → `stoicalgo222rule`. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/&|\+/g, 'and').replace(/[^a-z0-9]/g, '');
}

const NAME_TO_VARIANT = new Map<string, VariantId>();
for (const id of Object.keys(VARIANTS) as VariantId[]) {
  for (const name of [id, VARIANTS[id].name, ...VARIANTS[id].aliases]) NAME_TO_VARIANT.set(normalizeName(name), id);
}
const GO_NAMES = new Set(GO_RULE_SETS.map(normalizeName));

/** A name as words: lower case, `&` as "and", every run of other characters one space. */
function nameWords(text: string): string {
  return text.toLowerCase().replace(/&|\+/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The one variant whose `nameWords` match `words` ({@link nameWords} of a name), or `null`. */
function variantByWords(words: string): VariantId | null {
  const found = (Object.keys(VARIANTS) as VariantId[]).filter((id) => VARIANTS[id].nameWords?.test(words));
  return found.length === 1 ? found[0]! : null;
}

/**
 * How a name was read: its variant, and whether only a known beginning of the name was
 * recognised (`Tile Go, N=1` is Tile Go by its beginning "Tile Go"; the rest was not read).
 */
export interface NameReading {
  variant: VariantId;
  byBeginning: boolean;
}

/** {@link variantFromName}, saying whether the name was read whole or by its beginning only. */
export function readVariantName(name: string): NameReading | null {
  const key = normalizeName(name);
  if (key === '') return null;
  const exact = NAME_TO_VARIANT.get(key) ?? (GO_NAMES.has(key) ? 'go' : undefined);
  if (exact) return { variant: exact, byBeginning: false };
  const words = nameWords(name);
  const byWords = variantByWords(words);
  if (byWords) return { variant: byWords, byBeginning: false };
  let best: [string, VariantId] | null = null;
  for (const [known, id] of NAME_TO_VARIANT) {
    // "go" alone is too short to be a safe beginning ("goe" is a rule set, "gomoku" is not Go).
    if (known.length >= 4 && key.startsWith(known) && (!best || known.length > best[0].length)) best = [known, id];
  }
  return best ? { variant: best[1], byBeginning: true } : null;
}

/**
 * The variant a name stands for, read tolerantly: case, spaces and punctuation do not matter
 * (`"tile go"`, `"TILE-GO"`, `"Tile_Go"` are Tile Go), ids (`ko-2-2-2`) and names
 * (`Stoical Go, 2-2-2 rule`) both work, and so do Stoical Go's refinements in the words of its
 * rules page (`Stoical Go with the ko rule, 2-2-2 rule`, `Stoical Go without the ko rule, one
 * bit`). Go's rule sets (`Japanese`, `Chinese`, `AGA`...) read as `go`. A name followed by more
 * words (`Tile Go, N=1`) is read by its longest known beginning; `readRecord` warns
 * (`WARN_SGF_RULES_GUESSED`) when it reads `RU` or `ZVR` that way. Returns `null` for anything else.
 */
export function variantFromName(name: string): VariantId | null {
  return readVariantName(name)?.variant ?? null;
}
