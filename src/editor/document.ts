/**
 * What an author's diagram or problem is, as the editor (`mode="edit"`) holds it: a plain value
 * that every edit replaces and every output (`$$` text, SGF, the HTML snippet, the SVG) is made
 * from. The moves form a tree of lines from the setup, as an SGF record's variations do, and one
 * node of it is shown. No DOM.
 */
import type { Markup, Viewport } from '../engine/markup.js';
import type { Color, Coord, GameOptions, MoveErrorCode, RefusalReason, Setup, VariantId } from '../engine/types.js';

/** The rule options an author sets beside the variant, as `GameOptions` takes them; a missing one is the variant's default. */
export type DiagramRules = Pick<GameOptions, 'komi' | 'ko' | 'maxTiles' | 'scoring'>;

/** The markup an author draws: marks and labels (numbers are labels of digits). */
export type DiagramMarks = Pick<Markup, 'circles' | 'triangles' | 'squares' | 'crosses' | 'labels'>;

/** How a problem's author judges a line for its solver, written the way our puzzle reader reads it (`RIGHT`, `Wrong`). */
export type Verdict = 'right' | 'wrong';

/** A node of the tree of lines: the setup (the root) or a move, with what is drawn and said there. */
export interface DiagramNode {
  /** Drawn on the position of this node; at most one mark or label a point, as SGF and `$$` allow. */
  readonly marks: DiagramMarks;
  /** Text shown with this node (SGF `C`, without the verdict's word). */
  readonly comment: string;
  /** The moves played next. The first continues the main line, and in a problem it is the tree's reply. */
  readonly children: readonly DiagramMove[];
}

/** A move of a line: its node, the move, and the author's verdict on the line it ends. */
export interface DiagramMove extends DiagramNode {
  /** In move notation (`D4`, `pass`, a variant's own kinds as the engine writes them). */
  readonly move: string;
  readonly verdict: Verdict | null;
}

export interface DiagramDocument {
  readonly variant: VariantId;
  readonly width: number;
  readonly height: number;
  readonly rules: DiagramRules;
  /** The position before the first move: stones, the player to move, and the variant's own point states (ghosts, tiles, marked stones) in the engine's `Setup` form, points in move notation. */
  readonly setup: Setup;
  /** The setup's node, and from it the lines of moves played under the variant's rules. */
  readonly root: DiagramNode;
  /**
   * The node shown, as child indexes from the root (`[]`: the setup, `[0, 1]`: the second answer
   * to the first move). The diagram is the position there, with its marks and comment; moves and
   * marks edit it.
   */
  readonly at: readonly number[];
  /** The diagram's title (SGF `GN`, the `$$` header's text). */
  readonly title: string;
  /** The part of the board to show (SGF `VW`), or `null` for the whole board. */
  readonly crop: Viewport | null;
}

/** What a click (or Enter/Space on the grid cursor) does with the tool chosen. */
export type PointTool =
  | 'black'
  | 'white'
  /** Plays the next move under the variant's rules (refused moves are explained, as in play mode); a move already there is shown, another starts a variation. */
  | 'alternate'
  | 'erase'
  /** Tile and Cushion Go: one more tile on the point (past the limit: back to none). */
  | 'tile'
  /** No Seki Go: the stone on the point becomes a ghost, or back. */
  | 'ghost'
  /** Paper and Pencil Go: the stone on the point becomes marked, or back. */
  | 'marked'
  | 'triangle'
  | 'square'
  | 'circle'
  | 'cross'
  /** The next free letter a, b, c… */
  | 'letter'
  /** The next free number 1, 2, 3… */
  | 'number';

/** One edit, as a value: what the element's tools and fields send, and what undo and redo replay. */
export type DiagramEdit =
  | { readonly kind: 'point'; readonly tool: PointTool; readonly point: Coord }
  /** Plays a move given as text, as `alternate` plays a point: `pass`, and where the variant has them `return` and `ghost:D4`. */
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'to-play'; readonly color: Color }
  /** The options given replace those held (checked by the engine); one given as `undefined` goes back to the variant's default. */
  | { readonly kind: 'rules'; readonly rules: DiagramRules }
  /** A new variant or size: keeps what still fits and is allowed (each point at its column and row from the top left), reports the rest in `dropped`. */
  | { readonly kind: 'board'; readonly variant: VariantId; readonly width: number; readonly height: number }
  | { readonly kind: 'title'; readonly text: string }
  /** The comment of the node shown. */
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'crop'; readonly crop: Viewport | null }
  /** Shows another node of the tree, by its path (see `at`). */
  | { readonly kind: 'go'; readonly at: readonly number[] }
  /** Takes out the move shown and every move after it; its parent is shown. */
  | { readonly kind: 'delete' }
  /** The author's verdict on the line ending at the move shown; `null` takes it off. */
  | { readonly kind: 'verdict'; readonly verdict: Verdict | null }
  /** Makes the line through the move shown the main line: at each of its moves, the first child. */
  | { readonly kind: 'promote' }
  /** Empties the board, its moves and marks; keeps variant, size and rules. */
  | { readonly kind: 'clear' };

