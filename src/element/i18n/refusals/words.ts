/**
 * A refusal of the rules in words, for the sections that show one besides the play input's: the
 * rules overlay's reason and a move of `moves` that cannot be played. English says the engine's
 * own message; each other language has a module here, which that language's modules of those
 * sections import, so the bundler shares it between their chunks.
 */
import { variantFacts } from '../../../engine/core.js';
import type { MoveErrorCode, VariantId } from '../../../engine/types.js';

/** A move the rules refused: its code, the rule set, and the engine's English message. */
export interface RuleRefusal {
  code: MoveErrorCode;
  variant: VariantId;
  message: string;
}

/** The words of refusals in a language other than English. */
export interface RefusalWords {
  /** Standard Go's name, as its players write it; the variants keep their English names (docs/languages.md). */
  go: string;
  /** A refusal: the rule set, then why ("囲碁：自殺手は禁止です…"). */
  said: (ruleSet: string, reason: string) => string;
  /** Why the rules refuse a move, by its code: a clause. */
  reasons: Readonly<Record<MoveErrorCode, string>>;
}

/** The rule set `variant` in `words`: standard Go by its players' name, a variant by its own. */
export function ruleSetName(words: RefusalWords, variant: VariantId): string {
  return variant === 'go' ? words.go : (variantFacts(variant)?.name ?? variant);
}

/** `refusal` in `words`: the rule set, then the reason its code gives. */
export function sayRefusal(words: RefusalWords, { code, variant }: Pick<RuleRefusal, 'code' | 'variant'>): string {
  return words.said(ruleSetName(words, variant), words.reasons[code]);
}
