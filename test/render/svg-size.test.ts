/**
 * The static SVG's own size (render/svg-string.ts `width`) and its strokes for a rasteriser
 * (`fixedStrokes`): an `<img>` gets a size, and resvg, which does not know `vector-effect`,
 * draws the grid's lines as thin as the board does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import { renderSvg } from '../../src/render/index.js';

const view = createGame({ variant: 'go', size: 9 }).view();

describe('static SVG: size and strokes', () => {
  it('without width, only the viewBox: the page sizes the drawing', () => {
    assert.doesNotMatch(renderSvg(view).svg, /^<svg [^>]* width=/);
  });

  it('width: the width asked and the height the viewBox gives, shrinking to a narrower column', () => {
    assert.match(renderSvg(view, { width: 448, coordinates: true }).svg, /^<svg [^>]*viewBox="0 0 10\.4 10\.4" width="448" height="448" style="max-width:100%;height:auto"/);
    assert.match(renderSvg(view, { width: 448, viewport: { x0: 0, y0: 0, x1: 8, y1: 3 } }).svg, /viewBox="0 0 9\.2 4\.2" width="448" height="205"/);
  });

  it('fixedStrokes: a line one CSS pixel wide at that width, in the drawing\'s units, and no vector-effect', () => {
    const svg = renderSvg(view, { width: 448, fixedStrokes: true }).svg;
    assert.doesNotMatch(svg, /vector-effect|stroke-width="1px"/);
    // 9.2 units drawn 448 pixels wide: one pixel is 0.021 units.
    assert.match(svg, /<path class="lines" [^>]*stroke-width="0\.021"/);
    assert.match(renderSvg(view, { width: 448 }).svg, /<path class="lines" [^>]*stroke-width="1px" [^>]*vector-effect="non-scaling-stroke"/);
  });
});
