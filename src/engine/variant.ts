/**
 * What the registry knows of a variant before a game exists, without its rules code: its names,
 * the turns it has, what it shows on a point, whether it has prisoners, which rule options it
 * takes with their defaults, and how to check a board size and a komi. Everything outside the
 * engine reads these facts, never a variant's identifier.
 */
import type { RuleOptions, Rules } from './rules.js';
import type { SetupStates, SetupBoard } from './setup-states.js';
import type { Setup, TurnKinds } from './types.js';

/** Rule options other than komi that a variant takes, each with its default. */
export type OptionDefaults = Partial<Pick<RuleOptions, 'ko' | 'maxTiles' | 'scoring'>>;

export interface VariantSpec {
  /** The name players know it by, and the one an SGF record's `RU` gets. */
  readonly name: string;
  /** Other names a record's `RU` may give it (its id and name are read too). */
  readonly aliases: readonly string[];
  /**
   * A pattern over the words of a longer name (lower case, each run of other characters one
   * space) that names this variant within its family, as Stoical Go's pages name its
   * refinements ("Stoical Go, 2-2-2 rule"). A name matched by exactly one variant's pattern is read as it.
   */
  readonly nameWords?: RegExp;
  /** The turns a player may take besides placing a stone, under these rule options. */
  turns(options: Pick<RuleOptions, 'scoring'>): TurnKinds;
  /**
   * What a capture does to the surrounded stones: removes them, so they are held as prisoners;
   * flips them to the capturer's colour; or marks them where they stand. Only `remove` has prisoners.
   */
  readonly captures: 'remove' | 'flip' | 'mark';
  /** The options it takes and their defaults; any other option is an error. */
  readonly options: OptionDefaults;
  /** Per-point state beyond colour that its positions can hold, and so a setup may give. */
  readonly pointState: readonly ('ghosts' | 'tiles' | 'marked')[];
  /**
   * Reads a setup's point states (those of {@link pointState}, the only ones it is given), for a
   * variant that has some: the code comes with such a variant's facts, not with standard Go's.
   */
  readSetupStates?(setup: Setup, board: SetupBoard, maxTiles: number): SetupStates;
  /** Komi when none is given; may depend on the other options (Tile Go's scoring). */
  defaultKomi(options: RuleOptions): number;
  /** Why this komi is not allowed, or null. */
  checkKomi?(komi: number, options: RuleOptions): string | null;
  /** Why a board of this many columns and rows is not allowed, or null. */
  checkSize?(width: number, height: number): string | null;
  /**
   * Its rules code. Standard Go's is always in; every other variant's is fetched on first use,
   * a chunk of its own in the script-tag build (see `loadVariant`).
   */
  load(): Promise<RulesClass>;
}

/** A variant's rules: a subclass of {@link Rules}, made for one game's options. */
export type RulesClass = new (options: RuleOptions) => Rules;
