import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sceneElements } from '../../src/element/scene-template.js';
import { ALL_PARTS } from '../../src/render/all-parts.js';
import type { Markup } from '../../src/engine/markup.js';
import { emptyMarkup } from '../../src/formats/markup.js';
import * as L from '../../src/render/layout.js';
import { paintScene } from '../../src/render/index.js';
import { MARK_STROKES, STYLE_RULES, tokenValues, type Scheme, type TokenName } from '../../src/render/palette.js';
import { buildScene, type Scene } from '../../src/render/index.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';
import { after, at, viewOf } from './helpers.js';

const xy = (x: number, y: number) => ({ x, y });

function markup(parts: Partial<Markup>): Markup {
  return { ...emptyMarkup(), ...parts };
}

/** `[tag, class]` of every shape element of an SVG string, in document order. */
function shapesOf(svg: string): [string, string][] {
  return [...svg.matchAll(/<(rect|circle|path|text) class="([^"]*)"/g)].map(([, tag, cls]) => [tag!, cls!]);
}

/** A 9x9 position with stones of both colours and a tile, and markup of every kind on it. */
function busyScene(): Scene {
  // Black E5, White C3, then Black D4: D4 is the last move.
  const view = after('go', 9, 'E5 C3 D4');
  return buildScene(view, {
    coordinates: true,
    markup: markup({
      circles: [at('E5', 9), xy(0, 0)],
      triangles: [at('C3', 9)],
      squares: [xy(8, 8)],
      crosses: [xy(1, 0)],
      selected: [xy(2, 0)],
      labels: [{ point: xy(3, 0), text: 'a' }, { point: at('E5', 9), text: '12' }],
      arrows: [{ from: xy(0, 8), to: xy(4, 8) }],
      lines: [{ from: xy(0, 7), to: xy(0, 5) }],
      dimmed: [xy(8, 0)],
    }),
    variations: [{ point: xy(6, 6), label: 'a' }, { point: xy(7, 6), label: 'b' }],
  });
}

