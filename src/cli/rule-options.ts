/**
 * The rule set and rule options a command was given: `--variant`, `--komi`, `--ko`,
 * `--max-tiles`, `--scoring`. Checked against the engine's registry before any file is read,
 * so a variant that does not take an option is a usage error, not a failure per file.
 */
import { VARIANTS } from '../engine/index.js';
import { RULE_OPTION_VALUES, parseRuleOption } from '../engine/options.js';
import type { GameOptions, VariantId } from '../engine/types.js';
import { UsageError, choiceOption, optionValue, type OptionSpec, type ParsedArgs } from './args.js';

/** Rule options as the engine takes them; only those given are present. */
export type RuleOptions = Partial<Pick<GameOptions, 'komi' | 'ko' | 'maxTiles' | 'scoring'>>;

/** What the command line says about the rules. */
export interface RuleChoice {
  /** `undefined` when the files are to say (check, show). */
  variant: VariantId | undefined;
  options: RuleOptions;
}

/** The options every command that replays games takes. */
export const RULE_OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'variant', value: true },
  { name: 'komi', value: true },
  { name: 'ko', value: true },
  { name: 'max-tiles', value: true },
  { name: 'scoring', value: true },
];

/** Every variant identifier the engine knows, in registry order. */
export function variantIds(): VariantId[] {
  return Object.keys(VARIANTS) as VariantId[];
}

/** The name players know a variant by ("Tile Go"). */
export function variantName(id: VariantId): string {
  return VARIANTS[id].name;
}

/** Reads and checks the rule options; `required` makes `--variant` mandatory. */
export function readRuleChoice(args: ParsedArgs, required: boolean): RuleChoice {
  const text = optionValue(args, 'variant');
  let variant: VariantId | undefined;
  if (text === undefined) {
    if (required) throw new UsageError(`option '--variant' is required: one of ${variantIds().join(', ')}`);
  } else {
    const id = text.trim().toLowerCase();
    if (!Object.hasOwn(VARIANTS, id)) {
      throw new UsageError(`unknown variant '${text}' for '--variant': choose one of ${variantIds().join(', ')}`);
    }
    variant = id as VariantId;
  }

  const options: RuleOptions = {};
  const komiText = optionValue(args, 'komi');
  if (komiText !== undefined) {
    const komi = parseRuleOption('komi', komiText);
    if (komi === null) throw new UsageError(`option '--komi' must be a number, not '${komiText}'`);
    options.komi = komi;
  }
  const ko = choiceOption(args, 'ko', RULE_OPTION_VALUES.ko);
  if (ko) options.ko = ko;
  const scoring = choiceOption(args, 'scoring', RULE_OPTION_VALUES.scoring);
  if (scoring) options.scoring = scoring;
  const maxTilesText = optionValue(args, 'max-tiles');
  if (maxTilesText !== undefined) {
    const maxTiles = parseRuleOption('maxTiles', maxTilesText);
    if (maxTiles === null) throw new UsageError(`option '--max-tiles' must be a whole number of at least 1 or 'unlimited', not '${maxTilesText}'`);
    options.maxTiles = maxTiles;
  }

  if (variant) {
    const spec = VARIANTS[variant];
    const flags: Record<'ko' | 'maxTiles' | 'scoring', string> = { ko: '--ko', maxTiles: '--max-tiles', scoring: '--scoring' };
    for (const key of ['ko', 'maxTiles', 'scoring'] as const) {
      if (options[key] !== undefined && !(key in spec.options)) {
        throw new UsageError(`option '${flags[key]}' does not apply to ${spec.name} (${variant})`);
      }
    }
  }
  return { variant, options };
}

/** The rule choice as the board's attributes (`variant`, `komi`, `ko`, `max-tiles`, `scoring`), for the pictures. */
export function ruleAttributes({ variant, options }: RuleChoice): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (variant) attributes.variant = variant;
  if (options.komi !== undefined) attributes.komi = String(options.komi);
  if (options.ko) attributes.ko = options.ko;
  if (options.maxTiles !== undefined) attributes['max-tiles'] = String(options.maxTiles);
  if (options.scoring) attributes.scoring = options.scoring;
  return attributes;
}

/** Describes a rule setting in words: "Tile Go (tile; maxTiles 1, scoring prisoner-return, komi 7)". */
export function describeRules(variant: VariantId, options: RuleOptions, komi?: number): string {
  const spec = VARIANTS[variant];
  const parts: string[] = [];
  for (const key of ['ko', 'maxTiles', 'scoring'] as const) {
    if (spec && key in spec.options) parts.push(`${key} ${String(options[key] ?? spec.options[key])}`);
  }
  const shownKomi = options.komi ?? komi;
  if (shownKomi !== undefined) parts.push(`komi ${shownKomi}`);
  return `${variantName(variant)} (${[variant, parts.join(', ')].filter(Boolean).join('; ')})`;
}
