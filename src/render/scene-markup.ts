/**
 * SGF markup and variation marks, shapes and paint: symbols, labels, lines and arrows, selected
 * and dimmed points, and the letters of variations. A part of the drawing (`SceneMarkup`,
 * `PaintMarkup`): records are what carry markup, so the element loads it with their reader.
 */
import type { Coord } from '../engine/types.js';
import type { Markup } from '../engine/markup.js';
import {
  ARROW_HEAD,
  MARKUP_CIRCLE_RADIUS,
  MARKUP_CROSS_RADIUS,
  MARKUP_LABEL_DISC_RADIUS,
  MARKUP_SQUARE_RADIUS,
  MARKUP_TRIANGLE_RADIUS,
  STONE_RADIUS,
  VARIATION_RADIUS,
  VARIATION_TEXT_SIZE,
  labelTextSize,
  readableSize,
  round,
  textSizeMax,
} from './layout.js';
import type { Paint } from './paint.js';
import { crossPath, squarePath } from './path.js';
import type { CellShape, MarkupShapes, Scene, SceneDraft, SymbolShape, VariationShape } from './scene.js';

/**
 * The size a label of `text` is drawn at: its usual size, larger up to what fits inside a stone
 * when that would be too small to read, `null` (left out) beyond (`readableSize`).
 */
function labelSize(text: string, usual: number, least: number | null): number | null {
  const length = [...text].length;
  return readableSize(usual, Math.max(usual, textSizeMax(length)), least);
}

/**
 * The shapes of SGF markup, each point once per kind, in the order given. A label too small to
 * read at the size drawn is left out, so the point shows what it would without it.
 */
