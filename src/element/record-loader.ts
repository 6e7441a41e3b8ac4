/**
 * The element's record across updates: built from the source that wins and the attributes (see
 * the element's documentation), and built again only when one of them changes. Bad input leaves
 * an empty board of the last configuration that worked. The SGF and diagram readers load on
 * first use (load-record.ts, its own chunk), and read a large text a slice per task; until the
 * reader is in and the text is read, the board keeps the record it shows (at first, an empty
 * board of the attributes' variant and size, busy). DOM-free.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isVariantLoaded, variantFacts } from '../engine/core.js';
import type { VariantId } from '../engine/types.js';
import type { ReadRecordOptions } from '../formats/sgf-record.js';
import { asTree } from './as-tree.js';
import { isVariantReady, loadMarkupDrawing, loadVariantDrawing } from './drawing-parts.js';
import { LinearRecord, type BoardRecord } from './board-record.js';
import type { BoardProblem } from './problem.js';
import type { LoadedThing } from './problem-facts.js';
import type { LoadedTree, ShownText, SlicedReading, TextAdds, TextChoice, UnreadTree } from './load-record.js';
import { failedLoad, LazyModule } from './lazy-module.js';
import { tooManyMoves } from './record-limits.js';
import { replay, splitMoves, type BoardConfig, type ReplayInput } from './replay.js';
import { sourceName, type RecordText } from './record-text.js';
import type { TreeRecord } from './tree-record.js';

/** The SGF and diagram readers, the element's largest optional part, and the drawing of the markup only records carry. */
const treeReader = new LazyModule(() => Promise.all([import('./load-record.js'), loadMarkupDrawing()]).then(([reader]) => reader));

/** Shown when the first variant or size given cannot build a game. */
const DEFAULT_CONFIG: BoardConfig = { variant: 'go', size: 19 };

/** Attributes that describe the game of `moves`; changing any of them replays it from scratch. */
export const GAME_INPUTS = ['variant', 'size', 'komi', 'moves', 'black', 'white', 'toPlay', 'ko', 'maxTiles', 'scoring'] as const;

/** The attributes of the game that are read by a rule (attributes.ts), as written in HTML, in the order their problems are told. */
export const GAME_ATTRIBUTES = ['variant', 'size', 'to-play', 'komi', 'ko', 'max-tiles', 'scoring'] as const;
export type GameAttributeName = (typeof GAME_ATTRIBUTES)[number];

/** Those of them an SGF record or a diagram takes from the element (`size` and `to-play` are for `moves`). */
const RECORD_ATTRIBUTES: readonly GameAttributeName[] = ['variant', 'komi', 'ko', 'max-tiles', 'scoring'];

/** The element's attributes that describe the game, as read (attributes.ts): unset and bad values are `undefined`. */
export interface GameAttributes {
  variant?: VariantId | undefined;
  size?: number | undefined;
  komi?: number | undefined;
  moves: string;
  black: string;
  white: string;
  toPlay?: 'black' | 'white' | undefined;
  ko?: 'basic' | 'positional' | undefined;
  maxTiles?: number | 'unlimited' | undefined;
  scoring?: 'prisoner-return' | 'standard' | undefined;
  /** Why an attribute could not be read, by its name: the record of a source that takes it is an empty board saying so. */
  problems: Partial<Record<GameAttributeName, BoardProblem>>;
}

/** The rule options the attributes give, to win over a record's; `variant` only when it was given. */
function recordOptions(attributes: GameAttributes, variantGiven: boolean): ReadRecordOptions {
  const options: ReadRecordOptions = {};
  if (variantGiven && attributes.variant) options.variant = attributes.variant;
  if (attributes.komi !== undefined) options.komi = attributes.komi;
  if (attributes.ko) options.ko = attributes.ko;
  if (attributes.maxTiles !== undefined) options.maxTiles = attributes.maxTiles;
  if (attributes.scoring) options.scoring = attributes.scoring;
  return options;
}

/** The game of `moves`, as the attributes give it. */
function replayInput(attributes: GameAttributes): ReplayInput {
  return {
    variant: attributes.variant ?? DEFAULT_CONFIG.variant,
    size: attributes.size ?? DEFAULT_CONFIG.size,
    komi: attributes.komi,
    moves: splitMoves(attributes.moves ?? ''),
    black: splitMoves(attributes.black ?? ''),
    white: splitMoves(attributes.white ?? ''),
    toPlay: attributes.toPlay,
    ko: attributes.ko,
    maxTiles: attributes.maxTiles,
    scoring: attributes.scoring,
  };
}

