/**
 * SGF records: a game tree read once for its rules (variant, size, komi, rule options) and
 * game information, then turned into an engine game at any node by replaying the path to it.
 * Also the way back: {@link gameToSgf} writes a game as a record.
 *
 * Variant games use private properties, documented in docs/formats.md:
 * - root `ZVR[<variant>(;<option>=<value>)*]`, e.g. `ZVR[tile;maxTiles=2;scoring=standard]`,
 *   with `RU[Tile Go]` written too and read when `ZVR` is absent;
 * - `ZVK[ghost]` on a `B`/`W` node (a No Seki ghost), `ZVK[return]` on `B[]`/`W[]` (a Tile or
 *   Cushion Go prisoner return);
 * - `ZVG[pt]...` (ghosts), `ZVT[pt:n]...` (tile stacks), `ZVM[pt]...` (marked stones): the
 *   variant state of the start position in setup nodes, and checkable snapshots elsewhere.
 *
 * Nothing here throws on bad input: problems come back as values with stable codes, with the
 * line and column of the node concerned when the tree was read from text.
 */
import { MAX_SIZE, VARIANTS, formatPoint, parseMove, parsePoint, tryCreateGame, type Game } from '../engine/index.js';
import { formatIndex } from '../engine/coords.js';
import { parseRuleOption } from '../engine/options.js';
import type { Color, Coord, GameOptions, GameResult, MoveErrorCode, OptionErrorCode, PositionView, Setup, VariantId } from '../engine/types.js';
import { commentOf, markupOf, nameOf, viewportOf, type Markup, type Viewport } from './markup.js';
import type { SgfIssue, SgfNode, SgfProperties, TextPosition } from './sgf.js';
import { coordToSgfPoint, expandSgfPoints, isSgfPass, sgfPointToCoord } from './sgf-points.js';

export { commentOf, markupOf, nameOf, viewportOf, type Markup, type Viewport };

/** Rule options of {@link readRecord}; they win over what the record says. */
export type SgfRecordOptions = { variant?: VariantId } & Partial<Pick<GameOptions, 'komi' | 'ko' | 'maxTiles' | 'scoring'>>;

/** Another name of {@link SgfRecordOptions}. */
export type ReadRecordOptions = SgfRecordOptions;

/**
 * Stable codes of records, or nodes of them, that cannot become a game.
 * - `ERR_SGF_GAME_TYPE`: `GM` names a game other than Go.
 * - `ERR_SGF_SIZE`: `SZ` is unreadable or beyond what the engine supports.
 * - `ERR_SGF_VARIANT`: `ZVR` names a variant this board does not know.
 * - `ERR_SGF_OPTIONS`: the engine refused the game's options (`engineCode` says why).
 * - `ERR_SGF_POINT`: a move or setup value is not a point of the board.
 * - `ERR_SGF_SETUP`: the engine refused a setup (start state or a node after the first move).
 * - `ERR_SGF_MOVE`: the engine refused a move (`engineCode` says why: ko, occupied...); also the
 *   code of an illegal move the replay played as the record holds it ({@link SgfGameAt.illegalMoves}).
 * - `ERR_SGF_PATH`: a path leads to no node of the tree.
 */
export type SgfGameErrorCode =
  | 'ERR_SGF_GAME_TYPE'
  | 'ERR_SGF_SIZE'
  | 'ERR_SGF_VARIANT'
  | 'ERR_SGF_OPTIONS'
  | 'ERR_SGF_POINT'
  | 'ERR_SGF_SETUP'
  | 'ERR_SGF_MOVE'
  | 'ERR_SGF_PATH';

/**
 * Stable codes of things the reader put up with.
 * - `WARN_SGF_KOMI_SCALED`: a Fox-style komi (`KM[650]`) was read as hundredths (6.5).
 * - `WARN_SGF_KOMI_IGNORED`: `KM` is a komi the variant does not allow (Loose wants an even
 *   whole number); the variant's default was used.
 * - `WARN_SGF_IGNORED_VALUE`: a value that could not be used was ignored: an unreadable `KM`,
 *   `PL` or `HA`, an empty `AB[]`, extra values of `B`/`W`, an unknown `ZVR` option or `ZVK`
 *   kind, a `ZVG`/`ZVM`/`ZVT` entry that does not fit the position or the variant.
 * - `WARN_SGF_SIZE_COMPOSED`: a square board written `SZ[19:19]` (FF[4] wants `SZ[19]`).
 * - `WARN_SGF_MIXED_NODE`: one node holds setup and a move, or moves of both colours; the
 *   setup was applied first, then Black's move, then White's.
 * - `WARN_SGF_RULES_UNKNOWN`: `RU` names neither a variant nor a Go rule set; read as Go.
 * - `WARN_SGF_RULES_GUESSED`: the `ZVR` or `RU` that decides the variant was read by a known
 *   beginning of the name only (`RU[Tile Go, N=1]` as Tile Go); the message says how.
 * - `WARN_SGF_VARIANT_MISMATCH`: `ZVR` and `RU`, or the caller and `ZVR`, name different
 *   variants; the caller wins over `ZVR`, which wins over `RU`.
 * - `WARN_SGF_PASS_AS_RETURN`: `B[]` where the variant has no pass but a prisoner return was
 *   possible: read as the return (`ZVK[return]` says so explicitly).
 * - `WARN_SGF_SNAPSHOT_MISMATCH`: a `ZVG`/`ZVM`/`ZVT` snapshot after the first move differs from
 *   what the engine derived; the engine's position stands.
 */
export type SgfGameWarningCode =
  | 'WARN_SGF_KOMI_SCALED'
  | 'WARN_SGF_KOMI_IGNORED'
  | 'WARN_SGF_IGNORED_VALUE'
  | 'WARN_SGF_SIZE_COMPOSED'
  | 'WARN_SGF_MIXED_NODE'
  | 'WARN_SGF_RULES_UNKNOWN'
  | 'WARN_SGF_RULES_GUESSED'
  | 'WARN_SGF_VARIANT_MISMATCH'
  | 'WARN_SGF_PASS_AS_RETURN'
  | 'WARN_SGF_SNAPSHOT_MISMATCH';

/**
 * Why a record, or a node of it, could not become a game, at the node that caused it: its
 * `line` and `column` are those of the node's `;` (messages do not repeat them).
 */
export interface SgfGameError extends SgfIssue<SgfGameErrorCode> {
  /**
   * The property at fault in that node, when one is: `B` or `W` of a refused or unreadable move
   * (in a node holding both, the one refused), `AB`, `AW` or `AE` of a point off the board.
   */
  property?: string;
  /** The move concerned, counting every `B`/`W` property on the path from 1. */
  moveNumber?: number;
  /** The engine's own code, when the engine refused. */
  engineCode?: MoveErrorCode | OptionErrorCode;
}

