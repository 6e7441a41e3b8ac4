/**
 * The facts of every variant but standard Go, with the way to load each one's rules: the part of
 * the registry (`index.ts`) that the engine core loads with the first other variant
 * (`loadVariant`), so that a page of standard Go fetches none of it. No rules code comes with
 * them. A new variant is one rules module, its id in `ids.ts` and one entry here.
 */
import { PASS_ONLY, type RuleOptions } from '../rules.js';
import type { TurnKinds, VariantId } from '../types.js';
import { readSetupStates } from '../setup-states.js';
import type { RulesClass, VariantSpec } from '../variant.js';

/** The facts of a variant whose positions hold `state` beyond colour, which a setup may then give. */
const holding = (state: VariantSpec['pointState'][number]): Pick<VariantSpec, 'pointState' | 'readSetupStates'> => ({
  pointState: [state],
  readSetupStates,
});

/** T5: under prisoner-return scoring a prisoner is returned instead of passing. */
const tileTurns = ({ scoring }: Pick<RuleOptions, 'scoring'>): TurnKinds => ({
  pass: scoring !== 'prisoner-return',
  return: scoring === 'prisoner-return',
  ghost: false,
});

/** The facts Tile Go and Cushion Go share (T1-T5). */
const tileFamily = {
  turns: tileTurns,
  captures: 'remove',
  options: { maxTiles: 1, scoring: 'prisoner-return' },
  ...holding('tiles'),
  // Under prisoner return, komi is a count of prisoners White holds; under Go scoring, points.
  defaultKomi: (options: RuleOptions) => (options.scoring === 'prisoner-return' ? 7 : 7.5),
  checkKomi: (komi: number, options: RuleOptions) =>
    options.scoring === 'prisoner-return' && !(Number.isInteger(komi) && komi >= 0)
      ? `with prisoner-return scoring komi is the number of prisoners White starts with, a whole number of at least 0, not ${komi}`
      : null,
} as const;

/**
 * The facts of the Stoical family: no rule options but komi, 7.5 by default (S2). A refinement's
 * `nameWords` is built by {@link refinement}.
 */
const stoicalFamily = {
  turns: () => PASS_ONLY,
  captures: 'remove',
  pointState: [],
  options: {},
  defaultKomi: () => 7.5,
} as const;

/** A pattern over the words after "Stoical (Go)" that name a refinement on its rules page (Sensei's Library, "Stoical Go"). */
const refinement = (words: string): RegExp => new RegExp(`^stoical\\b(?: go\\b)?${words}`);

// The "Variant without the ko rule" by the bits a player must remember: two (also when no number is given) or one.
const WITHOUT_KO = String.raw`.*(\bwithout (the )?ko\b|\bdisturbing\b)`;
const ONE_BIT = String.raw`.*(\b(one|1) bit\b|\bstrict\b)`;

