/**
 * A document as a Sensei's Library `$$` diagram (formats/diagram-write.ts): the position before
 * the moves to the node shown, those moves numbered on it, the node's marks, the title and the
 * crop as a partial diagram. Other lines and the verdicts are not carried.
 *
 * What a `$$` text cannot carry: the variant and rule options (the board's attributes give them:
 * `documentFromDiagram` takes them), the comment, number labels, labels on stones, a mark or
 * label where a numbered move stands, and the board outside the window. A crop on a rectangular
 * board is not written (the header holds one size, so a reader could not place it), and a crop
 * that reaches neither edge of an axis is widened to the nearer edge (a reader places a partial
 * diagram by its edges). More than 100 moves: the first ones are played into the position shown
 * and the header's `m` numbers the last 100.
 */
import type { Viewport } from '../engine/markup.js';
import { writeDiagram } from '../formats/diagram-write.js';
import type { DiagramDocument } from './document.js';
import { movesTo, shownNode } from './lines.js';
import { replayed } from './replay.js';

/** The most moves a diagram holds, as our reader takes them. */
const MOST_MOVES = 100;

/** The document as `$$` text, asking for coordinates (`$$Bc`) when `coordinates` is set. Throws a RangeError for a document that does not replay (never one `applyEdit` made). */
export function documentToDiagram(doc: DiagramDocument, options: { coordinates?: boolean } = {}): string {
  const game = replayed(doc);
  const moves = movesTo(doc);
  const before = Math.max(0, moves.length - MOST_MOVES);
  game.goTo(before);
  const start = game.view();
  return writeDiagram(start, {
    markup: shownNode(doc).marks,
    title: doc.title,
    moves: moves.slice(before),
    firstMove: before + 1,
    window: diagramWindow(doc),
    coordinates: options.coordinates === true,
  });
}

/** The part of the board a document's `$$` text shows (see the module's notes); `null` for the whole board. */
export function diagramWindow(doc: DiagramDocument): Viewport | null {
  const { crop, width, height } = doc;
  if (!crop || width !== height) return null;
  const axis = (low: number, high: number, size: number): [number, number] =>
    low === 0 || high === size - 1 ? [low, high] : low <= size - 1 - high ? [0, high] : [low, size - 1];
  const [x0, x1] = axis(crop.x0, crop.x1, width);
  const [y0, y1] = axis(crop.y0, crop.y1, height);
  return { x0, y0, x1, y1 };
}