/** Game-information properties, as the record gives them. */
export type GameInfoId =
  | 'GN' | 'PB' | 'PW' | 'BR' | 'WR' | 'BT' | 'WT' | 'RE' | 'DT' | 'EV' | 'RO' | 'PC'
  | 'KM' | 'HA' | 'RU' | 'SO' | 'US' | 'AN' | 'CP' | 'GC' | 'ON' | 'OT' | 'TM';

/** Every game-information identifier, in the order {@link gameToSgf} writes them. */
export const GAME_INFO_IDS: readonly GameInfoId[] = [
  'GN', 'EV', 'RO', 'DT', 'PC', 'PB', 'BR', 'BT', 'PW', 'WR', 'WT', 'KM', 'HA', 'RU', 'TM', 'OT', 'RE',
  'GC', 'ON', 'SO', 'AN', 'US', 'CP',
];

/**
 * Game information as raw text (`KM` as written, `KM[650]` stays "650": the komi in force is
 * {@link SgfRecord.ruleOptions}). Values repeated by a merged property are joined by spaces.
 */
export type SgfGameInfo = Partial<Record<GameInfoId, string>>;

/** The rules a record is replayed under: komi and the options its variant takes, defaults filled in. */
export type SgfRuleOptions = { komi: number } & Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'>;

/**
 * A move the rules refuse that the replay played anyway, as the record holds it: the error it
 * would have been (`ERR_SGF_MOVE` with `engineCode`, `moveNumber`, `property`, at its node).
 */
export interface SgfIllegalMove extends SgfGameError {
  code: 'ERR_SGF_MOVE';
  /** The node marks the move with `KO[]`, as FF[4] has a record say an illegal move is meant. */
  ko: boolean;
}

/** A game at a node, from {@link SgfRecord.gameAt}. */
export interface SgfGameAt {
  /** The game up to the node, or up to the last node that could be applied when `error` is set. */
  game: Game;
  /** Why the replay stopped before the node; `null` when it reached it. */
  error: SgfGameError | null;
  /**
   * Illegal moves the replay played, in order: where the rule set gives an illegal move a
   * meaning ({@link Game.forcible}: standard Go's suicide, ko and superko), a record's move is
   * played as written, with or without `KO[]`; under a variant an illegal move stops the replay
   * (`error`), `KO[]` or not. The game's history marks these moves too (`illegal`).
   */
  illegalMoves: SgfIllegalMove[];
  /** What the replay of this path put up with (root-level warnings are the record's). */
  warnings: SgfIssue<SgfGameWarningCode>[];
}

/**
 * A game tree read for its rules. A path is a list of child indexes from the root: `[]` is the
 * root, `[0]` its first child, `[0, 1]` the second variation after the first move.
 */
export interface SgfRecord {
  readonly root: SgfNode;
  readonly variant: VariantId;
  readonly ruleOptions: SgfRuleOptions;
  readonly info: SgfGameInfo;
  /** Columns of the board. */
  readonly width: number;
  /** Rows of the board. */
  readonly height: number;
  /** The node a path leads to, or `null`. */
  nodeAt(path: readonly number[]): SgfNode | null;
  /** The children of the node at `path` (`[]` for a leaf or a path to nowhere). */
  children(path: readonly number[]): readonly SgfNode[];
  /**
   * Replays the root to the node at `path`: setup before the first move forms the start position
   * (with its `ZVG`/`ZVT`/`ZVM` state), later setup nodes are edits, moves are played with their
   * own colour and `ZVK` kind, and forced where the rules refuse them and the rule set allows it
   * ({@link SgfGameAt.illegalMoves}). A fresh game each call, which the caller may change.
   */
  gameAt(path: readonly number[]): SgfGameAt;
  /** `from` (default the root) followed by first children to the end: the main line from there. */
  mainLine(from?: readonly number[]): number[];
}

/** The answer of {@link readRecord}. */
export type SgfRecordResult =
  | { ok: true; record: SgfRecord; warnings: SgfIssue<SgfGameWarningCode>[] }
  | { ok: false; error: SgfGameError };

// ---------------------------------------------------------------------------------------------
// Variant names

/** Rule sets of standard Go seen in `RU`: all read as `go`, without a warning. */
const GO_RULE_SETS = [
  'Japanese', 'Chinese', 'Korean', 'AGA', 'GOE', 'Ing', 'NZ', 'New Zealand', 'Tromp-Taylor', 'Tromp/Taylor', 'TT',
  'Chinese KGS', 'Japanese KGS', 'area', 'territory', 'stone',
];

/** A name reduced to lower-case letters and digits: `"Stoical Go, 2-2-2 rule"` → `stoicalgo222rule`. */
function normalizeName(text: string): string {
  return text.toLowerCase().replace(/&|\+/g, 'and').replace(/[^a-z0-9]/g, '');
}

const NAME_TO_VARIANT = new Map<string, VariantId>();
for (const id of Object.keys(VARIANTS) as VariantId[]) {
  for (const name of [id, VARIANTS[id].name, ...VARIANTS[id].aliases]) NAME_TO_VARIANT.set(normalizeName(name), id);
}
const GO_NAMES = new Set(GO_RULE_SETS.map(normalizeName));

