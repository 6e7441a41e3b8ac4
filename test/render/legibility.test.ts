import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/types.js';
import * as L from '../../src/render/layout.js';
import { GHOST_DASH, MARK_STROKES, STYLE_RULES } from '../../src/render/palette.js';
import { buildScene, type Scene } from '../../src/render/index.js';
import { emptyMarkup } from '../../src/formats/markup.js';
import { viewOf } from './helpers.js';

const round = L.round;

/** CSS pixels per cell of a 19x19 board without coordinates drawn `width` pixels wide. */
const pxPerCell = (width: number) => width / buildScene(viewOf(19, 19)).viewBox.width;
const thumb = pxPerCell(150);

describe('legibility on a 150 px wide 19x19 board', () => {
  it('has cells of at least 7.5 px', () => {
    assert.ok(thumb >= 7.5, `${thumb}`);
  });

  it('draws every mark stroke at least half a pixel wide', () => {
    for (const [cls, rule] of Object.entries(STYLE_RULES)) {
      const width = rule['stroke-width'];
      if (typeof width === 'object' && width.token === 'markWeight') {
        assert.ok(width.scale! * thumb >= 0.5, `${cls}: ${(width.scale! * thumb).toFixed(2)} px`);
      }
    }
  });

  it('draws the last-move ring at least 4 px across with a 1 px stroke', () => {
    assert.ok((2 * L.LAST_MOVE_RADIUS + MARK_STROKES.lastMove) * thumb >= 4);
    assert.ok(MARK_STROKES.lastMove * thumb >= 1);
  });

  it('draws the cross of a marked stone at least 4 px across', () => {
    assert.ok((2 * L.MARKED_RADIUS * Math.SQRT1_2 + MARK_STROKES.marked) * thumb >= 4);
  });

  it('draws flip arrows, captured rings, owner symbols and region badges at least 2.5 px across', () => {
    for (const [name, size] of [
      ['flipped', 2 * L.FLIPPED_RADIUS],
      ['captured', 2 * L.CAPTURED_RADIUS],
      ['owner', 2 * L.OWNER_RADIUS],
      ['region badge', 2 * L.REGION_BADGE_RADIUS],
      ['tile badge', 2 * L.TILE_BADGE_RADIUS],
    ] as const) {
      assert.ok(size * thumb >= 2.5, `${name}: ${(size * thumb).toFixed(2)} px`);
    }
  });

  it("shows at least 0.75 px of tile round a stone standing on it", () => {
    assert.ok((L.TILE_SIZE / 2 - L.STONE_ON_TILE_RADIUS) * thumb >= 0.75);
  });

  it("makes a ghost's core at least 2 px across and clearly larger than a star point", () => {
    assert.ok(2 * L.GHOST_CORE_RADIUS * thumb >= 2);
    assert.ok(L.GHOST_CORE_RADIUS >= 1.3 * L.STAR_RADIUS);
  });

  it("breaks a ghost's edge into dashes of at least 1.5 px", () => {
    const [dash] = GHOST_DASH.split(' ').map(Number);
    assert.ok(dash! * thumb >= 1.5);
  });

  it('gives the cursor a halo twice its own width', () => {
    assert.ok(MARK_STROKES.halo >= 2 * MARK_STROKES.cursor);
    assert.ok(MARK_STROKES.cursor * thumb >= 0.75);
  });
});

describe('legibility at full width', () => {
  it('prints tile stack heights in at least 9 px text on a 600 px wide 19x19 board', () => {
    assert.ok(L.TILE_COUNT_SIZE * pxPerCell(600) >= 9);
  });

  it('prints coordinates at least 0.4 of a cell high', () => {
    assert.ok(L.LABEL_SIZE >= 0.4);
  });
});

