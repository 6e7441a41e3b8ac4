/**
 * A {@link Scene} as the flat list of SVG elements that draw it, each with its class and
 * geometry and nothing else. Both renderers write this list (the static SVG writer and the
 * element's Lit template), so they draw the same elements in the same order; they differ only
 * in how a class gets its colours (attributes from the palette, or CSS custom properties).
 */
import { circlePath, diamondPath, segmentsToPath, squarePath } from './path.js';
import type { Color } from '../engine/types.js';
import type { MarkShape, Scene, StoneShape } from './scene.js';

/**
 * One SVG element: a tag, a class attribute (a key of `STYLE_RULES`) and its geometry; `data`,
 * its `data-*` attributes by name without the prefix (the rules overlay's contract: `overlay`,
 * `point`, `points`, `code`).
 */
export type Paint = (
  | { tag: 'rect'; class: string; x: number; y: number; width: number; height: number; rx?: number }
  | { tag: 'circle'; class: string; cx: number; cy: number; r: number }
  | { tag: 'path'; class: string; d: string }
  | { tag: 'text'; class: string; x: number; y: number; size: number; text: string }
) & { data?: Readonly<Record<string, string>> };

/** The pieces only some variants have (scene-pieces.ts), painted in their layers. */
export interface PaintPieces {
  /** Tints of owned regions, under the grid. */
  paintTints(scene: Scene, out: Paint[]): void;
  paintTiles(scene: Scene, out: Paint[]): void;
  paintGhost(stone: StoneShape, out: Paint[]): void;
  /** Region outlines and owner badges, over the stones. */
  paintRegions(scene: Scene, out: Paint[]): void;
  /** A mark this part adds (marked, flipped). */
  paintMark(mark: MarkShape): Paint;
  /** Stack heights, over the marks. */
  paintTileBadges(scene: Scene, out: Paint[]): void;
}

/** SGF markup and variation marks (scene-markup.ts), painted in their layers. */
export interface PaintMarkup {
  paintSelected(scene: Scene, out: Paint[]): void;
  paintDimmed(scene: Scene, out: Paint[]): void;
  /** Symbols, labels, links and variation marks, over the marks. */
  paintMarkup(scene: Scene, out: Paint[]): void;
}

/** The preview and the cursor (scene-input.ts), painted over everything but the coordinates. */
export interface PaintInput {
  paintInput(scene: Scene, out: Paint[]): void;
}

/** The rules overlay (scene-overlay.ts): glyphs on empty points under the stones, the rest over them. */
export interface PaintOverlay {
  paintOverlayUnder(scene: Scene, out: Paint[]): void;
  paintOverlayOver(scene: Scene, out: Paint[]): void;
}

/** The parts that paint what their shapes added to a scene (see `SceneParts`). */
export interface PaintParts {
  pieces?: PaintPieces | null | undefined;
  markup?: PaintMarkup | null | undefined;
  input?: PaintInput | null | undefined;
  overlay?: PaintOverlay | null | undefined;
}

/** The elements that draw `scene`, bottom to top, with the layers of `parts` (those the scene was built with). */
export function paintScene(scene: Scene, parts: PaintParts): Paint[] {
  const { pieces, markup, input, overlay } = parts;
  const out: Paint[] = [{ tag: 'rect', class: 'wood', ...scene.viewBox }];

  pieces?.paintTints(scene, out);
  out.push({ tag: 'path', class: 'lines', d: segmentsToPath(scene.lines) });
  for (const { cx, cy, r } of scene.starPoints) out.push({ tag: 'circle', class: 'star', cx, cy, r });
  pieces?.paintTiles(scene, out);
  overlay?.paintOverlayUnder(scene, out);
  markup?.paintSelected(scene, out);

  for (const stone of scene.stones) {
    const { cx, cy, r, color } = stone;
    if (stone.ghost) pieces?.paintGhost(stone, out);
    else out.push({ tag: 'circle', class: `stone ${color}`, cx, cy, r }, { tag: 'circle', class: `shade ${color}`, cx, cy, r });
  }

  markup?.paintDimmed(scene, out);
  pieces?.paintRegions(scene, out);
  overlay?.paintOverlayOver(scene, out);
  for (const mark of scene.marks) {
    const paint = markPaint(mark) ?? pieces?.paintMark(mark);
    if (paint) out.push(paint);
  }
  pieces?.paintTileBadges(scene, out);
  markup?.paintMarkup(scene, out);

  input?.paintInput(scene, out);

  for (const { x, y, text, size } of scene.labels) out.push({ tag: 'text', class: 'label', x, y, size, text });
  return out;
}

/** The marks every board has; `null` for those of a part. */
function markPaint(mark: MarkShape): Paint | null {
  const { cx, cy, r } = mark;
  switch (mark.kind) {
    case 'owner':
      return { tag: 'path', class: `owner ${mark.color ?? 'black'}`, d: ownerSymbol(mark.color ?? 'black', cx, cy, r) };
    case 'captured':
      return { tag: 'path', class: 'mark captured', d: circlePath(cx, cy, r) };
    case 'last-move':
      return { tag: 'circle', class: `mark last-move ${mark.on === 'black' ? 'on-dark' : 'on-light'}`, cx, cy, r };
    default:
      return null;
  }
}

/** Black's symbol is a square, White's a diamond: owners differ in shape, not only in colour. */
export function ownerSymbol(owner: Color, cx: number, cy: number, r: number): string {
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
