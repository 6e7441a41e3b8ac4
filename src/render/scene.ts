/**
 * The board as a display list: plain shapes in SVG user units, computed from a
 * {@link PositionView} alone. The custom element turns a scene into Lit templates and
 * {@link sceneToSvgString} into a static SVG, both through {@link paintScene}, so both draw
 * exactly the same board.
 *
 * Layers, bottom to top: wood, marked-region tints, grid, star points, tiles, the rules overlay's
 * marks on points, selected points (SGF `SL`), stones and ghosts, dimmed points (SGF `DD`), region
 * outlines and badges, the rules overlay's marks on stones and its outlines, marks (owner marks, marked crosses, flip
 * arrows, captured rings, the last-move ring, tile badges), SGF markup (symbols, labels, lines
 * and arrows), variation marks, the preview, the cursor, coordinates. Without markup or
 * variations in the options, the SGF layers are empty. The shapes only some boards show come
 * from parts of the drawing ({@link SceneParts}: scene-pieces.ts, scene-markup.ts,
 * scene-input.ts, scene-overlay.ts), so that the element loads them with what needs them; `render/index.ts` builds with all of them.
 */
import type { Color, Coord, LastMove, MoveErrorCode, OverlayKind, OverlayMark, PointState, PositionView } from '../engine/types.js';
import { COLUMN_LETTERS } from '../engine/core.js';
import type { Markup, Viewport } from '../engine/markup.js';
import {
  CAPTURED_RADIUS,
  LAST_MOVE_RADIUS,
  OWNER_RADIUS,
  STAR_RADIUS,
  STONE_ON_TILE_RADIUS,
  STONE_RADIUS,
  clampWindow,
  createLayout,
  round,
  textSizes,
  type Box,
  type Grid,
  type Layout,
  type Segment,
  type TextSizes,
} from './layout.js';
import { starPoints } from '../engine/star-points.js';

/** A circle (or a symbol inscribed in one) centred on (`cx`, `cy`). */
export interface Dot {
  cx: number;
  cy: number;
  r: number;
}

/** A stone (or a No Seki ghost) on a point. */
export interface StoneShape extends Dot {
  color: Color;
  /** A ghost of No Seki Go: drawn translucent, with a dashed edge and an opaque core. */
  ghost: boolean;
  /** Marked (Paper and Pencil Go): a cross is drawn over it (see {@link MarkShape}). */
  marked: boolean;
  /** It stands on a tile, and is drawn a little smaller so the tile shows round it. */
  onTile: boolean;
  /** The board point, for renderers that attach behaviour to stones. */
  point: Coord;
}

/** The badge on a tile stack of more than one tile, holding its height. */
export interface TileBadge extends Dot {
  /** Width of the badge: `2 r` for one digit, wider (a pill) for more. */
  width: number;
  text: string;
  /** Font size of `text`. */
  size: number;
}

/** Tiles stacked under a point (Tile and Cushion Go). */
export interface TileShape extends Box {
  point: Coord;
  count: number;
  /** The stack's height, in the tile's top-right corner, drawn over any stone; `null` for a single tile. */
  badge: TileBadge | null;
}

/** A marked region of Paper and Pencil Go and its owner. */
export interface RegionShape {
  /** Its points (with a viewport, those in the window: a region running out of it is cut at the window's side). */
  points: Coord[];
  /** The player it belongs to (ruling P2), or `null` when neutral. */
  owner: Color | null;
  /** SVG path data of the region's outline along cell edges, closed loops (holes run the other way). */
  outline: string;
  /** Owner badge on the corner of the region's first cell: Black's a square, White's a diamond; `null` when neutral. */
  badge: Dot | null;
}

/** What a mark says. */
export type MarkKind =
  /** A ring on the piece just played. */
  | 'last-move'
  /** A cross on a marked stone (Paper and Pencil Go). */
  | 'marked'
  /** The same cross, small in the stone's lower right, when a label or symbol sits on the stone: it must stay readable. */
  | 'marked-corner'
  /** A turn-arrow on a stone the last move flipped (Loose). */
  | 'flipped'
  /** A faint dotted ring where the last move removed a piece. */
  | 'captured'
  /** Who a point counts for once the game is scored: a square for Black, a diamond for White. */
  | 'owner';

