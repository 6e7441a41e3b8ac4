/**
 * The parts of the drawing (scene-pieces.ts, scene-markup.ts, scene-input.ts): each paints only
 * the classes `PART_CLASSES` (or, for the input, `INPUT_CLASSES`) gives it, whose rules the
 * element loads with it; without a part, a scene leaves its shapes out and draws everything else
 * as with it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_PARTS } from '../../src/render/all-parts.js';
import { paintScene, type PaintParts } from '../../src/render/paint.js';
import { INPUT_CLASSES, PART_CLASSES } from '../../src/render/palette.js';
import { buildScene, type SceneOptions, type SceneParts } from '../../src/render/scene.js';
import { after } from './helpers.js';

/** Markup of every kind, none on a last move (where a symbol or label would hide its ring), a preview, the cursor and a rules overlay. */
const MARKUP: SceneOptions = {
  markup: {
    circles: [{ x: 2, y: 2 }],
    triangles: [{ x: 3, y: 3 }],
    squares: [{ x: 5, y: 5 }],
    crosses: [{ x: 4, y: 4 }],
    labels: [{ point: { x: 1, y: 1 }, text: 'a' }, { point: { x: 6, y: 6 }, text: '1' }],
    selected: [{ x: 7, y: 7 }],
    dimmed: [{ x: 0, y: 0 }],
    arrows: [{ from: { x: 0, y: 8 }, to: { x: 3, y: 6 } }],
    lines: [{ from: { x: 8, y: 8 }, to: { x: 6, y: 1 } }],
  },
  variations: [{ point: { x: 2, y: 6 }, label: 'a' }],
  preview: { point: { x: 8, y: 0 }, color: 'black', ghost: false, legal: false },
  cursor: { x: 8, y: 0 },
  coordinates: true,
  overlay: [
    { kind: 'refused', points: [{ x: 0, y: 1 }], code: 'ERR_OCCUPIED' },
    { kind: 'atari', points: [{ x: 4, y: 4 }], color: 'black' },
    { kind: 'estate', points: [{ x: 1, y: 7 }], passes: true },
  ],
};

/** Positions holding every kind of piece: tiles and stacks, ghosts, marked stones in regions of each owner, flipped stones. */
const VIEWS = [
  after('go', 9, 'E5 D5 E4 D4 C5 pass'),
  after('tile', 9, 'E5 D5 E4 D4 E6 D6 F5 D3 E3 C4'),
  after('no-seki', 9, 'E5 ghost:C3 D4'),
  after('paper-pencil', 9, 'E5 D5 E4 D4 C5 F4 D6 F5 E6 F6 E7'),
  after('loose', 9, 'E5 D5 E4 D6 D4 C5 F5 E6'),
];

/** The classes painted when the scene is built and painted with `parts`. */
function classes(parts: SceneParts & PaintParts): Set<string> {
  return new Set(VIEWS.flatMap((view) => paintScene(buildScene(view, MARKUP, parts), parts).map((paint) => paint.class)));
}

/** The classes each part paints, whose rules the element loads with it. */
const PART_OWN: Record<keyof typeof ALL_PARTS, readonly string[]> = { ...PART_CLASSES, input: INPUT_CLASSES };

/** Every part but `part`. */
function allBut(part: keyof typeof ALL_PARTS): SceneParts & PaintParts {
  const { [part]: _left, ...rest } = ALL_PARTS;
  return rest;
}

describe('the parts of the drawing', () => {
  const all = classes(ALL_PARTS);
  const board = classes({});

  it('the board paints no class of a part: a part’s rules load with it', () => {
    const ofParts = new Set<string>(Object.values(PART_OWN).flat());
    assert.deepEqual([...board].filter((cls) => ofParts.has(cls)), []);
  });

  it('each part paints only its own classes', () => {
    for (const part of Object.keys(PART_OWN) as (keyof typeof ALL_PARTS)[]) {
      const without = classes(allBut(part));
      const byPart = [...all].filter((cls) => !without.has(cls));
      assert.ok(byPart.length > 0, part);
      assert.deepEqual(byPart.filter((cls) => !PART_OWN[part].includes(cls)), [], part);
    }
  });

  it('without its parts a scene draws the rest as with them, in the same order', () => {
    const ofParts = new Set<string>(Object.values(PART_OWN).flat());
    for (const view of VIEWS) {
      const withParts = paintScene(buildScene(view, MARKUP, ALL_PARTS), ALL_PARTS).filter((paint) => !ofParts.has(paint.class));
      assert.deepEqual(paintScene(buildScene(view, MARKUP, {}), {}), withParts);
    }
  });
});
