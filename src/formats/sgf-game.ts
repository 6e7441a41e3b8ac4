/**
 * From an SGF tree to a game in one call: reads the record's rules, then replays its main
 * line (the first child at every branch) through the engine, so the engine's rules decide
 * what every move does. For variations, comments and markup, use {@link readRecord}.
 */
import type { Game } from '../engine/core.js';
import type { SgfIssue, SgfNode } from './sgf.js';
import { readRecord } from './read-record.js';
import type { SgfGameError, SgfGameWarningCode, SgfIllegalMove, SgfRecordOptions } from './sgf-record.js';

/** Rule options for {@link gameFromSgf}; they win over what the file says (variant, komi). */
export type SgfGameOptions = SgfRecordOptions;

/** The answer of {@link gameFromSgf}. */
export type SgfGameResult =
  | { ok: true; game: Game; warnings: SgfIssue<SgfGameWarningCode>[]; illegalMoves: SgfIllegalMove[] }
  | { ok: false; error: SgfGameError };

/**
 * Builds a game from a tree's root by replaying its main line.
 *
 * - Variant from `options.variant`, else `ZVR`, else `RU`, else Go (see docs/formats.md).
 * - Size from `SZ` (default 19; `SZ[8:5]` is a board 8 columns wide and 5 rows high).
 * - Komi from `options.komi`, else `KM` (see `parseSgfKomi` in sgf-komi.ts), else the variant's default.
 * - Setup (`AB`, `AW`, `AE`, `PL`, and the variant state `ZVG`, `ZVT`, `ZVM`) in any node before
 *   the first move joins the start position; after a move it becomes a {@link Game.edit}. Fox
 *   records put handicap stones in the second node, so this matters.
 * - The player to move first: `PL` if given; otherwise White when `HA` is 2 or more and the
 *   start position holds black stones only (placed handicap); otherwise Black. Fox writes
 *   `HA` on games without handicap stones, hence the check on the stones.
 * - Moves `B`/`W` are played with their own colour, so two moves of one colour in a row
 *   replay as recorded. A pass is `[]`, or `[tt]` on boards up to 19x19; `ZVK[ghost]` and
 *   `ZVK[return]` mark ghosts and prisoner returns.
 *
 * A move the engine refuses ends the replay with `ERR_SGF_MOVE`, naming the move number, the
 * SGF point and where the node stands in the text; except where the rule set gives an illegal
 * move a meaning (standard Go's suicide, ko and superko): then it is played as the record
 * holds it and listed in `illegalMoves` (see `SgfGameAt.illegalMoves`).
 */
export function gameFromSgf(root: SgfNode, options: SgfGameOptions = {}): SgfGameResult {
  const read = readRecord(root, options);
  if (!read.ok) return read;
  const { record } = read;
  const { game, error, warnings, illegalMoves } = record.gameAt(record.mainLine());
  if (error) return { ok: false, error };
  return { ok: true, game, warnings: [...read.warnings, ...warnings], illegalMoves };
}
