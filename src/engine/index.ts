/**
 * variant-go-board/engine: the rules of Go and its variants, with no DOM.
 *
 * @packageDocumentation
 */
export { createGame, tryCreateGame, Game, type GameCreated, type PlayOptions, type EditResult } from './game.js';
export { GameOptionError } from './errors.js';
export { MAX_KOMI, MAX_TILES, RULE_OPTION_VALUES, parseRuleOption, type OptionNamer } from './options.js';
export { parsePoint, formatPoint, parseMove, formatMove, COLUMN_LETTERS, MAX_SIZE, type ParsedMove } from './coords.js';
export { VARIANTS } from './variants/index.js';
export { incursionPointsOf } from './variants/tile-family.js';
export type { VariantSpec } from './variant.js';
export type * from './types.js';
