/** Standard Go (rulings G1-G4): the rules core's defaults, unchanged. */
import { Rules } from '../rules.js';
import type { VariantSpec } from '../variant.js';

export class Go extends Rules {
  readonly id = 'go';
  readonly name = 'Go';
}

export const go: VariantSpec = {
  id: 'go',
  name: 'Go',
  options: { ko: 'basic' },
  defaultKomi: () => 7.5,
  create: (options) => new Go(options),
};