/** A name as words: lower case, `&` as "and", every run of other characters one space. */
function nameWords(text: string): string {
  return text.toLowerCase().replace(/&|\+/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The one variant whose `nameWords` match `words` ({@link nameWords} of a name), or `null`. */
function variantByWords(words: string): VariantId | null {
  const found = (Object.keys(VARIANTS) as VariantId[]).filter((id) => VARIANTS[id].nameWords?.test(words));
  return found.length === 1 ? found[0]! : null;
}

/**
 * How a name was read: its variant, and whether only a known beginning of the name was
 * recognised (`Tile Go, N=1` is Tile Go by its beginning "Tile Go"; the rest was not read).
 */
interface NameReading {
  variant: VariantId;
  byBeginning: boolean;
}

/** {@link variantFromName}, saying whether the name was read whole or by its beginning only. */
function readVariantName(name: string): NameReading | null {
  const key = normalizeName(name);
  if (key === '') return null;
  const exact = NAME_TO_VARIANT.get(key) ?? (GO_NAMES.has(key) ? 'go' : undefined);
  if (exact) return { variant: exact, byBeginning: false };
  const words = nameWords(name);
  const byWords = variantByWords(words);
  if (byWords) return { variant: byWords, byBeginning: false };
  let best: [string, VariantId] | null = null;
  for (const [known, id] of NAME_TO_VARIANT) {
    // "go" alone is too short to be a safe beginning ("goe" is a rule set, "gomoku" is not Go).
    if (known.length >= 4 && key.startsWith(known) && (!best || known.length > best[0].length)) best = [known, id];
  }
  return best ? { variant: best[1], byBeginning: true } : null;
}

/**
 * The variant a name stands for, read tolerantly: case, spaces and punctuation do not matter
 * (`"tile go"`, `"TILE-GO"`, `"Tile_Go"` are Tile Go), ids (`ko-2-2-2`) and names
 * (`Stoical Go, 2-2-2 rule`) both work, and so do Stoical Go's refinements in the words of its
 * rules page (`Stoical Go with the ko rule, 2-2-2 rule`, `Stoical Go without the ko rule, one
 * bit`). Go's rule sets (`Japanese`, `Chinese`, `AGA`...) read as `go`. A name followed by more
 * words (`Tile Go, N=1`) is read by its longest known beginning; {@link readRecord} warns
 * (`WARN_SGF_RULES_GUESSED`) when it reads `RU` or `ZVR` that way. Returns `null` for anything else.
 */
export function variantFromName(name: string): VariantId | null {
  return readVariantName(name)?.variant ?? null;
}

// ---------------------------------------------------------------------------------------------
// ZVR

/** What a `ZVR` value says. */
export interface ZvrValue {
  variant: VariantId;
  /** Whether the variant was read by a known beginning of its name only (see {@link variantFromName}). */
  byBeginning: boolean;
  options: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'>;
  /** Parts that could not be read, in words. */
  ignored: string[];
}

/** Other spellings of option values that `ZVR` accepts, and the value each stands for. */
const ZVR_VALUE_SPELLINGS: Readonly<Record<string, string>> = { prisonerreturn: 'prisoner-return', infinite: 'unlimited', none: 'unlimited' };

/**
 * Reads a `ZVR` value such as `tile;maxTiles=2;scoring=standard`. The variant is read like
 * {@link variantFromName}; option names ignore case (`maxtiles`; `maxStack` is an old name of
 * `maxTiles`), values are `ko=basic|positional`, `maxTiles=<n>|unlimited`,
 * `scoring=prisoner-return|standard`. Returns `null` when the variant is unknown.
 */
export function readZvr(value: string): ZvrValue | null {
  const parts = value.split(';');
  let head = parts[0]!;
  // The proposal this format came from wrote `tile-go:maxStack=1`; read that too.
  const colon = head.indexOf(':');
  if (colon >= 0 && head.indexOf('=', colon) > colon) {
    parts.splice(1, 0, head.slice(colon + 1));
    head = head.slice(0, colon);
  }
  const name = readVariantName(head);
  if (!name) return null;
  const options: ZvrValue['options'] = {};
  const ignored: string[] = [];
  for (const part of parts.slice(1)) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    const key = normalizeName(eq < 0 ? part : part.slice(0, eq));
    // Values in any case, with spaces or underscores for hyphens, and a few other spellings.
    const word = (eq < 0 ? '' : part.slice(eq + 1)).trim().toLowerCase().replace(/[\s_]+/g, '-');
    const value = ZVR_VALUE_SPELLINGS[word] ?? word;
    const ko = key === 'ko' ? parseRuleOption('ko', value) : null;
    const maxTiles = key === 'maxtiles' || key === 'maxstack' ? parseRuleOption('maxTiles', value) : null;
    const scoring = key === 'scoring' ? parseRuleOption('scoring', value) : null;
    if (ko) options.ko = ko;
    else if (maxTiles) options.maxTiles = maxTiles;
    else if (scoring) options.scoring = scoring;
    else ignored.push(part.trim());
  }
  return { variant: name.variant, byBeginning: name.byBeginning, options, ignored };
}

/** Writes a `ZVR` value: the variant id, then its options in the order ko, maxTiles, scoring. */
export function writeZvr(variant: VariantId, options: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> = {}): string {
  let text: string = variant;
  if (options.ko !== undefined) text += `;ko=${options.ko}`;
  if (options.maxTiles !== undefined) text += `;maxTiles=${options.maxTiles === Infinity ? 'unlimited' : options.maxTiles}`;
  if (options.scoring !== undefined) text += `;scoring=${options.scoring}`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Position reported for a node built in code rather than read from text. */
const NO_POSITION: TextPosition = { line: 0, column: 0, offset: -1 };

type Warn = (code: SgfGameWarningCode, node: SgfNode, message: string) => void;
type Step<T> = { ok: true; value: T } | { ok: false; error: SgfGameError };

/** Columns and rows. */
type BoardSize = { width: number; height: number };

function errorAt(code: SgfGameErrorCode, node: SgfNode, message: string, extra: Partial<SgfGameError> = {}): { ok: false; error: SgfGameError } {
  return { ok: false, error: { code, message, ...(node.position ?? NO_POSITION), ...extra } };
}

function collector(): { warnings: SgfIssue<SgfGameWarningCode>[]; warn: Warn } {
  const warnings: SgfIssue<SgfGameWarningCode>[] = [];
  return { warnings, warn: (code, node, message) => warnings.push({ code, message, ...(node.position ?? NO_POSITION) }) };
}

/**
 * Reads a Fox-style komi. Fox writes komi times 100 as an integer (`KM[650]` is 6.5,
 * `KM[375]` is 3.75). The rule: a value written as a whole number whose size is 50 or more
 * is read as hundredths; any other number is read as it stands. No real komi reaches 50
 * points on the boards the engine supports (at most 25x25), while Fox's smallest scaled
 * komi, 0.5, is written 50. Returns `null` when the value is not a number.
 */
export function parseSgfKomi(value: string): { komi: number; scaled: boolean } | null {
  const text = value.trim();
  if (/^[+-]?\d+$/.test(text)) {
    const whole = Number(text);
    return Math.abs(whole) >= 50 ? { komi: whole / 100, scaled: true } : { komi: whole, scaled: false };
  }
  const komi = parseRuleOption('komi', text);
  return komi === null ? null : { komi, scaled: false };
}

/** Writes a komi so that {@link parseSgfKomi} reads it back: `7.5`, `0`, and `50.0` for a whole 50 or more. */
export function writeSgfKomi(komi: number): string {
  return Number.isInteger(komi) && Math.abs(komi) >= 50 ? `${komi}.0` : String(komi);
}

/**
 * Reads a tree's root for its rules and game information. The variant comes from
 * `options.variant`, else `ZVR`, else `RU`, else Go; rule options from `options`, else `ZVR`,
 * else the variant's defaults; komi from `options.komi`, else `KM` (Fox's `KM[650]` is 6.5),
 * else the variant's default. Fails only when no game can start: a game other than Go, a
 * board size out of range, an unknown `ZVR` variant, or options the engine refuses.
 */
export function readRecord(root: SgfNode, options: SgfRecordOptions = {}): SgfRecordResult {
  const { warnings, warn } = collector();

  const gameType = root.props.GM?.[0]?.trim();
  if (gameType !== undefined && gameType !== '1') {
    return errorAt('ERR_SGF_GAME_TYPE', root, `This record is not a Go game (GM[${gameType}]; Go is GM[1]).`);
  }
  const size = readSize(root, warn);
  if (!size.ok) return size;

  const info = readInfo(root);
  const rules = readRules(root, options, warn);
  if (!rules.ok) return rules;
  const { variant, given } = rules.value;

  const base: GameOptions = {
    variant,
    size: size.value.width === size.value.height ? size.value.width : size.value,
    ...given,
  };
  const made = tryCreateGame(base);
  if (!made.ok) {
    return errorAt('ERR_SGF_OPTIONS', root, `The game cannot start: ${made.message}.`, { engineCode: made.code });
  }
  if (options.komi !== undefined) {
    base.komi = options.komi;
  } else {
    const komi = readKomi(root, warn);
    if (komi !== undefined) {
      const withKomi = tryCreateGame({ ...base, komi });
      if (withKomi.ok) base.komi = komi;
      else {
        warn('WARN_SGF_KOMI_IGNORED', root, `KM[${root.props.KM![0]}] cannot be used here (${withKomi.message}); the default komi ${made.game.komi} is used.`);
      }
    }
  }
  const checked = tryCreateGame(base);
  if (!checked.ok) {
    return errorAt('ERR_SGF_OPTIONS', root, `The game cannot start: ${checked.message}.`, { engineCode: checked.code });
  }
  const ruleOptions: SgfRuleOptions = { komi: checked.game.komi, ...checked.game.ruleOptions };
  return { ok: true, record: new RecordImpl(root, variant, ruleOptions, info, size.value, base), warnings };
}

function readSize(root: SgfNode, warn: Warn): Step<BoardSize> {
  const value = root.props.SZ?.[0]?.trim();
  if (value === undefined) return { ok: true, value: { width: 19, height: 19 } };
  const match = /^(\d+)(?:\s*:\s*(\d+))?$/.exec(value);
  if (!match) return errorAt('ERR_SGF_SIZE', root, `SZ[${value}] is not a board size: write SZ[19].`);
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (width !== height) {
    if (width < 2 || width > MAX_SIZE || height < 2 || height > MAX_SIZE) {
      return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: sides from 2 to ${MAX_SIZE} are supported.`);
    }
    return { ok: true, value: { width, height } };
  }
  if (match[2] !== undefined) warn('WARN_SGF_SIZE_COMPOSED', root, `SZ[${value}] was read as SZ[${width}].`);
  if (width < 2 || width > MAX_SIZE) {
    return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: boards from 2x2 to ${MAX_SIZE}x${MAX_SIZE} are supported.`);
  }
  return { ok: true, value: { width, height } };
}

function readKomi(root: SgfNode, warn: Warn): number | undefined {
  const value = root.props.KM?.[0];
  if (value === undefined || value.trim() === '') return undefined;
  const read = parseSgfKomi(value);
  if (!read) {
    warn('WARN_SGF_IGNORED_VALUE', root, `KM[${value}] is not a number; the variant's default komi is used.`);
    return undefined;
  }
  if (read.scaled) warn('WARN_SGF_KOMI_SCALED', root, `KM[${value}] was read as komi ${read.komi} (Fox writes komi times 100).`);
  return read.komi;
}

/** Game information from the root, then from nodes of the main line before the first move. */
function readInfo(root: SgfNode): SgfGameInfo {
  const info: SgfGameInfo = {};
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    for (const id of GAME_INFO_IDS) {
      const values = node.props[id];
      if (values && info[id] === undefined) info[id] = values.join(' ');
    }
    if (hasMove(node)) break;
  }
  return info;
}

/** The variant and the rule options given explicitly (by the caller or `ZVR`). */
function readRules(
  root: SgfNode,
  options: SgfRecordOptions,
  warn: Warn,
): Step<{ variant: VariantId; given: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> }> {
  const zvrText = root.props.ZVR?.[0];
  const zvr = zvrText === undefined ? null : readZvr(zvrText);
  if (zvrText !== undefined && !zvr && options.variant === undefined) {
    const known = Object.keys(VARIANTS).join(', ');
    return errorAt('ERR_SGF_VARIANT', root, `ZVR[${zvrText}] names no variant this board knows; the variants are ${known}.`);
  }
  const ruText = root.props.RU?.join(' ').trim();
  const ruName = ruText ? readVariantName(ruText) : null;
  const ru = ruName?.variant ?? null;
  if (ruText && !ru && !zvr && options.variant === undefined) {
    warn('WARN_SGF_RULES_UNKNOWN', root, `RU[${ruText}] names no variant or Go rule set known here; the game is read as Go.`);
  }
  // The ZVR or RU that decides the variant (the caller's choice needs neither), if it was read by its beginning only.
  const decider = options.variant !== undefined ? null : zvr ? { id: 'ZVR', text: zvrText!, read: zvr } : ruName ? { id: 'RU', text: ruText!, read: ruName } : null;
  if (decider?.read.byBeginning) {
    const { variant } = decider.read;
    warn(
      'WARN_SGF_RULES_GUESSED',
      root,
      `${decider.id}[${decider.text}] is not a name known here as a whole; it was read as ${VARIANTS[variant].name} (${variant}) by its beginning, and the rest was not read. Write ZVR[${variant}] to name the rules exactly.`,
    );
  }

  let variant: VariantId;
  if (options.variant !== undefined) {
    variant = options.variant;
    if (zvr && zvr.variant !== variant) {
      warn('WARN_SGF_VARIANT_MISMATCH', root, `ZVR[${zvrText}] says ${VARIANTS[zvr.variant].name}; the game is read as ${VARIANTS[variant].name}, as asked.`);
    }
  } else if (zvr) {
    variant = zvr.variant;
    if (ru && ru !== variant) {
      warn('WARN_SGF_VARIANT_MISMATCH', root, `RU[${ruText}] and ZVR[${zvrText}] disagree; ZVR wins: ${VARIANTS[variant].name}.`);
    }
  } else {
    variant = ru ?? 'go';
  }

  const taken = VARIANTS[variant]?.options ?? {};
  const given: Pick<GameOptions, 'ko' | 'maxTiles' | 'scoring'> = {};
  if (zvr && zvr.variant === variant) {
    for (const part of zvr.ignored) warn('WARN_SGF_IGNORED_VALUE', root, `ZVR option "${part}" is not an option this board reads; it was ignored.`);
    for (const key of ['ko', 'maxTiles', 'scoring'] as const) {
      if (zvr.options[key] === undefined) continue;
      if (key in taken) (given as Record<string, unknown>)[key] = zvr.options[key];
      else warn('WARN_SGF_IGNORED_VALUE', root, `ZVR option ${key}: ${VARIANTS[variant].name} has no such option; it was ignored.`);
    }
  }
  for (const key of ['ko', 'maxTiles', 'scoring'] as const) {
    if (options[key] !== undefined) (given as Record<string, unknown>)[key] = options[key];
  }
  return { ok: true, value: { variant, given } };
}

function hasMove(node: SgfNode): boolean {
  return 'B' in node.props || 'W' in node.props;
}

function isSetup(node: SgfNode): boolean {
  return 'AB' in node.props || 'AW' in node.props || 'AE' in node.props || 'PL' in node.props;
}

function hasState(node: SgfNode): boolean {
  return 'ZVG' in node.props || 'ZVT' in node.props || 'ZVM' in node.props;
}

/** Setup properties of one node, in move notation. */
interface NodeSetup {
  black: string[];
  white: string[];
  empty: string[];
  toPlay?: Color;
}

/** Variant state of one node (`ZVG`, `ZVM`, `ZVT`), in move notation; `null` where absent. */
interface NodeState {
  ghosts: string[] | null;
  marked: string[] | null;
  tiles: Map<string, number> | null;
}

function readSetup(node: SgfNode, { width, height }: BoardSize, warn: Warn): Step<NodeSetup> {
  const setup: NodeSetup = { black: [], white: [], empty: [] };
  if (!isSetup(node)) return { ok: true, value: setup };
  if (hasMove(node)) warn('WARN_SGF_MIXED_NODE', node, 'This node holds both setup and a move; the setup was applied first.');
  for (const [id, list] of [['AE', setup.empty], ['AB', setup.black], ['AW', setup.white]] as const) {
    for (const value of node.props[id] ?? []) {
      if (value === '') {
        // FF[4] wants at least one point here, but editors do write an empty AB[].
        warn('WARN_SGF_IGNORED_VALUE', node, `An empty ${id}[] was ignored.`);
        continue;
      }
      const points = expandSgfPoints(value);
      if (!points || points.some((p) => p.x >= width || p.y >= height)) {
        return errorAt('ERR_SGF_POINT', node, `${id}[${value}] is not a point or a rectangle of points on a ${width}x${height} board.`, { property: id });
      }
      for (const p of points) list.push(formatPoint(p.x, p.y, width, height));
    }
  }
  const player = node.props.PL?.[0];
  if (player !== undefined) {
    const color = /^\s*[bB1]/.test(player) ? 'black' : /^\s*[wW2]/.test(player) ? 'white' : undefined;
    if (color) setup.toPlay = color;
    else warn('WARN_SGF_IGNORED_VALUE', node, `PL[${player}] names no player (B or W) and was ignored.`);
  }
  return { ok: true, value: setup };
}

/** Reads `ZVG`, `ZVM` and `ZVT`; entries that are not points of the board are ignored with a warning. */
function readState(node: SgfNode, { width, height }: BoardSize, warn: Warn): NodeState {
  const points = (id: 'ZVG' | 'ZVM'): string[] | null => {
    const values = node.props[id];
    if (!values) return null;
    const out: string[] = [];
    for (const value of values) {
      if (value.trim() === '') continue;
      const read = expandSgfPoints(value.trim());
      if (!read || read.some((p) => p.x >= width || p.y >= height)) {
        warn('WARN_SGF_IGNORED_VALUE', node, `${id}[${value}] is not a point on a ${width}x${height} board and was ignored.`);
        continue;
      }
      for (const p of read) out.push(formatPoint(p.x, p.y, width, height));
    }
    return out;
  };
  let tiles: Map<string, number> | null = null;
  const values = node.props.ZVT;
  if (values) {
    tiles = new Map();
    for (const value of values) {
      if (value.trim() === '') continue;
      const match = /^\s*([a-zA-Z]{2}(?::[a-zA-Z]{2})?)\s*:\s*(\d+)\s*$/.exec(value);
      const read = match ? expandSgfPoints(match[1]!) : null;
      if (!match || !read || read.some((p) => p.x >= width || p.y >= height)) {
        warn('WARN_SGF_IGNORED_VALUE', node, `ZVT[${value}] is not a point and a tile count such as ZVT[dd:2] on a ${width}x${height} board; it was ignored.`);
        continue;
      }
      for (const p of read) tiles.set(formatPoint(p.x, p.y, width, height), Number(match[2]));
    }
  }
  return { ghosts: points('ZVG'), marked: points('ZVM'), tiles };
}

/** Whether the start stones are handicap stones that `HA` announces: then White moves first. */
function placedHandicap(root: SgfNode, black: number, white: number, warn: Warn): boolean {
  const value = root.props.HA?.[0];
  if (value === undefined) return false;
  if (!/^\s*\d+\s*$/.test(value)) {
    warn('WARN_SGF_IGNORED_VALUE', root, `HA[${value}] is not a number and was ignored.`);
    return false;
  }
  return Number(value) >= 2 && black > 0 && white === 0;
}

/** The start position being built from the setup nodes before the first move. */
class StartBuilder {
  readonly stones = new Map<string, Color>();
  readonly ghosts = new Set<string>();
  readonly marked = new Set<string>();
  readonly tiles = new Map<string, number>();
  toPlay: Color | undefined;

  addSetup(setup: NodeSetup): void {
    for (const point of setup.empty) this.clear(point);
    for (const point of setup.black) this.put(point, 'black');
    for (const point of setup.white) this.put(point, 'white');
    this.toPlay = setup.toPlay ?? this.toPlay;
  }

  addState(state: NodeState): void {
    for (const point of state.ghosts ?? []) this.ghosts.add(point);
    for (const point of state.marked ?? []) this.marked.add(point);
    for (const [point, count] of state.tiles ?? []) {
      if (count > 0) this.tiles.set(point, count);
      else this.tiles.delete(point);
    }
  }

  private clear(point: string): void {
    this.stones.delete(point);
    this.ghosts.delete(point);
    this.marked.delete(point);
  }

  private put(point: string, color: Color): void {
    this.clear(point);
    this.stones.set(point, color);
  }

  /** The engine setup, keeping only the state the variant has and that fits the stones. */
  setup(variant: VariantId, root: SgfNode, warn: Warn): Setup {
    const black = [...this.stones].filter(([, c]) => c === 'black').map(([p]) => p);
    const white = [...this.stones].filter(([, c]) => c === 'white').map(([p]) => p);
    const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
      black,
      white,
      toPlay: this.toPlay ?? (placedHandicap(root, black.length, white.length, warn) ? 'white' : 'black'),
    };
    const state = VARIANTS[variant].pointState;
    const name = VARIANTS[variant].name;
    for (const [key, id, words] of [['ghosts', 'ZVG', 'ghosts'], ['marked', 'ZVM', 'marked stones']] as const) {
      const points = [...this[key]];
      if (points.length === 0) continue;
      if (!state.includes(key)) {
        warn('WARN_SGF_IGNORED_VALUE', root, `${id}: ${name} has no ${words}; ${points.join(' ')} ignored.`);
        continue;
      }
      const stoneless = points.filter((p) => !this.stones.has(p));
      if (stoneless.length > 0) warn('WARN_SGF_IGNORED_VALUE', root, `${id}: ${stoneless.join(' ')} hold no stone; ignored.`);
      setup[key] = points.filter((p) => this.stones.has(p));
    }
    if (this.tiles.size > 0) {
      if (state.includes('tiles')) setup.tiles = Object.fromEntries(this.tiles);
      else warn('WARN_SGF_IGNORED_VALUE', root, `ZVT: ${name} has no tiles; ${[...this.tiles.keys()].join(' ')} ignored.`);
    }
    return setup;
  }
}

