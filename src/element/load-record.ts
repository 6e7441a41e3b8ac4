/**
 * Reads a record's text, SGF or a `$$` diagram, into the element's tree record, and builds the
 * `moves` attribute's record when it is turned, cropped or a puzzle (a one-line tree). With the
 * SGF and diagram readers behind it, this is the element's largest optional part: the record
 * loader (record-loader.ts) imports it on first use, as its own chunk. DOM-free.
 */
import { VARIANTS } from '../engine/variants/index.js';
import { parseDiagram } from '../formats/diagram.js';
import { SgfParse, type SgfNode } from '../formats/sgf.js';
import { gameToSgf } from '../formats/game-to-sgf.js';
import { readRecord, recordVariant } from '../formats/read-record.js';
import type { ReadRecordOptions } from '../formats/sgf-record.js';
import { oneWarningPerKind } from '../formats/warnings.js';
import { gameTree } from '../formats/sgf-collection.js';
import { IDENTITY, SYMMETRIES, orientPointName, orientTree, parseOrientation, randomOrientation, type Orientation } from '../formats/orient.js';
import { isVariantReady, loadVariantDrawing } from './drawing-parts.js';
import type { VgbErrorCode } from './events/vgb-error.js';
import type { BoardProblem } from './problem.js';
import type { ProblemFacts } from './problem-facts.js';
import type { VgbWarningCode, VgbWarningDetail } from './events/vgb-warning.js';
import { browserReason } from './lazy-module.js';
import { SGF_LIMITS } from './record-limits.js';
import { sourceName, type RecordText } from './record-text.js';
import { textTooLarge } from './text-limits.js';
import { quoted, TreeRecord } from './tree-record.js';
import { cropWindowOf } from './crop-window.js';
import { keptProblems } from './kept-problems.js';
import { LinearRecord, type BoardRecord } from './board-record.js';
import type { Replay, ReplayInput } from './replay.js';

/** A tree record, with what a diagram's header adds. */
export interface LoadedTree {
  ok: true;
  record: TreeRecord;
  /** The diagram's title; `''` for SGF. */
  title: string;
  /** The diagram's header asks for coordinates (`$$c`). */
  coordinates: boolean;
  /** The other games of an SGF collection, before and after the one shown: kept for `toSgf()` and the collection's navigator. */
  others: OtherGames;
  /** What decoding and the readers put up with, by place, one per kind (formats/warnings.ts). */
  warnings: ReaderWarning[];
}

/** The games of an SGF collection around the one shown (the `game` attribute), in the collection's order. */
export interface OtherGames {
  before: readonly SgfNode[];
  after: readonly SgfNode[];
}

/** Which game of a text is shown (the `game` attribute, from 1), how it is turned and cropped (the `orientation` and `crop` attributes as written). */
export interface TextChoice {
  game?: number | undefined;
  orientation: string;
  crop: string;
}

/** The problem of each orientation that cannot be read, one per text written (kept-problems.ts). */
const refusedOrientation = keptProblems();

/** The orientation `written` asks for (`random` drawn now), or the identity and why it cannot be read. */
function chosenOrientation(written: string): { orientation: Orientation; problem: BoardProblem | null } {
  const read = parseOrientation(written);
  if (!read.ok) {
    const facts: ProblemFacts = { kind: 'orientation', written, values: SYMMETRIES };
    return { orientation: IDENTITY, problem: refusedOrientation(written, () => ({ code: read.code, message: read.message, facts })) };
  }
  return { orientation: read.value === 'random' ? randomOrientation(Math.random) : read.value, problem: null };
}

/** A warning of the decoder or a reader, placed in the source's text (line 0 when it has no place). */
export interface ReaderWarning {
  code: VgbWarningCode;
  message: string;
  line: number;
  column: number;
}

/**
 * Why a text could not be read, with its place when the reader knows it: a reader's error (its
 * `offset` in the text, or its `property` and `value` at fault), or a refusal of the board's with
 * the facts of its problem.
 */
export interface UnreadTree {
  ok: false;
  error: { code: string; message: string; line?: number; column?: number; offset?: number; property?: string; value?: string; facts?: ProblemFacts };
}

