/**
 * Every variant's rules at once, for the full engine entry (`variant-go-board/engine`), where
 * `createGame` answers at once for any variant. The registry's `load` gives the same classes,
 * each from a chunk of its own (a test checks they agree).
 */
import type { VariantId } from '../types.js';
import type { RulesClass } from '../variant.js';
import { CushionGo } from './cushion.js';
import { Go } from './go.js';
import { Loose } from './loose.js';
import { NoSekiGo } from './no-seki.js';
import { PaperPencil } from './paper-pencil.js';
import { Stoical } from './stoical.js';
import { StoicalDisturbing, StoicalDisturbingStrict } from './stoical-disturbing.js';
import { Ko22, Ko222, Ko4Point, KoOle } from './stoical-ko.js';
import { TileGo } from './tile.js';

export const ALL_RULES: { readonly [Id in VariantId]: RulesClass } = {
  go: Go,
  tile: TileGo,
  cushion: CushionGo,
  'no-seki': NoSekiGo,
  loose: Loose,
  'paper-pencil': PaperPencil,
  stoical: Stoical,
  'stoical-disturbing': StoicalDisturbing,
  'stoical-disturbing-strict': StoicalDisturbingStrict,
  'ko-2-2-2': Ko222,
  'ko-2-2': Ko22,
  'ko-4-point': Ko4Point,
  'ko-ole': KoOle,
};
