/**
 * The engine's public data types: plain values that cross the API boundary.
 * Everything here is serialisable; nothing holds a reference into a live game.
 */
import type { VARIANT_IDS } from './variants/ids.js';

/** A player. */
export type Color = 'black' | 'white';

/** What a piece is. Only No Seki Go has ghosts. */
export type PieceKind = 'stone' | 'ghost';

/** The identifier of a rule set: one of `VARIANT_IDS`, each a key of the registry, `VARIANTS`. */
export type VariantId = (typeof VARIANT_IDS)[number];

/** The turns a variant has besides placing a stone. */
export interface TurnKinds {
  /** Passing (all but Tile and Cushion Go with prisoner-return scoring). */
  pass: boolean;
  /** Returning a prisoner (Tile and Cushion Go with prisoner-return scoring). */
  return: boolean;
  /** Placing a ghost (No Seki Go). */
  ghost: boolean;
}

/** Start stones and the player to move, in move notation (`'D4'`). */
export interface Setup {
  black?: readonly string[];
  white?: readonly string[];
  /** Default: `'black'`. */
  toPlay?: Color;
  /** No Seki Go: points of `black` or `white` whose piece is a ghost. */
  ghosts?: readonly string[];
  /** Tile and Cushion Go: tiles already stacked on points, e.g. `{ D4: 2 }` (the point may hold a stone). */
  tiles?: Readonly<Record<string, number>>;
  /** Paper and Pencil Go: points of `black` or `white` whose stone is marked. */
  marked?: readonly string[];
}

/** A change of the position that is not a move (SGF `AB`/`AW`/`AE`/`PL` after the root). */
export interface Edit {
  black?: readonly string[];
  white?: readonly string[];
  /** Points to clear. */
  empty?: readonly string[];
  toPlay?: Color;
}

/** One entry of a game's record (see {@link Game.history}): a move with its colour, or an edit between moves. */
export type HistoryEntry =
  | {
      kind: 'move';
      /** Normalised move text (`'D4'`, `'pass'`, `'ghost:D4'`, `'return'`). */
      move: string;
      color: Color;
      /** The rule the move broke, for a move played with `force` (absent for a legal move). */
      illegal?: IllegalMove;
    }
  | { kind: 'edit'; edit: Edit };

/** Options of {@link createGame}. Rule options a variant does not take are rejected. */
export interface GameOptions {
  /** The rule set. */
  variant: VariantId;
  /**
   * Lines per side, 2 to 25, or columns and rows of a rectangular board (some variants
   * restrict sizes further).
   */
  size: number | { width: number; height: number };
  /** Points added to White's score; its meaning and default depend on the variant. */
  komi?: number;
  /** Stones on the board before the first move. */
  setup?: Setup;
  /** Ko rule, for variants that have one. */
  ko?: 'basic' | 'positional';
  /** Tile and Cushion Go: most tiles one point may hold. */
  maxTiles?: number | 'unlimited';
  /** Tile and Cushion Go: how the game ends and is scored. */
  scoring?: 'prisoner-return' | 'standard';
}

/** What stands on one point. */
export interface PointState {
  /** Colour of the piece on the point, or `null` when it holds none. */
  color: Color | null;
  /** The piece is a ghost (No Seki Go). */
  ghost: boolean;
  /** Tiles stacked under the point (Tile and Cushion Go). */
  tiles: number;
  /** The stone is marked (Paper and Pencil Go). */
  marked: boolean;
}

/** Stones each player has captured and still holds. */
export interface Prisoners {
  black: number;
  white: number;
}

/** Why a game ended. */
export type EndReason =
  /** Two passes in a row. */
  | 'two-passes'
  /** A placement recreated an earlier position (Stoical Go and its refinements). */
  | 'repetition'
  /** The player to move had no legal move (Tile and Cushion Go, prisoner-return scoring). */
  | 'no-moves';

/** The outcome of a finished game. */
export interface GameResult {
  /** The winner, or `null` for a draw. */
  winner: Color | null;
  /** Each player's score, komi included; `0` for both where the variant does not count. */
  score: { black: number; white: number };
  reason: EndReason;
  /** A short English sentence, e.g. "Black wins by 3.5 points". */
  summary: string;
}

/** Stable codes of rejected moves. Messages may change; codes never do. */
export type MoveErrorCode =
  | 'ERR_MOVE_SYNTAX'
  | 'ERR_OFF_BOARD'
  | 'ERR_MOVE_KIND'
  | 'ERR_GAME_OVER'
  | 'ERR_OCCUPIED'
  | 'ERR_SUICIDE'
  | 'ERR_KO'
  | 'ERR_SUPERKO'
  | 'ERR_PASS_FORBIDDEN'
  | 'ERR_NO_PRISONER'
  | 'ERR_STOICAL_CAPTURE'
  | 'ERR_DISTURBING_CAPTURE'
  | 'ERR_KO_RESTRICTION'
  | 'ERR_TILE_LIMIT'
  | 'ERR_NO_TRUE_LIBERTY'
  | 'ERR_MARKED_POINT'
  | 'ERR_NO_LIBERTY';

