/**
 * The board characters of Sensei's Library `$$` diagrams, and ours for variant state: one
 * table that the reader and the writer share, so that what one writes the other reads.
 * docs/diagrams.md lists the same table for page authors.
 */
import type { Color } from '../engine/types.js';

/** A mark drawn on a point, as its SGF property. */
export type PointMark = 'CR' | 'SQ' | 'TR' | 'MA';

/** What one board character says about its point (digits and labels are read apart). */
export interface CellMeaning {
  /** The stone (or ghost) on the point, if any. */
  color?: Color;
  /** The piece is a ghost (No Seki Go). */
  ghost?: true;
  /** The stone is marked (Paper and Pencil Go). */
  marked?: true;
  /** Tiles under the point (Tile and Cushion Go); `{TL ...}` may give another height. */
  tiles?: number;
  /** Markup drawn on the point. */
  mark?: PointMark;
  /** Drawn greyed out: SGF `DD`. */
  dimmed?: true;
  /**
   * A character with no meaning for the position (pattern wildcards, blank): the point is
   * empty and the character is kept in the private property `ZVD[point:char]`.
   */
  kept?: true;
  /** A pattern wildcard, reported with a warning since the board cannot show it. */
  wildcard?: string;
}

/**
 * Every board character except digits (numbered moves) and `a`-`z` (labels).
 * The first block is Sensei's Library's table; the second is this project's extension.
 */
export const CELL_CHARACTERS: Readonly<Record<string, CellMeaning>> = {
  '.': {},
  ',': {},
  X: { color: 'black' },
  O: { color: 'white' },
  B: { color: 'black', mark: 'CR' },
  W: { color: 'white', mark: 'CR' },
  C: { mark: 'CR' },
  '#': { color: 'black', mark: 'SQ' },
  '@': { color: 'white', mark: 'SQ' },
  S: { mark: 'SQ' },
  Y: { color: 'black', mark: 'TR' },
  Q: { color: 'white', mark: 'TR' },
  T: { mark: 'TR' },
  Z: { color: 'black', mark: 'MA' },
  P: { color: 'white', mark: 'MA' },
  M: { mark: 'MA' },
  '?': { dimmed: true },
  _: { kept: true },
  A: { kept: true, wildcard: 'black or empty' },
  V: { kept: true, wildcard: 'white or empty' },
  '*': { kept: true, wildcard: 'black or white' },
  // Variant state (this project's extension).
  G: { color: 'black', ghost: true },
  H: { color: 'white', ghost: true },
  K: { color: 'black', marked: true },
  L: { color: 'white', marked: true },
  D: { color: 'black', tiles: 1 },
  E: { color: 'white', tiles: 1 },
  '=': { tiles: 1 },
};

/** Characters that draw the board's edge: `-` top and bottom, `|` left and right, `+` corners. */
export const EDGE_CHARACTERS = '-|+';

/** The character of a stone with a mark, by colour. */
export const MARKED_STONE: Readonly<Record<PointMark, Record<Color, string>>> = {
  CR: { black: 'B', white: 'W' },
  SQ: { black: '#', white: '@' },
  TR: { black: 'Y', white: 'Q' },
  MA: { black: 'Z', white: 'P' },
};

/** The character of a mark on an empty point. */
export const EMPTY_MARK: Readonly<Record<PointMark, string>> = { CR: 'C', SQ: 'S', TR: 'T', MA: 'M' };

/** A ghost, by colour (No Seki Go). */
export const GHOST: Readonly<Record<Color, string>> = { black: 'G', white: 'H' };
/** A marked stone, by colour (Paper and Pencil Go). */
export const MARKED: Readonly<Record<Color, string>> = { black: 'K', white: 'L' };
/** A stone on one tile, by colour (Tile and Cushion Go). */
export const ON_TILE: Readonly<Record<Color, string>> = { black: 'D', white: 'E' };
/** One tile on an empty point (Tile and Cushion Go). */
export const EMPTY_TILE = '=';

/**
 * Title notes about moves. `N at M` (move N on the point of move M; Sensei's Library also writes
 * `N at BM`/`N at WM`) and our `N at D4` (a board point); `N at a` (a labelled point, refused);
 * `N pass`, `N ghost`, `N return`. A number joined to other words (`3-3 point`) is prose.
 */
/** `N at M`, `N at BM`, `N at D4`: groups are N, an optional letter, digits. */
export const NOTE_AT = /(?<![\w-])(\d+)\s+at\s+([A-Za-z])?(\d+)(?![\w-])/g;
/** `N at a`: groups are N and the label. */
export const NOTE_AT_LABEL = /(?<![\w-])(\d+)\s+at\s+([a-z])(?![\w-])/g;
/** `N pass`, `N tenuki`, `N elsewhere`, `N ghost`, `N return`: groups are N and the word. */
export const NOTE_KIND = /(?<![\w-])(\d+)\s+(pass(?:es)?|tenuki|elsewhere|ghost|return)(?![\w-])/gi;

/**
 * A title without its move notes: "Dia. 2: 5 at 1, 6 pass" becomes "Dia. 2", without the
 * separators the notes leave behind (a colon that led to them included); a title without notes
 * comes back as written. `notes` are
 * the patterns taken out: all of them for a diagram that has no numbered moves (the writer), the
 * notes the reader acted on for a diagram read (its moves say them).
 */
export function withoutNotes(title: string, notes: readonly RegExp[] = [NOTE_AT, NOTE_AT_LABEL, NOTE_KIND]): string {
  let text = title;
  for (const pattern of notes) text = text.replace(pattern, '');
  if (text === title) return title;
  return text
    .replace(/\(\s*[,;]*\s*\)|\[\s*[,;]*\s*\]/g, '')
    .replace(/\s*([,;])(?:\s*[,;])+/g, '$1')
    .replace(/^[\s,;]+|[\s,;:]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** Anchors Sensei's Library accepts in a link line `[anchor|destination]`. */
export const LINK_ANCHOR = /^[a-z0-9WB@#CSTQYZPM]$/;
