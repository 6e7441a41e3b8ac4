/**
 * A {@link Scene} as the flat list of SVG elements that draw it, each with its class and
 * geometry and nothing else. Both renderers write this list (the static SVG writer and the
 * element's Lit template), so they draw the same elements in the same order; they differ only
 * in how a class gets its colours (attributes from the palette, or CSS custom properties).
 */
import { circlePath, crossPath, diamondPath, forbiddenPath, linkPath, segmentsToPath, squarePath, trianglePath, turnArrowPath } from './path.js';
import type { Color } from '../engine/types.js';
import { GHOST_CORE_RADIUS, round } from './layout.js';
import type { MarkShape, Scene, SymbolShape } from './scene.js';

/** One SVG element: a tag, a class attribute (a key of `STYLE_RULES`) and its geometry. */
export type Paint =
  | { tag: 'rect'; class: string; x: number; y: number; width: number; height: number; rx?: number }
  | { tag: 'circle'; class: string; cx: number; cy: number; r: number }
  | { tag: 'path'; class: string; d: string }
  | { tag: 'text'; class: string; x: number; y: number; size: number; text: string };

/** Rounding of a tile's corners. */
const TILE_CORNER = 0.06;

/** The elements that draw `scene`, bottom to top. */
export function paintScene(scene: Scene): Paint[] {
  const out: Paint[] = [{ tag: 'rect', class: 'wood', ...scene.viewBox }];

  for (const region of scene.regions) {
    if (region.owner) out.push({ tag: 'path', class: `region-tint ${region.owner}`, d: region.outline });
  }
  out.push({ tag: 'path', class: 'lines', d: segmentsToPath(scene.lines) });
  for (const { cx, cy, r } of scene.starPoints) out.push({ tag: 'circle', class: 'star', cx, cy, r });
  for (const { x, y, width, height } of scene.tiles) out.push({ tag: 'rect', class: 'tile', x, y, width, height, rx: TILE_CORNER });
  for (const { kind, x, y, width, height } of scene.overlays) out.push({ tag: 'rect', class: `overlay ${kind}`, x, y, width, height });
  for (const { x, y, width, height } of scene.markup.selected) out.push({ tag: 'rect', class: 'markup-selected', x, y, width, height });

  for (const { cx, cy, r, color, ghost } of scene.stones) {
    if (ghost) {
      out.push({ tag: 'circle', class: `ghost ${color}`, cx, cy, r: round(r - 0.03) });
      out.push({ tag: 'circle', class: `ghost-core ${color}`, cx, cy, r: GHOST_CORE_RADIUS });
    } else {
      out.push({ tag: 'circle', class: `stone ${color}`, cx, cy, r });
      out.push({ tag: 'circle', class: `shade ${color}`, cx, cy, r });
    }
  }

  for (const { x, y, width, height } of scene.markup.dimmed) out.push({ tag: 'rect', class: 'markup-dim', x, y, width, height });

  for (const region of scene.regions) {
    if (region.owner === 'white') out.push({ tag: 'path', class: 'region-casing white', d: region.outline });
    out.push({ tag: 'path', class: `region-edge ${region.owner ?? 'neutral'}`, d: region.outline });
  }
  for (const region of scene.regions) {
    if (region.owner && region.badge) {
      out.push({ tag: 'path', class: `region-badge ${region.owner}`, d: ownerSymbol(region.owner, region.badge.cx, region.badge.cy, region.badge.r) });
    }
  }

  for (const mark of scene.marks) out.push(markPaint(mark));

  for (const { badge } of scene.tiles) {
    if (!badge) continue;
    const { cx, cy, r, width, text, size } = badge;
    out.push({ tag: 'rect', class: 'tile-badge', x: round(cx - width / 2), y: round(cy - r), width, height: round(2 * r), rx: r });
    out.push({ tag: 'text', class: 'tile-count', x: cx, y: cy, size, text });
  }

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
    out.push({ tag: 'circle', class: 'variation-disc', cx, cy, r }, { tag: 'text', class: 'variation-text', x: cx, y: cy, size, text: label });
  }

  const preview = scene.preview;
  if (preview) {
    const { cx, cy, r, color, ghost } = preview;
    if (preview.piece) out.push({ tag: 'circle', class: ghost ? `preview-ghost ${color}` : `preview ${color}`, cx, cy, r: ghost ? round(r - 0.03) : r });
    if (preview.forbidden) {
      const d = forbiddenPath(preview.forbidden.cx, preview.forbidden.cy, preview.forbidden.r);
      out.push({ tag: 'path', class: 'forbidden-halo', d }, { tag: 'path', class: 'forbidden', d });
    }
  }

  if (scene.cursor) {
    const { x, y, width, height } = scene.cursor;
    out.push({ tag: 'rect', class: 'cursor-halo', x, y, width, height, rx: 0.08 }, { tag: 'rect', class: 'cursor', x, y, width, height, rx: 0.08 });
  }

  for (const { x, y, text, size } of scene.labels) out.push({ tag: 'text', class: 'label', x, y, size, text });
  return out;
}

function markPaint(mark: MarkShape): Paint {
  const { cx, cy, r } = mark;
  const tone = mark.on === 'black' ? 'on-dark' : 'on-light';
  switch (mark.kind) {
    case 'owner':
      return { tag: 'path', class: `owner ${mark.color ?? 'black'}`, d: ownerSymbol(mark.color ?? 'black', cx, cy, r) };
    case 'marked':
      return { tag: 'path', class: `mark marked ${tone}`, d: crossPath(cx, cy, r) };
    case 'marked-corner':
      return { tag: 'path', class: `mark marked-corner ${tone}`, d: crossPath(cx, cy, r) };
    case 'flipped':
      return { tag: 'path', class: `mark flipped ${tone}`, d: turnArrowPath(cx, cy, r) };
    case 'captured':
      return { tag: 'path', class: 'mark captured', d: circlePath(cx, cy, r) };
    case 'last-move':
      return { tag: 'circle', class: `mark last-move ${tone}`, cx, cy, r };
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

/** Black's symbol is a square, White's a diamond: owners differ in shape, not only in colour. */
function ownerSymbol(owner: Color, cx: number, cy: number, r: number): string {
  return owner === 'black' ? squarePath(cx, cy, r) : diamondPath(cx, cy, r);
}

/** A painted element's attributes besides its class, in the order the SVG writer writes them. */
export function paintGeometry(paint: Paint): Record<string, number | string> {
  switch (paint.tag) {
    case 'rect': {
      const { x, y, width, height, rx } = paint;
      return rx === undefined ? { x, y, width, height } : { x, y, width, height, rx };
    }
    case 'circle':
      return { cx: paint.cx, cy: paint.cy, r: paint.r };
    case 'path':
      return { d: paint.d };
    case 'text':
      return { x: paint.x, y: paint.y, 'font-size': paint.size };
  }
}

/** `value` with the characters XML cannot hold replaced by U+FFFD, so the element shows what the SVG export writes. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '\uFFFD');
}

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
