/**
 * The rules overlay, shapes and paint: the engine's `OverlayMark`s drawn on the board, each kind
 * with a shape or pattern of its own so that colour is never the only carrier, and the legend
 * the static SVG writes under the board. A part of the drawing (`SceneOverlay`, `PaintOverlay`):
 * only a board showing an overlay loads it.
 *
 * Every shape carries `data-overlay` (its kind); a glyph on a point `data-point` (`C3`), a
 * refused point and a refusal's area `data-code` (the code `check()` gives), an outline
 * `data-points` (its points, space-separated) and an estate `data-passes`.
 */
import { formatPoint } from '../engine/core.js';
import type { Coord, OverlayKind, OverlayMark } from '../engine/types.js';
import { cellOutline } from './cell-outline.js';
import { LABEL_SIZE, STONE_RADIUS, round } from './layout.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import type { Paint } from './paint.js';
import { circlePath, crossPath, squarePath } from './path.js';
import type { OverlayShape, Scene, SceneDraft } from './scene.js';

/** The kinds drawn as one outline round their points' cells: a group, an estate, a region, what a refusal is about. */
const OUTLINED: ReadonlySet<OverlayKind> = new Set<OverlayKind>(['no-true-liberty', 'estate', 'region', 'refusal-area']);

/** Each glyph's radius in cells (an outline's: its legend swatch's half side). */
const RADIUS: Readonly<Record<OverlayKind, number>> = {
  refused: 0.17,
  ko: 0.17,
  atari: 0.36,
  'false-liberty': 0.24,
  'no-true-liberty': 0.36,
  'capture-forbidden': 0.3,
  'disturbing-capture': 0.2,
  estate: 0.36,
  'refusal-area': 0.36,
  incursion: 0.45,
  'tile-needed': 0.13,
  'ghost-liberty': 0.22,
  region: 0.36,
};

/** Where a refused point also holds a glyph of its variant's (the ko, a forbidden capture…), the cross moves to the cell's corner, this far from the centre, at this radius: a cross drawn over the other glyph would make a third shape the key does not show. */
const CORNER = { offset: 0.3, r: 0.1 };

export function overlayShapes(draft: SceneDraft, marks: readonly OverlayMark[]): OverlayShape[] {
  const shapes = shapesOf(draft, marks);
  const glyphed = new Set(shapes.filter((shape) => shape.point && shape.kind !== 'refused').map(({ point }) => `${point!.x},${point!.y}`));
  return shapes.map((shape) =>
    shape.kind === 'refused' && glyphed.has(`${shape.point!.x},${shape.point!.y}`)
      ? { ...shape, cx: shape.cx + CORNER.offset, cy: shape.cy - CORNER.offset, r: CORNER.r }
      : shape,
  );
}

function shapesOf({ layout, inside }: SceneDraft, marks: readonly OverlayMark[]): OverlayShape[] {
  return marks.flatMap((mark): OverlayShape[] => {
    const { kind } = mark;
    const points = mark.points.filter(inside).sort((a, b) => a.y - b.y || a.x - b.x);
    const base = {
      kind,
      code: mark.code ?? null,
      color: mark.color ?? null,
      passes: kind === 'estate' ? (mark.passes ?? false) : null,
      strict: kind === 'disturbing-capture' ? (mark.strict ?? false) : null,
      r: RADIUS[kind],
    };
    if (!OUTLINED.has(kind)) return points.map((point) => ({ ...base, ...layout.point(point.x, point.y), point, points: [point], outline: '' }));
    const first = points[0];
    if (!first) return [];
    return [{ ...base, ...layout.point(first.x, first.y), point: null, points, outline: cellOutline(points, layout.grid) }];
  });
}

/** Glyphs on empty points, under the stones. */
export function paintOverlayUnder(scene: Scene, out: Paint[]): void {
  for (const shape of scene.overlays) if (!drawnOver(shape)) out.push(...overlayPaint(shape, scene));
}

