import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cropWindow, problemWindow } from '../../src/formats/problem-window.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';

function tree(text: string): SgfNode {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.trees[0]!;
}

describe('problemWindow', () => {
  test('a corner problem on 19x19 gets a 9x9 window in its corner', () => {
    // Top-left corner: stones in columns a-e, rows a-d.
    const root = tree('(;SZ[19]AB[ba][bb][cc][dc]AW[ab][cb][db][eb];B[ca];W[da])');
    assert.deepEqual(problemWindow(root, 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
    // The bottom-right corner, the same shape turned.
    const other = tree('(;SZ[19]AB[sr][rr][qq][pq]AW[ss][qr][pr][or];B[qs])');
    assert.deepEqual(problemWindow(other, 19), { x0: 10, y0: 10, x1: 18, y1: 18 });
  });

  test('a side problem reaches its edge only: the other sides keep their margin', () => {
    // Stones on the top edge from column g to m, rows a to d: the window runs to the top edge.
    const root = tree('(;SZ[19]AB[ga][gb][hc][ic][jc][kc][lb][mb]AW[hb][ib][jb][kb][la];B[jd])');
    assert.deepEqual(problemWindow(root, 19), { x0: 5, y0: 0, x1: 13, y1: 8 });
  });

  test('a side a window nearly reaches (within 2 lines) is taken to the edge', () => {
    // Stones down to column d (x 3): with the margin, x 2, within 2 lines of the edge.
    const root = tree('(;SZ[19]AB[dj][ej][fj][gj][hj][ij][jj][kj][lj][mj]AW[dk][ek][fk][gk][hk][ik][jk][kk][lk][mk])');
    assert.deepEqual(problemWindow(root, 19), { x0: 0, y0: 6, x1: 13, y1: 14 });
  });

  test('a centre problem grows evenly round its points to the minimum size', () => {
    const root = tree('(;SZ[19]AB[jj][kk]AW[jk];B[kj])');
    assert.deepEqual(problemWindow(root, 19), { x0: 6, y0: 6, x1: 14, y1: 14 });
  });

  test('a variation that reaches farther than the main line widens the window', () => {
    const main = '(;SZ[19]AB[ba][bb][cc]AW[ab][cb];B[ca]';
    assert.deepEqual(problemWindow(tree(`${main})`), 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
    assert.deepEqual(problemWindow(tree(`${main};W[da](;B[ea])(;B[eb];W[fc];B[ld])))`), 19), { x0: 0, y0: 0, x1: 12, y1: 8 });
  });

  test('markup alone makes a window: labels, arrows and lines at both ends, territory, tiles', () => {
    assert.deepEqual(problemWindow(tree('(;SZ[19]LB[jj:A])'), 19), { x0: 5, y0: 5, x1: 13, y1: 13 });
    assert.deepEqual(problemWindow(tree('(;SZ[19]AR[aa:cc])'), 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
    assert.deepEqual(problemWindow(tree('(;SZ[19]LN[ss:qq]TW[rs])'), 19), { x0: 10, y0: 10, x1: 18, y1: 18 });
    assert.deepEqual(problemWindow(tree('(;SZ[19]ZVT[aa:bb:2])'), 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
  });

  test('a tree naming no point, or only passes and dimmed points, is shown whole: null', () => {
    assert.equal(problemWindow(tree('(;SZ[19])'), 19), null);
    assert.equal(problemWindow(tree('(;SZ[19]DD[jj];B[];W[tt])'), 19), null);
  });

  test('a window that would be the whole board is null; on 9x9 every window is', () => {
    assert.equal(problemWindow(tree('(;SZ[19]AB[aa][ss])'), 19), null);
    assert.equal(problemWindow(tree('(;SZ[9]AB[aa])'), 9), null);
  });

  test('on a rectangular board each axis has its own size; the minimum never exceeds the board', () => {
    // 19 columns, 7 rows: the rows are fewer than the minimum, so the window has them all.
    assert.deepEqual(problemWindow(tree('(;SZ[19:7]AB[aa])'), 19, 7), { x0: 0, y0: 0, x1: 8, y1: 6 });
  });

  test('the options: margin, snap and minSize', () => {
    const root = tree('(;SZ[19]AB[jj])');
    assert.deepEqual(problemWindow(root, 19, 19, { margin: 2, minSize: 1 }), { x0: 7, y0: 7, x1: 11, y1: 11 });
    assert.deepEqual(problemWindow(tree('(;SZ[19]AB[ee])'), 19, 19, { minSize: 1, snap: 3 }), { x0: 0, y0: 0, x1: 5, y1: 5 });
    assert.deepEqual(problemWindow(tree('(;SZ[19]AB[ee])'), 19, 19, { minSize: 1, snap: 2 }), { x0: 3, y0: 3, x1: 5, y1: 5 });
  });

  test('points off the board are ignored', () => {
    assert.deepEqual(problemWindow(tree('(;SZ[19]AB[aa][zz]CR[Zz])'), 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
  });
});

describe('cropWindow: the author\'s VW wins', () => {
  test('the root\'s VW is the window, whatever the tree uses', () => {
    assert.deepEqual(cropWindow(tree('(;SZ[19]VW[aa:ff]AB[ss])'), 19), { x0: 0, y0: 0, x1: 5, y1: 5 });
  });

  test('VW[] asks for the whole board: null, no automatic crop', () => {
    assert.equal(cropWindow(tree('(;SZ[19]VW[]AB[aa])'), 19), null);
  });

  test('without VW, the problem window', () => {
    assert.deepEqual(cropWindow(tree('(;SZ[19]AB[aa])'), 19), { x0: 0, y0: 0, x1: 8, y1: 8 });
  });
});
