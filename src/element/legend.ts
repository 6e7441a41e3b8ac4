/**
 * The `legend` part under a Paper and Pencil Go board: what its cross, frames and owner badges
 * mean, for the kinds the drawing shows. Each sample is drawn with the board's own classes, so it
 * looks like the board in any scheme or theme. A chunk of its own, with its styles and words
 * (i18n/legend/), loaded when a board first draws a marked stone.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { crossPath, diamondPath, squarePath } from '../render/path.js';
import type { Scene } from '../render/scene.js';
import type { BoardLanguage } from './i18n/language.js';
import { legendWords } from './i18n/legend/index.js';

export { legendStyles } from './legend.styles.js';

/** A sample drawing of one cell, in the board's classes. */
function sample(content: TemplateResult): TemplateResult {
  return html`<svg class="scene" viewBox="0 0 1 1" aria-hidden="true"><rect class="wood" x="0" y="0" width="1" height="1"></rect>${content}</svg>`;
}

const FRAME = { x: 0.12, y: 0.12, size: 0.76 };
const frame = (cls: string) => svg`<rect class=${cls} x=${FRAME.x} y=${FRAME.y} width=${FRAME.size} height=${FRAME.size}></rect>`;

const MARKED = sample(svg`<circle class="stone white" cx="0.5" cy="0.5" r="0.44"></circle><path class="mark marked on-light" d=${crossPath(0.5, 0.5, 0.3)}></path>`);
const BLACK_REGION = sample(
  svg`${frame('region-tint black')}${frame('region-edge black')}<path class="region-badge black" d=${squarePath(FRAME.x, FRAME.y, 0.12)}></path>`,
);
const WHITE_REGION = sample(
  svg`${frame('region-tint white')}${frame('region-casing white')}${frame('region-edge white')}<path class="region-badge white" d=${diamondPath(FRAME.x + 0.05, FRAME.y + 0.05, 0.1)}></path>`,
);
const NEUTRAL_REGION = sample(frame('region-edge neutral'));

/** The legend for `scene`, which draws a marked stone (`drawsMarkedStones`), in the board's language. */
export function legendTemplate(scene: Scene, language: BoardLanguage): TemplateResult {
  const words = language.words(legendWords);
  const owners = new Set(scene.regions.map((region) => region.owner ?? 'neutral'));
  const entry = (picture: TemplateResult, text: string) => html`<li>${picture}<span>${text}</span></li>`;
  return html`<ul part="legend" class="legend" aria-label=${words.key}>
    ${entry(MARKED, words.marked)}
    ${owners.has('black') ? entry(BLACK_REGION, words.black) : nothing}
    ${owners.has('white') ? entry(WHITE_REGION, words.white) : nothing}
    ${owners.has('neutral') ? entry(NEUTRAL_REGION, words.neutral) : nothing}
  </ul>`;
}