describe('SGF markup in the scene', () => {
  it('without markup or variations the SGF layers are empty and the drawing is the same as before', () => {
    const view = after('tile', 7, 'D4 C3 E5', { maxTiles: 2 });
    const plain = buildScene(view, { coordinates: true });
    assert.deepEqual(plain.markup, { selected: [], dimmed: [], symbols: [], labels: [], links: [] });
    assert.deepEqual(plain.variations, []);
    const empty = buildScene(view, { coordinates: true, markup: emptyMarkup(), variations: [] });
    assert.deepEqual(paintScene(empty), paintScene(plain));
    assert.deepEqual(paintScene(buildScene(view, { markup: null, variations: null })), paintScene(buildScene(view)));
  });

  it('CR TR SQ MA become symbols of their kind, contrasting with the stone under them', () => {
    const scene = busyScene();
    assert.deepEqual(
      scene.markup.symbols.map((s) => [s.kind, s.point, s.on]),
      [
        ['circle', at('E5', 9), 'black'],
        ['circle', xy(0, 0), null],
        ['triangle', at('C3', 9), 'white'],
        ['square', xy(8, 8), null],
        ['cross', xy(1, 0), null],
      ],
    );
    const classes = paintScene(scene).map((p) => p.class);
    for (const cls of ['markup circle on-dark', 'markup circle on-light', 'markup triangle on-light', 'markup square on-light', 'markup cross on-light']) {
      assert.ok(classes.includes(cls), cls);
    }
  });

  it('labels: a disc clears the grid under a label on a bare point, none on a stone; long texts get smaller', () => {
    const scene = busyScene();
    const [bare, onStone] = scene.markup.labels;
    assert.deepEqual([bare!.text, bare!.disc?.r, bare!.size], ['a', L.MARKUP_LABEL_DISC_RADIUS, L.labelTextSize(1)]);
    assert.deepEqual([onStone!.text, onStone!.disc, onStone!.on], ['12', null, 'black']);
    assert.ok(L.labelTextSize(1) > L.labelTextSize(2) && L.labelTextSize(2) > L.labelTextSize(3) && L.labelTextSize(3) > L.labelTextSize(8));
    const classes = paintScene(scene).map((p) => p.class);
    assert.equal(classes.filter((c) => c === 'markup-label-disc').length, 1);
    assert.ok(classes.includes('markup-label on-dark') && classes.includes('markup-label on-light'));
  });

  it('no disc under a label on a tile: the tile already hides the grid', () => {
    const view = viewOf(5, 5, { 0: { tiles: 1 } });
    const scene = buildScene(view, { markup: markup({ labels: [{ point: xy(0, 0), text: 'a' }] }) });
    assert.equal(scene.markup.labels[0]!.disc, null);
  });

  it('arrows and lines run from centre to centre; an arrow has a head, and both sit on a halo', () => {
    const scene = busyScene();
    const [line, arrow] = scene.markup.links;
    const centre = (x: number, y: number) => scene.grid.x0 + x * scene.grid.step;
    assert.deepEqual([line!.kind, line!.head, line!.x1, line!.y2], ['line', 0, centre(0, 0), scene.grid.y0 + 5]);
    assert.deepEqual([arrow!.kind, arrow!.head, arrow!.x2], ['arrow', L.ARROW_HEAD, centre(4, 0)]);
    const paints = paintScene(scene).filter((p) => p.class.startsWith('markup-halo') || p.class === 'markup-arrow' || p.class === 'markup-line');
    assert.deepEqual(paints.map((p) => p.class), ['markup-halo', 'markup-line', 'markup-halo', 'markup-arrow']);
    const arrowPath = paints[3]!.tag === 'path' ? paints[3]!.d : '';
    assert.equal((arrowPath.match(/M/g) ?? []).length, 2, 'shaft and head');
  });

  it('SL is drawn under the stones, DD over them', () => {
    const classes = paintScene(busyScene()).map((p) => p.class);
    const first = (cls: string) => classes.indexOf(cls);
    assert.ok(first('markup-selected') < first('stone black'));
    assert.ok(first('markup-dim') > classes.lastIndexOf('shade white'));
    assert.ok(first('markup-dim') < first('mark last-move on-dark') || first('mark last-move on-dark') < 0);
  });

  it('the last-move ring is left out where a symbol or label sits on the last move, and kept elsewhere', () => {
    const view = after('go', 9, 'E5 C3 D4');
    const ring = (m: Markup | null) => buildScene(view, { markup: m }).marks.filter((k) => k.kind === 'last-move').length;
    assert.equal(ring(null), 1);
    assert.equal(ring(markup({ triangles: [at('D4', 9)] })), 0);
    assert.equal(ring(markup({ labels: [{ point: at('D4', 9), text: 'a' }] })), 0);
    assert.equal(ring(markup({ triangles: [at('E5', 9)] })), 1);
  });

  it('points off the board, repeats, empty labels and one-point links are ignored', () => {
    const scene = buildScene(viewOf(5, 5), {
      markup: markup({
        circles: [xy(5, 0), xy(-1, 2), xy(1, 1), xy(1, 1), xy(0.5, 1)],
        labels: [{ point: xy(9, 9), text: 'a' }, { point: xy(0, 0), text: '' }, { point: xy(1, 1), text: 'b' }, { point: xy(1, 1), text: 'c' }],
        arrows: [{ from: xy(0, 0), to: xy(0, 0) }, { from: xy(0, 0), to: xy(7, 0) }],
        dimmed: [xy(2, 2), xy(2, 2), xy(2, 9)],
      }),
      variations: [{ point: xy(6, 6), label: 'a' }, { point: xy(3, 3), label: 'b' }, { point: xy(3, 3), label: 'c' }],
    });
    assert.deepEqual(scene.markup.symbols.map((s) => s.point), [xy(1, 1)]);
    assert.deepEqual(scene.markup.labels.map((l) => l.text), ['b']);
    assert.deepEqual(scene.markup.links, []);
    assert.deepEqual(scene.markup.dimmed.map((d) => d.point), [xy(2, 2)]);
    assert.deepEqual(scene.variations.map((v) => v.label), ['b']);
  });
});

describe('variation marks in the scene', () => {
  it('draw a disc and the letter on each point, over the markup and under the preview and cursor', () => {
    const scene = buildScene(after('go', 9, 'E5'), {
      variations: [{ point: xy(2, 2), label: 'a' }, { point: xy(6, 6), label: 'b' }],
      markup: markup({ circles: [xy(2, 2)] }),
      preview: { point: xy(4, 2), color: 'white', ghost: false, legal: true },
      cursor: xy(0, 0),
    });
    assert.deepEqual(scene.variations.map((v) => [v.point, v.label, v.r]), [[xy(2, 2), 'a', L.VARIATION_RADIUS], [xy(6, 6), 'b', L.VARIATION_RADIUS]]);
    const paints = paintScene(scene);
    const classes = paints.map((p) => p.class);
    assert.deepEqual(paints.filter((p) => p.class === 'variation-text').map((p) => (p.tag === 'text' ? p.text : '')), ['a', 'b']);
    assert.ok(classes.indexOf('markup circle on-light') < classes.indexOf('variation-disc'));
    assert.ok(classes.lastIndexOf('variation-text') < classes.indexOf('preview white'));
    assert.ok(classes.lastIndexOf('variation-text') < classes.indexOf('cursor'));
  });
});

