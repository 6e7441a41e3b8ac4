/**
 * The shapes only a board taking input draws: the preview of a move under the pointer or the
 * cursor (marked "not allowed" when the rules refuse it) and the keyboard cursor. A part of the
 * drawing ({@link SceneParts}), so that the element loads it with its play input.
 */
import { CURSOR_RADIUS, FORBIDDEN_RADIUS, STONE_ON_TILE_RADIUS, STONE_RADIUS, round } from './layout.js';
import type { Paint } from './paint.js';
import { circlePath } from './path.js';
import type { CursorShape, PreviewShape, Scene, SceneDraft, SceneOptions } from './scene.js';

/** The "not allowed" sign: a ring of radius `r` crossed by a bar from top left to bottom right. */
export function forbiddenPath(cx: number, cy: number, r: number): string {
  const d = r * Math.SQRT1_2;
  return `${circlePath(cx, cy, r)}M${round(cx - d)} ${round(cy - d)}L${round(cx + d)} ${round(cy + d)}`;
}

/** The preview and the cursor `options` ask for, where they lie inside the window drawn. */
export function inputShapes(draft: SceneDraft, options: SceneOptions): { preview: PreviewShape | null; cursor: CursorShape | null } {
  const { view, layout, inside } = draft;
  let preview: PreviewShape | null = null;
  const wanted = options.preview;
  if (wanted && inside(wanted.point)) {
    const centre = layout.point(wanted.point.x, wanted.point.y);
    const state = view.points[wanted.point.y * view.width + wanted.point.x];
    preview = {
      ...centre,
      r: (state?.tiles ?? 0) > 0 ? STONE_ON_TILE_RADIUS : STONE_RADIUS,
      point: wanted.point,
      color: wanted.color,
      ghost: wanted.ghost,
      legal: wanted.legal,
      piece: wanted.legal || !state?.color,
      forbidden: wanted.legal ? null : { ...centre, r: FORBIDDEN_RADIUS },
    };
  }

  let cursor: CursorShape | null = null;
  if (inside(options.cursor)) {
    const { cx, cy } = layout.point(options.cursor.x, options.cursor.y);
    cursor = {
      point: options.cursor,
      x: round(cx - CURSOR_RADIUS),
      y: round(cy - CURSOR_RADIUS),
      width: round(2 * CURSOR_RADIUS),
      height: round(2 * CURSOR_RADIUS),
    };
  }
  return { preview, cursor };
}

/** The preview, then the cursor, over everything but the coordinates. */
export function paintInput(scene: Scene, out: Paint[]): void {
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
}