/** The problems of the attributes the record of `text` (`null` for `moves`) takes. */
function attributeProblems(attributes: GameAttributes, text: RecordText | null): BoardProblem[] {
  return (text ? RECORD_ATTRIBUTES : GAME_ATTRIBUTES).flatMap((name) => attributes.problems[name] ?? []);
}

/** An empty board of `config` (else of `fallback`, when `config` cannot build a game), reporting `problem`. */
function emptyBoard(config: BoardConfig, fallback: BoardConfig, problem: BoardProblem | null): BoardRecord {
  const empty = replay({ variant: config.variant, size: config.size, komi: undefined, moves: [] }, fallback);
  return new LinearRecord({ ...empty, problem });
}

/** The empty board shown while the record waits for a chunk: of the attributes' size, under Go's rules until the variant's are in. */
function waitingBoard(input: ReplayInput, fallback: BoardConfig): BoardRecord {
  const variant = isVariantLoaded(input.variant) ? input.variant : 'go';
  return emptyBoard({ variant, size: input.size }, fallback, null);
}

/**
 * What a record is built from: the source's text, and the rest (its kind and address and the
 * options that win over it, or the game attributes) in a short string. The text stays apart so
 * that an unchanged text of megabytes compares as the same string at once, instead of being
 * copied into a key at every update.
 */
interface RecordKey {
  text: string;
  rest: string;
}

function sameKey(a: RecordKey, b: RecordKey): boolean {
  return a.rest === b.rest && a.text === b.text;
}

const NO_KEY: RecordKey = { text: '', rest: '' };

/** What a record of `moves`, or of a text that could not be read, has of what a read text adds. */
const NO_TEXT: TextAdds = { title: '', coordinates: false, others: { before: [], after: [] }, warnings: [] };

/** Whether the record of `moves` is built by the reader's chunk, which holds the puzzle's tree, the orientations and the crop. */
function treeBuilt(asTree: boolean, choice: TextChoice): boolean {
  return asTree || !!choice.orientation || !!choice.crop;
}

/** What the record says when a chunk it waits for cannot be loaded: the English message, what it was and the text it was for. */
interface WaitFailure {
  message: string;
  what: LoadedThing;
  text: RecordText | null;
}

/** Holds the record and rebuilds it when what it was built from changes. */
export class RecordLoader implements ReactiveController {
  /** The record; set by the first {@link load}. */
  record!: BoardRecord;
  /** What the text read adds to the record: new warnings each time it is built. */
  text: TextAdds = NO_TEXT;
  /** Why attributes the record takes could not be read; while there are any, the record is an empty board. */
  attributeProblems: readonly BoardProblem[] = [];
  /** What the record was built from; a new key rebuilds it. */
  private key = NO_KEY;
  private lastGoodConfig: BoardConfig = DEFAULT_CONFIG;
  /** The tree reader's import while the record waits for it. */
  private waiting: Promise<unknown> | null = null;
  /** What the record waiting for the reader stands for: its key, and how a failure to load names it. */
  private waitingFor: { key: RecordKey; failure: WaitFailure } | null = null;
  /** A text being read a slice per task (a large SGF), the key it stands for, and what it gave once read. */
  private reading: (SlicedReading & { key: RecordKey }) | null = null;
  /** The board left the page while it read a text: it reads it again when it comes back. */
  private readingStopped = false;

  /** @param host asked to update when the tree reader has loaded, or a text has been read. */
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** A board out of the page reads no further: its next slice stops, without an update. */
  hostDisconnected(): void {
    if (this.reading && !this.reading.read) this.readingStopped = true;
    this.reading = null;
  }

  /** A board back in the page that had not finished reading asks for the update that reads again. */
  hostConnected(): void {
    if (!this.readingStopped) return;
    this.readingStopped = false;
    this.host.requestUpdate();
  }

  /** The 1-based index of the game shown in its collection: 1 for `moves` and a text of one game. */
  get game(): number {
    return this.text.others.before.length + 1;
  }

  /** The record waits for the tree reader: the board shows an empty board meanwhile. */
  get loading(): boolean {
    return this.waiting !== null;
  }

  /** Loads the tree reader ahead of a text not known yet (see {@link load}) that is likely to come, so that both load in the same wait; a failure is met when the text comes. */
  expectText(): void {
    void treeReader.load().catch(() => undefined);
  }

