/** The registry: every rule set by its identifier. A new variant is one module and one line here. */
import type { VariantSpec } from '../variant.js';
import { go } from './go.js';
import { tile } from './tile.js';
import { cushion } from './cushion.js';
import { noSeki } from './no-seki.js';
import { loose } from './loose.js';
import { paperPencil } from './paper-pencil.js';
import { stoical } from './stoical.js';
import { stoicalDisturbing, stoicalDisturbingStrict } from './stoical-disturbing.js';
import { ko22, ko222, ko4Point, koOle } from './stoical-ko.js';

export const VARIANTS = {
  go,
  tile,
  cushion,
  'no-seki': noSeki,
  loose,
  'paper-pencil': paperPencil,
  stoical,
  'stoical-disturbing': stoicalDisturbing,
  'stoical-disturbing-strict': stoicalDisturbingStrict,
  'ko-2-2-2': ko222,
  'ko-2-2': ko22,
  'ko-4-point': ko4Point,
  'ko-ole': koOle,
} as const satisfies Record<string, VariantSpec>;

type Registered = { readonly [Id in keyof typeof VARIANTS]: true };

declare module '../types.js' {
  /** Every key of {@link VARIANTS} is a {@link VariantId}. */
  interface VariantIds extends Registered {}
}
