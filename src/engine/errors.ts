/**
 * Errors. Rejected moves are values ({@link MoveError}); only invalid game options throw,
 * because a game that cannot be built has nothing to return.
 */
import type { MoveErrorCode, NoteFacts, OptionErrorCode, RefusalFacts, RefusalReason, RuleNote } from './types.js';

/** Thrown by `createGame` when an option is invalid. `code` is stable; read `message` to a person. */
export class GameOptionError extends Error {
  override readonly name = 'GameOptionError';

  constructor(
    readonly code: OptionErrorCode,
    message: string,
    /** The option at fault, such as `'size'` or `'setup.black[2]'`. */
    readonly option: string,
    /** The option given before that `option` repeats, such as `'setup.black[0]'`, when that is the fault. */
    readonly conflict?: string,
  ) {
    super(message);
  }
}

/** Why the rules refuse a move, before it is tied to the move's text. */
export interface Refusal extends RefusalFacts {
  message: string;
}

/**
 * Builds a refusal whose message names the rule set, as every rejected move must. The rule set
 * is the message's one prefix: `message` is a sentence that names any finer rule in its words
 * ("you may not retake the ko at once"), never a second label ("ko: ...").
 */
export function refuse(code: MoveErrorCode, ruleSet: string, message: string, reason?: RefusalReason, at?: string): Refusal {
  const refusal: Refusal = { code, message: `${ruleSet}: ${message}` };
  if (reason) refusal.reason = reason;
  if (at) refusal.at = at;
  return refusal;
}

/** Builds a rule note for the player to move from its facts, its text prefixed like a refusal with the rule set alone. */
export function ruleNote(facts: NoteFacts, ruleSet: string, text: string): RuleNote {
  return { ...facts, text: `${ruleSet}: ${text}` };
}