  /** Settles when the tree reader the record waits for has loaded (or failed to), or `null` when it waits for nothing. */
  get pending(): Promise<unknown> | null {
    return this.waiting;
  }

  /** The record as a tree, or `null` for `moves`. */
  get tree(): TreeRecord | null {
    return asTree(this.record);
  }

  /** The record is a `$$` diagram, whose numbered moves are numbered on the stones. */
  get isDiagram(): boolean {
    return this.key.rest.startsWith('diagram');
  }

  /**
   * Builds the record again when what it is built from changed: its text and the options that win
   * over it, or, with no text, the attributes of the game. `asTree` makes `moves` a one-line tree
   * (puzzle mode). A text `undefined` is not known yet (the sources' code loads): the board keeps
   * the record it shows, at first the attributes' empty board. `choice` is the text's game shown
   * (of an SGF collection) and its orientation. Returns whether it built one.
   */
  load(text: RecordText | null | undefined, attributes: GameAttributes, variantGiven: boolean, asTree: boolean, choice: TextChoice = { game: 1, orientation: '', crop: '' }): boolean {
    if (text === undefined) {
      const first = !this.record;
      if (first) this.show(waitingBoard(replayInput(attributes), this.lastGoodConfig), NO_KEY);
      return first;
    }
    const options = recordOptions(attributes, variantGiven);
    const problems = attributeProblems(attributes, text);
    const key: RecordKey = problems.length > 0
      ? { text: '', rest: `attributes\u0000${JSON.stringify(problems.map((problem) => problem.facts))}` }
      : text
        ? { text: text.text, rest: `${text.kind}\u0000${text.url ?? ''}\u0000${JSON.stringify([options, choice])}` }
        : { text: '', rest: `moves\u0000${asTree}\u0000${JSON.stringify([GAME_INPUTS.map((name) => attributes[name] ?? null), choice.orientation, choice.crop])}` };
    if (this.record && sameKey(key, this.key)) return false;
    // The text is being read a slice per task: its record comes with the update after the last slice.
    if (this.record && this.reading && !this.reading.read && sameKey(this.reading.key, key)) return false;
    this.attributeProblems = problems;
    if (problems.length > 0) {
      // Attributes the source takes are bad: the board of the last configuration that worked; the element tells why.
      this.waiting = null;
      this.reading = null;
      this.text = NO_TEXT;
      this.show(emptyBoard(this.lastGoodConfig, this.lastGoodConfig, null), key);
      return true;
    }
    const input = replayInput(attributes);
    // Until the reader (for a text or a puzzle) and the variant's rules and pieces (for `moves`) are in, the
    // board keeps the record it shows (at first, the attributes' empty board, under no key), and
    // builds the new one once they are in. A text's variant is known once it is read (`read`).
    const reader = (text || treeBuilt(asTree, choice)) && !treeReader.value;
    const rules = !text && !isVariantReady(input.variant);
    if (reader || rules) {
      const first = !this.record;
      if (first) this.show(waitingBoard(input, this.lastGoodConfig), NO_KEY);
      if (reader) {
        const failed = text ? `${sourceName(text)} cannot be read` : asTree ? 'The puzzle cannot be set' : 'The position cannot be turned or cropped';
        this.wait(treeReader.load(), key, { message: `${failed}: its reader could not be loaded`, what: { part: 'reader' }, text });
      } else {
        const { variant } = input;
        const message = `The board cannot show ${variantFacts(variant)?.name ?? `variant '${variant}'`}: its rules could not be loaded`;
        this.wait(loadVariantDrawing(variant), key, { message, what: { part: 'rules', variant }, text: null });
      }
      return first;
    }
    this.waiting = null;
    const built = this.build(text, options, input, asTree, key, choice);
    if (!built) {
      // Until the text is read, the board keeps the record it shows (at first, the attributes' empty board, under no key).
      const first = !this.record;
      if (first) this.show(waitingBoard(input, this.lastGoodConfig), NO_KEY);
      return first;
    }
    this.show(built, key);
    this.lastGoodConfig = this.record.config;
    return true;
  }