describe('both renderers draw the markup alike', () => {
  it('the static SVG writes exactly the painted elements, each class with a style', () => {
    const scene = busyScene();
    assert.deepEqual(shapesOf(sceneToSvgString(scene)), paintScene(scene).map((p) => [p.tag, p.class]));
    for (const paint of paintScene(scene)) assert.ok(STYLE_RULES[paint.class], paint.class);
  });

  it('the element template renders the same tags and classes in the same order', () => {
    const scene = busyScene();
    assert.deepEqual(
      sceneElements(scene, ALL_PARTS).map(({ tag, attributes }) => [tag, attributes.class]),
      paintScene(scene).map((p) => [p.tag, p.class]),
    );
  });

  it('escapes label text in the static SVG and the element drawing', () => {
    const scene = buildScene(viewOf(5, 5), { markup: markup({ labels: [{ point: xy(1, 1), text: '<&>' }] }) });
    assert.ok(sceneToSvgString(scene).includes('>&lt;&amp;&gt;</text>'));
    assert.ok(sceneElements(scene, ALL_PARTS).some(({ tag, text }) => tag === 'text' && text === '<&>'), 'the element sets it as text content');
  });
});

describe('markup legibility', () => {
  /** WCAG 2.2 contrast ratio of two `#rrggbb` colours. */
  function contrast(a: string, b: string): number {
    const lum = (hex: string) =>
      [0, 2, 4]
        .map((i) => Number.parseInt(hex.slice(1 + i, 3 + i), 16) / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  }

  const PAIRS: [TokenName, TokenName, number, string][] = [
    ['markOnLight', 'board', 4.5, 'a label on the wood'],
    ['markOnLight', 'whiteStone', 4.5, 'a label on a white stone'],
    ['markOnDark', 'blackStone', 4.5, 'a label on a black stone'],
    ['markOnLight', 'tile', 3, 'a symbol on a bare tile'],
    ['halo', 'cursor', 4.5, 'the letter of a variation mark in its disc'],
    ['cursor', 'board', 3, 'a variation disc on the wood'],
    ['markOnLight', 'halo', 3, 'an arrow or line on its halo'],
  ];
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    const values = tokenValues(scheme);
    for (const [fg, bg, min, why] of PAIRS) {
      it(`${scheme} scheme: ${why} contrast at least ${min}:1`, () => {
        const ratio = contrast(values[fg], values[bg]);
        assert.ok(ratio >= min, `${values[fg]} on ${values[bg]}: ${ratio.toFixed(2)}`);
      });
    }
  }

  it('keeps every symbol, label disc and variation mark within its own cell', () => {
    for (const [name, extent] of [
      ['circle', L.MARKUP_CIRCLE_RADIUS + MARK_STROKES.markup / 2],
      ['triangle', L.MARKUP_TRIANGLE_RADIUS + MARK_STROKES.markup / 2],
      ['square', L.MARKUP_SQUARE_RADIUS * Math.SQRT2 + MARK_STROKES.markup / 2],
      ['cross', L.MARKUP_CROSS_RADIUS * Math.SQRT1_2 + MARK_STROKES.markup / 2],
      ['label disc', L.MARKUP_LABEL_DISC_RADIUS],
      ['variation', L.VARIATION_RADIUS + MARK_STROKES.variationEdge / 2],
    ] as const) {
      assert.ok(extent <= 0.5, `${name}: ${extent}`);
    }
  });

  it('fits labels of up to 8 characters in their cell (about 0.6 of the font size per character); longer ones keep a readable minimum size', () => {
    for (let n = 1; n <= 8; n++) assert.ok(n * 0.6 * L.labelTextSize(n) <= 1.0, `${n} characters`);
    assert.equal(L.labelTextSize(30), 0.2);
  });

  it('keeps every markup shape inside the drawing, corners included, with and without coordinates', () => {
    for (const coordinates of [false, true]) {
      const corners = [xy(0, 0), xy(6, 0), xy(0, 6), xy(6, 6)];
      const scene = buildScene(viewOf(7, 7), {
        coordinates,
        markup: markup({ circles: corners, triangles: corners, squares: corners, crosses: corners, selected: corners, dimmed: corners, labels: corners.map((point) => ({ point, text: 'abc' })) }),
        variations: corners.map((point) => ({ point, label: 'a' })),
      });
      const { width, height } = scene.viewBox;
      const inside = (x: number, y: number, r: number) => x - r >= 0 && y - r >= 0 && x + r <= width && y + r <= height;
      for (const s of scene.markup.symbols) assert.ok(inside(s.cx, s.cy, s.r + MARK_STROKES.markup), s.kind);
      for (const l of scene.markup.labels) assert.ok(inside(l.cx, l.cy, L.MARKUP_LABEL_DISC_RADIUS), 'label');
      for (const v of scene.variations) assert.ok(inside(v.cx, v.cy, v.r), 'variation');
      for (const c of [...scene.markup.selected, ...scene.markup.dimmed]) assert.ok(c.x >= 0 && c.y >= 0 && c.x + c.width <= width && c.y + c.height <= height, 'cell');
    }
  });
});
