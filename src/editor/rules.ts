/** A document's rule options in one form: only those that differ from the variant's defaults, checked by the engine. */
import { tryCreateGame } from '../engine/core.js';
import type { VariantId } from '../engine/types.js';
import type { DiagramRules, EditRefusal } from './document.js';
import { sizeOption } from './replay.js';

/**
 * `rules` as a document holds them: each option the variant takes that differs from its default
 * (komi compared with the default for the other options, as Tile Go's depends on its scoring).
 * A refusal with the engine's code (`ERR_KOMI`, `ERR_OPTION`, `ERR_VARIANT_NOT_LOADED`...) when the engine refuses them.
 */
export function normalRules(variant: VariantId, width: number, height: number, rules: DiagramRules): { ok: true; rules: DiagramRules } | EditRefusal {
  const size = sizeOption(width, height);
  const given = tryCreateGame({ variant, size, ...defined(rules) });
  if (!given.ok) return { ok: false, code: given.code, message: given.message, option: given.option };
  const plain = tryCreateGame({ variant, size });
  const sameOptions = tryCreateGame({ variant, size, ...defined({ ...rules, komi: undefined }) });
  if (!plain.ok || !sameOptions.ok) throw new Error('unreachable: the variant took these options with a komi');
  const out: { -readonly [K in keyof DiagramRules]: DiagramRules[K] } = {};
  if (given.game.komi !== sameOptions.game.komi) out.komi = given.game.komi;
  const chosen = given.game.ruleOptions;
  const defaults = plain.game.ruleOptions;
  if (chosen.ko !== defaults.ko) out.ko = chosen.ko!;
  if (chosen.maxTiles !== defaults.maxTiles) out.maxTiles = chosen.maxTiles!;
  if (chosen.scoring !== defaults.scoring) out.scoring = chosen.scoring!;
  return { ok: true, rules: out };
}

/** The entries of `rules` that are set: a key left `undefined` is not given. */
function defined(rules: DiagramRules): DiagramRules {
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)) as DiagramRules;
}
