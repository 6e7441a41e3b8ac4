/**
 * The engine with standard Go's rules and every variant's facts; another variant's rules load on
 * first use ({@link loadVariant}). The element imports this; `index.ts` adds every variant's rules.
 */
export { createGame, tryCreateGame, Game, type GameCreated, type PlayOptions, type EditResult } from './game.js';
export { GameOptionError } from './errors.js';
export { MAX_KOMI, MAX_TILES, RULE_OPTION_VALUES, parseRuleOption, type OptionNamer } from './options.js';
export { parsePoint, formatPoint, parseMove, formatMove, COLUMN_LETTERS, MAX_SIZE, type ParsedMove } from './coords.js';
export { VARIANTS } from './variants/index.js';
export { isVariantLoaded, loadVariant } from './loaded-rules.js';
export type { RulesClass, VariantSpec } from './variant.js';
export type * from './types.js';
