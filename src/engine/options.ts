/**
 * Validation of `createGame` options. Every message names the option at fault and says what
 * would be accepted, because page authors read these in a browser console or on the board.
 */
import { MAX_SIZE, notAPoint, parsePoint } from './coords.js';
import { GameOptionError } from './errors.js';
import type { RuleOptions } from './rules.js';
import type { GameOptions, Coord, Color, VariantId } from './types.js';
import type { SetupStates } from './setup-states.js';
import type { VariantSpec } from './variant.js';
import { notLoaded, variantFacts } from './loaded-variants.js';
import { VARIANT_IDS } from './variants/ids.js';

const KNOWN_OPTIONS = new Set(['variant', 'size', 'komi', 'setup', 'ko', 'maxTiles', 'scoring']);

/**
 * The largest komi either way. Beyond the points of the largest board (25x25) komi decides
 * every game, so a larger one is a mistake (`1e308`), not a handicap.
 */
export const MAX_KOMI = 1000;

/** The most tiles `maxTiles` may allow on one point, short of `unlimited`: far more than any game lays. */
export const MAX_TILES = 1000;

/** The words the word-valued rule options take, the default first (`ko`, `scoring`). */
export const RULE_OPTION_VALUES = {
  ko: ['basic', 'positional'],
  scoring: ['prisoner-return', 'standard'],
} as const satisfies { [K in 'ko' | 'scoring']: readonly NonNullable<GameOptions[K]>[] };

/** The rule options that can be written as text, and the value each is read as. */
export interface RuleOptionTexts {
  komi: number;
  ko: NonNullable<GameOptions['ko']>;
  maxTiles: NonNullable<GameOptions['maxTiles']>;
  scoring: NonNullable<GameOptions['scoring']>;
}

/**
 * Reads a rule option written as text (a command-line value, an SGF `ZVR` or `KM` value), as
 * `createGame` takes it, or `null` when the text is not such a value: `komi` a decimal number
 * (`6.5`, `-3`, `.5`; spaces around it allowed), `ko` and `scoring` one of
 * {@link RULE_OPTION_VALUES} exactly, `maxTiles` a whole number of at least 1 or `unlimited`.
 * Whether a variant takes the option is for `createGame` to say.
 */
export function parseRuleOption<K extends keyof RuleOptionTexts>(key: K, text: string): RuleOptionTexts[K] | null {
  let value: RuleOptionTexts[keyof RuleOptionTexts] | null;
  if (key === 'komi') value = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text) : null;
  else if (key === 'maxTiles') value = text === 'unlimited' ? text : /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
  else value = (RULE_OPTION_VALUES[key as 'ko' | 'scoring'] as readonly string[]).includes(text) ? (text as RuleOptionTexts['ko' | 'scoring']) : null;
  return value as RuleOptionTexts[K] | null;
}

/** Everything needed to start a game, checked. */
export interface CheckedOptions {
  variant: VariantId;
  width: number;
  height: number;
  rules: RuleOptions;
  setup: SetupStates & {
    black: Coord[];
    white: Coord[];
    toPlay: Color;
  };
}

/**
 * How messages name an option: `option` is its path in the options (`'maxTiles'`,
 * `'setup.black'`) and `index` an entry of a list. A caller whose options came from elsewhere
 * (the element's attributes) passes its own names, so messages need no rewriting afterwards.
 */
export type OptionNamer = (option: string, index?: number) => string;

/** Options named as `createGame` takes them: `maxTiles`, `setup.black[2]`. */
export const optionPath: OptionNamer = (option, index) => (index === undefined ? option : `${option}[${index}]`);

/** Checks `createGame` options; throws {@link GameOptionError} naming the first bad one, in the words of `name`. */
export function checkOptions(options: GameOptions, name: OptionNamer = optionPath): CheckedOptions {
  if (typeof options !== 'object' || options === null) {
    throw new GameOptionError('ERR_OPTION', 'createGame needs an options object such as { variant: "go", size: 19 }', 'options');
  }
  if (!(VARIANT_IDS as readonly unknown[]).includes(options.variant)) {
    throw new GameOptionError('ERR_VARIANT', `unknown variant '${String(options.variant)}': choose one of ${VARIANT_IDS.join(', ')}`, 'variant');
  }
  const spec = variantFacts(options.variant);
  if (!spec) throw new GameOptionError('ERR_VARIANT_NOT_LOADED', notLoaded(options.variant), 'variant');
  for (const key of Object.keys(options)) {
    if (!KNOWN_OPTIONS.has(key)) {
      throw new GameOptionError('ERR_OPTION', `unknown option '${key}'`, key);
    }
    const given = (options as unknown as Record<string, unknown>)[key] !== undefined;
    if (given && (key === 'ko' || key === 'maxTiles' || key === 'scoring') && !(key in spec.options)) {
      throw new GameOptionError('ERR_OPTION', `${spec.name} has no '${name(key)}' option`, key);
    }
  }

  const { width, height } = checkSize(options.size, name);
  const sizeProblem = spec.checkSize?.(width, height);
  if (sizeProblem) throw new GameOptionError('ERR_SIZE', `${spec.name}: ${sizeProblem}`, 'size');

  const rules: RuleOptions = {
    komi: 0,
    ko: choice(options.ko, spec.options.ko, RULE_OPTION_VALUES.ko, 'ko', name),
    scoring: choice(options.scoring, spec.options.scoring, RULE_OPTION_VALUES.scoring, 'scoring', name),
    maxTiles: maxTiles(options.maxTiles, spec.options.maxTiles, name),
  };
  if (options.komi === undefined) {
    rules.komi = spec.defaultKomi(rules);
  } else {
    if (typeof options.komi !== 'number' || !(Math.abs(options.komi) <= MAX_KOMI)) {
      throw new GameOptionError('ERR_KOMI', `${name('komi')} must be a number from -${MAX_KOMI} to ${MAX_KOMI}, not ${String(options.komi)}`, 'komi');
    }
    const komiProblem = spec.checkKomi?.(options.komi, rules);
    if (komiProblem) throw new GameOptionError('ERR_KOMI', `${spec.name}: ${komiProblem}`, 'komi');
    rules.komi = options.komi;
  }

  return { variant: options.variant, width, height, rules, setup: checkSetup(options.setup, width, height, spec, rules, name) };
}

