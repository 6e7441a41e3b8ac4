/**
 * Maps a {@link Scene} to Lit templates, and the CSS that colours them.
 *
 * The template writes the elements of {@link paintScene}, exactly those the static SVG writer
 * (`sceneToSvgString`) writes, with class names only, in one group kept by
 * {@link keyedElements} (see there for why); colours and widths come from {@link sceneStyles}, which the
 * element's `static styles` must include. Both the stylesheet and the static SVG's attributes
 * come from one table (`STYLE_RULES` over `TOKENS` in src/render/palette.ts; the stylesheet is
 * written from it ahead of time by scripts/scene-css.ts), so the element and the static SVG
 * draw the same board.
 *
 * The `<svg>` has the class `scene`. Classes of its elements (one rule each, scoped under
 * `svg.scene`):
 *
 * | class | element | what it is |
 * | --- | --- | --- |
 * | `wood` | rect | the board |
 * | `region-tint black\|white` | path | tint of a marked region its owner holds (Paper and Pencil Go) |
 * | `lines` | path | the grid |
 * | `star` | circle | star points |
 * | `tile` | rect | a tile (Tile and Cushion Go) |
 * | `overlay KIND` (and a modifier: `atari on-dark\|on-light`, `estate passes\|fails`, `disturbing-capture strict\|loose`) | path | the rules overlay (render/scene-overlay.ts), each with `data-overlay="KIND"` |
 * | `markup-selected` | rect | a selected point (SGF `SL`), under the stones |
 * | `stone black\|white`, `shade black\|white` | circle | a stone and its shading |
 * | `ghost black\|white`, `ghost-core black\|white` | circle | a ghost (No Seki Go): translucent body with a dashed edge, opaque core |
 * | `markup-dim` | rect | a dimmed point (SGF `DD`), over the stones |
 * | `region-edge black\|white\|neutral`, `region-casing white` | path | outline of a marked region: solid dark (Black's), white cased in dark (White's), dotted (neutral) |
 * | `region-badge black\|white` | path | owner badge of a marked region: square (Black), diamond (White) |
 * | `owner black\|white` | path | counted area of a scored game: square (Black), diamond (White) |
 * | `mark marked on-dark\|on-light` | path | cross on a marked stone |
 * | `mark marked-corner on-dark\|on-light` | path | small cross in the lower right of a marked stone that holds a label or symbol |
 * | `mark flipped on-dark\|on-light` | path | turn arrow on a stone the last move flipped (Loose) |
 * | `mark captured` | path | faint dotted ring where the last move removed a piece |
 * | `mark last-move on-dark\|on-light` | circle | ring on the last piece played |
 * | `tile-badge`, `tile-count` | rect, text | height of a stack of two or more tiles |
 * | `markup circle\|triangle\|square\|cross on-dark\|on-light` | circle, path | SGF `CR`, `TR`, `SQ`, `MA` |
 * | `markup-label-disc`, `markup-label on-dark\|on-light` | circle, text | SGF `LB` label; the disc clears the grid on a bare point |
 * | `markup-halo`, `markup-arrow`, `markup-line` | path | SGF `AR` and `LN`, over a light halo |
 * | `variation-disc`, `variation-text` | circle, text | variation mark: the letter of a variation where its move lands |
 * | `preview black\|white`, `preview-ghost black\|white` | circle | translucent piece under the pointer |
 * | `forbidden-halo`, `forbidden` | path | "not allowed" sign over an illegal preview |
 * | `cursor-halo`, `cursor` | rect | keyboard cursor |
 * | `label` | text | coordinates |
 *
 * `on-dark` marks sit on black stones, `on-light` ones on white stones or the wood. Custom
 * properties: see `TOKENS` (each public `--vgb-*` property, its private `--_*` name and its
 * light and dark defaults).
 */
import { html, isServer, svg, unsafeCSS, type CSSResult, type TemplateResult } from 'lit';
import { paintGeometry, paintScene, xmlText, type Paint, type PaintParts } from '../render/paint.js';
import type { Scene } from '../render/scene.js';
import { STONE_SHADES, type StoneShade } from '../render/stone-shades.js';
import { SCENE_CSS } from './scene-css.js';
import type { DrawingParts } from './drawing-parts.js';
import { keyedElements, onServer, type ElementSpec } from './keyed-elements.js';

