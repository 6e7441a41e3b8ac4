/**
 * The attributes of `<variant-go-board>` that change its picture, read from their text as the
 * element reads them: trimmed, words in any case, the same values and ranges, and a value it does
 * not take refused in the element's English ("komi: 'abc' is not a number from -1000 to 1000").
 * The attributes that change nothing drawn (`speed`, `confirm`, `verbosity`...) are ignored.
 */
import { MAX_KOMI, MAX_TILES, RULE_OPTION_VALUES, VARIANT_IDS, parseRuleOption } from '../engine/core.js';
import type { Scheme } from '../render/palette.js';
import { parseOrientation, type Orientation } from '../formats/orient.js';
import type { SgfRecordOptions } from '../formats/sgf-record.js';

/** What the attributes ask of the picture. */
export interface PictureChoices {
  /** The rules: the attributes' variant and options win over the record's. */
  rules: SgfRecordOptions;
  /** The game of an SGF collection, from 1. */
  game: number;
  /** The position after this move of the main line (clamped to it); `undefined`: its end, or its start for a puzzle. */
  move: number | undefined;
  /** `mode="puzzle"`: the problem's start, cropped unless `crop` says otherwise. */
  puzzle: boolean;
  overlay: boolean;
  coordinates: boolean;
  orientation: Orientation;
  /** `crop` as written, trimmed (`''` when unset): read against the record's board in position.ts. */
  crop: string;
  scheme: Scheme | 'auto';
}

/** A value an attribute does not take: its code (the element's) and its English. */
export interface AttributeProblem {
  code: string;
  message: string;
}

/** The element's words for what an attribute takes. */
const oneOf = (values: readonly string[]): string => `one of ${values.join(', ')}`;

function refused(code: string, name: string, written: string, expected: string): AttributeProblem {
  return { code, message: `${name}: '${written}' is not ${expected}` };
}

/** A word of `words`, in any case. */
function word<T extends string>(written: string, words: readonly T[]): T | null {
  return words.find((w) => w === written.trim().toLowerCase()) ?? null;
}

/**
 * Reads `attributes` (names as the element takes them). A boolean attribute (`coordinates`) is
 * on when present, whatever its value, as in HTML. `orientation="random"` draws the identity: the
 * element draws its own when it takes over, and a static picture must not change from one build
 * to the next.
 */
export function readChoices(attributes: Readonly<Record<string, string>>): { ok: true; choices: PictureChoices } | { ok: false; problem: AttributeProblem } {
  const given = (name: string): string | null => {
    const text = Object.hasOwn(attributes, name) ? attributes[name]! : null;
    return text !== null && text.trim() !== '' ? text : null;
  };
  const rules: SgfRecordOptions = {};
  const variant = given('variant');
  if (variant !== null) {
    const id = word(variant, VARIANT_IDS);
    if (id === null) return { ok: false, problem: refused('ERR_VARIANT', 'variant', variant, oneOf(VARIANT_IDS)) };
    rules.variant = id;
  }
  const komi = given('komi');
  if (komi !== null) {
    const n = parseRuleOption('komi', komi.trim());
    if (n === null || Math.abs(n) > MAX_KOMI) return { ok: false, problem: refused('ERR_KOMI', 'komi', komi, `a number from -${MAX_KOMI} to ${MAX_KOMI}`) };
    rules.komi = n;
  }
  for (const key of ['ko', 'scoring'] as const) {
    const text = given(key);
    if (text === null) continue;
    const value = word(text, RULE_OPTION_VALUES[key]);
    if (value === null) return { ok: false, problem: refused('ERR_OPTION', key, text, oneOf(RULE_OPTION_VALUES[key])) };
    Object.assign(rules, { [key]: value });
  }
  const maxTiles = given('max-tiles');
  if (maxTiles !== null) {
    const value = parseRuleOption('maxTiles', maxTiles.trim().toLowerCase());
    if (value === null || (value !== 'unlimited' && value > MAX_TILES)) {
      return { ok: false, problem: refused('ERR_OPTION', 'max-tiles', maxTiles, `a whole number from 1 to ${MAX_TILES}, or unlimited`) };
    }
    rules.maxTiles = value;
  }

  const gameText = given('game');
  const game = gameText === null ? 1 : /^\d+$/.test(gameText.trim()) ? Number(gameText.trim()) : 0;
  if (!(game >= 1 && Number.isSafeInteger(game))) return { ok: false, problem: refused('ERR_SGF_GAME', 'game', gameText!, 'a game number from 1') };
  const moveText = given('move');
  const move = moveText === null ? undefined : /^[+-]?\d+$/.test(moveText.trim()) ? Number(moveText.trim()) : Number.NaN;
  if (move !== undefined && !Number.isSafeInteger(move)) return { ok: false, problem: refused('ERR_OPTION', 'move', moveText!, 'a move number (a whole number)') };

  const words = { mode: ['view', 'replay', 'play', 'puzzle', 'edit'], overlay: ['none', 'rules'], theme: ['light', 'dark', 'auto'] } as const;
  const read: Partial<Record<keyof typeof words, string>> = {};
  for (const name of Object.keys(words) as (keyof typeof words)[]) {
    const text = given(name);
    if (text === null) continue;
    const value = word<string>(text, words[name]);
    if (value === null) return { ok: false, problem: refused('ERR_OPTION', name, text, oneOf(words[name])) };
    read[name] = value;
  }

  const orientationText = given('orientation') ?? '';
  const orientation = parseOrientation(orientationText);
  if (!orientation.ok) return { ok: false, problem: { code: orientation.code, message: orientation.message } };

  return {
    ok: true,
    choices: {
      rules,
      game,
      move,
      puzzle: read.mode === 'puzzle',
      overlay: read.overlay === 'rules',
      coordinates: Object.hasOwn(attributes, 'coordinates'),
      orientation: orientation.value === 'random' ? { symmetry: 'identity', swapColors: false } : orientation.value,
      crop: (given('crop') ?? '').trim(),
      scheme: (read.theme as Scheme | 'auto' | undefined) ?? 'auto',
    },
  };
}
