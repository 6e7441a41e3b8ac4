/**
 * Standard Go's entry in the registry. Every board starts as one, so its facts are in the
 * engine core; every other variant's come with the registry (`index.ts`), loaded on demand.
 */
import { PASS_ONLY } from '../rules.js';
import type { VariantSpec } from '../variant.js';
import { Go } from './go.js';

export const GO_FACTS: VariantSpec = {
  name: 'Go',
  aliases: ['Baduk', 'Weiqi', 'Igo', 'standard'],
  turns: () => PASS_ONLY,
  captures: 'remove',
  pointState: [],
  options: { ko: 'basic' },
  defaultKomi: () => 7.5,
  load: () => Promise.resolve(Go),
};
