/**
 * Board geometry: where every point, line and label of a board sits in SVG user units.
 * This is the only module that knows the board's measurements; everything else asks it.
 */
import type { Viewport } from '../engine/markup.js';

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

/** The small cross on a marked stone that holds a label: its half-diagonal, and how far right and down of the centre it sits (inside the stone). */
export const MARKED_CORNER_RADIUS = 0.13;
export const MARKED_CORNER_OFFSET = 0.23;

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

/**
 * The smallest text drawn, in CSS pixels, when the drawing's size on screen is known. Smaller
 * text is drawn larger where there is room, else left out: its words are in the accessible names.
 */
export const MIN_TEXT_PX = 10;

/** The largest coordinate label that fits its margin, between a stone on the edge and the drawing's edge. */
export const LABEL_SIZE_MAX = 0.56;

/** The largest stack height drawn centred on its stack, when the corner badge's would be too small. */
export const CENTRED_COUNT_SIZE_MAX = 0.5;

/** Font size of a variation mark's letter, inside its disc. */
export const VARIATION_TEXT_SIZE = 0.36;

/**
 * The largest font size of `length` characters that still fits inside a stone: glyphs about 0.6
 * of the size wide and capitals 0.72 high, the text's box within the stone's circle, and a single
 * character no larger than {@link LABEL_SIZE_MAX}.
 */
export function textSizeMax(length: number): number {
  const width = 0.6 * Math.max(1, length);
  return Math.floor(Math.min(LABEL_SIZE_MAX, (2 * STONE_RADIUS) / Math.hypot(width, 0.72)) * 1000) / 1000;
}

/**
 * How coordinates, tile stack heights, labels and variation letters are drawn on a board of a
 * known size.
 */
export interface TextSizes {
  /** Font size of coordinate labels; `null`: too small to read, not drawn. */
  label: number | null;
  /** Font size of stack heights, in the corner badge or centred on the stack; `null`: not drawn. */
  count: { size: number; centred: boolean } | null;
  /** The least readable font size; `null` when the size on screen is unknown (every text at its usual size). */
  least: number | null;
}

/**
 * The size text of `usual` font size is drawn at, given the least readable ({@link TextSizes}):
 * the usual size, larger up to `max` when that is too small, `null` (left out) beyond.
 */
export function readableSize(usual: number, max: number, least: number | null): number | null {
  if (least === null || least <= usual) return usual;
  return least <= max ? least : null;
}

/**
 * The text sizes on a board whose cells are drawn `cellPx` CSS pixels wide (`null` when unknown,
 * as in a static SVG that scales anywhere: the usual sizes), keeping text at least
 * {@link MIN_TEXT_PX}: coordinates grow up to {@link LABEL_SIZE_MAX}, stack heights move from the
 * corner badge to the middle of the stack, up to {@link CENTRED_COUNT_SIZE_MAX}, labels and
 * variation letters up to {@link textSizeMax} (scene-markup.ts); beyond, they go.
 */
export function textSizes(cellPx: number | null): TextSizes {
  // Rounded up to the thousandths the drawing is written in, so rounding never takes it under.
  const least = cellPx === null || !(cellPx > 0) ? null : Math.ceil((MIN_TEXT_PX / cellPx) * 1000) / 1000;
  const count = readableSize(TILE_COUNT_SIZE, CENTRED_COUNT_SIZE_MAX, least);
  return {
    label: readableSize(LABEL_SIZE, LABEL_SIZE_MAX, least),
    count: count === null ? null : { size: count, centred: count > TILE_COUNT_SIZE },
    least,
  };
}

/** Room between the outermost lines and the board's edge: a stone's width plus a rim. */
const PAD_PLAIN = 0.6;

/** Room between the outermost lines and the board's edge when coordinates are drawn. */
const PAD_LABELLED = 1.2;

/** Distance from the outermost line to the centre of a coordinate label. */
const LABEL_OFFSET = 0.8;