/** A text parsed into trees, with what a diagram's header adds. */
interface Parsed {
  ok: true;
  /** Every game of the text, in order (at least one): one for a diagram. */
  trees: readonly SgfNode[];
  title: string;
  coordinates: boolean;
  warnings: readonly ReaderWarning[];
}

/**
 * Characters of SGF read per task. A slice takes a few milliseconds, so a large file (a joseki
 * dictionary of 1.3 MB) loads over several tasks without blocking its page; a usual game is one slice.
 */
export const SLICE_CHARS = 200_000;

/**
 * The reading of a record's text into a tree record, a slice at a time: each {@link step} reads
 * {@link SLICE_CHARS} more characters of SGF; the last one also builds the record.
 */
export class TreeReading {
  /** The SGF being read; `null` for a diagram or a text refused before reading. */
  private readonly parse: SgfParse | null;
  private readonly refused: UnreadTree | null;
  /** The text once parsed (or why it cannot be), kept while the variant's rules load. */
  private parsed: Parsed | UnreadTree | null = null;
  /** Why the variant's rules could not be loaded, in the browser's words. */
  private rulesFailure: string | null = null;
  /**
   * Settles when the reading can go on: the rules of the record's variant and the drawing of its pieces, loaded on first use,
   * are in (or failed to load). `null` when nothing is awaited.
   */
  waitFor: Promise<void> | null = null;
  private readonly game: number;
  private readonly orientation: ReturnType<typeof chosenOrientation>;

  /**
   * @param options the attributes that win over the record.
   * @param choice the game shown (past the text's last game, the first, saying so) and its
   * orientation (`random` is drawn once, here: a problem keeps it across Retry).
   */
  constructor(
    private readonly text: RecordText,
    private readonly options: ReadRecordOptions,
    private readonly choice: TextChoice = { orientation: '', crop: '' },
  ) {
    this.game = choice.game ?? 1;
    this.orientation = chosenOrientation(choice.orientation);
    const tooLarge = text.refused ?? textTooLarge(text.text, text.kind === 'diagram' ? 'diagram' : 'sgf');
    this.refused = tooLarge && { ok: false, error: tooLarge };
    this.parse = this.refused || text.kind === 'diagram' ? null : new SgfParse(text.text, SGF_LIMITS);
  }

  /**
   * Reads one slice more: the tree record, or why it cannot be read, once the text is read and its
   * variant's rules are in; else `null`, with {@link waitFor} set while the rules load.
   */
  step(): LoadedTree | UnreadTree | null {
    if (this.refused) return this.refused;
    this.parsed ??= this.parseSlice();
    if (!this.parsed) return null;
    if (!this.parsed.ok) return this.parsed;
    const { root } = this.shownTree(this.parsed.trees);
    const variant = recordVariant(root, this.options);
    const reason = this.rulesFailure;
    if (reason !== null) {
      const message = `the rules of ${VARIANTS[variant].name} could not be loaded${reason && ` (${reason})`}`;
      return { ok: false, error: { code: 'ERR_FETCH', message, facts: { kind: 'load', what: { part: 'rules', variant }, reason } } };
    }
    if (!isVariantReady(variant)) {
      this.waitFor ??= loadVariantDrawing(variant).then(
        () => {
          this.waitFor = null;
        },
        (error: unknown) => {
          this.waitFor = null;
          this.rulesFailure = browserReason(error);
        },
      );
      return null;
    }
    return this.record(this.parsed);
  }

  /** The parsed text (or why it cannot be parsed) once its last slice is read, else `null`. */
  private parseSlice(): Parsed | UnreadTree | null {
    if (!this.parse) {
      const parsed = parseDiagram(this.text.text);
      if (!parsed.ok) return parsed;
      return { ok: true, trees: [parsed.tree], title: parsed.title, coordinates: parsed.coordinates, warnings: parsed.warnings };
    }
    const parsed = this.parse.advance(SLICE_CHARS);
    if (!parsed) return null;
    if (!parsed.ok) return parsed;
    return { ok: true, trees: parsed.trees, title: '', coordinates: false, warnings: parsed.warnings };
  }