class RecordImpl implements SgfRecord {
  constructor(
    readonly root: SgfNode,
    readonly variant: VariantId,
    readonly ruleOptions: SgfRuleOptions,
    readonly info: SgfGameInfo,
    private readonly size: BoardSize,
    /** Checked `createGame` options without setup. */
    private readonly base: GameOptions,
  ) {}

  get width(): number {
    return this.size.width;
  }

  get height(): number {
    return this.size.height;
  }

  nodeAt(path: readonly number[]): SgfNode | null {
    let node = this.root;
    for (const i of path) {
      const child = node.children[i];
      if (!child) return null;
      node = child;
    }
    return node;
  }

  children(path: readonly number[]): readonly SgfNode[] {
    return this.nodeAt(path)?.children ?? [];
  }

  mainLine(from: readonly number[] = []): number[] {
    const path = [...from];
    let node = this.nodeAt(path);
    if (!node) return path;
    while (node.children.length > 0) {
      path.push(0);
      node = node.children[0]!;
    }
    return path;
  }

  gameAt(path: readonly number[]): SgfGameAt {
    const { warnings, warn } = collector();
    const illegalMoves: SgfIllegalMove[] = [];
    const nodes: SgfNode[] = [this.root];
    let pathError: SgfGameError | null = null;
    for (const [depth, i] of path.entries()) {
      const child = nodes.at(-1)!.children[i];
      if (!child) {
        const parent = nodes.at(-1)!;
        const count = parent.children.length;
        pathError = errorAt(
          'ERR_SGF_PATH',
          parent,
          `Step ${depth + 1} of the path [${path.join(', ')}] asks for variation ${i + 1}, but this node has ${count === 0 ? 'no continuation' : count === 1 ? 'one continuation' : `${count} continuations`}.`,
        ).error;
        break;
      }
      nodes.push(child);
    }

    // Setup up to the first move, and that move's own setup, form the start position.
    const firstMove = nodes.findIndex(hasMove);
    const startCount = firstMove < 0 ? nodes.length : firstMove + 1;
    const start = new StartBuilder();
    let error: SgfGameError | null = null;
    for (const [i, node] of nodes.slice(0, startCount).entries()) {
      const setup = readSetup(node, this.size, warn);
      if (!setup.ok) {
        error = setup.error;
        break;
      }
      start.addSetup(setup.value);
      // On the first move's node, variant state is a snapshot after the move unless the node is a setup node too.
      if (hasState(node) && (i < firstMove || firstMove < 0 || isSetup(node))) start.addState(readState(node, this.size, warn));
    }
    const game = this.startGame(start.setup(this.variant, this.root, warn), (e) => (error ??= e));
    if (error) return { game, error, warnings, illegalMoves };

    let moveNumber = 0;
    const moveNodes = firstMove < 0 ? [] : nodes.slice(firstMove);
    for (const [i, node] of moveNodes.entries()) {
      if (i > 0) {
        const setup = readSetup(node, this.size, warn);
        if (!setup.ok) return { game, error: setup.error, warnings, illegalMoves };
        const { black, white, empty, toPlay } = setup.value;
        if (black.length + white.length + empty.length > 0 || toPlay) {
          const edited = game.edit(setup.value);
          if (!edited.ok) {
            const message = `This setup cannot be applied: ${edited.message}.`;
            return { game, error: errorAt('ERR_SGF_SETUP', node, message, { engineCode: 'ERR_SETUP' }).error, warnings, illegalMoves };
          }
        }
      }
      for (const id of ['B', 'W'] as const) {
        const values = node.props[id];
        if (!values) continue;
        moveNumber++;
        const played = playMove(game, node, id, values, moveNumber, warn);
        if (!played.ok) return { game, error: played.error, warnings, illegalMoves };
        if (played.value) illegalMoves.push(played.value);
      }
      if (hasState(node) && !(i === 0 && isSetup(node))) checkSnapshot(game.view(), node, readState(node, this.size, warn), warn);
    }
    return { game, error: pathError, warnings, illegalMoves };
  }

