/**
 * variant-go-board/render: drawing as a pure function of a position, with no DOM. Build a
 * {@link Scene} from a game's `view()`, map pointer positions back to points with
 * {@link hitTest}, or write a static SVG with {@link renderSvg}.
 *
 * @packageDocumentation
 */
import type { PositionView } from '../engine/types.js';
import { VARIANTS } from '../engine/variants/index.js';
import { pointContext, positionDescription, positionTitle } from './position-words.js';
import { ALL_PARTS } from './all-parts.js';
import { paintScene as paintWith, type Paint } from './paint.js';
import { buildScene as buildWith, type Scene, type SceneOptions } from './scene.js';
import { sceneToSvgString, type SvgStringOptions } from './svg-string.js';

export {
  hitTest,
  type Scene,
  type SceneOptions,
  type ScenePreview,
  type Dot,
  type StoneShape,
  type TileShape,
  type TileBadge,
  type RegionShape,
  type MarkShape,
  type MarkKind,
  type OverlayShape,
  type PreviewShape,
  type CursorShape,
  type LabelShape,
  type CellShape,
  type SymbolKind,
  type SymbolShape,
  type TextShape,
  type LinkShape,
  type MarkupShapes,
  type VariationShape,
} from './scene.js';
export type { Markup, MarkupLabel, MarkupLink, Viewport } from '../engine/markup.js';
export type { OverlayKind, OverlayMark } from '../engine/types.js';
export { OVERLAY_WORDS, type OverlayWords } from './overlay-words.js';
export type { Paint } from './paint.js';
export { sceneToSvgString, type SvgStringOptions } from './svg-string.js';
export { TOKENS, STYLE_RULES, tokenValues, type Token, type TokenName, type Scheme } from './palette.js';
export type { Box, Grid, Segment } from './layout.js';

/** Computes the display list of a position. Pure: the same view and options always give the same scene. */
export function buildScene(view: PositionView, options: SceneOptions = {}): Scene {
  return buildWith(view, options, ALL_PARTS);
}

/** The SVG elements that draw `scene`, bottom to top: those the static SVG writes and the element draws. */
export function paintScene(scene: Scene): Paint[] {
  return paintWith(scene, ALL_PARTS);
}

/** Options of {@link renderSvg}: what to draw and how the SVG is written. */
export type RenderSvgOptions = SceneOptions & SvgStringOptions;

/** What {@link renderSvg} returns: the scene (for hit testing or inspection) and its SVG document. */
export interface RenderedSvg {
  scene: Scene;
  svg: string;
}

/**
 * Draws a position as a standalone SVG document, in Node or anywhere else: an image
 * (`role="img"`) named by `options.title` (by default the position's short name, "Go, 9x9, move
 * 12, Black to play") and described point by point in its `<desc>` ("Black stones: D4, E5. ..."),
 * unless `options.description` gives its own.
 *
 * ```js
 * import { createGame } from 'variant-go-board/engine';
 * import { renderSvg } from 'variant-go-board/render';
 * const game = createGame({ variant: 'go', size: 9 });
 * game.play('E5');
 * const { svg } = renderSvg(game.view(), { coordinates: true, title: 'Go, after E5' });
 * ```
 *
 * With `overlay` (the engine's `rulesOverlay(game)`), the drawing shows the rules overlay and,
 * under the board, its legend: a line of words for each kind of mark drawn, then the position's
 * rule notes (`view.notes`), which hold for the whole turn rather than for a point.
 */
export function renderSvg(view: PositionView, options: RenderSvgOptions = {}): RenderedSvg {
  const scene = buildScene(view, options);
  const title = options.title ?? positionTitle(view, VARIANTS[view.variant].name);
  const description = options.description ?? positionDescription(pointContext(view));
  const notes = options.overlay ? view.notes.map((note) => note.text) : [];
  return { scene, svg: sceneToSvgString(scene, { ...options, title, description, notes }) };
}
