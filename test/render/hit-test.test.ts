import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildScene, hitTest, type Scene } from '../../src/render/index.js';
import { viewOf } from './helpers.js';

const boards: [columns: number, rows: number, coordinates: boolean][] = [
  [19, 19, false],
  [19, 19, true],
  [9, 9, false],
  [13, 7, true],
  [2, 2, false],
  [25, 25, true],
];

describe('hitTest', () => {
  for (const [columns, rows, coordinates] of boards) {
    const scene = buildScene(viewOf(columns, rows), { coordinates });
    const centre = (x: number, y: number) => ({ cx: scene.grid.x0 + x * scene.grid.step, cy: scene.grid.y0 + y * scene.grid.step });

    it(`maps every point's centre back to that point (${columns}x${rows}${coordinates ? ', coordinates' : ''})`, () => {
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < columns; x++) {
          const { cx, cy } = centre(x, y);
          assert.deepEqual(hitTest(scene, cx, cy), { x, y });
        }
      }
    });

    it(`maps any spot within the board to the nearest point, and the rest to null (${columns}x${rows}${coordinates ? ', coordinates' : ''})`, () => {
      const { x: left, y: top, width, height } = scene.viewBox;
      fc.assert(
        fc.property(fc.double({ min: left - 2, max: left + width + 2, noNaN: true }), fc.double({ min: top - 2, max: top + height + 2, noNaN: true }), (sx, sy) => {
          const hit = hitTest(scene, sx, sy);
          const fx = (sx - scene.grid.x0) / scene.grid.step;
          const fy = (sy - scene.grid.y0) / scene.grid.step;
          const onBoard = fx >= -0.5 && fy >= -0.5 && fx < columns - 0.5 && fy < rows - 0.5;
          if (!onBoard) return hit === null;
          return hit !== null && Math.abs(hit.x - fx) <= 0.5 && Math.abs(hit.y - fy) <= 0.5;
        }),
      );
    });
  }

  it('answers null off the board: outside the drawing, on the coordinates, past half a cell beyond the edge lines', () => {
    const scene: Scene = buildScene(viewOf(9, 9), { coordinates: true });
    const { x0, y0 } = scene.grid;
    assert.equal(hitTest(scene, -5, -5), null);
    assert.equal(hitTest(scene, scene.viewBox.width + 1, y0), null);
    assert.equal(hitTest(scene, x0 - 0.8, y0), null, 'a row label');
    assert.equal(hitTest(scene, x0, y0 - 0.8), null, 'a column label');
    assert.deepEqual(hitTest(scene, x0 - 0.45, y0 - 0.45), { x: 0, y: 0 }, 'just outside the corner lines still hits the corner');
    assert.equal(hitTest(scene, x0 - 0.55, y0), null);
  });

  it('answers null for coordinates that are not numbers', () => {
    const scene = buildScene(viewOf(9, 9));
    assert.equal(hitTest(scene, Number.NaN, 1), null);
    assert.equal(hitTest(scene, 1, Number.POSITIVE_INFINITY), null);
  });
});
