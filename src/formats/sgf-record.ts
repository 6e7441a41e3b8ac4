/**
 * SGF records: a game tree read once for its rules (variant, size, komi, rule options) and
 * game information, then turned into an engine game at any node by replaying the path to it.
 * This module says what a record is and how it fails; `readRecord` in read-record.ts reads
 * one, record-replay.ts replays it, game-to-sgf.ts writes a game as one.
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
import type { Game } from '../engine/core.js';
import type { GameOptions, IllegalMove, MoveErrorCode, OptionErrorCode, VariantId } from '../engine/types.js';
import type { SgfGameInfo } from './game-info.js';
import type { SgfIssue, SgfNode } from './sgf.js';

/** Rule options of `readRecord`; they win over what the record says. */
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
  /** The value at fault of that property, as written (`zz` of `B[zz]`, `3` of `GM[3]`). */
  value?: string;
  /** The move concerned, counting every `B`/`W` property on the path from 1. */
  moveNumber?: number;
  /** The engine's own code, when the engine refused. */
  engineCode?: MoveErrorCode | OptionErrorCode;
  /** The engine's refusal of the move (`ERR_SGF_MOVE`), as it gave it (its code, reason, point and English), with the move as played. */
  refused?: IllegalMove & { move: string };
  /** The engine's option at fault, when it refused the game's options (`ERR_SGF_OPTIONS`): `'komi'`, `'maxTiles'`... */
  option?: string;
}

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

/** The answer of `readRecord`. */
export type SgfRecordResult =
  | { ok: true; record: SgfRecord; warnings: SgfIssue<SgfGameWarningCode>[] }
  | { ok: false; error: SgfGameError };