  /** The game shown: the one `game` asks for, else the first, with why. */
  private shownTree(trees: Parsed['trees']): { root: SgfNode; problem: BoardProblem | null } {
    const chosen = gameTree(trees, this.game);
    if (chosen.ok) return { root: chosen.root, problem: null };
    const facts: ProblemFacts = { kind: 'no-game', game: this.game, count: trees.length };
    return { root: trees[0] as SgfNode, problem: { code: chosen.code, message: `${chosen.message} The first game is shown.`, source: this.text.kind, ...addressOf(this.text), facts } };
  }

  /**
   * The record of `root` as the reader sees it: the whole tree turned before it is read, so that
   * the position, the solution, the labels, the comments' points and the hint agree.
   */
  private readOriented(root: SgfNode): ReturnType<typeof readRecord> {
    const read = readRecord(root, this.options);
    const { orientation } = this.orientation;
    if (!read.ok || (orientation.symmetry === 'identity' && !orientation.swapColors)) return read;
    return readRecord(orientTree(root, read.record.width, read.record.height, orientation), this.options);
  }

  private record({ trees, title, coordinates, warnings: readerWarnings }: Parsed): LoadedTree | UnreadTree {
    const { root, problem: gameProblem } = this.shownTree(trees);
    const read = this.readOriented(root);
    if (!read.ok) {
      const { error } = read;
      // The options refused are the record's and the attributes', which no text holds to quote.
      if (error.code !== 'ERR_SGF_OPTIONS') return read;
      return { ok: false, error: { ...error, facts: { kind: 'record-rules', variant: recordVariant(root, this.options), code: error.engineCode, option: error.option } } };
    }
    const index = trees.indexOf(root);
    const others = { before: trees.slice(0, index), after: trees.slice(index + 1) };
    const source = { kind: this.text.kind, name: sourceName(this.text), ...addressOf(this.text) };
    const { width, height, root: shown } = read.record;
    const crop = cropWindowOf(this.choice.crop, shown, width, height);
    // One problem shows at a time: the first of the game's, the orientation's and the crop's.
    const record = new TreeRecord(read.record, this.options, gameProblem ?? this.orientation.problem ?? crop.problem, source);
    record.cropWindow = crop.window;
    const warnings = [...(this.text.warnings ?? []), ...readerWarnings, ...read.warnings];
    // In the order of their places; those with none (line 0) after.
    const placed = warnings.map(({ code, message, line, column }) => ({ code, message, line, column }));
    placed.sort((a, b) => (a.line || Infinity) - (b.line || Infinity) || a.column - b.column);
    return { ok: true, record, title, coordinates, others, warnings: oneWarningPerKind(placed) };
  }
}

/** What a read text adds to its record: a diagram's title and `$$c`, the other games of an SGF collection (kept for `toSgf()`), what decoding and the readers put up with. */
export interface TextAdds {
  title: string;
  coordinates: boolean;
  others: OtherGames;
  warnings: VgbWarningDetail[];
}

/** What a board shows of a read text: its record, with what the text adds to it; or why it could not be read. */
export type ShownText = ({ ok: true; record: TreeRecord } & TextAdds) | { ok: false; problem: BoardProblem };

/** What `read` gives the board, its warnings and its failure told in the words of the element's events, placed by line and column. */
export function shownText(read: LoadedTree | UnreadTree, text: RecordText): ShownText {
  const { kind: source } = text;
  if (!read.ok) {
    const { error } = read;
    const { code, message, line, column = 1 } = error;
    const placed = line !== undefined && line > 0;
    return {
      ok: false,
      problem: {
        code: code as VgbErrorCode,
        message: `${sourceName(text)} cannot be read${placed ? `, line ${line}, column ${column}` : ''}: ${message}`,
        source,
        ...(placed ? { line, column } : {}),
        ...addressOf(text),
        facts: error.facts ?? { kind: 'text', quote: quoted(error) ?? (error.offset === undefined ? null : fragmentAt(text.text, error.offset)) },
      },
    };
  }
  const warnings = read.warnings.map(({ code, message, line, column }) => ({
    code,
    message: `${sourceName(text)}${line > 0 ? `, line ${line}, column ${column}` : ''}: ${message}`,
    source,
    ...(line > 0 ? { line, column } : {}),
  }));
  return { ...read, warnings };
}

