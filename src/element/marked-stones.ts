/** Whether a board shows Paper and Pencil Go's legend, asked by the board and by the overlay's legend (which leaves to it what it names). */
import type { Scene } from '../render/scene.js';

/** Whether `scene` draws a marked stone (Paper and Pencil Go), which the legend explains. */
export function drawsMarkedStones(scene: Scene): boolean {
  return scene.marks.some((mark) => mark.kind === 'marked' || mark.kind === 'marked-corner');
}