/**
 * Which of a code's reasons refused a move, where the code has several: a stable key, so that a
 * refusal can be worded in another language than its English `message` (the move, the variant and
 * its options tell the rest).
 */
export type RefusalReason =
  /** `ERR_MOVE_KIND`: a ghost, in a game without ghosts. */
  | 'no-ghosts'
  /** `ERR_MOVE_KIND`: a prisoner returned, in a game without prisoner returns. */
  | 'no-returns'
  /** `ERR_MOVE_KIND`: a prisoner returned in Tile or Cushion Go scored as Go, where one passes instead. */
  | 'returns-need-scoring'
  /** `ERR_OCCUPIED` (No Seki Go): a ghost goes on an empty point only. */
  | 'ghost-on-piece'
  /** `ERR_OCCUPIED` (No Seki Go): a stone goes on an empty point or a ghost, not on a stone. */
  | 'stone-on-stone'
  /** `ERR_NO_TRUE_LIBERTY` (Loose): whose stones would have no true liberty: those the move flips, the mover's group, the opponent's (at `at`). */
  | 'flipped'
  | 'own-group'
  | 'opponent-group'
  /** `ERR_DISTURBING_CAPTURE`: this capture's kind, after the opponent's. */
  | `${'strict' | 'loose'}-after-${'strict' | 'loose'}`;

/** Why the rules refuse a move: its code, and where the code alone does not say it, the reason and the point named. */
export interface RefusalFacts {
  code: MoveErrorCode;
  /** Where the code has several reasons, which one. */
  reason?: RefusalReason;
  /** The point the refusal names (Loose: a stone of the group left without a true liberty). */
  at?: string;
}

/** A move the rules reject. */
export interface MoveError extends RefusalFacts {
  ok: false;
  /** A sentence a player understands, prefixed with the rule set alone, e.g. "Go: you may not retake the ko at once; play elsewhere first". */
  message: string;
  /** The move as given. */
  move: string;
}

/**
 * The rule a forced move broke (`game.play(move, { force: true })`, as a game record may force
 * one): the code, reason and message the move would have been refused with.
 */
export interface IllegalMove extends RefusalFacts {
  message: string;
}

/**
 * What an accepted move did. Points are in move notation. The point lists are named when first
 * read, so a copy by spreading (`{ ...done }`) leaves them out; reading them, destructuring
 * and `JSON.stringify` see them.
 */
export interface MoveDone {
  ok: true;
  /** The move, normalised (`'D4'`, `'pass'`, `'ghost:D4'`, `'return'`). */
  move: string;
  color: Color;
  /** Pieces removed from the board by this move: stones, and ghosts in No Seki Go. */
  captured: string[];
  /** How many of `captured` were ghosts (No Seki Go); absent when none were. */
  capturedGhosts?: number;
  /** Stones flipped to the mover's colour (Loose). */
  flipped: string[];
  /** Stones marked by this move (Paper and Pencil Go). */
  marked: string[];
  /** A tile was placed under the stone (Tile and Cushion Go). */
  tile: boolean;
  /** The placement was an incursion, a stone in enemy territory (Tile and Cushion Go, ruling T1). */
  incursion: boolean;
  /** The game's result if this move ended it. */
  result: GameResult | null;
  /** The rule the move broke, when it was forced (absent for a legal move). */
  illegal?: IllegalMove;
}

/** The answer of {@link Game.play} and {@link Game.check}. */
export type MoveResult = MoveDone | MoveError;

/** Stable codes of {@link GameOptionError}. */
export type OptionErrorCode =
  | 'ERR_VARIANT'
  | 'ERR_VARIANT_NOT_LOADED'
  | 'ERR_SIZE'
  | 'ERR_KOMI'
  | 'ERR_OPTION'
  | 'ERR_SETUP';

/** A point given by column and row, both 0-based: `x` from the left, `y` from the top. */
export interface Coord {
  x: number;
  y: number;
}

/**
 * A placement given by its point rather than its notation: `{ x: 3, y: 15 }` is `D4` on a
 * 19x19 board. `piece` defaults to `'stone'`.
 */
export interface PointMove extends Coord {
  piece?: PieceKind;
}

/** The last move and what it did, for drawing and announcing it. */
export interface LastMove {
  /** Normalised move text. */
  move: string;
  color: Color;
  /** Where the piece landed; `null` for a pass or a prisoner return. */
  point: Coord | null;
  captured: Coord[];
  /** How many of `captured` were ghosts (No Seki Go); absent when none were. */
  capturedGhosts?: number;
  flipped: Coord[];
  marked: Coord[];
  /** A tile was placed under the stone (Tile and Cushion Go). */
  tile: boolean;
  /** The rule the move broke, when it was forced (absent for a legal move). */
  illegal?: IllegalMove;
}

/**
 * A plain snapshot of the shown position: everything a renderer needs, nothing live.
 * Drawing is a pure function of this value.
 */