export function markupShapes({ view, layout, inside, sizes }: SceneDraft, markup: Markup): MarkupShapes {
  const shapes: MarkupShapes = { selected: [], dimmed: [], symbols: [], labels: [], links: [] };
  const state = (c: Coord) => view.points[c.y * view.width + c.x];
  const unique = (points: readonly Coord[] | null | undefined): Coord[] => {
    const seen = new Set<string>();
    return (points ?? []).filter((c) => {
      const key = `${c.x},${c.y}`;
      if (!inside(c) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const cell = (point: Coord): CellShape => {
    const { cx, cy } = layout.point(point.x, point.y);
    const half = layout.grid.step / 2;
    return { point, x: round(cx - half), y: round(cy - half), width: layout.grid.step, height: layout.grid.step };
  };
  shapes.selected = unique(markup.selected).map(cell);
  shapes.dimmed = unique(markup.dimmed).map(cell);
  for (const [kind, points, r] of [
    ['circle', markup.circles, MARKUP_CIRCLE_RADIUS],
    ['triangle', markup.triangles, MARKUP_TRIANGLE_RADIUS],
    ['square', markup.squares, MARKUP_SQUARE_RADIUS],
    ['cross', markup.crosses, MARKUP_CROSS_RADIUS],
  ] as const) {
    for (const point of unique(points)) shapes.symbols.push({ kind, point, ...layout.point(point.x, point.y), r, on: state(point)?.color ?? null });
  }
  const labelled = new Set<string>();
  for (const { point, text } of markup.labels ?? []) {
    const key = `${point.x},${point.y}`;
    if (!inside(point) || labelled.has(key) || text === '') continue;
    labelled.add(key);
    const size = labelSize(text, labelTextSize([...text].length), sizes.least);
    if (size === null) continue;
    const centre = layout.point(point.x, point.y);
    const on = state(point)?.color ?? null;
    const bare = on === null && (state(point)?.tiles ?? 0) === 0;
    shapes.labels.push({ point, ...centre, text, size, on, disc: bare ? { ...centre, r: MARKUP_LABEL_DISC_RADIUS } : null });
  }
  for (const [kind, links] of [['line', markup.lines], ['arrow', markup.arrows]] as const) {
    for (const { from, to } of links ?? []) {
      if (!inside(from) || !inside(to) || (from.x === to.x && from.y === to.y)) continue;
      const a = layout.point(from.x, from.y);
      const b = layout.point(to.x, to.y);
      shapes.links.push({ kind, from, to, x1: a.cx, y1: a.cy, x2: b.cx, y2: b.cy, head: kind === 'arrow' ? ARROW_HEAD : 0 });
    }
  }
  return shapes;
}

/**
 * The variation marks: a disc with the variation's letter. A letter too small to read is drawn
 * larger, its disc grown with it up to a stone's size; beyond, the disc is drawn without it.
 */
export function variationShapes({ layout, inside, sizes }: SceneDraft, variations: readonly { point: Coord; label: string }[]): VariationShape[] {
  const seen = new Set<string>();
  const shapes: VariationShape[] = [];
  for (const { point, label } of variations) {
    const key = `${point.x},${point.y}`;
    if (!inside(point) || seen.has(key)) continue;
    seen.add(key);
    const usual = round(Math.min(labelTextSize([...label].length), VARIATION_TEXT_SIZE));
    const size = labelSize(label, usual, sizes.least);
    const r = size === null ? VARIATION_RADIUS : round(Math.min(STONE_RADIUS, (VARIATION_RADIUS * size) / usual));
    shapes.push({ point, ...layout.point(point.x, point.y), r, label, size });
  }
  return shapes;
}

/** `SL`, under the stones. */
export function paintSelected(scene: Scene, out: Paint[]): void {
  for (const { x, y, width, height } of scene.markup.selected) out.push({ tag: 'rect', class: 'markup-selected', x, y, width, height });
}

/** `DD`, over the stones. */
export function paintDimmed(scene: Scene, out: Paint[]): void {
  for (const { x, y, width, height } of scene.markup.dimmed) out.push({ tag: 'rect', class: 'markup-dim', x, y, width, height });
}

/** Symbols, labels, lines and arrows, then variation marks, over the marks. */
export function paintMarkup(scene: Scene, out: Paint[]): void {
  for (const symbol of scene.markup.symbols) out.push(symbolPaint(symbol));
  for (const { cx, cy, text, size, on, disc } of scene.markup.labels) {
    if (disc) out.push({ tag: 'circle', class: 'markup-label-disc', cx: disc.cx, cy: disc.cy, r: disc.r });
    out.push({ tag: 'text', class: `markup-label ${on === 'black' ? 'on-dark' : 'on-light'}`, x: cx, y: cy, size, text });
  }
  for (const { kind, x1, y1, x2, y2, head } of scene.markup.links) {
    const d = linkPath(x1, y1, x2, y2, head);
    out.push({ tag: 'path', class: 'markup-halo', d }, { tag: 'path', class: `markup-${kind}`, d });
  }
  for (const { cx, cy, r, label, size } of scene.variations) {
    out.push({ tag: 'circle', class: 'variation-disc', cx, cy, r });
    if (size !== null) out.push({ tag: 'text', class: 'variation-text', x: cx, y: cy, size, text: label });
  }
}

function symbolPaint({ kind, cx, cy, r, on }: SymbolShape): Paint {
  const cls = `markup ${kind} ${on === 'black' ? 'on-dark' : 'on-light'}`;
  switch (kind) {
    case 'circle':
      return { tag: 'circle', class: cls, cx, cy, r };
    case 'triangle':
      return { tag: 'path', class: cls, d: trianglePath(cx, cy, r) };
    case 'square':
      return { tag: 'path', class: cls, d: squarePath(cx, cy, r) };
    case 'cross':
      return { tag: 'path', class: cls, d: crossPath(cx, cy, r) };
  }
}

/** An equilateral triangle, point up, inscribed in the circle of radius `r` around (`cx`, `cy`). */
function trianglePath(cx: number, cy: number, r: number): string {
  const dx = r * Math.cos(Math.PI / 6);
  const [top, base] = [cy - r, cy + r / 2].map(round);
  return `M${round(cx)} ${top}L${round(cx + dx)} ${base}L${round(cx - dx)} ${base}Z`;
}

/** A straight line from (`x1`, `y1`) to (`x2`, `y2`), with an open head of sides `head` at the end when `head > 0`. */
function linkPath(x1: number, y1: number, x2: number, y2: number, head: number): string {
  let d = `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
  if (head > 0) {
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const wing = (turn: number) => `${round(x2 - head * Math.cos(angle + turn))} ${round(y2 - head * Math.sin(angle + turn))}`;
    d += `M${wing(Math.PI / 6)}L${round(x2)} ${round(y2)}L${wing(-Math.PI / 6)}`;
  }
  return d;
}
