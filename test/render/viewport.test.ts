import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sceneElements, sceneTemplate } from '../../src/element/scene-template.js';
import { ALL_PARTS } from '../../src/render/all-parts.js';
import type { Markup, Viewport } from '../../src/engine/markup.js';
import { emptyMarkup } from '../../src/formats/markup.js';
import { renderSvg } from '../../src/render/index.js';
import { paintScene, type Paint } from '../../src/render/index.js';
import { buildScene, hitTest, type Scene, type SceneOptions } from '../../src/render/index.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';
import type { Coord, PositionView } from '../../src/engine/types.js';
import { after, play, viewOf } from './helpers.js';

const xy = (x: number, y: number): Coord => ({ x, y });
const corner: Viewport = { x0: 0, y0: 0, x1: 6, y1: 4 };

/** A 19x19 view with a piece, a tile or an owner on every point, so any shape drawn outside a window shows. */
function crowded(): PositionView {
  const base = viewOf(19, 19);
  return {
    ...base,
    points: base.points.map((_, i) => ({ color: i % 3 === 0 ? 'black' : i % 3 === 1 ? 'white' : null, ghost: false, tiles: i % 5 === 0 ? 2 : 0, marked: false })),
    owners: base.points.map((_, i) => (i % 2 === 0 ? 'black' : 'white')),
    lastMove: { move: 'L9', color: 'black', point: xy(10, 10), flipped: [xy(11, 10), xy(2, 2)], captured: [xy(12, 12), xy(3, 3)], marked: [], tile: false },
  };
}

/** Markup on every point of the board, and arrows and lines in and out of the corner window. */
function everywhere(): Markup {
  const all: Coord[] = [];
  for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) all.push(xy(x, y));
  return {
    ...emptyMarkup(),
    circles: all.filter((_, i) => i % 4 === 0),
    triangles: all.filter((_, i) => i % 4 === 1),
    squares: all.filter((_, i) => i % 4 === 2),
    crosses: all.filter((_, i) => i % 4 === 3),
    selected: all,
    dimmed: all,
    labels: all.map((point) => ({ point, text: 'a' })),
    arrows: [{ from: xy(0, 0), to: xy(6, 4) }, { from: xy(1, 1), to: xy(10, 10) }],
    lines: [{ from: xy(6, 0), to: xy(0, 4) }, { from: xy(15, 15), to: xy(3, 3) }],
  };
}

function inWindow(point: Coord, w: Viewport): boolean {
  return point.x >= w.x0 && point.x <= w.x1 && point.y >= w.y0 && point.y <= w.y1;
}

/** The points a path's commands reach (M L H V, and the end points of arcs). */
function pathPoints(d: string): [number, number][] {
  const out: [number, number][] = [];
  let [x, y] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLHVAZ])([^MLHVAZ]*)/g)) {
    const n = args!.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (command === 'M' || command === 'L') [x, y] = [n[0]!, n[1]!];
    else if (command === 'H') x = n[0]!;
    else if (command === 'V') y = n[0]!;
    else if (command === 'A') [x, y] = [n[5]!, n[6]!];
    else continue;
    out.push([x, y]);
  }
  return out;
}

