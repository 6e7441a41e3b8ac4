/**
 * Maps a {@link Scene} to Lit templates. Shapes carry class names only; colours and widths come
 * from the element's stylesheet, so pages can restyle the board with CSS custom properties.
 */
import { html, svg, type TemplateResult } from 'lit';
import { crossPath, segmentsToPath } from '../render/path.js';
import { STONE_SHADES, type StoneShade } from '../render/palette.js';
import type { Scene } from '../render/scene.js';

/** The board drawing for `scene`, as an `<svg>` that fills its container's width. */
export function sceneTemplate(scene: Scene): TemplateResult {
  const { x, y, width, height } = scene.viewBox;
  return html`<svg viewBox="${x} ${y} ${width} ${height}" aria-hidden="true" focusable="false">
    <defs>${SHADE_GRADIENTS}</defs>
    <rect class="wood" x=${x} y=${y} width=${width} height=${height}></rect>
    <path class="lines" d=${segmentsToPath(scene.lines)}></path>
    ${scene.starPoints.map((star) => svg`<circle class="star" cx=${star.cx} cy=${star.cy} r=${star.r}></circle>`)}
    ${scene.tiles.map(
      (tile) => svg`<rect class="tile" x=${tile.x} y=${tile.y} width=${tile.width} height=${tile.height}></rect>
        ${tile.label ? svg`<text class="tile-count" x=${tile.label.x} y=${tile.label.y} font-size=${tile.label.size}>${tile.label.text}</text>` : null}`,
    )}
    ${scene.stones.map(({ cx, cy, r, color, ghost }) => {
      const ghostClass = ghost ? ' ghost' : '';
      return svg`<circle class="stone ${color}${ghostClass}" cx=${cx} cy=${cy} r=${r}></circle>
        <circle class="shade${ghostClass}" cx=${cx} cy=${cy} r=${r} fill="url(#${STONE_SHADES[color].id})"></circle>`;
    })}
    ${scene.marks.map((mark) => {
      const tone = mark.on === 'black' ? 'on-dark' : 'on-light';
      return mark.kind === 'last-move'
        ? svg`<circle class="mark last-move ${tone}" cx=${mark.cx} cy=${mark.cy} r=${mark.r}></circle>`
        : svg`<path class="mark marked ${tone}" d=${crossPath(mark.cx, mark.cy, mark.r)}></path>`;
    })}
    ${scene.labels.map(
      (label) => svg`<text class="label" x=${label.x} y=${label.y} font-size=${label.size}>${label.text}</text>`,
    )}
  </svg>`;
}

function gradient(shade: StoneShade): TemplateResult {
  return svg`<radialGradient id=${shade.id} cx=${shade.cx} cy=${shade.cy} r=${shade.r}>
    ${shade.stops.map(([offset, color, opacity]) => svg`<stop offset=${offset} stop-color=${color} stop-opacity=${opacity}></stop>`)}
  </radialGradient>`;
}

/** The same for every board, so built once. */
const SHADE_GRADIENTS = [gradient(STONE_SHADES.black), gradient(STONE_SHADES.white)];