export interface PositionView {
  variant: VariantId;
  width: number;
  height: number;
  /** Row-major, top row first: `points[y * width + x]`. */
  points: readonly PointState[];
  toPlay: Color;
  /** Moves played up to this position. */
  moveNumber: number;
  prisoners: Prisoners;
  lastMove: LastMove | null;
  result: GameResult | null;
  /** What the player to move must know of the rules right now, e.g. that captures are forbidden. */
  notes: RuleNote[];
  /**
   * Once the game is over and scored, who each point counts for (row-major like `points`);
   * `null` while the game runs or where the variant does not count points.
   */
  owners: readonly (Color | null)[] | null;
  /** The marked regions (Paper and Pencil Go, ruling P2): each region's points and its owner, `null` when neutral; empty where nothing is marked. */
  regions: readonly MarkedRegion[];
}

/** A region of marked stones (Paper and Pencil Go, ruling P2) and the player it belongs to, `null` when neutral. */
export interface MarkedRegion {
  points: Coord[];
  owner: Color | null;
}

/**
 * What a rule note says: its stable code, and the facts its sentence names beyond the position
 * (whose turn it is, the prisoners held, the variant), so that it can be worded in another
 * language than its English `text`.
 */
export type NoteFacts =
  /** The ko ban: the player to move may not retake at `point` at once (`superko`: under positional superko, as it would repeat an earlier position). */
  | { code: 'ko'; point: string; superko: boolean }
  /** No Seki Go's ko on ghosts: after the opponent passed (`passed`) or put a stone on their own ghost, a stone on these `ghosts` of the player to move would repeat the position. */
  | { code: 'ko'; ghosts: string[]; passed: boolean }
  /** Stoical Go: the opponent just captured, so the player to move may not capture. */
  | { code: 'capture-forbidden' }
  /** Stoical Go with disturbing captures: the opponent's last capture was disturbing, of kind `previous`; the kinds the player to move may not answer with. */
  | { code: 'disturbing-capture-forbidden'; previous: 'strict' | 'loose'; forbidden: ('strict' | 'loose')[] }
  /** Stoical Go's ko refinements: after two captures in a row the placement is restricted. */
  | { code: 'restriction' }
  /** Loose: the opponent passed, so a pass ends the game; a tie is lost by `lastPlacer`. */
  | { code: 'tie-break'; lastPlacer: Color }
  /** Tile Go: after an incursion the next stone goes on a tile. */
  | { code: 'tile-required' }
  /** Cushion Go: after an incursion, an incursion goes on a tile. */
  | { code: 'incursion-needs-tile' }
  /** Tile and Cushion Go under prisoner-return scoring: there is no passing. */
  | { code: 'no-pass' };

/** Rule state a player must know before moving: its facts, and a sentence in English. */
export type RuleNote = NoteFacts & {
  /** A sentence for the player to move, prefixed with the rule set, e.g. "Stoical Go: White may not capture this turn, because Black just captured; …". */
  text: string;
};

/**
 * The kinds of fact a rules overlay marks; each is also the `data-overlay` value of its shapes in
 * the drawing, a contract page authors and tests rely on.
 */
export type OverlayKind =
  /** An empty point where the player to move may not place now; `code` is the one `check()` gives. */
  | 'refused'
  /** The point the ko rule forbids now. */
  | 'ko'
  /** A group with one liberty: its stones (`color` is theirs). */
  | 'atari'
  /** Loose: an empty point next to stones of both colours and to no empty point. */
  | 'false-liberty'
  /** Loose: a group with no true liberty left: its stones. */
  | 'no-true-liberty'
  /** Stoical Go: an empty point where a placement would capture, which is forbidden this turn. */
  | 'capture-forbidden'
  /** Stoical Go with disturbing captures: a placement whose capture would be disturbing (`strict` for the strict kind). */
  | 'disturbing-capture'
  /** The ko refinements of Stoical Go: the group or estate a placement on the asked point makes (`passes`). */
  | 'estate'
  /**
   * What the refusal of a stone on the asked point is about (`code`, as `check()` gives it): the
   * group left without a liberty (or, in Loose, without a true one), the stones a ko retake or a
   * forbidden capture would take, the territory an incursion enters, the marked region.
   */
  | 'refusal-area'
  /** Tile and Cushion Go: an empty point where a placement by the player to move is an incursion. */
  | 'incursion'
  /** Tile and Cushion Go: an empty point where the next stone would need a tile. */
  | 'tile-needed'
  /** No Seki Go: a liberty a ghost keeps for a group. */
  | 'ghost-liberty'
  /** Paper and Pencil Go: a marked region (`color` is its owner, `null` when neutral). */
  | 'region';

/** One fact of a rules overlay: its kind and the points it covers (one point, a group, a region). */
export interface OverlayMark {
  kind: OverlayKind;
  points: Coord[];
  /** `refused`, `refusal-area`: the refusal's code, as `check()` gives it. */
  code?: MoveErrorCode;
  /** `atari`, `no-true-liberty`: the group's colour; `region`: its owner, `null` when neutral. */
  color?: Color | null;
  /** `estate`: whether the placement passes the restriction. */
  passes?: boolean;
  /** `disturbing-capture`: the strict kind (one-bit rule) rather than the loose one. */
  strict?: boolean;
}