/** Glyphs on stones and outlines, over the stones. */
export function paintOverlayOver(scene: Scene, out: Paint[]): void {
  for (const shape of scene.overlays) if (drawnOver(shape)) out.push(...overlayPaint(shape, scene));
}

/** Outlines and atari's rings go over the stones; the other glyphs mark empty points. */
function drawnOver({ kind, point }: OverlayShape): boolean {
  return point === null || kind === 'atari';
}

/** The elements of one overlay shape, with its `data-*` contract. */
function overlayPaint(shape: OverlayShape, { columns, rows }: Scene): Paint[] {
  const name = ({ x, y }: Coord) => formatPoint(x, y, columns, rows);
  const data: Record<string, string> = { overlay: shape.kind };
  if (shape.point) data.point = name(shape.point);
  else data.points = shape.points.map(name).join(' ');
  if (shape.code) data.code = shape.code;
  if (shape.passes !== null) data.passes = String(shape.passes);
  return glyph(shape).map((paint) => ({ ...paint, data }));
}

/** The elements that draw `shape`, without its data: on the board and as the legend's swatch. */
function glyph({ kind, cx, cy, r, outline, color, passes, strict }: OverlayShape): Paint[] {
  const path = (modifier: string, d: string): Paint => ({ tag: 'path', class: `overlay ${kind}${modifier}`, d });
  switch (kind) {
    case 'refused':
      return [path('', crossPath(cx, cy, r))];
    case 'ko':
      return [path('', squarePath(cx, cy, r))];
    case 'atari':
      return [path(color === 'black' ? ' on-dark' : ' on-light', circlePath(cx, cy, r))];
    case 'false-liberty':
      return [path('', trianglePath(cx, cy, r))];
    case 'capture-forbidden': {
      const d = r * Math.SQRT1_2;
      return [path('', `${circlePath(cx, cy, r)}M${round(cx - d)} ${round(cy - d)}L${round(cx + d)} ${round(cy + d)}`)];
    }
    case 'disturbing-capture':
      return [path(strict ? ' strict' : ' loose', plusPath(cx, cy, r) + (strict ? circlePath(cx, cy, round(r * 1.5)) : ''))];
    case 'incursion':
      return [path('', hatchPath(cx, cy, r))];
    case 'tile-needed':
      // Two tiles, one on the other: a stack, not the single square of the ko point.
      return [path('', squarePath(cx + r / 2, cy + r / 2, r) + squarePath(cx - r / 2, cy - r / 2, r))];
    case 'ghost-liberty':
      return [path('', circlePath(cx, cy, r))];
    case 'estate':
      return [path(passes ? ' passes' : ' fails', outline)];
    case 'no-true-liberty':
    case 'refusal-area':
    case 'region':
      return [path('', outline)];
  }
}

/** An upward triangle inscribed in the circle of radius `r` around (`cx`, `cy`). */
function trianglePath(cx: number, cy: number, r: number): string {
  const [dx, dy] = [r * Math.cos(Math.PI / 6), r * Math.sin(Math.PI / 6)];
  return `M${round(cx)} ${round(cy - r)}L${round(cx + dx)} ${round(cy + dy)}L${round(cx - dx)} ${round(cy + dy)}Z`;
}

/** A plus (+) reaching `r` from (`cx`, `cy`). */
function plusPath(cx: number, cy: number, r: number): string {
  return `M${round(cx - r)} ${round(cy)}H${round(cx + r)}M${round(cx)} ${round(cy - r)}V${round(cy + r)}`;
}

/** Diagonal hatching, lower left to upper right, over the square of half side `h` around (`cx`, `cy`). */
function hatchPath(cx: number, cy: number, h: number): string {
  let d = '';
  // Each stroke is the square's points with dx + dy = c, five strokes across it.
  for (let c = -1.2 * h; c <= 1.2 * h + 1e-9; c += 0.6 * h) {
    const [x1, y1, x2, y2] = c >= 0 ? [c - h, h, h, c - h] : [-h, c + h, c + h, -h];
    d += `M${round(cx + x1)} ${round(cy + y1)}L${round(cx + x2)} ${round(cy + y2)}`;
  }
  return d;
}