describe('legibility at the size drawn on screen (drawnWidth): text of at least MIN_TEXT_PX, or none', () => {
  /** A 2-tile stack at D4 (index 15 * 19 + 3) of a width x width board. */
  const stacked = (width: number) => viewOf(width, width, { [(width - 4) * width + 3]: { color: 'black', tiles: 2 } });
  /** CSS px of a scene's text of `size` user units when the drawing is `drawn` px wide. */
  const px = (scene: Scene, drawn: number, size: number) => (size * drawn) / scene.viewBox.width;

  it('is 10 px', () => {
    assert.equal(L.MIN_TEXT_PX, 10);
  });

  it('draws coordinates at least 10 px high, larger than usual where the margin has room', () => {
    for (const [size, drawn] of [[19, 448], [19, 600], [13, 340], [9, 300]] as const) {
      const scene = buildScene(stacked(size), { coordinates: true, drawnWidth: drawn });
      assert.ok(scene.labels.length > 0, `${size}x${size} at ${drawn} px`);
      for (const label of scene.labels) assert.ok(px(scene, drawn, label.size) >= L.MIN_TEXT_PX - 1e-9, `${size}x${size} at ${drawn} px: ${px(scene, drawn, label.size)}`);
      assert.ok(scene.labels.every((label) => label.size <= L.LABEL_SIZE_MAX));
    }
  });

  it('leaves coordinates out, with their margin, where even the largest that fits would be under 10 px (19x19 on a phone)', () => {
    const phone = buildScene(stacked(19), { coordinates: true, drawnWidth: 358 });
    assert.deepEqual(phone.labels, []);
    assert.deepEqual(phone.viewBox, buildScene(stacked(19)).viewBox, 'the layout without coordinates');
  });

  it('draws a stack height in its corner badge when that is 10 px, else larger in the middle of the stack, else not at all', () => {
    const corner = buildScene(stacked(9), { drawnWidth: 448 }).tiles[0]!.badge!;
    assert.equal(corner.size, L.TILE_COUNT_SIZE);
    const middle = buildScene(stacked(19), { drawnWidth: 448 });
    const badge = middle.tiles[0]!.badge!;
    const stone = middle.stones[0]!;
    assert.ok(px(middle, 448, badge.size) >= L.MIN_TEXT_PX - 1e-9, `${px(middle, 448, badge.size)} px`);
    assert.deepEqual([badge.cx, badge.cy], [stone.cx, stone.cy], 'centred on the stack');
    assert.ok(badge.r < stone.r, 'the stone shows round it');
    assert.equal(buildScene(stacked(19), { drawnWidth: 358 }).tiles[0]!.badge, null);
    // A move number on the stack keeps the middle: the larger badge goes to the corner.
    const markup = { ...emptyMarkup(), labels: [{ point: middle.tiles[0]!.point, text: '8' }] };
    const labelled = buildScene(stacked(19), { drawnWidth: 448, markup }).tiles[0]!.badge!;
    assert.equal(labelled.size, badge.size);
    assert.deepEqual([labelled.cx, labelled.cy], [round(stone.cx + L.TILE_BADGE_OFFSET), round(stone.cy - L.TILE_BADGE_OFFSET)]);
  });

  it('without a size on screen (a static SVG, shown at any size) draws the usual sizes', () => {
    const scene = buildScene(stacked(19), { coordinates: true });
    assert.ok(scene.labels.every((label) => label.size === L.LABEL_SIZE));
    assert.equal(scene.tiles[0]!.badge!.size, L.TILE_COUNT_SIZE);
  });
});

describe('marks stay in their place', () => {
  it('keeps every mark within its own cell, so neighbours never overlap', () => {
    for (const [name, extent] of [
      ['last move', L.LAST_MOVE_RADIUS + MARK_STROKES.lastMove / 2],
      ['marked', L.MARKED_RADIUS * Math.SQRT1_2 + MARK_STROKES.marked / 2],
      ['flipped', L.FLIPPED_RADIUS + MARK_STROKES.flipped],
      ['owner diamond', L.OWNER_RADIUS * Math.SQRT2],
      ['cursor', L.CURSOR_RADIUS + MARK_STROKES.halo / 2],
    ] as const) {
      assert.ok(extent <= 0.56, `${name}: ${extent}`);
    }
  });

  /** Every point-anchored shape of a scene lies inside its drawing. */
  function assertInside(scene: Scene): void {
    const { width, height } = scene.viewBox;
    const inside = (cx: number, cy: number, r: number, what: string) =>
      assert.ok(cx - r >= 0 && cy - r >= 0 && cx + r <= width && cy + r <= height, `${what} at ${cx},${cy} r ${r}`);
    for (const m of scene.marks) inside(m.cx, m.cy, m.r * Math.SQRT2, m.kind);
    for (const s of scene.stones) inside(s.cx, s.cy, s.r, 'stone');
    for (const r of scene.regions) if (r.badge) inside(r.badge.cx, r.badge.cy, r.badge.r * Math.SQRT2, 'region badge');
    for (const t of scene.tiles) if (t.badge) inside(t.badge.cx, t.badge.cy, t.badge.width / 2, 'tile badge');
  }

  /** Random legal play with a fixed seed. */
  function randomView(options: GameOptions, turns: number, seed: number) {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const game = createGame(options);
    for (let i = 0; i < turns && !game.result; i++) {
      const moves = game.legalMoves().filter((m) => m !== 'pass');
      if (moves.length === 0) break;
      game.play(moves[Math.floor(next() * moves.length)]!);
    }
    return game.view();
  }

  for (const variant of ['go', 'loose', 'tile', 'cushion', 'no-seki', 'paper-pencil'] as const) {
    it(`keeps every shape inside the drawing in random ${variant} games, corners and edges included`, () => {
      for (const seed of [1, 2, 3]) {
        const view = randomView({ variant, size: 7, ...(variant === 'tile' || variant === 'cushion' ? { maxTiles: 'unlimited' } : {}) }, 60, seed);
        assertInside(buildScene(view));
        assertInside(buildScene(view, { coordinates: true }));
      }
    });
  }
});

