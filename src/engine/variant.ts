/**
 * What the registry knows of a variant before a game exists: its name, which rule options it
 * takes with their defaults, and how to check a board size and a komi.
 */
import type { RuleOptions, Rules } from './rules.js';
import type { VariantId } from './types.js';

/** Rule options other than komi that a variant takes, each with its default. */
export type OptionDefaults = Partial<Pick<RuleOptions, 'ko' | 'maxTiles' | 'scoring'>>;

export interface VariantSpec {
  readonly id: VariantId;
  /** The name players know it by. */
  readonly name: string;
  /** The options it takes and their defaults; any other option is an error. */
  readonly options: OptionDefaults;
  /** Per-point state beyond colour that its positions can hold, and so a setup may give. */
  readonly pointState?: readonly ('ghosts' | 'tiles' | 'marked')[];
  /** Komi when none is given; may depend on the other options (Tile Go's scoring). */
  defaultKomi(options: RuleOptions): number;
  /** Why this komi is not allowed, or null. */
  checkKomi?(komi: number, options: RuleOptions): string | null;
  /** Why a board of this many columns and rows is not allowed, or null. */
  checkSize?(width: number, height: number): string | null;
  create(options: RuleOptions): Rules;
}