function checkSize(size: GameOptions['size'], name: OptionNamer): { width: number; height: number } {
  const side = (value: unknown, option: string): number => {
    if (!Number.isInteger(value) || (value as number) < 2 || (value as number) > MAX_SIZE) {
      throw new GameOptionError('ERR_SIZE', `${name(option)} must be a whole number from 2 to ${MAX_SIZE}, not ${String(value)}`, option);
    }
    return value as number;
  };
  if (typeof size === 'object' && size !== null) {
    return { width: side(size.width, 'size.width'), height: side(size.height, 'size.height') };
  }
  const n = side(size, 'size');
  return { width: n, height: n };
}

function choice<T extends string>(value: unknown, fallback: T | undefined, allowed: readonly T[], option: 'ko' | 'scoring', name: OptionNamer): T {
  if (value === undefined) return fallback ?? allowed[0]!;
  if (!allowed.includes(value as T)) {
    throw new GameOptionError('ERR_OPTION', `${name(option)} must be ${allowed.map((a) => `'${a}'`).join(' or ')}, not '${String(value)}'`, option);
  }
  return value as T;
}

function maxTiles(value: unknown, fallback: number | undefined, name: OptionNamer): number {
  if (value === undefined) return fallback ?? 1;
  if (value === 'unlimited') return Infinity;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TILES) return value;
  throw new GameOptionError('ERR_OPTION', `${name('maxTiles')} must be a whole number from 1 to ${MAX_TILES} or 'unlimited', not '${String(value)}'`, 'maxTiles');
}

function checkSetup(
  setup: GameOptions['setup'],
  width: number,
  height: number,
  spec: VariantSpec,
  rules: RuleOptions,
  name: OptionNamer,
): CheckedOptions['setup'] {
  const checked: CheckedOptions['setup'] = { black: [], white: [], toPlay: 'black', ghosts: [], tiles: [], marked: [] };
  if (setup === undefined) return checked;
  if (typeof setup !== 'object' || setup === null) {
    throw new GameOptionError('ERR_SETUP', 'setup must be an object such as { black: ["D4"], white: ["Q16"] }', 'setup');
  }
  // Each point given, with the entry that gave it: its path and its words.
  const taken = new Map<string, { where: string; words: string }>();
  for (const color of ['black', 'white'] as const) {
    const list = setup[color] ?? [];
    if (!Array.isArray(list)) {
      throw new GameOptionError('ERR_SETUP', `${name(`setup.${color}`)} must be a list of points`, `setup.${color}`);
    }
    list.forEach((text: unknown, i) => {
      const where = optionPath(`setup.${color}`, i);
      const words = name(`setup.${color}`, i);
      const point = typeof text === 'string' ? parsePoint(text, width, height) : null;
      if (!point) {
        throw new GameOptionError('ERR_SETUP', `${words} ${notAPoint(text, width, height)}`, where);
      }
      const id = `${point.x},${point.y}`;
      const earlier = taken.get(id);
      if (earlier) {
        throw new GameOptionError('ERR_SETUP', `${words} '${text as string}' is already given as ${earlier.words}`, where, earlier.where);
      }
      taken.set(id, { where, words });
      checked[color].push(point);
    });
  }
  if (setup.toPlay !== undefined) {
    if (setup.toPlay !== 'black' && setup.toPlay !== 'white') {
      throw new GameOptionError('ERR_SETUP', `${name('setup.toPlay')} must be 'black' or 'white', not '${String(setup.toPlay)}'`, 'setup.toPlay');
    }
    checked.toPlay = setup.toPlay;
  }
  // Only a variant whose positions hold a state takes it; its facts bring the code that reads it.
  for (const state of ['ghosts', 'marked', 'tiles'] as const) {
    if (setup[state] !== undefined && !spec.pointState.includes(state)) {
      throw new GameOptionError('ERR_SETUP', `setup.${state}: ${spec.name} has no ${state === 'marked' ? 'marked stones' : state}`, `setup.${state}`);
    }
  }
  if (spec.readSetupStates) {
    const board = { width, height, stones: taken, stoneLists: `${name('setup.black')} or ${name('setup.white')}` };
    Object.assign(checked, spec.readSetupStates(setup, board, rules.maxTiles));
  }
  return checked;
}