describe('labels and variation letters at the size drawn on screen: at least MIN_TEXT_PX inside their stone, or left out', () => {
  /** A black stone on every point of a 19x19 board's top row, the first three labelled 7, 42 and 123. */
  const labelled = () => {
    const view = viewOf(19, 19, Object.fromEntries(Array.from({ length: 19 }, (_, x) => [x, { color: 'black' as const }])));
    const labels = ['7', '42', '123'].map((text, x) => ({ point: { x, y: 0 }, text }));
    return { view, markup: { ...emptyMarkup(), labels } };
  };
  const px = (scene: Scene, drawn: number, size: number) => (size * drawn) / scene.viewBox.width;

  it('fits the largest size of a text inside a stone, by the width of its glyphs and the height of its capitals', () => {
    for (const length of [1, 2, 3, 4, 6]) {
      const size = L.textSizeMax(length);
      assert.ok(Math.hypot(0.6 * length * size, 0.72 * size) <= 2 * L.STONE_RADIUS, `${length}: ${size}`);
      assert.ok(size <= L.LABEL_SIZE_MAX);
    }
  });

  it('draws labels of one and two characters at least 10 px on a 19x19 board on a phone, and leaves out a three-digit move number', () => {
    const { view, markup } = labelled();
    const scene = buildScene(view, { markup, drawnWidth: 358 });
    assert.deepEqual(scene.markup.labels.map((label) => label.text), ['7', '42']);
    for (const label of scene.markup.labels) {
      assert.ok(px(scene, 358, label.size) >= L.MIN_TEXT_PX - 1e-9, `${label.text}: ${px(scene, 358, label.size)} px`);
      assert.ok(label.size <= L.textSizeMax([...label.text].length), `${label.text} fits its stone`);
    }
  });

  it('draws every label at its usual size where that is readable, and on a static SVG', () => {
    const { view, markup } = labelled();
    for (const options of [{ markup, drawnWidth: 600 }, { markup }]) {
      const scene = buildScene(view, options);
      assert.deepEqual(
        scene.markup.labels.map(({ text, size }) => [text, size]),
        ['7', '42', '123'].map((text) => [text, L.labelTextSize(text.length)]),
      );
    }
  });

  it('draws the last-move ring on a stone whose label is left out', () => {
    const { view, markup } = labelled();
    const last = { ...view, lastMove: { move: 'c19', point: { x: 2, y: 0 }, color: 'black' as const, captured: [], flipped: [], marked: [], tile: false } };
    const kinds = (drawnWidth: number) => buildScene(last, { markup, drawnWidth }).marks.map((mark) => mark.kind);
    assert.deepEqual(kinds(600), [], 'the move number stands for the ring');
    assert.deepEqual(kinds(358), ['last-move']);
  });

  it('grows a variation letter to 10 px with its disc, up to a stone, and draws the disc alone where the letter cannot be read', () => {
    const variations = [{ point: { x: 3, y: 3 }, label: 'A' }];
    const usual = buildScene(viewOf(19, 19), { variations }).variations[0]!;
    assert.deepEqual([usual.size, usual.r], [0.36, L.VARIATION_RADIUS]);
    const phone = buildScene(viewOf(19, 19), { variations, drawnWidth: 358 });
    const mark = phone.variations[0]!;
    assert.ok(px(phone, 358, mark.size!) >= L.MIN_TEXT_PX - 1e-9, `${px(phone, 358, mark.size!)} px`);
    assert.ok(mark.r > L.VARIATION_RADIUS && mark.r <= L.STONE_RADIUS, `r ${mark.r}`);
    const thumbnail = buildScene(viewOf(19, 19), { variations, drawnWidth: 150 }).variations[0]!;
    assert.deepEqual([thumbnail.size, thumbnail.r], [null, L.VARIATION_RADIUS]);
  });
});

describe('text sizes on a board whose coordinates are left out', () => {
  it('sizes labels and stack heights for the larger cells of the layout without coordinates', () => {
    const view = viewOf(19, 19, { [15 * 19 + 3]: { color: 'black', tiles: 2 } });
    const markup = { ...emptyMarkup(), labels: [{ point: { x: 3, y: 15 }, text: '7' }] };
    const variations = [{ point: { x: 9, y: 9 }, label: 'A' }];
    const withCoordinates = buildScene(view, { coordinates: true, markup, variations, drawnWidth: 358 });
    const without = buildScene(view, { markup, variations, drawnWidth: 358 });
    assert.deepEqual(withCoordinates.labels, [], 'coordinates left out at 358 px');
    assert.deepEqual(withCoordinates.markup.labels, without.markup.labels);
    assert.equal(withCoordinates.markup.labels.length, 1);
    assert.deepEqual(withCoordinates.variations, without.variations);
    assert.deepEqual(withCoordinates.tiles, without.tiles);
  });
});
