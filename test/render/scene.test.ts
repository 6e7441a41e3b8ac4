import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import type { PositionView } from '../../src/engine/types.js';
import { buildScene } from '../../src/render/index.js';
import { starPoints } from '../../src/engine/star-points.js';
import { viewOf as emptyView } from './helpers.js';

/** The view after playing `moves` on an empty Go board of `size`. */
function viewAfter(size: number, moves: string[]): PositionView {
  const game = createGame({ variant: 'go', size });
  for (const move of moves) assert.equal(game.play(move).ok, true, move);
  return game.view();
}

describe('star points', () => {
  const key = (points: { x: number; y: number }[]) => points.map(({ x, y }) => `${x},${y}`).sort();

  it('9x9 has the four 3-3 points and the centre', () => {
    assert.deepEqual(key(starPoints(9, 9)), key([{ x: 2, y: 2 }, { x: 6, y: 2 }, { x: 4, y: 4 }, { x: 2, y: 6 }, { x: 6, y: 6 }]));
  });

  it('13x13 has the four 4-4 points and the centre', () => {
    assert.deepEqual(key(starPoints(13, 13)), key([{ x: 3, y: 3 }, { x: 9, y: 3 }, { x: 6, y: 6 }, { x: 3, y: 9 }, { x: 9, y: 9 }]));
  });

  it('19x19 has nine: corners, sides and centre on the fourth lines', () => {
    const points = starPoints(19, 19);
    assert.equal(points.length, 9);
    for (const { x, y } of points) {
      assert.ok([3, 9, 15].includes(x) && [3, 9, 15].includes(y), `${x},${y}`);
    }
  });

  it('even sizes have no centre star', () => {
    assert.deepEqual(key(starPoints(10, 10)), key([{ x: 2, y: 2 }, { x: 7, y: 2 }, { x: 2, y: 7 }, { x: 7, y: 7 }]));
  });

  it('boards under 7 lines have none', () => {
    assert.deepEqual(starPoints(5, 5), []);
    assert.deepEqual(starPoints(19, 6), []);
  });

  it('a rectangular board gets side stars only along its long axis', () => {
    const points = starPoints(19, 9);
    assert.ok(points.some(({ x, y }) => x === 9 && y === 2), 'side star on the long edge');
    assert.ok(!points.some(({ x, y }) => x === 3 && y === 4), 'no side star on the short edge');
    assert.ok(points.some(({ x, y }) => x === 9 && y === 4), 'centre');
  });
});

describe('buildScene', () => {
  it('draws one grid line per row and per column', () => {
    const scene = buildScene(emptyView(9, 9));
    assert.equal(scene.lines.length, 18);
  });

  it('keeps width and height apart on rectangular boards', () => {
    const scene = buildScene(emptyView(13, 7));
    assert.equal(scene.lines.filter((l) => l.x1 === l.x2).length, 13, 'vertical lines, one per column');
    assert.equal(scene.lines.filter((l) => l.y1 === l.y2).length, 7, 'horizontal lines, one per row');
    assert.equal(Math.round((scene.viewBox.width - scene.viewBox.height) * 1000) / 1000, 6, "six more columns than rows");
  });

  it('draws a stone of the right colour on every occupied point', () => {
    const scene = buildScene(viewAfter(9, ['E5', 'C3', 'G7']));
    assert.deepEqual(
      scene.stones.map((s) => [s.point, s.color]),
      [
        [{ x: 6, y: 2 }, 'black'],
        [{ x: 4, y: 4 }, 'black'],
        [{ x: 2, y: 6 }, 'white'],
      ],
    );
  });

  it('puts stones at the crossing of their grid lines', () => {
    const scene = buildScene(viewAfter(9, ['A9']));
    const stone = scene.stones[0]!;
    assert.equal(stone.cx, scene.lines[0]!.x1, 'first column');
    assert.equal(stone.cy, scene.lines[9]!.y1, 'top row');
  });

  it('rings the last stone played, in the colour that contrasts with it', () => {
    const scene = buildScene(viewAfter(9, ['E5', 'C3']));
    const [ring] = scene.marks;
    const white = scene.stones.find((s) => s.color === 'white')!;
    assert.equal(scene.marks.length, 1);
    assert.deepEqual([ring!.kind, ring!.cx, ring!.cy, ring!.on], ['last-move', white.cx, white.cy, 'white']);
  });

  it('draws no last-move ring after a pass, or when asked not to', () => {
    assert.deepEqual(buildScene(viewAfter(9, ['E5', 'pass'])).marks, []);
    assert.deepEqual(buildScene(viewAfter(9, ['E5']), { lastMove: false }).marks, []);
  });

  it('draws coordinates on all four sides only when asked', () => {
    assert.deepEqual(buildScene(emptyView(9, 9)).labels, []);
    const labels = buildScene(emptyView(19, 19), { coordinates: true }).labels.map((l) => l.text);
    assert.equal(labels.length, 4 * 19);
    assert.ok(!labels.includes('I'));
    assert.equal(labels.filter((t) => t === 'T').length, 2);
    assert.equal(labels.filter((t) => t === '19').length, 2);
  });

  it('numbers rows from the bottom', () => {
    const labels = buildScene(emptyView(9, 9), { coordinates: true }).labels;
    const one = labels.find((l) => l.text === '1')!;
    const nine = labels.find((l) => l.text === '9')!;
    assert.ok(one.y > nine.y);
  });

  it('draws tiles, ghosts and marked stones from the point states', () => {
    const scene = buildScene(
      emptyView(5, 5, {
        0: { color: 'black', tiles: 1 },
        1: { color: 'white', ghost: true },
        2: { color: 'black', marked: true },
        3: { tiles: 3 },
      }),
    );
    assert.deepEqual(scene.tiles.map((t) => [t.count, t.badge?.text ?? null]), [[1, null], [3, '3']]);
    assert.deepEqual(scene.stones.map((s) => s.ghost), [false, true, false]);
    assert.deepEqual(scene.stones.map((s) => s.marked), [false, false, true]);
    assert.deepEqual(scene.marks.map((m) => [m.kind, m.on]), [['marked', 'black']]);
  });

  it('prints no long binary fractions', () => {
    const json = JSON.stringify(buildScene(viewAfter(19, ['D4', 'Q16']), { coordinates: true }));
    assert.doesNotMatch(json, /\d\.\d{4,}/);
  });

  it('is pure: the same view gives the same scene and stays unchanged', () => {
    const view = viewAfter(9, ['E5', 'C3']);
    const copy = structuredClone(view);
    assert.deepEqual(buildScene(view), buildScene(view));
    assert.deepEqual(view, copy);
  });
});
