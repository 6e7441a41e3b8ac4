/**
 * The rules overlay as a board draws it, a chunk of its own loaded when a board first shows an
 * overlay (drawing-parts.ts): the drawing part with its rules, the legend, the toggle and their
 * styles, and the engine's overlay code, in one wait, then each variant's facts, by the first
 * board of that variant.
 */
import type { CSSResult } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { Game } from '../engine/game.js';
import { loadVariantOverlay, overlayBy, placementBy, type VariantOverlay } from '../engine/overlay/lazy.js';
import type { Coord, OverlayMark, VariantId } from '../engine/types.js';
import type { PaintOverlay } from '../render/paint.js';
import { overlayPointWords } from '../render/overlay-words.js';
import * as sceneOverlay from '../render/scene-overlay.js';
import type { SceneOverlay } from '../render/scene.js';
import { LazyModule } from './lazy-module.js';
import { overlayLegendTemplate, overlayStyles, overlayToggleTemplate } from './overlay-legend.js';
import { OVERLAY_CSS } from './scene-css-overlay.js';

/** The rules overlay of a variant, as a board draws it. */
export interface OverlayDrawing {
  /** The drawing part, with the rules of the classes it paints. */
  part: SceneOverlay & PaintOverlay & { css: string };
  /**
   * The marks of the game's shown position (the engine's `rulesOverlay`), with, for `probed` (the
   * point hovered or under the cursor in play mode), what a stone there would make (the engine's
   * `placementOverlay`: under the ko refinements, the estate it judges).
   */
  marks(game: Game, probed: Coord | null): OverlayMark[];
  /** Why a stone of the player to move on `probed` is refused, in the rules' words (`check()`'s message, after the point's name); `null` where the overlay marks no refusal. */
  reason(game: Game, marks: readonly OverlayMark[], probed: Coord | null): string | null;
  /** A point's facts in words, for its accessible name. */
  pointWords: typeof overlayPointWords;
  legend: typeof overlayLegendTemplate;
  toggle: typeof overlayToggleTemplate;
  /** The legend's and the toggle's. */
  styles: CSSResult;
}

const part = { ...sceneOverlay, css: OVERLAY_CSS };

/** Each variant's overlay facts, loaded by the first board of that variant that shows an overlay. */
const entries = new Map<VariantId, LazyModule<VariantOverlay>>();

function entryOf(variant: VariantId): LazyModule<VariantOverlay> {
  let entry = entries.get(variant);
  if (!entry) entries.set(variant, (entry = new LazyModule(() => loadVariantOverlay(variant))));
  return entry;
}

function reason(game: Game, marks: readonly OverlayMark[], probed: Coord | null): string | null {
  if (!probed || !marks.some(({ kind, points }) => kind === 'refused' && points.some(({ x, y }) => x === probed.x && y === probed.y))) return null;
  const answer = game.check(probed);
  return answer.ok ? null : `${formatPoint(probed.x, probed.y, game.width, game.height)}: ${answer.message}`;
}

/** The rules overlay of `variant`, once its facts are in; `null` until then. */
export function overlayDrawing(variant: VariantId): OverlayDrawing | null {
  const entry = entryOf(variant).value;
  return (
    entry && {
      part,
      marks: (game, probed) => [...overlayBy(entry, game), ...(probed ? placementBy(entry, game, probed) : [])],
      reason,
      pointWords: overlayPointWords,
      legend: overlayLegendTemplate,
      toggle: overlayToggleTemplate,
      styles: overlayStyles,
    }
  );
}

/** Loads the overlay facts of `variant`. */
export function loadOverlayDrawing(variant: VariantId): Promise<unknown> {
  return entryOf(variant).load();
}
