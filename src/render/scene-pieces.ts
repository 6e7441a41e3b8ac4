/**
 * The pieces only some variants have, shapes and paint: tiles and their stack heights (Tile and
 * Cushion Go), ghosts (No Seki Go), marked stones and their regions (Paper and Pencil Go), and
 * flipped stones (Loose). A part of the drawing (`ScenePieces`, `PaintPieces`): the
 * element loads it with the rules of a variant whose positions hold such pieces.
 */
import type { Color, Coord, LastMove, PointState } from '../engine/types.js';
import {
  FLIPPED_RADIUS,
  GHOST_CORE_RADIUS,
  MARKED_CORNER_OFFSET,
  MARKED_CORNER_RADIUS,
  MARKED_RADIUS,
  REGION_BADGE_RADIUS,
  TILE_BADGE_OFFSET,
  TILE_BADGE_RADIUS,
  TILE_COUNT_SIZE,
  TILE_SIZE,
  round,
  type Layout,
} from './layout.js';
import { ownerSymbol, type Paint } from './paint.js';
import { cellOutline } from './cell-outline.js';
import { crossPath } from './path.js';
import type { Dot, MarkShape, RegionShape, Scene, SceneDraft, StoneShape, TileBadge, TileShape } from './scene.js';

/** Rounding of a tile's corners. */
const TILE_CORNER = 0.06;

export function pointPieces(draft: SceneDraft, point: Coord, state: PointState, annotated: boolean): void {
  if (state.tiles > 0) draft.tiles.push(tileShape(draft, point, state, annotated));
  if (state.marked && state.color) {
    if (annotated) draft.mark('marked-corner', point, MARKED_CORNER_RADIUS, null, MARKED_CORNER_OFFSET);
    else draft.mark('marked', point, MARKED_RADIUS);
  }
}

export function flippedMarks(draft: SceneDraft, last: LastMove): void {
  const was: Color = last.color === 'black' ? 'white' : 'black';
  for (const point of last.flipped) if (draft.inside(point)) draft.mark('flipped', point, FLIPPED_RADIUS, was);
}

/**
 * A tile stack; above one tile, a badge with its height: in the corner at the usual size, or
 * centred on the stack and larger when the corner's text would be too small to read
 * (`textSizes`), or none when even that would be. A stack holding a label or symbol
 * (`annotated`, a move number) keeps the larger badge in its corner, clear of the label.
 */
function tileShape({ layout, sizes }: SceneDraft, point: Coord, { tiles: count }: PointState, annotated: boolean): TileShape {
  const centre = layout.point(point.x, point.y);
  const half = TILE_SIZE / 2;
  const sizing = sizes.count;
  let badge: TileBadge | null = null;
  if (count > 1 && sizing) {
    const text = String(count);
    // The corner badge's proportions, scaled with its text.
    const scale = sizing.size / TILE_COUNT_SIZE;
    const r = round(TILE_BADGE_RADIUS * scale);
    const offset = sizing.centred && !annotated ? 0 : TILE_BADGE_OFFSET;
    badge = {
      cx: round(centre.cx + offset),
      cy: round(centre.cy - offset),
      r,
      width: round(Math.max(2 * r, (0.2 * text.length + 0.14) * scale)),
      text,
      size: sizing.size,
    };
  }
  return { point, x: round(centre.cx - half), y: round(centre.cy - half), width: TILE_SIZE, height: TILE_SIZE, count, badge };
}

/** The marked regions with points in the window, each cut to the window. */
export function regionShapes({ view, layout, inside }: SceneDraft): RegionShape[] {
  return view.regions.flatMap(({ points, owner }) => {
    const sorted = points.filter(inside).sort((a, b) => a.y - b.y || a.x - b.x);
    const first = sorted[0];
    if (!first) return [];
    const corner = layout.point(first.x, first.y);
    return [
      {
        points: sorted,
        owner,
        outline: cellOutline(sorted, layout.grid),
        badge: owner ? regionBadge(corner, layout) : null,
      },
    ];
  });
}

/** The owner badge on the top-left corner of a region's first cell, kept inside the drawing. */
function regionBadge(centre: { cx: number; cy: number }, layout: Layout): Dot {
  const r = REGION_BADGE_RADIUS;
  // White's badge is a diamond, whose corners reach r * sqrt 2 from its centre.
  const margin = Math.ceil(r * Math.SQRT2 * 100) / 100;
  const clamp = (value: number, min: number, size: number) => round(Math.min(Math.max(value, min + margin), min + size - margin));
  const box = layout.viewBox;
  return { cx: clamp(centre.cx - 0.5, box.x, box.width), cy: clamp(centre.cy - 0.5, box.y, box.height), r };
}

export function paintTints(scene: Scene, out: Paint[]): void {
  for (const region of scene.regions) {
    if (region.owner) out.push({ tag: 'path', class: `region-tint ${region.owner}`, d: region.outline });
  }
}

export function paintTiles(scene: Scene, out: Paint[]): void {
  for (const { x, y, width, height } of scene.tiles) out.push({ tag: 'rect', class: 'tile', x, y, width, height, rx: TILE_CORNER });
}

export function paintGhost({ cx, cy, r, color }: StoneShape, out: Paint[]): void {
  out.push({ tag: 'circle', class: `ghost ${color}`, cx, cy, r: round(r - 0.03) });
  out.push({ tag: 'circle', class: `ghost-core ${color}`, cx, cy, r: GHOST_CORE_RADIUS });
}

export function paintRegions(scene: Scene, out: Paint[]): void {
  for (const region of scene.regions) {
    if (region.owner === 'white') out.push({ tag: 'path', class: 'region-casing white', d: region.outline });
    out.push({ tag: 'path', class: `region-edge ${region.owner ?? 'neutral'}`, d: region.outline });
  }
  for (const region of scene.regions) {
    if (region.owner && region.badge) {
      out.push({ tag: 'path', class: `region-badge ${region.owner}`, d: ownerSymbol(region.owner, region.badge.cx, region.badge.cy, region.badge.r) });
    }
  }
}

/** A mark of a marked or flipped stone. */
export function paintMark({ kind, cx, cy, r, on }: MarkShape): Paint {
  return { tag: 'path', class: `mark ${kind} ${on === 'black' ? 'on-dark' : 'on-light'}`, d: kind === 'flipped' ? turnArrowPath(cx, cy, r) : crossPath(cx, cy, r) };
}

export function paintTileBadges(scene: Scene, out: Paint[]): void {
  for (const { badge } of scene.tiles) {
    if (!badge) continue;
    const { cx, cy, r, width, text, size } = badge;
    out.push({ tag: 'rect', class: 'tile-badge', x: round(cx - width / 2), y: round(cy - r), width, height: round(2 * r), rx: r });
    out.push({ tag: 'text', class: 'tile-count', x: cx, y: cy, size, text });
  }
}

/**
 * A turn arrow: three quarters of a circle of radius `r`, clockwise from the right to the top,
 * with an open arrowhead pointing on round. It marks a stone the last move flipped (Loose).
 */
function turnArrowPath(cx: number, cy: number, r: number): string {
  const head = r * 0.55;
  const [endX, endY] = [round(cx + r * 0.1), round(cy - r)];
  const tipX = round(endX + head * 0.35);
  return (
    `M${round(cx + r)} ${round(cy)}A${r} ${r} 0 1 1 ${endX} ${endY}` +
    `M${round(tipX - head)} ${round(endY - head)}L${tipX} ${endY}L${round(tipX - head)} ${round(endY + head)}`
  );
}
