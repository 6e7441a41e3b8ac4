/**
 * The board as a display list: plain shapes in SVG user units, computed from a
 * {@link PositionView} alone. The custom element turns a scene into Lit templates and
 * {@link sceneToSvgString} into a static SVG, so both draw exactly the same board.
 */
import type { Color, Coord, PositionView } from '../engine/types.js';
import { COLUMN_LETTERS } from '../engine/index.js';
import {
  LABEL_SIZE,
  STAR_RADIUS,
  STONE_RADIUS,
  TILE_LABEL_OFFSET,
  TILE_LABEL_SIZE,
  TILE_SIZE,
  createLayout,
  round,
  type Box,
  type Layout,
} from './layout.js';
import { starPoints } from './star-points.js';

/** A straight grid line. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A filled circle, such as a star point. */
export interface Dot {
  cx: number;
  cy: number;
  r: number;
}

/** A stone (or a No Seki ghost) on a point. */
export interface StoneShape extends Dot {
  color: Color;
  /** Drawn translucent: a ghost of No Seki Go. */
  ghost: boolean;
  /** The board point, for renderers that attach behaviour to stones. */
  point: Coord;
}

/** Tiles stacked under a point (Tile and Cushion Go). */
export interface TileShape extends Box {
  count: number;
  /** The count, printed in the tile's corner that a stone leaves visible; `null` for a single tile. */
  label: LabelShape | null;
}

/** A symbol drawn over a point. */
export interface MarkShape extends Dot {
  /** `last-move`: a ring on the stone just played; `marked`: a cross on a marked stone. */
  kind: 'last-move' | 'marked';
  /** The colour of the stone underneath, so the mark can contrast with it; `null` on an empty point. */
  on: Color | null;
}

/** A coordinate label, centred on (`x`, `y`). */
export interface LabelShape {
  x: number;
  y: number;
  text: string;
  size: number;
}

/** Everything needed to draw one position, in drawing order. */
export interface Scene {
  /** Board size in points. */
  columns: number;
  rows: number;
  /** The drawing's extent; also the board's wooden surface. */
  viewBox: Box;
  lines: Segment[];
  starPoints: Dot[];
  tiles: TileShape[];
  stones: StoneShape[];
  marks: MarkShape[];
  labels: LabelShape[];
}

/** What to draw besides the position itself. */
export interface SceneOptions {
  /** Draw column letters and row numbers around the grid. Default `false`. */
  coordinates?: boolean;
  /** Ring the stone of the last move. Default `true`. */
  lastMove?: boolean;
}

/** Computes the display list of a position. Pure: the same view always gives the same scene. */
export function buildScene(view: PositionView, options: SceneOptions = {}): Scene {
  const { width: columns, height: rows } = view;
  const layout = createLayout(columns, rows, options.coordinates ?? false);
  const first = layout.point(0, 0);
  const last = layout.point(columns - 1, rows - 1);

  const lines: Segment[] = [];
  for (let x = 0; x < columns; x++) {
    const { cx } = layout.point(x, 0);
    lines.push({ x1: cx, y1: first.cy, x2: cx, y2: last.cy });
  }
  for (let y = 0; y < rows; y++) {
    const { cy } = layout.point(0, y);
    lines.push({ x1: first.cx, y1: cy, x2: last.cx, y2: cy });
  }

  const stars = starPoints(columns, rows).map(({ x, y }) => ({ ...layout.point(x, y), r: STAR_RADIUS }));

  const tiles: TileShape[] = [];
  const stones: StoneShape[] = [];
  const marks: MarkShape[] = [];
  view.points.forEach((state, index) => {
    const x = index % columns;
    const y = Math.floor(index / columns);
    const centre = layout.point(x, y);
    if (state.tiles > 0) {
      const half = TILE_SIZE / 2;
      tiles.push({
        x: round(centre.cx - half),
        y: round(centre.cy - half),
        width: TILE_SIZE,
        height: TILE_SIZE,
        count: state.tiles,
        label:
          state.tiles > 1
            ? {
                x: round(centre.cx - TILE_LABEL_OFFSET),
                y: round(centre.cy - TILE_LABEL_OFFSET),
                text: String(state.tiles),
                size: TILE_LABEL_SIZE,
              }
            : null,
      });
    }
    if (state.color) {
      stones.push({ ...centre, r: STONE_RADIUS, color: state.color, ghost: state.ghost, point: { x, y } });
    }
    if (state.marked) {
      marks.push({ kind: 'marked', ...centre, r: round(STONE_RADIUS * 0.5), on: state.color });
    }
  });

  const played = view.lastMove?.point;
  if (played && (options.lastMove ?? true)) {
    const on = view.points[played.y * columns + played.x]?.color ?? null;
    marks.push({ kind: 'last-move', ...layout.point(played.x, played.y), r: round(STONE_RADIUS * 0.5), on });
  }

  return {
    columns,
    rows,
    viewBox: layout.viewBox,
    lines,
    starPoints: stars,
    tiles,
    stones,
    marks,
    labels: coordinateLabels(layout),
  };
}

function coordinateLabels(layout: Layout): LabelShape[] {
  const labels: LabelShape[] = [];
  for (const y of layout.labelPositions.columnY) {
    for (let x = 0; x < layout.columns; x++) {
      labels.push({ x: layout.point(x, 0).cx, y, text: COLUMN_LETTERS[x] ?? '', size: LABEL_SIZE });
    }
  }
  for (const x of layout.labelPositions.rowX) {
    for (let y = 0; y < layout.rows; y++) {
      labels.push({ x, y: layout.point(0, y).cy, text: String(layout.rows - y), size: LABEL_SIZE });
    }
  }
  return labels;
}