  /** A game from the start setup; a setup the engine refuses falls back to the bare stones. */
  private startGame(setup: Setup, fail: (error: SgfGameError) => void): Game {
    const attempts: GameOptions[] = [
      { ...this.base, setup },
      { ...this.base, setup: { black: setup.black ?? [], white: setup.white ?? [], toPlay: setup.toPlay ?? 'black' } },
      this.base,
    ];
    for (const [i, options] of attempts.entries()) {
      const made = tryCreateGame(options);
      if (made.ok) return made.game;
      if (i === 0) fail(errorAt('ERR_SGF_SETUP', this.root, `The start position cannot be set up: ${made.message}.`, { engineCode: made.code }).error);
    }
    // The base options were checked by readRecord, so the last attempt cannot fail.
    throw new Error('unreachable: checked options refused');
  }
}

/**
 * Plays the move of a node's `B`/`W` value with its `ZVK` kind, forced where the rules refuse it
 * and the rule set gives an illegal move a meaning: the FF[4] spec has a viewer execute every
 * move of a record. Answers the illegal move it played, or `null` for a legal one.
 */
function playMove(game: Game, node: SgfNode, id: 'B' | 'W', values: string[], moveNumber: number, warn: Warn): Step<SgfIllegalMove | null> {
  if (id === 'W' && 'B' in node.props) warn('WARN_SGF_MIXED_NODE', node, "This node holds moves of both colours; Black's was played first.");
  const value = values[0] ?? '';
  if (values.length > 1) warn('WARN_SGF_IGNORED_VALUE', node, `${id} has ${values.length} values; only the first, ${id}[${value}], was played.`);
  const { width, height } = game;
  const kindText = node.props.ZVK?.[0];
  const kind = kindText?.trim().toLowerCase();
  const pass = isSgfPass(value, width, height);
  let move = 'pass';
  if (!pass) {
    const point = sgfPointToCoord(value);
    if (!point || point.x >= width || point.y >= height) {
      return errorAt('ERR_SGF_POINT', node, `Move ${moveNumber}, ${id}[${value}], is not a point on a ${width}x${height} board.`, { property: id, moveNumber });
    }
    move = formatPoint(point.x, point.y, width, height);
  }
  if (kindText !== undefined) {
    if (kind === 'ghost' && !pass) move = `ghost:${move}`;
    else if (kind === 'return' && pass) move = 'return';
    else warn('WARN_SGF_IGNORED_VALUE', node, `ZVK[${kindText}] does not fit ${id}[${value}] (ghost goes with a point, return with an empty move); it was ignored.`);
  }
  const color: Color = id === 'B' ? 'black' : 'white';
  if (move === 'pass' && kindText === undefined) {
    const passing = game.check('pass', { color });
    if (!passing.ok && passing.code === 'ERR_PASS_FORBIDDEN' && game.check('return', { color }).ok) {
      warn('WARN_SGF_PASS_AS_RETURN', node, `Move ${moveNumber}, ${id}[${value}], was read as a prisoner return: this variant has no pass (write ZVK[return]).`);
      move = 'return';
    }
  }
  const played = game.play(move, { color, force: true });
  const ko = 'KO' in node.props;
  const illegal = `Move ${moveNumber}, ${color === 'black' ? 'Black' : 'White'} ${move} (${id}[${value}]), is illegal`;
  if (played.ok) {
    if (!played.illegal) return { ok: true, value: null };
    const meant = ko ? ' KO[] marks it as meant.' : '';
    const { error } = errorAt('ERR_SGF_MOVE', node, `${illegal}: ${played.illegal.message}.${meant}`, {
      property: id,
      moveNumber,
      engineCode: played.illegal.code,
    });
    return { ok: true, value: { ...error, code: 'ERR_SGF_MOVE', ko } };
  }
  let unforced = '';
  if (ko) {
    unforced = game.forcible.length > 0
      ? ` KO[] cannot force it: ${game.variantName} forces only moves refused as ${game.forcible.join(', ')}.`
      : ` KO[] asks for it to be played anyway, but ${game.variantName} gives an illegal move no meaning: its rules stand.`;
  }
  return errorAt('ERR_SGF_MOVE', node, `${illegal}: ${played.message}.${unforced}`, { property: id, moveNumber, engineCode: played.code });
}