/** A symbol drawn over a point. */
export interface MarkShape extends Dot {
  kind: MarkKind;
  point: Coord;
  /** The colour of the piece underneath, so the mark can contrast with it; `null` on an empty point. */
  on: Color | null;
  /** `owner`: the owner; `captured`: the colour removed; `flipped`: the colour the stone had before; else `null`. */
  color: Color | null;
}

/**
 * A shape of the rules overlay (scene-overlay.ts), for one {@link OverlayMark}: a glyph on each
 * of its points, or for a group without a true liberty, an estate or a region one outline
 * round its points' cells.
 */
export interface OverlayShape extends Dot {
  kind: OverlayKind;
  /** The point a glyph marks; `null` for an outline. */
  point: Coord | null;
  /** The points it covers in the window drawn: a glyph's one point, or the outlined points. */
  points: Coord[];
  /** An outline's path data along its cells' edges; `''` for a glyph. */
  outline: string;
  /** `refused`: the refusal's code. */
  code: MoveErrorCode | null;
  /** `atari`: the colour of the stone ringed; `region`: its owner; else `null`. */
  color: Color | null;
  /** `estate`: whether the placement passes; else `null`. */
  passes: boolean | null;
  /** `disturbing-capture`: whether it is the strict kind; else `null`. */
  strict: boolean | null;
}

/** The hover or touch preview of a move in play mode. */
export interface PreviewShape extends Dot {
  point: Coord;
  color: Color;
  ghost: boolean;
  legal: boolean;
  /** A translucent piece is drawn (not on an occupied point where the move is illegal). */
  piece: boolean;
  /** The "not allowed" sign (a ring with a bar) over an illegal point; `null` when legal. */
  forbidden: Dot | null;
}

/** The keyboard cursor: a square round the point that has focus. */
export interface CursorShape extends Box {
  point: Coord;
}

/** A coordinate label, centred on (`x`, `y`). */
export interface LabelShape {
  x: number;
  y: number;
  text: string;
  size: number;
}

/** A cell-sized square round a point: a selected (SGF `SL`) or dimmed (SGF `DD`) point. */
export interface CellShape extends Box {
  point: Coord;
}

/** The SGF symbols: `CR`, `TR`, `SQ`, `MA`. */
export type SymbolKind = 'circle' | 'triangle' | 'square' | 'cross';

/** An SGF symbol on a point. */
export interface SymbolShape extends Dot {
  kind: SymbolKind;
  point: Coord;
  /** The colour of the piece underneath, so the symbol can contrast with it; `null` on an empty point. */
  on: Color | null;
}

/** Text on a point (an SGF `LB` label), centred on (`cx`, `cy`). */
export interface TextShape {
  point: Coord;
  cx: number;
  cy: number;
  text: string;
  /** Font size. */
  size: number;
  /** The colour of the piece underneath; `null` on an empty point. */
  on: Color | null;
  /** A wood-coloured disc that clears the grid lines under text on a bare point; `null` on a stone or a tile. */
  disc: Dot | null;
}

/** An SGF arrow (`AR`) or line (`LN`) from the centre of one point to the centre of another. */
export interface LinkShape extends Segment {
  kind: 'arrow' | 'line';
  from: Coord;
  to: Coord;
  /** Length of the sides of the arrow head at (`x2`, `y2`); `0` for a line. */
  head: number;
}

/** The SGF markup of a scene, by layer; every list is empty when no markup was given. */
export interface MarkupShapes {
  /** `SL`, drawn under the stones. */
  selected: CellShape[];
  /** `DD`, drawn over the stones. */
  dimmed: CellShape[];
  symbols: SymbolShape[];
  labels: TextShape[];
  links: LinkShape[];
}

/** A variation mark: a letter in a disc where a variation's move would land. */
export interface VariationShape extends Dot {
  point: Coord;
  label: string;
  /** Font size of `label`; `null`: too small to read at the size drawn, the disc drawn alone. */
  size: number | null;
}

