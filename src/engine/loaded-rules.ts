/**
 * The rules code at hand, by variant. Standard Go's is always in: every board starts as one.
 * Another variant's comes with {@link loadVariant} (a chunk of its own in the script-tag build),
 * or all at once with the full engine entry (`variant-go-board/engine`, see `index.ts`).
 */
import type { VariantId } from './types.js';
import type { RulesClass } from './variant.js';
import { VARIANTS } from './variants/index.js';
import { Go } from './variants/go.js';

const loaded = new Map<VariantId, RulesClass>([['go', Go]]);

/** The rules of `variant`, if loaded. */
export function loadedRules(variant: VariantId): RulesClass | undefined {
  return loaded.get(variant);
}

/** Whether games of `variant` can be created at once. */
export function isVariantLoaded(variant: VariantId): boolean {
  return loaded.has(variant);
}

/**
 * Loads the rules of `variant`, so that `createGame` makes its games. Settles at once for a
 * variant already loaded; rejects when its code cannot be fetched.
 *
 * @example
 * await loadVariant('loose');
 * const game = createGame({ variant: 'loose', size: 9 });
 */
export async function loadVariant(variant: VariantId): Promise<void> {
  if (!loaded.has(variant)) loaded.set(variant, await VARIANTS[variant].load());
}

/** Makes rules at hand without a fetch: the full engine entry gives every variant's. */
export function provideRules(rules: { readonly [Id in VariantId]?: RulesClass }): void {
  for (const [variant, rulesClass] of Object.entries(rules)) loaded.set(variant as VariantId, rulesClass);
}