/** Compares a node's `ZVG`/`ZVM`/`ZVT` with the engine's position; differences are warnings. */
function checkSnapshot(view: PositionView, node: SgfNode, state: NodeState, warn: Warn): void {
  const name = (i: number) => formatIndex(i, view.width, view.height);
  const differ = (id: string, said: Set<string>, actual: Set<string>) => {
    const extra = [...said].filter((p) => !actual.has(p));
    const missing = [...actual].filter((p) => !said.has(p));
    if (extra.length + missing.length === 0) return;
    const parts = [extra.length > 0 ? `it lists ${extra.join(' ')}, which the game does not have` : '', missing.length > 0 ? `it leaves out ${missing.join(' ')}` : ''];
    warn('WARN_SGF_SNAPSHOT_MISMATCH', node, `${id} differs from the position the rules give: ${parts.filter(Boolean).join('; ')}. The rules' position is shown.`);
  };
  const where = (test: (p: (typeof view.points)[number]) => boolean) =>
    new Set(view.points.flatMap((p, i) => (test(p) ? [name(i)] : [])));
  if (state.ghosts) differ('ZVG', new Set(state.ghosts), where((p) => p.ghost && p.color !== null));
  if (state.marked) differ('ZVM', new Set(state.marked), where((p) => p.marked && p.color !== null));
  if (state.tiles) {
    const said = new Set([...state.tiles].filter(([, n]) => n > 0).map(([p, n]) => `${p}:${n}`));
    const actual = new Set(view.points.flatMap((p, i) => (p.tiles > 0 ? [`${name(i)}:${p.tiles}`] : [])));
    differ('ZVT', said, actual);
  }
}

