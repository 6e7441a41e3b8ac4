/** The board point under a pointer event on the `board` part, found on the drawing's scene. */
import type { Coord } from '../engine/types.js';
import { hitTest, type Scene } from '../render/scene.js';

/** The screen's CSS pixels between two neighbouring points of the drawing in the `board` part under `event`, or `null` when it is not laid out. */
export function pointPitch(event: PointerEvent, scene: Scene): number | null {
  const matrix = (event.currentTarget as Element | null)?.querySelector('svg')?.getScreenCTM();
  return matrix ? Math.hypot(matrix.a, matrix.b) * scene.grid.step : null;
}

/** The point under `event` (its current target is the `board` part, which holds the drawing), or `null` off the grid. */
export function pointUnder(event: PointerEvent, scene: Scene): Coord | null {
  const drawing = (event.currentTarget as Element | null)?.querySelector('svg');
  const matrix = drawing?.getScreenCTM();
  if (!matrix) return null;
  const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return hitTest(scene, at.x, at.y);
}