/** Everything needed to draw one position, in drawing order. */
export interface Scene {
  /** Board size in points (the whole board, also when a viewport shows part of it). */
  columns: number;
  rows: number;
  /**
   * The part of the board drawn ({@link SceneOptions.viewport}, cut to the board), or `null` for
   * the whole board. Only its points have shapes, and {@link hitTest} finds only them.
   */
  viewport: Viewport | null;
  /** The drawing's extent; also the board's wooden surface. With a viewport, it starts at the window's first point, not at 0. */
  viewBox: Box;
  /** Where the grid lies, for {@link hitTest}. */
  grid: Grid;
  lines: Segment[];
  starPoints: Dot[];
  regions: RegionShape[];
  tiles: TileShape[];
  /** The rules overlay ({@link SceneOptions.overlay}); empty without it. */
  overlays: OverlayShape[];
  stones: StoneShape[];
  marks: MarkShape[];
  /** SGF markup ({@link SceneOptions.markup}). */
  markup: MarkupShapes;
  /** Variation marks ({@link SceneOptions.variations}). */
  variations: VariationShape[];
  preview: PreviewShape | null;
  cursor: CursorShape | null;
  labels: LabelShape[];
}

/** A move being considered under the pointer or the cursor, and whether the rules allow it. */
export interface ScenePreview {
  point: Coord;
  color: Color;
  ghost: boolean;
  legal: boolean;
}

/** What to draw besides the position itself. */
export interface SceneOptions {
  /** Draw column letters and row numbers around the grid. Default `false`. */
  coordinates?: boolean;
  /** Ring the piece of the last move, and mark what it flipped and captured. Default `true`. */
  lastMove?: boolean;
  /** The keyboard cursor's point. */
  cursor?: Coord | null;
  /** The hover or touch preview. */
  preview?: ScenePreview | null;
  /** Draw `view.owners` (the counted area of a scored game) when present. Default `true`. */
  owners?: boolean;
  /**
   * SGF markup to draw over the position (`markupOf` in src/formats/markup.ts). `dimmed` is
   * drawn as given: `DD` is inherited, so pass the points `dimmedAt` gives for the node. Points
   * off the board are ignored. Where a symbol or label sits on the last move, the last-move ring
   * is left out so the two do not overlap.
   */
  markup?: Markup | null;
  /** Variation marks: a letter on each point where a variation's move lands (`variationsAt`); the first per point is drawn. */
  variations?: readonly { point: Coord; label: string }[] | null;
  /**
   * Draw only this part of the board: columns `x0` to `x1` and rows `y0` to `y1`, both corners
   * included (0-based, `y` from the top), as SGF's `VW` asks (`viewportAt` in
   * src/formats/path-markup.ts gives it for a record's node; a corner diagram has one). The
   * drawing (`viewBox`) covers the window, its rim and, with `coordinates`, the labels of its
   * columns and rows; grid lines run on past the window's sides where the board goes on, so the
   * reader sees it continue; stones, tiles, marks, markup (an arrow or line with both ends in the
   * window), owners, the cursor, the preview and variation marks are drawn only inside it, and
   * {@link hitTest} finds only its points. Corners in either order; rounded to whole points and
   * cut to the board. `null` or omitted, one that misses the board, or one covering all of it:
   * the whole board, drawn exactly as without the option.
   */
  viewport?: Viewport | null;
  /**
   * The width the drawing is shown at, in CSS pixels, when known (the element measures itself):
   * text that would be smaller than `MIN_TEXT_PX` (layout.ts) is drawn larger where there is room,
   * else left out, coordinates included. Omitted or `null`: the usual sizes, for a drawing that
   * scales anywhere.
   */
  drawnWidth?: number | null;
  /**
   * The facts of a rules overlay to draw (the engine's `rulesOverlay(game)`): each kind with a
   * shape of its own, so colour is never the only carrier. Marks' points outside the board or
   * the window are left out.
   */
  overlay?: readonly OverlayMark[] | null;
}

/** The sizes of the text {@link buildScene} draws for `view` and `options`: from the cell's width on screen when `drawnWidth` gives it. */
export function sceneTextSizes(view: PositionView, options: SceneOptions): TextSizes {
  return sizedLayout(view, options).sizes;
}

/**
 * The layout {@link buildScene} draws `view` in, and its text sizes: the window clamped once, and
 * coordinates too small to read left out, with their margin.
 */
function sizedLayout(view: PositionView, options: SceneOptions): { viewport: Viewport | null; layout: Layout; sizes: TextSizes } {
  const { width: columns, height: rows } = view;
  const viewport = clampWindow(options.viewport, columns, rows);
  const coordinates = options.coordinates ?? false;
  const sized = (layout: Layout) => ({ viewport, layout, sizes: textSizes(options.drawnWidth ? options.drawnWidth / layout.viewBox.width : null) });
  const asked = sized(createLayout(columns, rows, coordinates, viewport));
  // Without the coordinates' margin the cells are larger: the other text is sized for them.
  if (!coordinates || asked.sizes.label !== null) return asked;
  const plain = sized(createLayout(columns, rows, false, viewport));
  return { ...plain, sizes: { ...plain.sizes, label: null } };
}