// ---------------------------------------------------------------------------------------------
// Markup along a path, variations

/**
 * The node whose property `id` is in force at the node `path` leads to, for properties that are
 * inherited along the path (`DD`, `VW`): the last node from the root to there that has `id`.
 * `null` when none has it, when that last one clears it with an empty value (`DD[]`, `VW[]`), and
 * for a path to nowhere.
 */
export function lastOnPath(record: SgfRecord, path: readonly number[], id: string): SgfNode | null {
  let node: SgfNode | undefined = record.root;
  let found = node.props[id] ? node : null;
  for (const i of path) {
    node = node.children[i];
    if (!node) return null;
    if (node.props[id]) found = node;
  }
  return found && found.props[id]!.some((value) => value.trim() !== '') ? found : null;
}

/**
 * The points drawn dimmed at the node `path` leads to: `DD` is inherited, so the last `DD` on
 * the way from the root counts, and `DD[]` clears. `[]` when none, or for a path to nowhere.
 */
export function dimmedAt(record: SgfRecord, path: readonly number[]): Coord[] {
  const node = lastOnPath(record, path, 'DD');
  return node ? (markupOf({ props: { DD: node.props.DD! }, children: [] }, record.width, record.height).dimmed ?? []) : [];
}

/**
 * The part of the board shown at the node `path` leads to (SGF `VW`), for the renderer's
 * `viewport` option: `VW` is inherited, so the last `VW` on the way from the root counts, and
 * `VW[]` clears it. `null` for the whole board: no `VW`, a cleared one, one with no point on the
 * board, or a path to nowhere. A diagram of a corner gets `VW` from `parseDiagram`.
 */
export function viewportAt(record: SgfRecord, path: readonly number[]): Viewport | null {
  const node = lastOnPath(record, path, 'VW');
  return node && viewportOf(node, record.width, record.height);
}

