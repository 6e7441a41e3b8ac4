/**
 * The registry: every rule set by its identifier, with its facts and the way to load its rules.
 * The facts travel without the rules code, so a page knows every variant's names and options
 * before it fetches one. Standard Go's entry is in the engine core (`go-facts.ts`); the others
 * (`other-facts.ts`) load with the first other variant. Readers and the full engine import the
 * whole registry.
 */
import type { VariantId } from '../types.js';
import type { VariantSpec } from '../variant.js';
import { GO_FACTS } from './go-facts.js';
import { OTHER_FACTS } from './other-facts.js';

/** Every variant's facts, by its identifier. */
export const VARIANTS: { readonly [Id in VariantId]: VariantSpec } = { go: GO_FACTS, ...OTHER_FACTS };
