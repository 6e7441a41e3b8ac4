/**
 * The drawing of the position shown: the scene the `board` part draws, the exports copy and the
 * pointer's hits are found on, with the record's markup, the variation marks, the cursor and the
 * preview. Made once per update. DOM-free.
 */
import type { Coord, PositionView } from '../engine/types.js';
import type { Viewport } from '../engine/markup.js';
import type { VariationMark } from '../formats/path-markup.js';
import { clampWindow } from '../render/layout.js';
import type { PointNames, PositionWords } from '../render/position-words.js';
import type { PaintInput } from '../render/paint.js';
import { buildScene, type Scene, type SceneInput, type SceneOptions, type ScenePreview } from '../render/scene.js';
import { pointContext, type PointContext } from './describe.js';
import { drawingParts, type DrawingParts } from './drawing-parts.js';
import type { ShownOverlay } from './overlay-drawing.js';
import type { TreeRecord } from './tree-record.js';

// The board asks it with the drawing; it lives apart so the overlay's legend can ask it too.
export { drawsMarkedStones } from './marked-stones.js';

export interface Drawing {
  view: PositionView;
  /** What the points' accessible names add to their contents. */
  points: PointContext;
  options: SceneOptions;
  /** The variation marks drawn, with the child each stands for, or `null`. */
  variations: VariationMark[] | null;
  /** The parts of the drawing the scene was built with, which paint it. */
  parts: DrawingParts;
  scene: Scene;
}

/** What the drawing shows besides the position. */
export interface DrawingInput {
  /** The record's tree, for its markup and variation marks; `null` for `moves`. */
  tree: TreeRecord | null;
  /** The part of the board drawn (`shownWindow` of board-record.ts), `null` for the whole board. */
  window: Viewport | null;
  coordinates: boolean;
  /** Draw the variation marks (replay and play mode). */
  variations: boolean;
  /** Number the moves on the stones, as a `$$` diagram does. */
  numbers: boolean;
  /** A puzzle's hint. */
  hint: Coord | null;
  cursor: Coord | null;
  preview: ScenePreview | null;
  /** The drawing of the cursor and the preview, once the play input is in. */
  inputPart: (SceneInput & PaintInput) | null;
  /** The rules overlay's marks for the position and its drawing, on a board showing it once they are in; else `null`. */
  overlay: Pick<ShownOverlay, 'marks' | 'part' | 'pointWords'> | null;
  /** The board's width on screen, in CSS pixels, or `null` before it is measured. */
  drawnWidth: number | null;
  /** How points are named in words. */
  pointNames: PointNames;
  /** The words the position is told in. */
  words: PositionWords;
}

/** `window` as the scene draws it: cut to the board, `null` for the whole board. */
export function drawingWindow(view: PositionView, window: Viewport | null): Viewport | null {
  return clampWindow(window, view.width, view.height);
}

export function drawPosition(view: PositionView, input: DrawingInput): Drawing {
  const { tree } = input;
  const variations = tree && input.variations ? tree.variationMarks() : null;
  const options: SceneOptions = {
    coordinates: input.coordinates,
    cursor: input.cursor,
    preview: input.preview,
    markup: tree?.markup(view, { numbers: input.numbers, hint: input.hint }) ?? null,
    variations,
    viewport: input.window,
    drawnWidth: input.drawnWidth,
    overlay: input.overlay?.marks ?? null,
  };
  const parts = { ...drawingParts(view.variant, tree !== null), input: input.inputPart, overlay: input.overlay?.part ?? null };
  const scene = buildScene(view, options, parts);
  const points = pointContext(view, input.pointNames, input.words);
  if (input.overlay) points.overlay = input.overlay.pointWords(scene.overlays, view.width);
  return { view, points, options, variations, parts, scene };
}