/**
 * The scene as it is being built, for the parts that add to it ({@link SceneParts}): the view,
 * where its points lie, the text sizes, and the lists the parts add to.
 */
export interface SceneDraft {
  view: PositionView;
  layout: Layout;
  sizes: TextSizes;
  /** `c` is a point of the window drawn. */
  inside(c: Coord | null | undefined): c is Coord;
  tiles: TileShape[];
  /** Adds a mark of `kind` on `point`, its centre `shift` right and down of the point's. */
  mark(kind: MarkKind, point: Coord, r: number, color?: Color | null, shift?: number): void;
}

/** The pieces only some variants have: tiles, marked stones and their regions, flipped stones (scene-pieces.ts). */
export interface ScenePieces {
  /** Adds what `point` holds besides its stone: its tiles, a marked stone's cross (in its corner when the point is `annotated`). */
  pointPieces(draft: SceneDraft, point: Coord, state: PointState, annotated: boolean): void;
  /** Marks the stones `last` flipped. */
  flippedMarks(draft: SceneDraft, last: LastMove): void;
  regionShapes(draft: SceneDraft): RegionShape[];
}

/** SGF markup and variation marks (scene-markup.ts). */
export interface SceneMarkup {
  markupShapes(draft: SceneDraft, markup: Markup): MarkupShapes;
  variationShapes(draft: SceneDraft, variations: readonly { point: Coord; label: string }[]): VariationShape[];
}

/** The preview and the keyboard cursor, which only a board taking input draws (scene-input.ts). */
export interface SceneInput {
  inputShapes(draft: SceneDraft, options: SceneOptions): Pick<Scene, 'preview' | 'cursor'>;
}

/** The rules overlay (scene-overlay.ts). */
export interface SceneOverlay {
  overlayShapes(draft: SceneDraft, marks: readonly OverlayMark[]): OverlayShape[];
}

/**
 * The drawing code only some boards need, so that a page loads it with what needs it. Without a
 * part, its shapes are not drawn. `render/index.ts` draws with every part.
 */
export interface SceneParts {
  pieces?: ScenePieces | null | undefined;
  markup?: SceneMarkup | null | undefined;
  input?: SceneInput | null | undefined;
  overlay?: SceneOverlay | null | undefined;
}

/**
 * Computes the display list of a position, with the shapes of `parts` (see {@link SceneParts}).
 * Pure: the same view, options and parts always give the same scene.
 */
