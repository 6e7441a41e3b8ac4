/**
 * Reading a record's root: its board size, rules (variant from the caller, `ZVR` or `RU`; rule
 * options; komi) and game information, checked with the engine before any node is replayed.
 */
import { MAX_SIZE, tryCreateGame } from '../engine/core.js';
import { VARIANTS } from '../engine/variants/index.js';
import type { GameOptions, VariantId } from '../engine/types.js';
import { GAME_INFO_IDS, type SgfGameInfo } from './game-info.js';
import { RecordImpl } from './record-replay.js';
import type { SgfNode } from './sgf.js';
import { parseSgfKomi } from './sgf-komi.js';
import { hasMove, type BoardSize } from './sgf-node.js';
import type { SgfRecordOptions, SgfRecordResult, SgfRuleOptions } from './sgf-record.js';
import { collector, errorAt, type Step, type Warn } from './sgf-record-issues.js';
import { readVariantName } from './variant-names.js';
import { readZvr } from './zvr.js';

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
    return errorAt('ERR_SGF_GAME_TYPE', root, `This record is not a Go game (GM[${gameType}]; Go is GM[1]).`, { property: 'GM', value: gameType });
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
    return errorAt('ERR_SGF_OPTIONS', root, `The game cannot start: ${made.message}.`, { engineCode: made.code, option: made.option });
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
    return errorAt('ERR_SGF_OPTIONS', root, `The game cannot start: ${checked.message}.`, { engineCode: checked.code, option: checked.option });
  }
  const ruleOptions: SgfRuleOptions = { komi: checked.game.komi, ...checked.game.ruleOptions };
  return { ok: true, record: new RecordImpl(root, variant, ruleOptions, info, size.value, base), warnings };
}

function readSize(root: SgfNode, warn: Warn): Step<BoardSize> {
  const value = root.props.SZ?.[0]?.trim();
  if (value === undefined) return { ok: true, value: { width: 19, height: 19 } };
  const match = /^(\d+)(?:\s*:\s*(\d+))?$/.exec(value);
  const size = { property: 'SZ', value };
  if (!match) return errorAt('ERR_SGF_SIZE', root, `SZ[${value}] is not a board size: write SZ[19].`, size);
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (width !== height) {
    if (width < 2 || width > MAX_SIZE || height < 2 || height > MAX_SIZE) {
      return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: sides from 2 to ${MAX_SIZE} are supported.`, size);
    }
    return { ok: true, value: { width, height } };
  }
  if (match[2] !== undefined) warn('WARN_SGF_SIZE_COMPOSED', root, `SZ[${value}] was read as SZ[${width}].`);
  if (width < 2 || width > MAX_SIZE) {
    return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: boards from 2x2 to ${MAX_SIZE}x${MAX_SIZE} are supported.`, size);
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

/**
 * The variant {@link readRecord} reads `root` as (Go when its rules cannot be read), so that a
 * caller can load its rules first.
 */
export function recordVariant(root: SgfNode, options: SgfRecordOptions = {}): VariantId {
  const rules = readRules(root, options, () => {});
  return rules.ok ? rules.value.variant : 'go';
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
    return errorAt('ERR_SGF_VARIANT', root, `ZVR[${zvrText}] names no variant this board knows; the variants are ${known}.`, { property: 'ZVR', value: zvrText });
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

  const taken = VARIANTS[variant].options;
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
