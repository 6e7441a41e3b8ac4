/** The board point under a pointer event on the `board` part, found on the drawing's scene. */
import type { Coord } from '../engine/types.js';
import { hitTest, type Scene } from '../render/scene.js';

/** The point under `event` (its current target is the `board` part, which holds the drawing), or `null` off the grid. */
export function pointUnder(event: PointerEvent, scene: Scene): Coord | null {
  const drawing = (event.currentTarget as Element | null)?.querySelector('svg');
  const matrix = drawing?.getScreenCTM();
  if (!matrix) return null;
  const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return hitTest(scene, at.x, at.y);
}
