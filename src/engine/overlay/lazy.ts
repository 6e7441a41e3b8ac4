/**
 * The rules overlay as the element loads it: the shared code at once, each variant's entry on
 * first use, so that a board fetches no other variant's rules for it (the Loose, Stoical and
 * Tile entries use their rules' helpers). The entries answer as `index.ts`'s do (a test checks it).
 */
import type { VariantId } from '../types.js';
import type { KoRefinementId } from '../variants/stoical-ko.js';
import type { VariantOverlay } from './entry.js';

export { overlayBy, placementBy, type VariantOverlay } from './entry.js';

// The Stoical family's entries are given their rules' definitions here, from the rules' own chunk (see facts-ko.ts).
const disturbing = (): Promise<VariantOverlay> =>
  Promise.all([import('./facts-disturbing.js'), import('../variants/stoical-disturbing.js')]).then(([facts, rules]) => facts.disturbingOverlay(rules.disturbingKind));
const koRefinement = (id: KoRefinementId): Promise<VariantOverlay> =>
  Promise.all([import('./facts-ko.js'), import('../variants/stoical-ko.js')]).then(([facts, rules]) => facts.koRefinement(rules.RESTRICTIONS[id]));

const LOADERS: Record<VariantId, () => Promise<VariantOverlay>> = {
  go: () => import('./facts.js').then((module) => module.GO),
  tile: () => import('./facts-tile.js').then((module) => module.TILE),
  cushion: () => import('./facts-tile.js').then((module) => module.CUSHION),
  'no-seki': () => import('./facts.js').then((module) => module.NO_SEKI),
  loose: () => import('./facts-loose.js').then((module) => module.LOOSE),
  'paper-pencil': () => import('./facts.js').then((module) => module.PAPER_PENCIL),
  stoical: () => import('./facts.js').then((module) => module.STOICAL),
  'stoical-disturbing': () => disturbing(),
  'stoical-disturbing-strict': () => disturbing(),
  'ko-2-2-2': () => koRefinement('ko-2-2-2'),
  'ko-2-2': () => koRefinement('ko-2-2'),
  'ko-4-point': () => koRefinement('ko-4-point'),
  'ko-ole': () => koRefinement('ko-ole'),
};

/** Loads the overlay entry of `variant`. */
export function loadVariantOverlay(variant: VariantId): Promise<VariantOverlay> {
  return LOADERS[variant]();
}
