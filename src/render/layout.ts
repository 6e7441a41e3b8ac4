/**
 * Board geometry: where every point, line and label of a board sits in SVG user units.
 * This is the only module that knows the board's measurements; everything else asks it.
 */

/** An axis-aligned rectangle in SVG user units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Distance between neighbouring lines. One unit keeps every other measure a plain fraction. */
export const CELL = 1;

/** Radius of a stone; a little under half a cell so neighbours do not touch. */
export const STONE_RADIUS = 0.47;

/** Radius of a star point. */
export const STAR_RADIUS = 0.11;

/** Radius of a stone standing on a tile: a little smaller, so a rim of the tile shows all round it. */
export const STONE_ON_TILE_RADIUS = 0.38;

/** Side of a tile (Tile and Cushion Go): wider than a stone so its corners show. */
export const TILE_SIZE = 0.96;

/** Radius of the badge holding a stack's height, in the tile's top-right corner. */
export const TILE_BADGE_RADIUS = 0.21;

/** Offset, on both axes, from a point's centre to its badge's centre. */
export const TILE_BADGE_OFFSET = 0.3;

/** Font size of the stack height in its badge. */
export const TILE_COUNT_SIZE = 0.32;

/** Radius of the ring on the last stone played. */
export const LAST_MOVE_RADIUS = 0.26;

/** Half-diagonal of the cross on a marked stone (Paper and Pencil Go). */
export const MARKED_RADIUS = 0.3;

/** Radius of the turn-arrow on a stone flipped by the last move (Loose). */
export const FLIPPED_RADIUS = 0.22;

/** Radius of the faint dotted ring where the last move captured a stone. */
export const CAPTURED_RADIUS = 0.3;

/** Radius of the opaque core of a ghost (No Seki Go): clearly larger than a star point. */
export const GHOST_CORE_RADIUS = 0.15;

/** Half-side of Black's owner square; White's diamond has the same area. */
export const OWNER_RADIUS = 0.17;

/** Half-side of the owner badge on a marked region's corner (Paper and Pencil Go). */
export const REGION_BADGE_RADIUS = 0.17;

/** Half-side of the keyboard cursor's square. */
export const CURSOR_RADIUS = 0.45;

/** Radius of the "not allowed" sign over an illegal preview. */
export const FORBIDDEN_RADIUS = 0.3;

/** Radius of an SGF circle (`CR`). */
export const MARKUP_CIRCLE_RADIUS = 0.27;

/** Circumradius of an SGF triangle (`TR`). */
export const MARKUP_TRIANGLE_RADIUS = 0.31;

/** Half-side of an SGF square (`SQ`). */
export const MARKUP_SQUARE_RADIUS = 0.21;

/** Half-diagonal of an SGF cross (`MA`). */
export const MARKUP_CROSS_RADIUS = 0.3;

/** Radius of the wood-coloured disc that clears the grid under a label on an empty point. */
export const MARKUP_LABEL_DISC_RADIUS = 0.36;

/** Length of the sides of an arrow's head (`AR`). */
export const ARROW_HEAD = 0.24;

/** Radius of the disc of a variation mark. */
export const VARIATION_RADIUS = 0.27;

/**
 * Font size of a label of `length` characters: large for the usual one letter or digit,
 * smaller as the text grows so that it stays within its cell.
 */
export function labelTextSize(length: number): number {
  if (length <= 1) return 0.52;
  if (length === 2) return 0.42;
  if (length === 3) return 0.33;
  return round(Math.max(0.2, 1.1 / length));
}

/** Font size of coordinate labels. */
export const LABEL_SIZE = 0.42;

/** Room between the outermost lines and the board's edge: a stone's width plus a rim. */
const PAD_PLAIN = 0.6;

/** Room between the outermost lines and the board's edge when coordinates are drawn. */
const PAD_LABELLED = 1.2;

/** Distance from the outermost line to the centre of a coordinate label. */
const LABEL_OFFSET = 0.8;

/** Where the grid sits in user units. */
export interface Grid {
  /** Centre of point (0, 0). */
  x0: number;
  y0: number;
  /** Distance between neighbouring lines. */
  step: number;
}

/** The measurements of one board: `columns` by `rows` points, with or without coordinates. */
export interface Layout {
  columns: number;
  rows: number;
  /** The whole drawing, which is also the board's wooden surface. */
  viewBox: Box;
  /** Centre of the top-left point and the distance between lines: enough to map back from user units to points. */
  grid: Grid;
  /** Centre of the point in column `x`, row `y` (0-based, `y` from the top). */
  point(x: number, y: number): { cx: number; cy: number };
  /** Where column labels (above and below) and row labels (left and right) are centred. */
  labelPositions: {
    columnY: readonly number[];
    rowX: readonly number[];
  };
}

/** Rounds to thousandths so that sums such as 0.6 + 7 print as `7.6`, not `7.6000000000000005`. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Computes the layout of a `columns` by `rows` board. */
export function createLayout(columns: number, rows: number, coordinates: boolean): Layout {
  const pad = coordinates ? PAD_LABELLED : PAD_PLAIN;
  const right = pad + (columns - 1) * CELL;
  const bottom = pad + (rows - 1) * CELL;
  return {
    columns,
    rows,
    viewBox: { x: 0, y: 0, width: round(right + pad), height: round(bottom + pad) },
    grid: { x0: pad, y0: pad, step: CELL },
    point: (x, y) => ({ cx: round(pad + x * CELL), cy: round(pad + y * CELL) }),
    labelPositions: {
      columnY: coordinates ? [round(pad - LABEL_OFFSET), round(bottom + LABEL_OFFSET)] : [],
      rowX: coordinates ? [round(pad - LABEL_OFFSET), round(right + LABEL_OFFSET)] : [],
    },
  };
}
