/** The registry: every rule set by its identifier. A new variant is one module and one line here. */
import type { VariantSpec } from '../variant.js';
import type { VariantId } from '../types.js';
import { go } from './go.js';

export const VARIANTS: Partial<Record<VariantId, VariantSpec>> = {
  go,
};
