/**
 * How the element reads the attributes that take a value from a fixed set or a range: the text
 * is trimmed (and, for words, read in any case, as HTML reads enumerated attributes), checked,
 * and refused with the facts of a problem (the attribute, what was written, what it takes), which
 * the problem reporter says in the board's language ("size: 'abc' is not a board size from 2 to
 * 25"). Every accepted value and range of these attributes is stated here, once. DOM-free.
 */
import { MAX_KOMI, MAX_SIZE, MAX_TILES, RULE_OPTION_VALUES, VARIANT_IDS, parseRuleOption } from '../engine/core.js';
import { POINT_NAMES } from '../render/position-words.js';
import { CONFIRM_CHOICES, MODES, OVERLAY_CHOICES, THEMES, VERBOSITIES } from './board-options.js';
import type { VgbErrorCode } from './events/vgb-error.js';
import type { BoardProblem } from './problem.js';
import type { Expected } from './problem-facts.js';

const COLORS = ['black', 'white'] as const;

/** Autoplay's longest wait, an hour: a timer set further off would fire at once. */
const MAX_SPEED = 3_600_000;

/** What an attribute read by a rule takes. */
type RuleExpected = Exclude<Expected, { kind: 'crop' }>;

/** How one attribute is read: the value of its trimmed text, or `null` when the text is not one. */
interface AttributeRule<T> {
  code: VgbErrorCode;
  expected: RuleExpected;
  read(trimmed: string): T | null;
}

/** A word of `words`, in any case. */
function word<T extends string>(code: VgbErrorCode, words: readonly T[]): AttributeRule<T> {
  return {
    code,
    expected: { kind: 'one-of', values: words },
    read: (trimmed) => words.find((w) => w === trimmed.toLowerCase()) ?? null,
  };
}

/** A whole number from `min` to `max`, written in digits. */
function wholeNumber(min: number, max: number): (trimmed: string) => number | null {
  return (trimmed) => {
    const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    return n >= min && n <= max ? n : null;
  };
}

/** Any whole number, with a sign or not: `move` is clamped to the line (below 0 the start, past the end the end). */
function integer(trimmed: string): number | null {
  const n = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A decimal number (`6.5`, `-3`, `.5`) within `accept`. */
function decimal(accept: (n: number) => boolean): (trimmed: string) => number | null {
  return (trimmed) => {
    const n = parseRuleOption('komi', trimmed);
    return n !== null && accept(n) ? n : null;
  };
}

/** Every attribute read by a rule, by its name as written in HTML. */
export const ATTRIBUTE_RULES = {
  variant: word('ERR_VARIANT', VARIANT_IDS),
  mode: word('ERR_OPTION', MODES),
  size: { code: 'ERR_SIZE', expected: { kind: 'size', max: MAX_SIZE }, read: wholeNumber(2, MAX_SIZE) },
  'to-play': word('ERR_SETUP', COLORS),
  komi: { code: 'ERR_KOMI', expected: { kind: 'komi', max: MAX_KOMI }, read: decimal((n) => Math.abs(n) <= MAX_KOMI) },
  ko: word('ERR_OPTION', RULE_OPTION_VALUES.ko),
  'max-tiles': {
    code: 'ERR_OPTION',
    expected: { kind: 'max-tiles', max: MAX_TILES },
    read: (trimmed: string) => (trimmed.toLowerCase() === 'unlimited' ? 'unlimited' : wholeNumber(1, MAX_TILES)(trimmed)),
  },
  scoring: word('ERR_OPTION', RULE_OPTION_VALUES.scoring),
  move: { code: 'ERR_OPTION', expected: { kind: 'move' }, read: integer },
  speed: { code: 'ERR_OPTION', expected: { kind: 'speed', max: MAX_SPEED }, read: decimal((n) => n > 0 && n <= MAX_SPEED) },
  'puzzle-side': word('ERR_OPTION', COLORS),
  overlay: word('ERR_OPTION', OVERLAY_CHOICES),
  confirm: word('ERR_OPTION', CONFIRM_CHOICES),
  'point-names': word('ERR_OPTION', POINT_NAMES),
  verbosity: word('ERR_OPTION', VERBOSITIES),
  theme: word('ERR_OPTION', THEMES),
  game: { code: 'ERR_SGF_GAME', expected: { kind: 'game' }, read: wholeNumber(1, Number.MAX_SAFE_INTEGER) },
} satisfies Record<string, AttributeRule<unknown>>;

export type AttributeName = keyof typeof ATTRIBUTE_RULES;
/** The value an attribute is read as. */
export type AttributeValue<N extends AttributeName> = NonNullable<ReturnType<(typeof ATTRIBUTE_RULES)[N]['read']>>;

/** An attribute as read: its value (`undefined` when unset, empty or bad) and, when bad, the problem to report. */
export interface ReadAttribute<T> {
  value: T | undefined;
  problem: BoardProblem | null;
}

/**
 * What was written for a property: the attribute's text while the property holds what the
 * attribute made of it (`convert`), else the value set from script as text; `null` when unset.
 */
export function writtenText(value: unknown, attribute: string | null, convert: (text: string) => unknown): string | null {
  if (value === null || value === undefined) return null;
  if (attribute !== null && Object.is(convert(attribute), value)) return attribute;
  return String(value);
}

/**
 * Reads the element's attributes. Keeps each attribute's last reading, so that a bad value
 * gives the same problem (reported once) until what was written changes.
 */
export class AttributeReader {
  private readonly last = new Map<AttributeName, { written: string | null; read: ReadAttribute<unknown> }>();

  /** Reads `written`, the text of attribute `name` (`null` when unset); empty or blank text counts as unset. */
  read<N extends AttributeName>(name: N, written: string | null): ReadAttribute<AttributeValue<N>> {
    const kept = this.last.get(name);
    if (kept && kept.written === written) return kept.read as ReadAttribute<AttributeValue<N>>;
    const read = readAttribute(name, written);
    this.last.set(name, { written, read });
    return read;
  }
}

function readAttribute<N extends AttributeName>(name: N, written: string | null): ReadAttribute<AttributeValue<N>> {
  const trimmed = written?.trim();
  if (!written || !trimmed) return { value: undefined, problem: null };
  const rule: AttributeRule<unknown> = ATTRIBUTE_RULES[name];
  const value = rule.read(trimmed) as AttributeValue<N> | null;
  if (value !== null) return { value, problem: null };
  return { value: undefined, problem: { code: rule.code, facts: { kind: 'attribute', attribute: name, written, expected: rule.expected } } };
}