  /**
   * The record of `text`, or of the attributes' moves (a one-line tree with `asTree`); the tree
   * reader is loaded when either needs it. `null` while a large text is still being read.
   */
  private build(text: RecordText | null, options: ReadRecordOptions, input: ReplayInput, asTree: boolean, key: RecordKey, choice: TextChoice): BoardRecord | null {
    if (this.reading && !sameKey(this.reading.key, key)) this.reading = null;
    if (text) {
      const read = this.read(key, text, options, choice);
      if (!read) return null;
      return this.fromTree(treeReader.value!.shownText(read, text));
    }
    this.text = NO_TEXT;
    const tooMany = tooManyMoves(input.moves.length);
    if (tooMany) return emptyBoard({ variant: input.variant, size: input.size }, this.lastGoodConfig, tooMany);
    if (!treeBuilt(asTree, choice)) return new LinearRecord(replay(input, this.lastGoodConfig));
    const reader = treeReader.value!;
    const turned = reader.turnedMoves(input, choice.orientation);
    return reader.movesRecord(replay(turned.input, this.lastGoodConfig), turned.problem, asTree, choice.crop);
  }

  /** The record a read text gave, with what the text adds to it; an empty board saying why it could not be read. */
  private fromTree(shown: ShownText): BoardRecord {
    this.text = shown.ok ? shown : NO_TEXT;
    return shown.ok ? shown.record : emptyBoard(this.lastGoodConfig, this.lastGoodConfig, shown.problem);
  }

  /**
   * Waits for a chunk (`loading`: the tree reader, or a variant's rules and pieces) and asks for an update
   * when it is in. If it cannot be loaded, the record of `key` is an empty board saying so: the
   * `failure`'s message ("The SGF in the sgf attribute cannot be read: its reader could not be
   * loaded") with the browser's reason, naming what could not be loaded and the text it was for.
   */
  private wait(loading: Promise<unknown>, key: RecordKey, failure: WaitFailure): void {
    // The latest source is the one a failure names, though the load began for an earlier one.
    this.waitingFor = { key, failure };
    if (this.waiting) return;
    const waiting = loading.then(
      () => undefined,
      (error: unknown) => {
        if (this.waiting !== waiting || !this.waitingFor) return;
        const { key, failure } = this.waitingFor;
        const { message, what, text } = failure;
        const problem = failedLoad(message, what, error);
        if (text) problem.source = text.kind;
        if (text?.url !== undefined) problem.address = text.url;
        // Under the source's key, so that the next update keeps it rather than trying again at once.
        this.show(emptyBoard(this.lastGoodConfig, this.lastGoodConfig, problem), key);
      },
    );
    this.waiting = waiting;
    void waiting.finally(() => {
      if (this.waiting === waiting) this.waiting = null;
      this.host.requestUpdate();
    });
  }

  /**
   * What `text` gives once read: at once when it is one slice long, else `null` while it is read
   * a slice per task; the task after the last slice asks the host for the update that shows it.
   */
  private read(key: RecordKey, text: RecordText, options: ReadRecordOptions, choice: TextChoice): LoadedTree | UnreadTree | null {
    if (this.reading) {
      const { read } = this.reading;
      if (read) this.reading = null;
      return read;
    }
    const reader = treeReader.value!;
    const tree = new reader.TreeReading(text, options, choice);
    // A text of one slice is read at once; a longer one from the next task on, apart from this update's work.
    const first = text.text.length <= reader.SLICE_CHARS ? tree.step() : null;
    if (first) return first;
    const reading: NonNullable<RecordLoader['reading']> = { key, tree, read: null };
    this.reading = reading;
    const waiting = reader.readInSlices(reading, () => this.reading === reading);
    this.waiting = waiting;
    void waiting.then((read) => {
      if (this.waiting === waiting) this.waiting = null;
      if (read) this.host.requestUpdate();
    });
    return null;
  }

  private show(record: BoardRecord, key: RecordKey): void {
    this.record = record;
    this.key = key;
  }

  /**
   * Shows the step the `move` attribute asks for: the step of move `move` on the line, or the end.
   * On a record already shown, a node shown that has that move number stays (the reader stepped
   * there, and `move` followed); a record just built has shown nothing yet.
   */
  showMove(move: number | undefined, built: boolean): void {
    const record = this.record;
    const wanted = move ?? Number.NaN;
    let target = record.length;
    if (Number.isFinite(wanted)) {
      const total = record.moveNumberAt(record.length);
      const n = Math.min(Math.max(Math.round(wanted), 0), total);
      target = !built && record.moveNumberAt(record.shown) === n ? record.shown : record.stepOfMove(n);
    }
    if (target !== record.shown) record.show(target);
  }
}
