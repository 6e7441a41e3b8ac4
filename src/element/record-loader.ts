/**
 * The element's record across updates: built from the source that wins and the attributes (see
 * the element's documentation), and built again only when one of them changes. Bad input leaves
 * an empty board of the last configuration that worked. DOM-free.
 */
import type { VariantId } from '../engine/types.js';
import type { SgfNode } from '../formats/sgf.js';
import type { ReadRecordOptions } from '../formats/sgf-record.js';
import type { BoardRecord } from './board-record.js';
import { loadRecord, type RecordText } from './load-record.js';
import type { BoardConfig, ReplayInput } from './replay.js';
import { asTree, type TreeRecord } from './tree-record.js';

/** Shown when the first variant or size given cannot build a game. */
const DEFAULT_CONFIG: BoardConfig = { variant: 'go', size: 19 };

/** Attributes that describe the game of `moves`; changing any of them replays it from scratch. */
const GAME_INPUTS = ['variant', 'size', 'komi', 'moves', 'black', 'white', 'toPlay', 'ko', 'maxTiles', 'scoring'] as const;

/** The element's properties that describe the game; removed attributes leave them `null`. */
export interface GameAttributes {
  variant: string;
  size: number;
  komi?: number;
  moves: string;
  black: string;
  white: string;
  toPlay?: 'black' | 'white';
  ko?: 'basic' | 'positional';
  maxTiles?: number | 'unlimited';
  scoring?: 'prisoner-return' | 'standard';
}

/** The rule options the attributes give, to win over a record's; `variant` only when it was given. */
function recordOptions(attributes: GameAttributes, variantGiven: boolean): ReadRecordOptions {
  const options: ReadRecordOptions = {};
  if (variantGiven && attributes.variant) options.variant = attributes.variant.trim() as VariantId;
  if (attributes.komi != null) options.komi = attributes.komi;
  if (attributes.ko) options.ko = attributes.ko;
  if (attributes.maxTiles != null) options.maxTiles = attributes.maxTiles;
  if (attributes.scoring) options.scoring = attributes.scoring;
  return options;
}

/** The game of `moves`, as the attributes give it. */
function replayInput(attributes: GameAttributes): ReplayInput {
  return {
    variant: attributes.variant || DEFAULT_CONFIG.variant,
    size: attributes.size ?? DEFAULT_CONFIG.size,
    komi: attributes.komi ?? undefined,
    moves: attributes.moves ?? '',
    black: attributes.black ?? '',
    white: attributes.white ?? '',
    toPlay: attributes.toPlay ?? undefined,
    ko: attributes.ko ?? undefined,
    maxTiles: attributes.maxTiles ?? undefined,
    scoring: attributes.scoring ?? undefined,
  };
}

/** Holds the record and rebuilds it when what it was built from changes. */
export class RecordLoader {
  /** The record; set by the first {@link load}. */
  record!: BoardRecord;
  /** The diagram's title, when the record is a diagram. */
  title = '';
  /** The diagram's header asks for coordinates (`$$c`). */
  coordinates = false;
  /** The games after the first of an SGF collection, kept for `toSgf()`. */
  others: SgfNode[] = [];
  /** What the record was built from; a new key rebuilds it. */
  private key = '';
  private lastGoodConfig: BoardConfig = DEFAULT_CONFIG;

  /** The record as a tree, or `null` for `moves`. */
  get tree(): TreeRecord | null {
    return asTree(this.record);
  }

  /** The record is a `$$` diagram, whose numbered moves are numbered on the stones. */
  get isDiagram(): boolean {
    return this.key.startsWith('diagram');
  }

  /**
   * Builds the record again when its text or the options that win over it changed, or, with no
   * text, when an attribute of the game is in `changed`. `asTree` makes `moves` a one-line tree
   * (puzzle mode). Returns whether it built one.
   */
  load(
    text: RecordText | null,
    attributes: GameAttributes,
    variantGiven: boolean,
    changed: ReadonlyMap<PropertyKey, unknown>,
    asTree: boolean,
  ): boolean {
    const options = recordOptions(attributes, variantGiven);
    const key = text ? `${text.kind}\u0000${text.url ?? ''}\u0000${text.text}\u0000${JSON.stringify(options)}` : `moves\u0000${asTree}`;
    const movesChanged = !text && GAME_INPUTS.some((name) => changed.has(name));
    if (this.record && key === this.key && !movesChanged) return false;
    const loaded = loadRecord(text, options, replayInput(attributes), this.lastGoodConfig, asTree);
    this.record = loaded.record;
    this.title = loaded.title;
    this.coordinates = loaded.coordinates;
    this.others = loaded.others;
    this.key = key;
    this.lastGoodConfig = this.record.config;
    return true;
  }

  /** Shows the step the `move` attribute asks for: the node of move `move` on the line (staying on the node shown if it has that number), or the end. */
  showMove(move: number | undefined): void {
    const record = this.record;
    const wanted = move ?? Number.NaN;
    let target = record.length;
    if (Number.isFinite(wanted)) {
      const total = record.moveNumberAt(record.length);
      const n = Math.min(Math.max(Math.round(wanted), 0), total);
      target = record.moveNumberAt(record.shown) === n ? record.shown : record.stepOfMove(n);
    }
    if (target !== record.shown) record.show(target);
  }
}
