/**
 * The variants at hand: their facts and their rules code, by variant. Standard Go's are always
 * in: every board starts as one. Another variant's come with {@link loadVariant}: first the other
 * variants' facts (`variants/other-facts.ts`, all at once, without rules code), then its rules,
 * each a chunk of their own in the script-tag build. The full engine entry
 * (`variant-go-board/engine`, see `index.ts`) provides them all at once.
 */
import type { VariantId } from './types.js';
import type { RulesClass, VariantSpec } from './variant.js';
import { GO_FACTS } from './variants/go-facts.js';
import { Go } from './variants/go.js';

const facts = new Map<VariantId, VariantSpec>([['go', GO_FACTS]]);
const rules = new Map<VariantId, RulesClass>([['go', Go]]);

/** The facts of `variant`, if loaded: standard Go's always are, every variant's once one was loaded. */
export function variantFacts(variant: VariantId): VariantSpec | undefined {
  return facts.get(variant);
}

/** The rules of `variant`, if loaded. */
export function loadedRules(variant: VariantId): RulesClass | undefined {
  return rules.get(variant);
}

/** Whether games of `variant` can be created at once. */
export function isVariantLoaded(variant: VariantId): boolean {
  return rules.has(variant);
}

/** Why a game of `variant` cannot be created before {@link loadVariant}: its facts or its rules are not loaded. */
export function notLoaded(variant: VariantId): string {
  return `the rules of '${variant}' are not loaded yet: await loadVariant('${variant}') first`;
}

/** Loads the facts of `variant` (with every other variant's) without its rules code, and gives them. */
export async function loadVariantFacts(variant: VariantId): Promise<VariantSpec> {
  const known = facts.get(variant);
  if (known) return known;
  const { OTHER_FACTS } = await import('./variants/other-facts.js');
  provide(facts, OTHER_FACTS);
  return facts.get(variant)!;
}

/**
 * Loads the facts and rules of `variant`, so that `createGame` makes its games. Settles at once
 * for a variant already loaded; rejects when its code cannot be fetched.
 *
 * @example
 * await loadVariant('loose');
 * const game = createGame({ variant: 'loose', size: 9 });
 */
export async function loadVariant(variant: VariantId): Promise<void> {
  if (!rules.has(variant)) rules.set(variant, await (await loadVariantFacts(variant)).load());
}

/** Makes facts and rules at hand without a fetch: the full engine entry gives every variant's. */
export function provideVariants(
  givenFacts: { readonly [Id in VariantId]: VariantSpec },
  givenRules: { readonly [Id in VariantId]: RulesClass },
): void {
  provide(facts, givenFacts);
  provide(rules, givenRules);
}

function provide<T>(into: Map<VariantId, T>, given: { readonly [Id in VariantId]?: T }): void {
  for (const [variant, value] of Object.entries(given)) into.set(variant as VariantId, value as T);
}
