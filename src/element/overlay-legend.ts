/**
 * The rules overlay's `overlay-legend` part, naming each kind of mark the board draws in words
 * (the board's, i18n/overlay/) beside a sample drawn in the board's classes, and the toggle that lets
 * the reader hide the overlay and show it again. Part of the overlay's chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OverlayKind } from '../engine/types.js';
import { overlaySwatch } from '../render/scene-overlay.js';
import type { Scene } from '../render/scene.js';
import type { OverlaySectionWords } from './i18n/overlay/en.js';
import { drawsMarkedStones } from './marked-stones.js';
import { keyedElements, onServer } from './keyed-elements.js';
import { paintElements } from './scene-template.js';

export { overlayStyles } from './overlay-legend.styles.js';

/** A sample of `kind` on one cell of wood, in the board's classes. */
function sample(kind: OverlayKind): TemplateResult {
  const swatch = paintElements(overlaySwatch(kind, 0.5, 0.5, 1));
  return html`<svg class="scene" viewBox="0 0 1 1" aria-hidden="true"
    ><rect class="wood" x="0" y="0" width="1" height="1"></rect><g ${keyedElements(swatch)}>${onServer(swatch)}</g
  ></svg>`;
}

/**
 * The kinds the Paper and Pencil Go legend (legend.ts) names already on a board drawing marked
 * stones: it tells each region by its owner's frame, which says more than the overlay's one
 * line, so the overlay's legend leaves them out and a region is named once.
 */
const NAMED_BY_MARKED_STONES_LEGEND: readonly OverlayKind[] = ['region'];

/**
 * Why the point hovered or under the cursor is refused (`overlay-reason`), then the legend of
 * the kinds `scene` draws, in the words' order, but those the board's own legend names; each
 * only when there is one.
 */
export function overlayLegendTemplate(scene: Scene, reason: string | null, words: OverlaySectionWords): TemplateResult {
  const drawn = new Set(scene.overlays.map(({ kind }) => kind));
  if (drawsMarkedStones(scene)) for (const kind of NAMED_BY_MARKED_STONES_LEGEND) drawn.delete(kind);
  const kinds = (Object.keys(words.kinds) as OverlayKind[]).filter((kind) => drawn.has(kind));
  return html`${reason ? html`<p part="overlay-reason" class="overlay-reason">${reason}</p>` : nothing}${kinds.length > 0
    ? html`<ul part="overlay-legend" class="overlay-legend" aria-label=${words.key}>
        ${kinds.map((kind) => html`<li>${sample(kind)}<span><b>${words.kinds[kind].name}</b>${words.colon}${words.kinds[kind].sentence}</span></li>`)}
      </ul>`
    : nothing}`;
}

/** The toggle in the controls: pressed while the overlay is shown; `toggle` hides or shows it. */
export function overlayToggleTemplate(shown: boolean, toggle: () => void, words: OverlaySectionWords): TemplateResult {
  return html`<button part="control overlay-toggle" class="text" type="button" aria-pressed=${String(shown)} @click=${toggle}>${words.toggle}</button>`;
}
