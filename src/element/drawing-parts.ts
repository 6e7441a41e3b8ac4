/**
 * The drawing code only some boards need, each its own chunk, loaded with what needs it and in
 * the same wait, so that a board never draws a position without the part that draws it: the
 * variant pieces with the rules of a variant whose positions hold them (decided from the
 * registry's facts), markup and variation marks with the record reader (records are what carry
 * markup, puzzles' hints included). The rules overlay's part comes with the rest of the overlay
 * (overlay-drawing.ts). DOM-free.
 */
import { isVariantLoaded, loadVariant, loadVariantFacts, variantFacts } from '../engine/core.js';
import type { VariantId } from '../engine/types.js';
import type { PaintInput, PaintMarkup, PaintOverlay, PaintPieces } from '../render/paint.js';
import type { SceneInput, SceneMarkup, SceneOverlay, ScenePieces } from '../render/scene.js';
import { LazyModule } from './lazy-module.js';

/** A part as the element has it: its shapes, its paint and the rules of the classes it paints. */
export type DrawingPart<Shapes, Paint> = Shapes & Paint & { css: string };

/** The parts a board draws with: those its variant and record need, once loaded. */
export interface DrawingParts {
  pieces: DrawingPart<ScenePieces, PaintPieces> | null;
  markup: DrawingPart<SceneMarkup, PaintMarkup> | null;
  /** The preview and the cursor: the play input's (its styles carry their rules). */
  input?: (SceneInput & PaintInput) | null;
  /** The rules overlay, on a board showing it. */
  overlay?: DrawingPart<SceneOverlay, PaintOverlay> | null;
}

/** A part's code and its rules, fetched side by side (the code is also the exports' and the CLI's, the rules the element's only). */
async function drawingPart<Part>(code: Promise<Part>, css: Promise<string>): Promise<Part & { css: string }> {
  const [part, text] = await Promise.all([code, css]);
  return { ...part, css: text };
}

const pieces = new LazyModule<DrawingPart<ScenePieces, PaintPieces>>(() =>
  drawingPart(import('../render/scene-pieces.js'), import('./scene-css-pieces.js').then((module) => module.PIECES_CSS)),
);
const markup = new LazyModule<DrawingPart<SceneMarkup, PaintMarkup>>(() =>
  drawingPart(import('../render/scene-markup.js'), import('./scene-css-markup.js').then((module) => module.MARKUP_CSS)),
);

/** A variant's positions hold more than plain stones: tiles, ghosts, marked stones, regions or flipped stones. Asked once its facts are in. */
function hasPieces(variant: VariantId): boolean {
  const { pointState, captures } = variantFacts(variant)!;
  return pointState.length > 0 || captures !== 'remove';
}

/** A board of `variant` can be shown at once: its rules are in, and the drawing of its pieces. */
export function isVariantReady(variant: VariantId): boolean {
  return isVariantLoaded(variant) && (!hasPieces(variant) || pieces.value !== null);
}

/** Loads the rules of `variant` and, when its facts say its positions hold them, the drawing of its pieces, side by side. */
export async function loadVariantDrawing(variant: VariantId): Promise<unknown> {
  await loadVariantFacts(variant);
  return Promise.all([loadVariant(variant), hasPieces(variant) && pieces.load()]);
}

/** Loads the drawing of markup and variation marks. */
export function loadMarkupDrawing(): Promise<unknown> {
  return markup.load();
}

/** The parts a board of `variant` draws with; markup only for a record read as a tree. */
export function drawingParts(variant: VariantId, tree: boolean): DrawingParts {
  return { pieces: hasPieces(variant) ? pieces.value : null, markup: tree ? markup.value : null };
}
