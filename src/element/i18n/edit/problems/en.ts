/**
 * Why an edit was refused, what is wrong with the position made, and what a record or a new board
 * could not keep: the editor model's refusals, problems and warnings, worded from their codes and
 * facts (the model's `message` is its English for developers).
 */
import type { LineMove } from '../../../../editor/document.js';
import type { Color } from '../../../../engine/types.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';

/** The engine's or the reader's refusal behind a refusal, a problem or a warning, but a move's (said in the rules' sentence): its code (`ERR_KOMI`, `ERR_SGF_POINT`) and English sentence. */
export interface Cause {
  readonly code: string;
  readonly message: string;
}

/** What the words of a cause may name besides its code: the variant, and the point of a setup refused. */
export interface CauseFacts {
  readonly variant: string;
  readonly point?: string;
}

/** The SGF properties of markup a document does not hold. */
export type MarkupProperty = 'SL' | 'AR' | 'LN' | 'DD';

/** A move of a line: "move 3 (D4) of a variation". */
const lineMove = ({ number, move, variation }: LineMove): string => `move ${number}${move ? ` (${move})` : ''}${variation ? ' of a variation' : ''}`;
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const list = (points: readonly string[]): string => points.join(', ');

const words = {
  /** The engine's or the reader's reason: English says its own sentence ("Go: komi 3 is not allowed: …"); another language words its code. */
  cause: (cause: Cause, _facts: CauseFacts) => cause.message,

  // ---- an edit refused ----
  notAPoint: (point: string, width: number, height: number) => `${point} is not a point of this ${width}x${height} board.`,
  /** A tool of a variant's own point state on a board of a variant without it. */
  notForVariant: (tool: string, variant: string) => `The ${tool.toLowerCase()} tool is not for ${variant}.`,
  noStone: (point: string, tool: 'ghost' | 'marked') => `${point} holds no stone: the ${tool} tool turns a stone into ${tool === 'ghost' ? 'a ghost' : 'a marked stone'} and back.`,
  moved: (point: string, tool: string) =>
    `The moves changed ${point}: the ${tool.toLowerCase()} tool changes the position before the first move, so take back the moves that reach ${point} first.`,
  breaksMove: (line: LineMove, reason: string) => `This edit would make ${lineMove(line)} illegal: ${reason}`,
  noLetter: 'Every letter from a to z already labels a point: take one off first, or use numbers.',
  cropNotOnBoard: (from: string, to: string, width: number, height: number) =>
    `The crop from ${from} to ${to} is not on this ${width}x${height} board: both corners must be points of it.`,
  noMove: 'The setup is shown, not a move: show a move first.',
  /** An edit only a script can send, refused (a title that is not text, a path to no node, no such tool, verdict or edit). */
  notAnEdit: (code: string) => `This edit cannot be made (${code}).`,
  /** The record the board shows cannot become a document. */
  notOpened: (reason: string) => `The editor cannot open this record: ${reason}`,

  // ---- the position's problems ----
  noLiberty: (variant: string, color: Color, points: readonly string[], trueLiberty: boolean) =>
    `${variant}: the ${color} ${points.length === 1 ? `stone at ${points[0]}` : `group at ${list(points)}`} has no ${trueLiberty ? 'true liberty' : 'liberty'}, which the rules never leave on the board.`,
  noSolution: (player: string) =>
    `No line solves this problem for ${player}, who plays first: mark the last move of the answer Right (a line ending on the other side's reply counts as wrong).`,
  cropOff: (from: string, to: string, width: number, height: number) =>
    `The crop from ${from} to ${to} does not hold points of this ${width}x${height} board: choose its corners on the board.`,
  marksOff: (points: readonly string[], width: number, height: number) => `Marks at ${list(points)} are off this ${width}x${height} board.`,
  /** A move of a line the rules refuse. */
  lineRefused: (line: LineMove, reason: string) => `${capital(lineMove(line))}: ${reason}`,

  // ---- what a record could not keep ----
  /** A warning of the reader itself (`WARN_SGF_…`), at its `place` in the record's text where known: English says the reader's own sentence, another language what the reader did. */
  readerNote: (_code: SgfGameWarningCode, message: string, _place: { line: number; column: number } | null) => message,
  mainLineStopped: (reason: string) => `${reason} The moves from there on were left out.`,
  setupBetweenMoves: 'The record changes the position after a move (setup between moves): the last position was kept as the setup, without the moves.',
  illegalMove: (reason: string) => `The record holds a move the rules refuse (${reason}): the last position was kept as the setup, without the moves.`,
  variationsLeftOut: 'The record has variations: they were left out with the moves.',
  /** A line sets up stones after its move `after`. */
  lineSetup: (variation: boolean, after: number) =>
    `${variation ? 'A variation' : 'The main line'} changes the position after move ${after} (setup between moves): its moves from there on were left out.`,
  lineStart: 'A variation sets up a start position of its own: its moves from there on were left out.',
  lineMove: (line: LineMove, reason: string) => `${line.variation ? 'A variation' : 'The main line'} holds a move the editor cannot hold (${reason}): its moves from there on were left out.`,
  lineOutOfTurn: (line: LineMove, player: string) =>
    `${line.variation ? 'A variation' : 'The main line'} holds a move the editor cannot hold (${player} plays move ${line.number} out of turn): its moves from there on were left out.`,
  tooManyMoves: (most: number) => `The record's lines hold more than ${most} moves, the most the editor holds: the lines past them were left out.`,
  marksTwice: "Two nodes for one position both hold marks (a node without a move after one with): the second's marks were left out.",
  marksDoubled: 'Some points hold two marks or a mark and a label: the first was kept (circle, triangle, square, cross, label).',
  /** Markup a document does not hold, by its SGF property. */
  markup: { SL: 'selected points (SL)', AR: 'arrows (AR)', LN: 'lines (LN)', DD: 'dimmed points (DD)' } satisfies Record<MarkupProperty, string>,
  markupLeftOut: (kinds: readonly string[]) => `The editor does not hold ${kinds.join(', ')}: they were left out.`,

  // ---- what a new variant or size could not keep ----
  /** A rule option, named by its field's label, that the new variant lacks. */
  optionLeftOut: (variant: string, option: string, value: string) => `${variant} has no option “${option}”: ${value} was left out.`,
  komiLeftOut: (komi: string, reason: string) => `Komi ${komi} was left out (${reason}); the default komi is used.`,
  offBoard: (points: readonly string[]) => `The stones and tiles at ${list(points)} are off the new board and were left out.`,
  ghostsLeftOut: (variant: string, points: readonly string[]) => `${variant} has no ghosts: the ghosts at ${list(points)} became stones.`,
  markedLeftOut: (variant: string, points: readonly string[]) => `${variant} has no marked stones: the stones at ${list(points)} are no longer marked.`,
  tilesCut: (points: readonly string[], most: number) => `The tiles at ${list(points)} were cut to ${most}, the most a point holds.`,
  tilesLeftOut: (variant: string, points: readonly string[]) => `${variant} has no tiles: the tiles at ${list(points)} were left out.`,
  /** A move of a line the new board refuses (`reason`) or that is off it (`null`), with the moves after it. */
  moveLeftOut: (line: LineMove, reason: string | null) => `${capital(lineMove(line))} and the moves after it were left out: ${reason ?? `${line.move} is off the new board`}.`,
};

export type ProblemsWords = typeof words;
export default words;