/** The legend under the board: its height in the drawing's units and its elements. */
export interface OverlayLegend {
  height: number;
  paints: Paint[];
}

/** Characters of legend text per unit of font size, on average: a wrapping estimate. */
const CHAR_WIDTH = 0.54;

/**
 * The legend of the kinds `scene` draws, one row each in legend order: the kind's swatch and its
 * words ("false liberty: an empty point next to both colours and to no empty point."), wrapped to
 * the drawing's width; then the rule `notes` that hold for the whole turn (Tile Go's "every next
 * stone needs a tile"), which no mark on a point tells. Placed under the viewBox; `null` when it
 * has nothing to say.
 */
export function overlayLegend(scene: Scene, notes: readonly string[] = []): OverlayLegend | null {
  const kinds = new Set(scene.overlays.map(({ kind }) => kind));
  if (kinds.size === 0 && notes.length === 0) return null;
  const { x, y, width, height } = scene.viewBox;
  // About 45 characters a line on any board.
  const size = round(width / 24);
  const lineHeight = round(size * 1.3);
  // A swatch is a cell wide with words the size of the coordinates, and grows with them on a large board.
  const unit = Math.max(1, round(size / LABEL_SIZE));
  const textX = round(x + 0.4 + unit);
  const perLine = Math.max(12, Math.floor((width - 0.6 - unit) / (size * CHAR_WIDTH)));
  const paints: Paint[] = [];
  let top = y + height + 0.2;
  for (const kind of Object.keys(OVERLAY_WORDS) as OverlayKind[]) {
    if (!kinds.has(kind)) continue;
    const { name, sentence } = OVERLAY_WORDS[kind];
    const lines = wrap(`${name}: ${sentence}`, perLine);
    const rowHeight = Math.max(unit, lines.length * lineHeight);
    paints.push(...overlaySwatch(kind, round(x + 0.2 + unit / 2), round(top + rowHeight / 2), unit));
    // Words shorter than the swatch are centred on it.
    const textTop = top + (rowHeight - lines.length * lineHeight) / 2;
    lines.forEach((text, i) => paints.push({ tag: 'text', class: 'overlay-legend', x: textX, y: round(textTop + lineHeight * (i + 0.5)), size, text }));
    top += rowHeight + 0.15;
  }
  for (const note of notes) {
    const lines = wrap(note, Math.max(12, Math.floor((width - 0.4) / (size * CHAR_WIDTH))));
    lines.forEach((text, i) => paints.push({ tag: 'text', class: 'overlay-legend', x: round(x + 0.2), y: round(top + lineHeight * (i + 0.5)), size, text }));
    top += lines.length * lineHeight + 0.15;
  }
  const legendHeight = round(top + 0.1 - (y + height));
  return { height: legendHeight, paints: [{ tag: 'rect', class: 'overlay-legend-back', x, y: y + height, width, height: legendHeight }, ...paints] };
}

/** A sample of `kind`'s shape centred on (`cx`, `cy`), as the board draws it, `unit` cells wide: the legends' (the static SVG's and the element's). */
export function overlaySwatch(kind: OverlayKind, cx: number, cy: number, unit: number): Paint[] {
  const r = round(RADIUS[kind] * unit);
  const sample: OverlayShape = { kind, cx, cy, r, point: null, points: [], outline: squarePath(cx, cy, r), code: null, color: 'black', passes: true, strict: true };
  // A region's look is the pieces' (a tint and an edge); its overlay shape only carries the data.
  if (kind === 'region') return [{ tag: 'path', class: 'region-tint black', d: sample.outline }, { tag: 'path', class: 'region-edge black', d: sample.outline }];
  const onStone = kind === 'atari' || kind === 'no-true-liberty' || kind === 'refusal-area';
  return [...(onStone ? [{ tag: 'circle', class: 'stone black', cx, cy, r: round(STONE_RADIUS * unit) } as const] : []), ...glyph(sample)];
}

/** `text` cut at spaces into lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}