/**
 * The board drawing for `scene`, built with `parts`, as an `<svg class="scene">` that fills its
 * container's width. The rules of the classes the parts paint come with them, in a `<style>`.
 */
export function sceneTemplate(scene: Scene, parts: DrawingParts): TemplateResult {
  const { x, y, width, height } = scene.viewBox;
  const css = (parts.pieces?.css ?? '') + (parts.markup?.css ?? '') + (parts.overlay?.css ?? '');
  const elements = sceneElements(scene, parts);
  return html`<svg class="scene" viewBox="${x} ${y} ${width} ${height}" aria-hidden="true" focusable="false">
    ${css && partRules(css)}<defs>${SHADE_GRADIENTS}</defs>
    <g ${keyedElements(elements)}>${onServer(elements)}</g>
  </svg>`;
}

/** The rules of the parts drawn, in a `<style>`: written as markup on a server, which takes no binding inside a `<style>`. */
function partRules(css: string): unknown {
  return isServer ? onServer([{ key: css, tag: 'style', attributes: {}, text: css }]) : svg`<style>${css}</style>`;
}

/**
 * The drawing's placeholder, the size the drawing will have: the empty board (wood, lines, star
 * points, coordinates), so that a board scrolled into view before it is drawn still reads as a board.
 */
export function placeholderTemplate(scene: Scene): TemplateResult {
  const { x, y, width, height } = scene.viewBox;
  const board = sceneElements(scene, {}).filter((element) => EMPTY_BOARD.has(String(element.attributes.class)));
  return html`<svg class="scene" viewBox="${x} ${y} ${width} ${height}" aria-hidden="true" focusable="false">
    <g ${keyedElements(board)}>${onServer(board)}</g>
  </svg>`;
}

/** The classes of what an empty board draws. */
const EMPTY_BOARD = new Set(['wood', 'lines', 'star', 'label']);

/**
 * The elements of `scene` painted with `parts`, those the static SVG writes, with class names only. Each one's key
 * joins its tag, class, geometry and text, which say all there is to it: no markup is written,
 * and the geometry is computed once.
 */
export function sceneElements(scene: Scene, parts: PaintParts): ElementSpec[] {
  return paintElements(paintScene(scene, parts));
}

/** The elements that draw `paints`, keyed as {@link sceneElements} says. */
export function paintElements(paints: readonly Paint[]): ElementSpec[] {
  return paints.map((paint) => {
    const geometry = paintGeometry(paint);
    const data: Record<string, string> = {};
    for (const name in paint.data) data[`data-${name}`] = paint.data[name]!;
    const text = paint.tag === 'text' ? xmlText(paint.text) : undefined;
    // Text comes last, and each tag has a fixed number of geometry values, so no two descriptions share a key.
    let key = `${paint.tag}|${paint.class}`;
    for (const name in geometry) key += `|${geometry[name]}`;
    for (const name in data) key += `|${name}=${data[name]}`;
    if (text !== undefined) key += `|${text}`;
    return { key, tag: paint.tag, attributes: { class: paint.class, ...geometry, ...data }, text };
  });
}

function gradient(shade: StoneShade): TemplateResult {
  return svg`<radialGradient id=${shade.id} cx=${shade.cx} cy=${shade.cy} r=${shade.r}>
    ${shade.stops.map(([offset, color, opacity]) => svg`<stop offset=${offset} stop-color=${color} stop-opacity=${opacity}></stop>`)}
  </radialGradient>`;
}

/** The same for every board, so built once. */
const SHADE_GRADIENTS = [gradient(STONE_SHADES.black), gradient(STONE_SHADES.white)];

/**
 * The board drawing's styles: the private custom properties (each reading its public `--vgb-*`
 * property, with light and dark defaults) and one rule per shape class. Add it to the
 * element's `static styles`.
 */
export const sceneStyles: CSSResult = unsafeCSS(SCENE_CSS);
