/**
 * Variant names as records write them in `RU` and `ZVR`: the name written for each variant, and
 * the tolerant reading of names, aliases and Go rule sets back to a variant.
 */
import type { VariantId } from '../engine/types.js';

/** The name written in `RU` for each variant (standard Go writes none of its own). */
export const VARIANT_NAMES: Readonly<Record<VariantId, string>> = {
  go: 'Go',
  loose: 'Loose',
  stoical: 'Stoical Go',
  'stoical-disturbing': 'Stoical Go with disturbing captures',
  'stoical-disturbing-strict': 'Stoical Go with disturbing captures, one-bit',
  'ko-2-2-2': 'Stoical Go, 2-2-2 rule',
  'ko-2-2': 'Stoical Go, 2-2 rule',
  'ko-4-point': 'Stoical Go, 4-point rule',
  'ko-ole': 'Stoical Go, OLE rule',
  tile: 'Tile Go',
  cushion: 'Cushion Go',
  'no-seki': 'No Seki Go',
  'paper-pencil': 'Paper and Pencil Go',
};

/** Other spellings read as each variant, besides its id and its {@link VARIANT_NAMES} name. */
const VARIANT_ALIASES: Readonly<Record<VariantId, readonly string[]>> = {
  go: ['Baduk', 'Weiqi', 'Igo', 'standard'],
  loose: ['Loose Go'],
  stoical: ['Stoical'],
  'stoical-disturbing': ['Stoical Go, disturbing captures', 'Stoical disturbing', 'Stoical Go disturbing', 'disturbing captures'],
  'stoical-disturbing-strict': [
    'Stoical Go, disturbing captures, one-bit',
    'Stoical Go with disturbing captures, one bit',
    'Stoical disturbing strict',
    'Stoical Go disturbing strict',
    'Stoical Go, one-bit',
  ],
  'ko-2-2-2': ['Stoical Go 2-2-2', '2-2-2 rule', '2-2-2', 'Stoical 2-2-2'],
  'ko-2-2': ['Stoical Go 2-2', '2-2 rule', 'Stoical 2-2'],
  'ko-4-point': ['Stoical Go 4-point', '4-point rule', 'four-point rule', 'Stoical Go, four-point rule', 'Stoical 4-point'],
  'ko-ole': ['Stoical Go OLE', 'OLE rule', 'Stoical OLE'],
  tile: ['Tile'],
  cushion: ['Cushion'],
  'no-seki': ['No Seki', 'No-Seki Go', 'NoSeki'],
  'paper-pencil': ['Paper and Pencil', 'Paper & Pencil Go', 'Paper-and-pencil Go', 'Paper Pencil Go', 'P&P Go'],
};

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
for (const id of Object.keys(VARIANT_NAMES) as VariantId[]) {
  for (const name of [id, VARIANT_NAMES[id], ...VARIANT_ALIASES[id]]) NAME_TO_VARIANT.set(normalizeName(name), id);
}
const GO_NAMES = new Set(GO_RULE_SETS.map(normalizeName));

/** A name as words: lower case, `&` as "and", every run of other characters one space. */
function nameWords(text: string): string {
  return text.toLowerCase().replace(/&|\+/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * Stoical Go's refinements in the words of its rules page (Sensei's Library, "Stoical Go"): the
 * "Variants with the ko rule" by their rule's name (the "2-2-2 rule", the "2-2 rule", the
 * "4-point rule", the "OLE rule" or Open Line Estate rule), the "Variant without the ko rule" by
 * the bits a player must remember: two (`stoical-disturbing`, also when no number is given) or
 * one (`stoical-disturbing-strict`). `words` are {@link nameWords} of what follows "Stoical"; `null`
 * when they name no refinement, or more than one.
 */
function stoicalRefinement(words: string): VariantId | null {
  const found = new Set<VariantId>();
  if (/\b2 2 2\b/.test(words)) found.add('ko-2-2-2');
  if (/(?<!\b2 )\b2 2\b(?! 2\b)/.test(words)) found.add('ko-2-2');
  if (/\b(4|four) point\b/.test(words)) found.add('ko-4-point');
  if (/\bole\b|\bopen line estate\b/.test(words)) found.add('ko-ole');
  if (/\bwithout (the )?ko\b|\bdisturbing\b/.test(words)) {
    found.add(/\b(one|1) bit\b|\bstrict\b/.test(words) ? 'stoical-disturbing-strict' : 'stoical-disturbing');
  }
  return found.size === 1 ? [...found][0]! : null;
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
  if (/^stoical\b/.test(words)) {
    const refinement = stoicalRefinement(words.replace(/^stoical( go)?\b/, ''));
    if (refinement) return { variant: refinement, byBeginning: false };
  }
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
