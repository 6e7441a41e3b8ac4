/**
 * The rules overlay as a board shows it, a chunk of its own loaded when a board first shows an
 * overlay: the drawing part with its rules, the legend, the toggle and their styles, and the
 * engine's overlay code, in one wait; then each variant's facts, by the first board of that
 * variant, which waits for them (never drawing another variant's facts meanwhile).
 */
import { formatPoint } from '../engine/core.js';
import { samePointState } from '../engine/point-state.js';
import type { Game } from '../engine/game.js';
import { loadVariantOverlay, overlayBy, placementBy, type VariantOverlay } from '../engine/overlay/lazy.js';
import type { Coord, OverlayMark, PositionView, VariantId } from '../engine/types.js';
import { overlayPointWords } from '../render/overlay-words.js';
import type { PaintOverlay } from '../render/paint.js';
import * as sceneOverlay from '../render/scene-overlay.js';
import type { SceneOverlay } from '../render/scene.js';
import type { BoardLanguage } from './i18n/language.js';
import { overlayWords } from './i18n/overlay/index.js';
import type { OverlaySectionWords } from './i18n/overlay/en.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { RulesWords } from './i18n/reader/rules/en.js';
import type { WordSection } from './i18n/words.js';
import { LazyModule } from './lazy-module.js';
import { OVERLAY_CSS } from './scene-css-overlay.js';

export { overlayLegendTemplate, overlayStyles, overlayToggleTemplate } from './overlay-legend.js';

/** The rules overlay of the position shown, as the drawing takes it. */
export interface ShownOverlay {
  /**
   * The engine's `rulesOverlay` and, for the point probed (hovered or under the cursor in play
   * mode), its `placementOverlay`: what a refusal of a stone there is about (`refusal-area`), and
   * under the ko refinements the estate it would make.
   */
  marks: OverlayMark[];
  /** The drawing part, with the rules of the classes it paints. */
  part: SceneOverlay & PaintOverlay & { css: string };
  /** A point's facts in the board's words, for its accessible name. */
  pointWords: (shapes: Parameters<typeof overlayPointWords>[0], width: number) => Map<number, string>;
  /** Why a stone of the player to move on the point probed is refused, after the point's name; `null` where the overlay marks no refusal there. */
  reason: string | null;
  /** The overlay's words in the board's language, for its legend. */
  words: OverlaySectionWords;
}

const part = { ...sceneOverlay, css: OVERLAY_CSS };

/** Each variant's overlay facts, loaded by the first board of that variant that shows an overlay. */
const entries = new Map<VariantId, LazyModule<VariantOverlay>>();

/** Each game's overlay of the last position computed, kept while the reader hovers over it: only the probe changes then. */
const computed = new WeakMap<Game, { view: PositionView; marks: OverlayMark[] }>();

/** The overlay's words in the language of the board `language` speaks (English while they load). */
export function overlayWordsOf(language: BoardLanguage): OverlaySectionWords {
  return language.words(overlayWords);
}

/**
 * The rules overlay of `game`'s shown position `view`, with the point `probed` (or `null`), in the
 * words of `language`, a refusal in the rules' sentence (the entry's `readerWords`); until the facts of `game`'s variant are
 * in, their load, after which the board updates.
 */
export function shownOverlay(game: Game, view: PositionView, probed: Coord | null, language: BoardLanguage, readerWords: WordSection<ReaderWords>): ShownOverlay | Promise<unknown> {
  const entry = entryOf(game.variant);
  const facts = entry.value;
  if (!facts) return entry.load();
  let shown = computed.get(game);
  if (!shown || !samePosition(shown.view, view)) computed.set(game, (shown = { view, marks: overlayBy(facts, game, view) }));
  const marks = [...shown.marks, ...(probed ? placementBy(facts, game, probed) : [])];
  const words = overlayWordsOf(language);
  return {
    marks,
    part,
    pointWords: (shapes, width) => overlayPointWords(shapes, width, words),
    reason: probed && refusalAt(game, marks, probed, words, language.alongside(overlayWords, readerWords).rules),
    words,
  };
}

/** The overlay entry of `variant`, loaded on first use. */
function entryOf(variant: VariantId): LazyModule<VariantOverlay> {
  let entry = entries.get(variant);
  if (!entry) entries.set(variant, (entry = new LazyModule(() => loadVariantOverlay(variant))));
  return entry;
}

/** Loads the overlay entries of `variants`: a server draws any board's overlay in its one synchronous render (element/server/). */
export function loadOverlays(variants: readonly VariantId[]): Promise<unknown> {
  return Promise.all(variants.map((variant) => entryOf(variant).load()));
}

/**
 * Whether two views of one game show the same position: the same move, the same stones and
 * prisoners, the same player to move. A move taken back and another played in its place changes the last move.
 */
function samePosition(a: PositionView, b: PositionView): boolean {
  return (
    a.moveNumber === b.moveNumber &&
    a.toPlay === b.toPlay &&
    a.prisoners.black === b.prisoners.black &&
    a.prisoners.white === b.prisoners.white &&
    a.lastMove?.move === b.lastMove?.move &&
    a.lastMove?.color === b.lastMove?.color &&
    a.points.every((point, p) => samePointState(point, b.points[p]!))
  );
}

/** Why a stone on the probed point is refused, in the rules' sentence after the point: "A1: Go: suicide is not allowed: …". */
// A refusal's area comes from the probe alone, so it is the probed point's, wherever its points lie (a marked point is no refused empty point).
function refusalAt(game: Game, marks: readonly OverlayMark[], { x, y }: Coord, words: OverlaySectionWords, rules: RulesWords): string | null {
  const refused = ({ kind, points }: OverlayMark) =>
    kind === 'refusal-area' || (kind === 'refused' && points.some((point) => point.x === x && point.y === y));
  if (!marks.some(refused)) return null;
  const point = formatPoint(x, y, game.width, game.height);
  const answer = game.check({ x, y });
  return answer.ok ? null : `${point}${words.colon}${rules.refusal(answer, point, game)}`;
}