/** A variation mark: where a child's move lands, and its letter. */
export interface VariationMark {
  point: Coord;
  /** `a`, `b`, `c`... by child index (`children[0]` is `a`); past `z`, the index from 27 on. */
  label: string;
  /** Which child of the node it stands for. */
  childIndex: number;
}

/** The letter of child `index`: `a` to `z`, then numbers from 27. */
export function variationLabel(index: number): string {
  return index < 26 ? String.fromCharCode(0x61 + index) : String(index + 1);
}

/**
 * Variation marks at the node `path` leads to: when it has several children, the point of each
 * child's move (`B` or `W`, ghosts included), labelled by the child's place. Children without a
 * move on a point (passes, returns, setup nodes) have no mark but keep their letter, so letters
 * always match child indexes. `[]` for a node with one child or none.
 */
export function variationsAt(record: SgfRecord, path: readonly number[]): VariationMark[] {
  const children = record.children(path);
  if (children.length < 2) return [];
  const marks: VariationMark[] = [];
  children.forEach((child, childIndex) => {
    const value = child.props.B?.[0] ?? child.props.W?.[0];
    if (value === undefined || isSgfPass(value, record.width, record.height)) return;
    const point = sgfPointToCoord(value);
    if (point && point.x < record.width && point.y < record.height) marks.push({ point, label: variationLabel(childIndex), childIndex });
  });
  return marks;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** `AP` written by {@link gameToSgf}. */
export const SGF_APPLICATION = 'variant-go-board:0.1.0';

/**
 * A record of a game: the root (`GM FF CA AP SZ KM RU ZVR`, the game information, the start
 * position with `AB AW PL` and its variant state `ZVG ZVT ZVM`), then one node per move of the
 * whole record, whichever position the game shows: `B[pt]`/`W[pt]`, `B[]` for a pass,
 * `B[pt]ZVK[ghost]`, `B[]ZVK[return]`, `KO[]` on a move played with `force`; edits between
 * moves become setup nodes (`AE AB AW PL`).
 * `RE` is written from the game's result at the end of the record unless `info.RE` is given;
 * other `info` entries are written as given (`KM` always comes from the game).
 * `readRecord` and `gameAt(mainLine())` give the same game back.
 */
export function gameToSgf(game: Game, info: SgfGameInfo = {}): SgfNode {
  const { width, height, variant } = game;
  const point = (text: string): string => coordToSgfPoint(parsePoint(text, width, height)!);
  const props: SgfProperties = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: [SGF_APPLICATION],
    SZ: [width === height ? String(width) : `${width}:${height}`],
  };
  const infoProps: SgfProperties = {};
  if (variant !== 'go') infoProps.RU = [VARIANTS[variant].name];
  for (const id of GAME_INFO_IDS) {
    const value = info[id];
    if (id !== 'KM' && value !== undefined && value !== '') infoProps[id] = [value];
  }
  const history = game.history;
  const shown = game.moveNumber;
  game.goTo(0);
  const start = game.view();
  game.goTo(game.length);
  const end = game.result;
  game.goTo(shown);
  if (infoProps.RE === undefined && end) infoProps.RE = [resultText(end)];
  for (const id of GAME_INFO_IDS) {
    if (id === 'KM') props.KM = [writeSgfKomi(game.komi)];
    else if (infoProps[id]) props[id] = infoProps[id]!;
  }
  props.ZVR = [writeZvr(variant, game.ruleOptions)];

  // The start position: the view before the first move (edits before it included).
  const black: string[] = [];
  const white: string[] = [];
  const ghosts: string[] = [];
  const marked: string[] = [];
  const tiles: string[] = [];
  start.points.forEach((p, i) => {
    const sgf = coordToSgfPoint({ x: i % width, y: Math.floor(i / width) });
    if (p.color === 'black') black.push(sgf);
    if (p.color === 'white') white.push(sgf);
    if (p.color && p.ghost) ghosts.push(sgf);
    if (p.color && p.marked) marked.push(sgf);
    if (p.tiles > 0) tiles.push(`${sgf}:${p.tiles}`);
  });
  if (black.length > 0) props.AB = black;
  if (white.length > 0) props.AW = white;
  if (black.length + white.length > 0 || start.toPlay === 'white') props.PL = [start.toPlay === 'black' ? 'B' : 'W'];
  if (ghosts.length > 0) props.ZVG = ghosts;
  if (tiles.length > 0) props.ZVT = tiles;
  if (marked.length > 0) props.ZVM = marked;

  const root: SgfNode = { props, children: [] };
  let last = root;
  const append = (nodeProps: SgfProperties) => {
    const node: SgfNode = { props: nodeProps, children: [] };
    last.children.push(node);
    last = node;
  };
  const firstMove = history.findIndex((e) => e.kind === 'move');
  let toPlay: Color = start.toPlay;
  for (const entry of firstMove < 0 ? [] : history.slice(firstMove)) {
    if (entry.kind === 'move') {
      const id = entry.color === 'black' ? 'B' : 'W';
      const move = parseMove(entry.move, width, height);
      if ('code' in move) throw new Error(`unreachable: the record holds an unreadable move ${entry.move}`);
      if (move.kind === 'place') {
        append(move.piece === 'ghost' ? { [id]: [coordToSgfPoint(move)], ZVK: ['ghost'] } : { [id]: [coordToSgfPoint(move)] });
      } else {
        append(move.kind === 'return' ? { [id]: [''], ZVK: ['return'] } : { [id]: [''] });
      }
      // A forced move says so, as FF[4] has a record mark an illegal move it means.
      if (entry.illegal) last.props.KO = [''];
      toPlay = entry.color === 'black' ? 'white' : 'black';
    } else {
      const { edit } = entry;
      toPlay = edit.toPlay ?? toPlay;
      const node: SgfProperties = {};
      if (edit.empty?.length) node.AE = edit.empty.map(point);
      if (edit.black?.length) node.AB = edit.black.map(point);
      if (edit.white?.length) node.AW = edit.white.map(point);
      // PL when the edit sets the player, and on an edit that changes no stone, to keep it an edit when read back.
      if (edit.toPlay !== undefined || Object.keys(node).length === 0) node.PL = [toPlay === 'black' ? 'B' : 'W'];
      append(node);
    }
  }
  return root;
}

/** `RE` for a result: `B+3.5`, `W+` (a win without a count), `Draw`. */
function resultText(result: GameResult): string {
  if (!result.winner) return 'Draw';
  const margin = Math.abs(result.score.black - result.score.white);
  return `${result.winner === 'black' ? 'B' : 'W'}+${margin > 0 ? margin : ''}`;
}