/** The address of a `src` file's text, for its problems. */
function addressOf(text: RecordText): { address?: string } {
  return text.url === undefined ? {} : { address: text.url };
}

/** Characters of a text a problem quotes at most. */
const QUOTED = 24;

/** The text at `offset` as a problem quotes it: the rest of its line, cut after {@link QUOTED} characters; `null` for blank text. */
function fragmentAt(text: string, offset: number): string | null {
  const [line = ''] = text.slice(offset, offset + QUOTED + 1).split(/[\r\n]/, 1);
  if (!line.trim()) return null;
  const characters = [...line.trimEnd()];
  return characters.length > QUOTED ? `${characters.slice(0, QUOTED).join('')}…` : characters.join('');
}

/** A text being read a slice per task, and what it gave once read. */
export interface SlicedReading {
  readonly tree: TreeReading;
  read: LoadedTree | UnreadTree | null;
}

/**
 * Reads `reading` a slice per task from the next task on, while `going()`; settles with whether
 * it was read (a reading stopped, for another source or a board that left the page, was not) in
 * the task after the last slice, so that the record is shown by an update of its own.
 */
export function readInSlices(reading: SlicedReading, going: () => boolean): Promise<boolean> {
  const { tree } = reading;
  return new Promise<boolean>((resolve) => {
    const slice = (): void => {
      if (!going()) return resolve(false);
      reading.read = tree.step();
      if (reading.read) setTimeout(() => resolve(true));
      else if (tree.waitFor) void tree.waitFor.then(slice);
      else setTimeout(slice);
    };
    setTimeout(slice);
  });
}

/**
 * The `moves` attribute's game as the `orientation` attribute (as written) turns it, before it
 * is played: each move and setup stone goes to its point on the turned board (passes and returns
 * stay), and with `swap-colors` Black's setup is White's and the other side starts, as a record's
 * `AB`, `AW` and `PL` do. `random` is drawn here, once per record built; an orientation that
 * cannot be read leaves the game as written, saying why.
 */
export function turnedMoves(input: ReplayInput, orientation: string): { input: ReplayInput; problem: BoardProblem | null } {
  const chosen = chosenOrientation(orientation);
  const { symmetry, swapColors } = chosen.orientation;
  const { size } = input;
  const turn = (token: string): string => {
    // A ghost (`ghost:D4`) turns as its point; what names no point (`pass`, `return`, a typo) stays, for the replay to judge.
    const ghost = /^ghost:/i.test(token) ? token.slice(0, 6) : '';
    return ghost + (orientPointName(token.slice(ghost.length), symmetry, size) ?? token.slice(ghost.length));
  };
  const black = input.black?.map(turn);
  const white = input.white?.map(turn);
  const moves = input.moves.map(turn);
  const turned = swapColors
    ? { ...input, moves, black: white, white: black, toPlay: input.toPlay === 'white' ? ('black' as const) : ('white' as const) }
    : { ...input, moves, black, white };
  return { input: turned, problem: chosen.problem };
}

/**
 * The record of the `moves` attribute's game, `replayed` as {@link turnedMoves} gave it, cropped by
 * `crop` (as written; `auto`: the region its stones use) the same way as a text; with `asTree`
 * (puzzle mode) a one-line tree, whose nodes are written from the game, the game, played already,
 * being the line's game: its moves are not replayed. The first problem shown is the replay's,
 * else `problem` (the orientation's), else the crop's.
 */
export function movesRecord(replayed: Replay, problem: BoardProblem | null, asTree: boolean, crop: string): BoardRecord {
  const { game } = replayed;
  const root = gameToSgf(game);
  const window = cropWindowOf(crop, root, game.width, game.height);
  const first = replayed.problem ?? problem ?? window.problem;
  const read = asTree ? readRecord(root) : null;
  const record = read?.ok ? new TreeRecord(read.record, {}, first, null, game) : new LinearRecord({ ...replayed, problem: first });
  record.cropWindow = window.window;
  return record;
}
