/**
 * The engine with standard Go's rules and facts; another variant's facts and rules load on first
 * use ({@link loadVariant}). The element imports this; `index.ts` adds every variant's at once.
 */
export { createGame, tryCreateGame, Game, type GameCreated, type PlayOptions, type EditResult } from './game.js';
export { GameOptionError } from './errors.js';
export { MAX_KOMI, MAX_TILES, RULE_OPTION_VALUES, parseRuleOption, type OptionNamer } from './options.js';
export { parsePoint, formatPoint, parseMove, COLUMN_LETTERS, MAX_SIZE, type ParsedMove } from './coords.js';
export { VARIANT_IDS } from './variants/ids.js';
export { isVariantLoaded, loadVariant, loadVariantFacts, variantFacts } from './loaded-variants.js';
export type { RulesClass, VariantSpec } from './variant.js';
export type * from './types.js';