/**
 * How far grid lines run on past the outermost lines of a viewport where the board goes on:
 * to the drawing's edge without coordinates, and short of the labels with them.
 */
const OPEN_END_LABELLED = 0.4;

/** Where the grid sits in user units. */
export interface Grid {
  /** Centre of point (0, 0). */
  x0: number;
  y0: number;
  /** Distance between neighbouring lines. */
  step: number;
}

/** A straight grid line. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The measurements of one board: `columns` by `rows` points, with or without coordinates. */
export interface Layout {
  columns: number;
  rows: number;
  /** The points drawn: the whole board, or the viewport asked for. */
  window: Viewport;
  /**
   * How far the grid lines run on past the window's outermost lines on each side: `0` on the
   * board's edge, more where the board goes on beyond the window (open ends).
   */
  overrun: { left: number; right: number; top: number; bottom: number };
  /**
   * The whole drawing, which is also the board's wooden surface: the window's points, the rim
   * and the coordinates. Point positions do not depend on the window, so a viewport's drawing
   * starts where the window's first point is (its `x` and `y` are not 0).
   */
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

/**
 * Computes the layout of a `columns` by `rows` board, or of the part of it in `window` (a
 * rectangle of points on the board, as {@link clampWindow} gives; the whole board without one).
 */
export function createLayout(columns: number, rows: number, coordinates: boolean, window: Viewport | null = null): Layout {
  const pad = coordinates ? PAD_LABELLED : PAD_PLAIN;
  const shown = window ?? { x0: 0, y0: 0, x1: columns - 1, y1: rows - 1 };
  const left = pad + shown.x0 * CELL;
  const top = pad + shown.y0 * CELL;
  const right = pad + shown.x1 * CELL;
  const bottom = pad + shown.y1 * CELL;
  const open = coordinates ? OPEN_END_LABELLED : pad;
  return {
    columns,
    rows,
    window: shown,
    overrun: {
      left: shown.x0 > 0 ? open : 0,
      right: shown.x1 < columns - 1 ? open : 0,
      top: shown.y0 > 0 ? open : 0,
      bottom: shown.y1 < rows - 1 ? open : 0,
    },
    viewBox: { x: round(left - pad), y: round(top - pad), width: round(right + pad - (left - pad)), height: round(bottom + pad - (top - pad)) },
    grid: { x0: pad, y0: pad, step: CELL },
    point: (x, y) => ({ cx: round(pad + x * CELL), cy: round(pad + y * CELL) }),
    labelPositions: {
      columnY: coordinates ? [round(top - LABEL_OFFSET), round(bottom + LABEL_OFFSET)] : [],
      rowX: coordinates ? [round(left - LABEL_OFFSET), round(right + LABEL_OFFSET)] : [],
    },
  };
}

/**
 * The part of a `columns` by `rows` board a viewport asks for, as a window {@link createLayout}
 * takes: corners in either order, rounded to whole points and cut to the board. `null` (the
 * whole board) for no viewport, one with a value that is not a finite number, one that misses
 * the board, and one that covers all of it.
 */
export function clampWindow(viewport: Viewport | null | undefined, columns: number, rows: number): Viewport | null {
  if (!viewport) return null;
  const values = [viewport.x0, viewport.y0, viewport.x1, viewport.y1];
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  const [ax, ay, bx, by] = values.map(Math.round) as [number, number, number, number];
  const x0 = Math.max(0, Math.min(ax, bx));
  const x1 = Math.min(columns - 1, Math.max(ax, bx));
  const y0 = Math.max(0, Math.min(ay, by));
  const y1 = Math.min(rows - 1, Math.max(ay, by));
  if (x0 > x1 || y0 > y1) return null;
  if (x0 === 0 && y0 === 0 && x1 === columns - 1 && y1 === rows - 1) return null;
  return { x0, y0, x1, y1 };
}