/** The extent of one painted element: `[left, top, right, bottom]`. */
function extent(paint: Paint): [number, number, number, number] {
  switch (paint.tag) {
    case 'rect':
      return [paint.x, paint.y, paint.x + paint.width, paint.y + paint.height];
    case 'circle':
      return [paint.cx - paint.r, paint.cy - paint.r, paint.cx + paint.r, paint.cy + paint.r];
    case 'text':
      return [paint.x, paint.y, paint.x, paint.y];
    case 'path': {
      const points = pathPoints(paint.d);
      const xs = points.map(([px]) => px);
      const ys = points.map(([, py]) => py);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
  }
}

/** Every point-anchored shape of a scene, with its point. */
function anchored(scene: Scene): { what: string; point: Coord }[] {
  return [
    ...scene.stones.map((s) => ({ what: 'stone', point: s.point })),
    ...scene.tiles.map((t) => ({ what: 'tile', point: t.point })),
    ...scene.marks.map((m) => ({ what: `mark ${m.kind}`, point: m.point })),
    ...scene.regions.flatMap((r) => r.points.map((point) => ({ what: 'region', point }))),
    ...scene.markup.selected.map((c) => ({ what: 'selected', point: c.point })),
    ...scene.markup.dimmed.map((c) => ({ what: 'dimmed', point: c.point })),
    ...scene.markup.symbols.map((s) => ({ what: s.kind, point: s.point })),
    ...scene.markup.labels.map((l) => ({ what: 'label', point: l.point })),
    ...scene.markup.links.flatMap((l) => [{ what: l.kind, point: l.from }, { what: l.kind, point: l.to }]),
    ...scene.variations.map((v) => ({ what: 'variation', point: v.point })),
    ...(scene.preview ? [{ what: 'preview', point: scene.preview.point }] : []),
    ...(scene.cursor ? [{ what: 'cursor', point: scene.cursor.point }] : []),
  ];
}

describe('viewport: the drawing covers only the window', () => {
  it('a top-left corner: the viewBox holds the window and its rim, starting at 0', () => {
    const scene = buildScene(viewOf(19, 19), { viewport: corner });
    // 7 columns and 5 rows: 6 and 4 spacings, and a rim of 0.6 all round.
    assert.deepEqual(scene.viewBox, { x: 0, y: 0, width: 7.2, height: 5.2 });
    assert.deepEqual(scene.viewport, corner);
    assert.deepEqual([scene.columns, scene.rows], [19, 19], 'the board keeps its size');
  });

  it('a bottom-right corner: the viewBox starts at the window, point positions are those of the whole board', () => {
    const whole = buildScene(viewOf(19, 19));
    const scene = buildScene(viewOf(19, 19), { viewport: { x0: 12, y0: 14, x1: 18, y1: 18 } });
    assert.deepEqual(scene.viewBox, { x: 12, y: 14, width: 7.2, height: 5.2 });
    assert.deepEqual(scene.grid, whole.grid);
    assert.equal(round(scene.viewBox.x + scene.viewBox.width), whole.viewBox.width, 'flush with the whole board on the right');
    assert.equal(round(scene.viewBox.y + scene.viewBox.height), whole.viewBox.height, 'and at the bottom');
  });

  it('with coordinates: the coordinate margin, and labels for the window\'s columns and rows only, named as on the whole board', () => {
    const scene = buildScene(viewOf(19, 19), { coordinates: true, viewport: { x0: 12, y0: 14, x1: 18, y1: 18 } });
    assert.deepEqual(scene.viewBox, { x: 12, y: 14, width: 8.4, height: 6.4 });
    const columns = [...new Set(scene.labels.filter((l) => /[A-Z]/.test(l.text)).map((l) => l.text))];
    const rows = [...new Set(scene.labels.filter((l) => /\d/.test(l.text)).map((l) => l.text))];
    assert.deepEqual(columns, ['N', 'O', 'P', 'Q', 'R', 'S', 'T']);
    assert.deepEqual(rows, ['5', '4', '3', '2', '1']);
    assert.equal(scene.labels.length, 2 * 7 + 2 * 5, 'on both sides, as on the whole board');
    for (const label of scene.labels) {
      assert.ok(label.x > scene.viewBox.x && label.x < scene.viewBox.x + scene.viewBox.width, `${label.text} within the drawing`);
      assert.ok(label.y > scene.viewBox.y && label.y < scene.viewBox.y + scene.viewBox.height, `${label.text} within the drawing`);
    }
  });

  it('the static SVG and the element template write the window\'s viewBox and the same elements', () => {
    const scene = buildScene(after('go', 19, 'D4 Q16 C3'), { coordinates: true, viewport: { x0: 0, y0: 12, x1: 8, y1: 18 } });
    const { x, y, width, height } = scene.viewBox;
    assert.match(sceneToSvgString(scene), new RegExp(`viewBox="${x} ${y} ${width} ${height}"`));
    const template = sceneTemplate(scene, { pieces: null, markup: null });
    assert.deepEqual((template.values as unknown[]).slice(0, 4), [x, y, width, height]);
    assert.deepEqual(
      sceneElements(scene, ALL_PARTS).map(({ tag, attributes }) => [tag, attributes.class]),
      paintScene(scene).map((p) => [p.tag, p.class]),
    );
    const wood = paintScene(scene)[0]!;
    assert.deepEqual(wood, { tag: 'rect', class: 'wood', ...scene.viewBox }, 'the wood is the window');
  });

  it('renderSvg takes the viewport with the other options', () => {
    const view = after('go', 19, 'D4 Q16');
    const { scene, svg } = renderSvg(view, { viewport: corner, coordinates: true });
    assert.deepEqual(scene, buildScene(view, { viewport: corner, coordinates: true }));
    assert.equal(svg, sceneToSvgString(scene, { title: 'Go, 19x19, move 2, Black to play', description: 'Black stone: D4. White stone: Q16. 359 empty points.' }));
  });
});

describe('viewport: nothing is drawn outside the window', () => {
  const options: SceneOptions = {
    coordinates: true,
    markup: everywhere(),
    variations: [{ point: xy(2, 2), label: 'a' }, { point: xy(12, 12), label: 'b' }],
  };

  for (const [name, window] of [
    ['a top-left corner', corner],
    ['a middle window', { x0: 5, y0: 7, x1: 11, y1: 10 }],
    ['a bottom edge', { x0: 0, y0: 15, x1: 18, y1: 18 }],
    ['one point', { x0: 9, y0: 9, x1: 9, y1: 9 }],
  ] as const) {
    it(`${name}: every shape stands on a point of the window, every element lies within the drawing`, () => {
      for (const coordinates of [false, true]) {
        const scene = buildScene(crowded(), { ...options, coordinates, viewport: window });
        for (const { what, point } of anchored(scene)) assert.ok(inWindow(point, window), `${what} at ${point.x},${point.y}`);
        const cells = (window.x1 - window.x0 + 1) * (window.y1 - window.y0 + 1);
        assert.equal(scene.markup.selected.length, cells, 'each point of the window, no other');
        const { x, y, width, height } = scene.viewBox;
        const slack = 1e-9;
        for (const paint of paintScene(scene)) {
          const [l, t, r, b] = extent(paint);
          assert.ok(l >= x - slack && t >= y - slack && r <= x + width + slack && b <= y + height + slack, `${paint.class} [${l}, ${t}, ${r}, ${b}] in ${x} ${y} ${width} ${height}`);
        }
        assert.equal(scene.starPoints.length, [xy(3, 3), xy(9, 9), xy(15, 15), xy(3, 9), xy(9, 3), xy(15, 3), xy(3, 15), xy(9, 15), xy(15, 9)].filter((p) => inWindow(p, window)).length);
      }
    });
  }

  it('stones, tiles and owner marks: exactly those of the window', () => {
    const view = crowded();
    const scene = buildScene(view, { viewport: corner });
    const expected = (test: (i: number) => boolean) => view.points.flatMap((_, i) => (test(i) && inWindow(xy(i % 19, Math.floor(i / 19)), corner) ? [i] : [])).length;
    assert.equal(scene.stones.length, expected((i) => view.points[i]!.color !== null));
    assert.equal(scene.tiles.length, expected((i) => view.points[i]!.tiles > 0));
    assert.equal(scene.marks.filter((m) => m.kind === 'owner').length, expected((i) => view.owners![i] !== view.points[i]!.color));
  });

  it('the last move, its flips and captures are marked only inside the window', () => {
    const view: PositionView = {
      ...viewOf(19, 19),
      lastMove: { move: 'L9', color: 'black', point: xy(10, 10), flipped: [xy(11, 10), xy(2, 2)], captured: [xy(12, 12), xy(3, 3)], marked: [], tile: false },
    };
    const marks = (viewport: Viewport) => buildScene(view, { viewport }).marks.map((m) => [m.kind, m.point.x, m.point.y]);
    assert.deepEqual(marks(corner), [['flipped', 2, 2], ['captured', 3, 3]]);
    assert.deepEqual(marks({ x0: 9, y0: 9, x1: 11, y1: 11 }), [['flipped', 11, 10], ['last-move', 10, 10]]);
  });

  it('an arrow or a line is drawn only with both ends in the window', () => {
    const scene = buildScene(viewOf(19, 19), { markup: everywhere(), viewport: corner });
    assert.deepEqual(
      scene.markup.links.map((l) => [l.kind, l.from, l.to]),
      [['line', xy(6, 0), xy(0, 4)], ['arrow', xy(0, 0), xy(6, 4)]],
    );
  });

  it('the cursor and the preview are drawn on the window only', () => {
    const preview = (point: Coord) => ({ point, color: 'black' as const, ghost: false, legal: true });
    const inside = buildScene(viewOf(19, 19), { viewport: corner, cursor: xy(6, 4), preview: preview(xy(6, 4)) });
    assert.deepEqual([inside.cursor?.point, inside.preview?.point], [xy(6, 4), xy(6, 4)]);
    const outside = buildScene(viewOf(19, 19), { viewport: corner, cursor: xy(7, 4), preview: preview(xy(6, 5)) });
    assert.deepEqual([outside.cursor, outside.preview], [null, null]);
  });

  it('a marked region running out of the window is cut at its side, its badge inside the drawing', () => {
    // docs/rules.md, "White is dead": one region of six marked stones, Black's, rows 5 to 3.
    const view = play('paper-pencil', `. . O X .\nO O O X .\nX X X X .\n. . . . .\n. . . . .`, 'A5 B5').view();
    const window = { x0: 1, y0: 1, x1: 4, y1: 4 };
    const whole = buildScene(view).regions;
    const [region, ...rest] = buildScene(view, { viewport: window }).regions;
    assert.equal(rest.length, 0);
    assert.equal(whole[0]!.points.length, 6);
    assert.ok(region!.points.every((p) => inWindow(p, window)));
    assert.deepEqual(region!.points, whole[0]!.points.filter((p) => inWindow(p, window)));
    assert.equal(buildScene(view, { viewport: { x0: 0, y0: 3, x1: 4, y1: 4 } }).regions.length, 0, 'no region in the window');
  });
});

describe('viewport: open ends', () => {
  it('lines run on past the sides where the board goes on, and stop on the board\'s edges', () => {
    const scene = buildScene(viewOf(19, 19), { viewport: corner });
    const vertical = scene.lines.filter((l) => l.x1 === l.x2);
    const horizontal = scene.lines.filter((l) => l.y1 === l.y2);
    assert.deepEqual([vertical.length, horizontal.length], [7, 5], 'one line per column and row of the window');
    const { grid, viewBox } = scene;
    for (const line of vertical) {
      assert.equal(line.y1, grid.y0, 'the top edge is the board\'s: the line starts on it');
      assert.equal(line.y2, round(viewBox.y + viewBox.height), 'the board goes on below: the line runs to the drawing\'s edge');
      assert.ok(line.y2 > grid.y0 + 4 * grid.step);
    }
    for (const line of horizontal) {
      assert.equal(line.x1, grid.x0, 'the left edge is the board\'s');
      assert.equal(line.x2, round(viewBox.x + viewBox.width), 'the board goes on to the right');
    }
  });

  it('a window inside the board is open on all four sides', () => {
    const scene = buildScene(viewOf(19, 19), { viewport: { x0: 5, y0: 5, x1: 9, y1: 8 } });
    const { x, y, width, height } = scene.viewBox;
    for (const line of scene.lines) {
      if (line.x1 === line.x2) assert.deepEqual([line.y1, line.y2], [y, round(y + height)]);
      else assert.deepEqual([line.x1, line.x2], [x, round(x + width)]);
    }
  });

  it('with coordinates, open ends stop short of the labels', () => {
    const scene = buildScene(viewOf(19, 19), { coordinates: true, viewport: { x0: 12, y0: 0, x1: 18, y1: 6 } });
    const horizontal = scene.lines.filter((l) => l.y1 === l.y2);
    const leftmost = scene.grid.x0 + 12 * scene.grid.step;
    const rowLabelX = Math.min(...scene.labels.filter((l) => /\d/.test(l.text)).map((l) => l.x));
    for (const line of horizontal) {
      assert.ok(line.x1 < leftmost, 'open on the left');
      assert.ok(line.x1 > rowLabelX + 0.3, 'but clear of the row labels');
      assert.equal(line.x2, scene.grid.x0 + 18 * scene.grid.step, 'the right edge is the board\'s');
    }
    const vertical = scene.lines.filter((l) => l.x1 === l.x2);
    for (const line of vertical) {
      assert.equal(line.y1, scene.grid.y0, 'the top edge is the board\'s');
      assert.ok(line.y2 > scene.grid.y0 + 6 * scene.grid.step, 'open below');
    }
  });

  it('the whole board has no open ends', () => {
    const scene = buildScene(viewOf(9, 9));
    for (const line of scene.lines) {
      for (const value of [line.x1, line.x2, line.y1, line.y2]) assert.ok(value >= scene.grid.x0 && value <= scene.grid.x0 + 8 * scene.grid.step);
    }
  });
});

describe('viewport: hitTest', () => {
  const scene = buildScene(viewOf(19, 19), { viewport: corner, coordinates: true });
  const centre = (x: number, y: number) => [scene.grid.x0 + x * scene.grid.step, scene.grid.y0 + y * scene.grid.step] as const;

  it('finds the window\'s points', () => {
    for (let y = 0; y <= 4; y++) for (let x = 0; x <= 6; x++) assert.deepEqual(hitTest(scene, ...centre(x, y)), xy(x, y));
  });

  it('answers null outside the window: the next points, the open ends, the labels', () => {
    assert.equal(hitTest(scene, ...centre(7, 0)), null);
    assert.equal(hitTest(scene, ...centre(0, 5)), null);
    assert.equal(hitTest(scene, ...centre(18, 18)), null);
    const [x, y] = centre(6, 4);
    assert.equal(hitTest(scene, x + 0.55, y), null, 'on the open end past the last column');
    assert.deepEqual(hitTest(scene, x + 0.45, y), xy(6, 4), 'within half a spacing of the window\'s last point');
  });

  it('anywhere: a point of the window, the same the whole board would give, or null', () => {
    const whole = buildScene(viewOf(19, 19), { coordinates: true });
    fc.assert(
      fc.property(
        fc.record({ x0: fc.nat(18), y0: fc.nat(18), w: fc.nat(18), h: fc.nat(18) }),
        fc.double({ min: -2, max: 25, noNaN: true }),
        fc.double({ min: -2, max: 25, noNaN: true }),
        ({ x0, y0, w, h }, sx, sy) => {
          const window = { x0, y0, x1: Math.min(18, x0 + w), y1: Math.min(18, y0 + h) };
          const hit = hitTest(buildScene(viewOf(19, 19), { coordinates: true, viewport: window }), sx, sy);
          const full = hitTest(whole, sx, sy);
          if (full && inWindow(full, window)) return hit !== null && hit.x === full.x && hit.y === full.y;
          return hit === null;
        },
      ),
    );
  });
});

describe('viewport: none, or the whole board, draws the board as before', () => {
  const view = after('go', 9, 'E5 D5');
  const markup: Markup = {
    circles: [xy(1, 1)],
    triangles: [xy(2, 2)],
    squares: [xy(0, 0)],
    crosses: [xy(3, 3)],
    selected: [xy(4, 4)],
    labels: [{ point: xy(1, 0), text: 'a' }],
    arrows: [{ from: xy(0, 0), to: xy(3, 2) }],
    lines: [{ from: xy(0, 4), to: xy(4, 0) }],
    dimmed: [xy(2, 4)],
  };
  const options: SceneOptions = {
    coordinates: true,
    markup,
    variations: [{ point: xy(2, 1), label: 'a' }],
    cursor: xy(1, 2),
    preview: { point: xy(0, 1), color: 'white', ghost: false, legal: false },
  };

  it('the same SVG as before viewports existed (fixtures/full-board-9x9.svg, written by the renderer without them)', () => {
    const before = readFileSync(new URL('./fixtures/full-board-9x9.svg', import.meta.url), 'utf8').trim();
    for (const viewport of [undefined, null]) {
      const { svg } = renderSvg(view, { ...options, title: 't', ...(viewport === undefined ? {} : { viewport }) });
      // The <desc>, the forced-colours style and the picture's key came after the fixture was written; the drawing is what must not change.
      const key = /class="vgb-board vgb-([0-9a-z]+)"/.exec(svg)?.[1] ?? '';
      const unkeyed = svg.replaceAll(` vgb-${key}"`, '"').replaceAll(`-${key}`, '');
      assert.equal(unkeyed.replace(/<desc>[^<]*<\/desc>/, '').replace(/<style>@media \(forced-colors: active\)[^<]*<\/style>/, ''), before);
    }
  });

  it('null, the whole board, a window missing the board or with a value that is no number: the scene without a viewport', () => {
    const plain = buildScene(view, options);
    assert.equal(plain.viewport, null);
    for (const viewport of [
      null,
      { x0: 0, y0: 0, x1: 8, y1: 8 },
      { x0: 8, y0: 8, x1: 0, y1: 0 },
      { x0: -3, y0: -1, x1: 30, y1: 9 },
      { x0: 10, y0: 10, x1: 12, y1: 12 },
      { x0: Number.NaN, y0: 0, x1: 3, y1: 3 },
    ]) {
      assert.deepEqual(buildScene(view, { ...options, viewport }), plain, JSON.stringify(viewport));
    }
  });

  it('corners in either order, fractions rounded, cut to the board', () => {
    assert.deepEqual(buildScene(view, { viewport: { x0: 4, y0: 6, x1: 1, y1: 2 } }).viewport, { x0: 1, y0: 2, x1: 4, y1: 6 });
    assert.deepEqual(buildScene(view, { viewport: { x0: -2, y0: 0.4, x1: 3.6, y1: 12 } }).viewport, { x0: 0, y0: 0, x1: 4, y1: 8 });
  });
});

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