export function buildScene(view: PositionView, options: SceneOptions, parts: SceneParts): Scene {
  const { width: columns, height: rows } = view;
  const { viewport, layout, sizes } = sizedLayout(view, options);
  const { x0, y0, x1, y1 } = layout.window;
  const shown = (c: Coord): boolean => c.x >= x0 && c.y >= y0 && c.x <= x1 && c.y <= y1;
  const inside = (c: Coord | null | undefined): c is Coord => !!c && Number.isInteger(c.x) && Number.isInteger(c.y) && shown(c);
  const at = (c: Coord) => view.points[c.y * columns + c.x];

  const stones: StoneShape[] = [];
  const marks: MarkShape[] = [];
  const draft: SceneDraft = {
    view,
    layout,
    sizes,
    inside,
    tiles: [],
    mark: (kind, point, r, color = null, shift = 0) => {
      const { cx, cy } = layout.point(point.x, point.y);
      marks.push({ kind, point, cx: round(cx + shift), cy: round(cy + shift), r, on: at(point)?.color ?? null, color });
    },
  };
  const { pieces, markup: markupPart, input, overlay } = parts;
  const markup = (options.markup && markupPart?.markupShapes(draft, options.markup)) || { selected: [], dimmed: [], symbols: [], labels: [], links: [] };
  const annotated = new Set([...markup.symbols, ...markup.labels].map(({ point }) => `${point.x},${point.y}`));

  const owners = options.owners === false ? null : view.owners;
  view.points.forEach((state, index) => {
    const point = { x: index % columns, y: Math.floor(index / columns) };
    if (!shown(point)) return;
    if (state.color) {
      const r = state.tiles > 0 ? STONE_ON_TILE_RADIUS : STONE_RADIUS;
      stones.push({ ...layout.point(point.x, point.y), r, color: state.color, ghost: state.ghost, marked: state.marked, onTile: state.tiles > 0, point });
    }
    const owner = owners?.[index] ?? null;
    // Owner marks go on counted points that hold nothing of the owner's own: empty points and
    // the other player's pieces. Marked regions show their owner themselves.
    if (owner && !state.marked && state.color !== owner) draft.mark('owner', point, OWNER_RADIUS, owner);
    pieces?.pointPieces(draft, point, state, annotated.has(`${point.x},${point.y}`));
  });
  const last = options.lastMove ?? true ? view.lastMove : null;
  if (last) {
    const was: Color = last.color === 'black' ? 'white' : 'black';
    pieces?.flippedMarks(draft, last);
    for (const point of last.captured) if (inside(point) && !at(point)?.color) draft.mark('captured', point, CAPTURED_RADIUS, was);
    if (inside(last.point) && !annotated.has(`${last.point.x},${last.point.y}`)) draft.mark('last-move', last.point, LAST_MOVE_RADIUS);
  }
  return {
    columns,
    rows,
    viewport,
    viewBox: layout.viewBox,
    grid: layout.grid,
    lines: gridLines(layout),
    starPoints: starPoints(columns, rows)
      .filter(shown)
      .map(({ x, y }) => ({ ...layout.point(x, y), r: STAR_RADIUS })),
    regions: pieces?.regionShapes(draft) ?? [],
    tiles: draft.tiles,
    overlays: (options.overlay && overlay?.overlayShapes(draft, options.overlay)) || [],
    stones,
    marks,
    markup,
    variations: (options.variations && markupPart?.variationShapes(draft, options.variations)) || [],
    ...(input?.inputShapes(draft, options) ?? { preview: null, cursor: null }),
    labels: sizes.label === null ? [] : coordinateLabels(layout, sizes.label),
  };
}

/**
 * The point under (`x`, `y`) in the scene's user units: the nearest point when (`x`, `y`) lies
 * within half a line spacing of it, else `null` (the rim, the coordinates, outside the board).
 * With a viewport, only its points are found: the open ends past its sides answer `null`.
 */
export function hitTest(scene: Scene, x: number, y: number): Coord | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const { x0, y0, step } = scene.grid;
  // `+ 0` turns the -0 that rounding a small negative gives into 0.
  const column = Math.round((x - x0) / step) + 0;
  const row = Math.round((y - y0) / step) + 0;
  if (column < 0 || row < 0 || column >= scene.columns || row >= scene.rows) return null;
  const part = scene.viewport;
  if (part && (column < part.x0 || row < part.y0 || column > part.x1 || row > part.y1)) return null;
  return { x: column, y: row };
}

/** The window's lines, each running on past the window's side (an open end) where the board goes on. */
function gridLines(layout: Layout): Segment[] {
  const { window: w, overrun } = layout;
  const first = layout.point(w.x0, w.y0);
  const last = layout.point(w.x1, w.y1);
  const [top, bottom] = [round(first.cy - overrun.top), round(last.cy + overrun.bottom)];
  const [left, right] = [round(first.cx - overrun.left), round(last.cx + overrun.right)];
  const lines: Segment[] = [];
  for (let x = w.x0; x <= w.x1; x++) {
    const { cx } = layout.point(x, w.y0);
    lines.push({ x1: cx, y1: top, x2: cx, y2: bottom });
  }
  for (let y = w.y0; y <= w.y1; y++) {
    const { cy } = layout.point(w.x0, y);
    lines.push({ x1: left, y1: cy, x2: right, y2: cy });
  }
  return lines;
}

/** The labels of the window's columns and rows, named as on the whole board. */
function coordinateLabels(layout: Layout, size: number): LabelShape[] {
  const labels: LabelShape[] = [];
  const w = layout.window;
  for (const y of layout.labelPositions.columnY) {
    for (let x = w.x0; x <= w.x1; x++) {
      labels.push({ x: layout.point(x, 0).cx, y, text: COLUMN_LETTERS[x] ?? '', size });
    }
  }
  for (const x of layout.labelPositions.rowX) {
    for (let y = w.y0; y <= w.y1; y++) {
      labels.push({ x, y: layout.point(0, y).cy, text: String(layout.rows - y), size });
    }
  }
  return labels;
}