/** A move of a line that a refusal, a problem or a warning is about. */
export interface LineMove {
  /** Its number along its line, from 1. */
  readonly number: number;
  /** As written (`D4`, `pass`, `ghost:D4`); absent when the line holds setup there instead. */
  readonly move?: string;
  /** Off the main line. */
  readonly variation: boolean;
}

/**
 * What a refusal, a problem or a warning is about beyond its code, so that the element can say it
 * in the author's language (its `message` says it in English, for developers). Which facts a code
 * gives is said where the code is made (`applyEdit`, `problemsOf`, `documentFromTree`, `changeBoard`).
 */
export interface EditFacts {
  /** The points it is about, named as on the board it was found on (`D4`; `(19, 3)` off the board). */
  readonly where?: readonly string[];
  /** The tool of the edit, as it was given. */
  readonly tool?: string;
  /** The side it is about. */
  readonly color?: Color;
  /** The rule option at fault or left out (`komi`, `ko`), or the engine's `option` of its refusal (`size`, `setup.black[2]`). */
  readonly option?: string;
  /** A value: the option's left out, the most tiles a point holds, the most moves, the games of a text. */
  readonly value?: string | number;
  /** The SGF properties it is about (`AR`, `LN`). */
  readonly properties?: readonly string[];
  /** The move of a line it is about. */
  readonly line?: LineMove;
  /** Where in the record's text a reader's own warning is: its line and column, from 1. */
  readonly place?: { readonly line: number; readonly column: number };
  /** What lies behind it: the rules' or the reader's refusal. */
  readonly cause?: EditCause;
}

/**
 * The rules' or the reader's refusal behind a refusal, a problem or a warning: its code and
 * English sentence; where the rules refused a move, the move as given with the engine's facts
 * (`reason`, `at`), so that the element says it as play mode does.
 */
export type EditCause =
  | { readonly code: MoveErrorCode; readonly message: string; readonly move: string; readonly reason?: RefusalReason; readonly at?: string }
  | { readonly code: string; readonly message: string; readonly move?: undefined };

/** Why an edit was not made (the document is unchanged): a stable code and a sentence quoting what was asked, with its facts. */
export interface EditRefusal extends EditFacts {
  readonly ok: false;
  readonly code: string;
  readonly message: string;
}

/** Something a record or a new board could not keep, said instead of dropped silently: a stable code, an English sentence and its facts. */
export interface EditWarning extends EditFacts {
  readonly code: string;
  readonly message: string;
}

/**
 * The answer of an edit. `document` is the one given, unchanged, when the edit changes nothing.
 * `dropped` says, one warning each, what a `board` edit could not keep (stones off the new
 * board, states or options the new variant lacks, moves it refuses, in any line).
 */
export type EditResult = { readonly ok: true; readonly document: DiagramDocument; readonly dropped?: readonly EditWarning[] } | EditRefusal;

/** The answer of reading a record or a diagram into a document: what it could not hold is in `warnings`. */
export type DocumentRead = { readonly ok: true; readonly document: DiagramDocument; readonly warnings: readonly EditWarning[] } | EditRefusal;

/**
 * What is wrong with a position the author made, shown with its reason instead of silently
 * accepted: a group with no liberty where the variant has none, more tiles than the limit,
 * a state the variant does not have… `points` are the points involved (drawn by the element).
 * Codes (see `problemsOf`): `PROBLEM_NO_LIBERTY`, `PROBLEM_CROP`, `PROBLEM_MARK`, and the
 * engine's own for a setup, rule option or move it refuses (`ERR_SETUP`, `ERR_KOMI`, `ERR_KO`…).
 */
export interface DiagramProblem extends EditFacts {
  readonly code: string;
  readonly message: string;
  readonly points: readonly Coord[];
}
