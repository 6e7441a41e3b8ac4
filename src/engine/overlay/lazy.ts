/**
 * The rules overlay as the element loads it: the shared code at once, each variant's entry on
 * first use, so that a board fetches no other variant's rules for it (the Loose, Stoical and
 * Tile entries use their rules' helpers). The entries are `index.ts`'s (a test checks they agree).
 */
import type { VariantId } from '../types.js';
import type { VariantOverlay } from './entry.js';

export { overlayBy, placementBy, type VariantOverlay } from './entry.js';

const LOADERS: Record<VariantId, () => Promise<VariantOverlay>> = {
  go: () => import('./facts.js').then((module) => module.GO),
  tile: () => import('./tile.js').then((module) => module.TILE_FAMILY),
  cushion: () => import('./tile.js').then((module) => module.TILE_FAMILY),
  'no-seki': () => import('./facts.js').then((module) => module.NO_SEKI),
  loose: () => import('./loose.js').then((module) => module.LOOSE),
  'paper-pencil': () => import('./facts.js').then((module) => module.PAPER_PENCIL),
  stoical: () => import('./facts.js').then((module) => module.STOICAL),
  'stoical-disturbing': () => import('./stoical-disturbing.js').then((module) => module.DISTURBING),
  'stoical-disturbing-strict': () => import('./stoical-disturbing.js').then((module) => module.DISTURBING),
  'ko-2-2-2': () => import('./stoical-ko.js').then((module) => module.KO_REFINEMENTS['ko-2-2-2']),
  'ko-2-2': () => import('./stoical-ko.js').then((module) => module.KO_REFINEMENTS['ko-2-2']),
  'ko-4-point': () => import('./stoical-ko.js').then((module) => module.KO_REFINEMENTS['ko-4-point']),
  'ko-ole': () => import('./stoical-ko.js').then((module) => module.KO_REFINEMENTS['ko-ole']),
};

/** Loads the overlay entry of `variant`. */
export function loadVariantOverlay(variant: VariantId): Promise<VariantOverlay> {
  return LOADERS[variant]();
}