export const OTHER_FACTS = {
  tile: {
    name: 'Tile Go',
    aliases: ['Tile'],
    ...tileFamily,
    load: (): Promise<RulesClass> => import('./tile.js').then((rules) => rules.TileGo),
  },
  cushion: {
    name: 'Cushion Go',
    aliases: ['Cushion'],
    ...tileFamily,
    load: (): Promise<RulesClass> => import('./cushion.js').then((rules) => rules.CushionGo),
  },
  'no-seki': {
    name: 'No Seki Go',
    aliases: ['No Seki', 'No-Seki Go', 'NoSeki'],
    turns: () => ({ pass: true, return: false, ghost: true }),
    captures: 'remove',
    ...holding('ghosts'),
    options: { ko: 'basic' },
    defaultKomi: () => 6,
    // N4: without seki there is no need of half points to break ties; the rule page asks for whole ones.
    checkKomi: (komi) => (Number.isInteger(komi) ? null : `komi must be a whole number, not ${komi}`),
    load: (): Promise<RulesClass> => import('./no-seki.js').then((rules) => rules.NoSekiGo),
  },
  loose: {
    name: 'Loose',
    aliases: ['Loose Go'],
    turns: () => PASS_ONLY,
    captures: 'flip', // L1
    pointState: [],
    options: {},
    defaultKomi: () => 0,
    checkKomi: (komi) =>
      Number.isInteger(komi) && komi % 2 === 0 ? null : `komi must be an even whole number such as 0, 2 or -4, not ${komi}`,
    // L5 (the page asks for an odd-sized board): both sides odd, so the board has an odd number of points.
    checkSize: (width, height) =>
      width % 2 === 1 && height % 2 === 1
        ? null
        : `the board must have an odd number of lines each way, such as 9, 13 or 19, not ${width === height ? width : `${width}x${height}`}`,
    load: (): Promise<RulesClass> => import('./loose.js').then((rules) => rules.Loose),
  },
  'paper-pencil': {
    name: 'Paper and Pencil Go',
    aliases: ['Paper and Pencil', 'Paper & Pencil Go', 'Paper-and-pencil Go', 'Paper Pencil Go', 'P&P Go'],
    turns: () => PASS_ONLY,
    captures: 'mark', // P1
    ...holding('marked'),
    options: {},
    defaultKomi: () => 7.5,
    load: (): Promise<RulesClass> => import('./paper-pencil.js').then((rules) => rules.PaperPencil),
  },
  stoical: {
    name: 'Stoical Go',
    aliases: ['Stoical'],
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical.js').then((rules) => rules.Stoical),
  },
  'stoical-disturbing': {
    name: 'Stoical Go with disturbing captures',
    aliases: ['Stoical Go, disturbing captures', 'Stoical disturbing', 'Stoical Go disturbing', 'disturbing captures'],
    nameWords: refinement(`(?!${ONE_BIT})${WITHOUT_KO}`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-disturbing.js').then((rules) => rules.StoicalDisturbing),
  },
  'stoical-disturbing-strict': {
    name: 'Stoical Go with disturbing captures, one-bit',
    aliases: [
      'Stoical Go, disturbing captures, one-bit',
      'Stoical Go with disturbing captures, one bit',
      'Stoical disturbing strict',
      'Stoical Go disturbing strict',
      'Stoical Go, one-bit',
    ],
    nameWords: refinement(`(?=${ONE_BIT})${WITHOUT_KO}`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-disturbing.js').then((rules) => rules.StoicalDisturbingStrict),
  },
  'ko-2-2-2': {
    name: 'Stoical Go, 2-2-2 rule',
    aliases: ['Stoical Go 2-2-2', '2-2-2 rule', '2-2-2', 'Stoical 2-2-2'],
    nameWords: refinement(String.raw`.*\b2 2 2\b`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-ko.js').then((rules) => rules.Ko222),
  },
  'ko-2-2': {
    name: 'Stoical Go, 2-2 rule',
    aliases: ['Stoical Go 2-2', '2-2 rule', 'Stoical 2-2'],
    nameWords: refinement(String.raw`.*(?<!\b2 )\b2 2\b(?! 2\b)`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-ko.js').then((rules) => rules.Ko22),
  },
  'ko-4-point': {
    name: 'Stoical Go, 4-point rule',
    aliases: ['Stoical Go 4-point', '4-point rule', 'four-point rule', 'Stoical Go, four-point rule', 'Stoical 4-point'],
    nameWords: refinement(String.raw`.*\b(4|four) point\b`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-ko.js').then((rules) => rules.Ko4Point),
  },
  'ko-ole': {
    name: 'Stoical Go, OLE rule',
    aliases: ['Stoical Go OLE', 'OLE rule', 'Stoical OLE'],
    nameWords: refinement(String.raw`.*(\bole\b|\bopen line estate\b)`),
    ...stoicalFamily,
    load: (): Promise<RulesClass> => import('./stoical-ko.js').then((rules) => rules.KoOle),
  },
} satisfies { [Id in Exclude<VariantId, 'go'>]: VariantSpec };
