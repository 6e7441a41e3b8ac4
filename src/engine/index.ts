/**
 * variant-go-board/engine: the rules of Go and its variants, with no DOM. Every variant's rules
 * come with this entry, so `createGame` answers at once for any of them. (The element imports
 * `core.ts` instead, and loads a variant's rules when a board first asks for it.)
 *
 * @packageDocumentation
 */
import { provideRules } from './loaded-rules.js';
import { ALL_RULES } from './variants/all.js';

export * from './core.js';
export { incursionPointsOf } from './variants/tile-family.js';

provideRules(ALL_RULES);
