import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PointState, PositionView } from '../../src/engine/types.js';
import { audouardName } from '../../src/render/audouard.js';
import { pointContext, positionDescription, positionSummary } from '../../src/render/position-words.js';
import { positionReading, positionRows } from '../../src/element/position-reading.js';
import reading from '../../src/element/i18n/reading/en.js';
import { after } from './helpers.js';

/** A full 19x19 board of every kind of piece: black and white stones and ghosts, stacks of tiles, marked stones in regions, and counted areas. */
function crowded(): PositionView {
  const view = after('go', 19);
  const points: PointState[] = view.points.map((_, i) => ({
    color: i % 3 === 0 ? 'black' : i % 3 === 1 ? 'white' : null,
    ghost: i % 7 === 0,
    tiles: i % 5,
    marked: i % 11 === 0 && i % 3 !== 2,
  }));
  const owners = points.map((_, i) => (i % 3 === 2 ? (i % 2 ? 'black' : 'white') : null));
  const regions = [
    { points: [{ x: 0, y: 0 }], owner: 'black' as const },
    { points: [{ x: 1, y: 0 }], owner: null },
  ];
  return { ...view, points, owners, regions };
}

describe('position words', () => {
  it('the summary counts what stands on the board, never lists its points, so it stays a few hundred characters at any move', () => {
    const context = pointContext(crowded());
    const summary = positionSummary(context);
    assert.ok(positionDescription(context).length > 2000, 'the stone list is long');
    assert.ok(summary.length <= 300, `${summary.length} characters: ${summary}`);
    assert.equal(
      summary,
      "Black 103 stones and 18 ghosts, White 103 stones and 17 ghosts, 120 empty points. 720 tiles on the board. 22 marked stones. 60 empty points count for Black. 60 empty points count for White.",
    );
  });

  it('the summary of a game of Go in progress: stones by side and the empty points', () => {
    const view = after('go', 9, 'E5 C3 G7');
    assert.equal(positionSummary(pointContext(view)), 'Black 2 stones, White 1 stone, 78 empty points.');
  });

  it('Audouard names a point from its nearest corner: letter, line from the side edge, line from the top or bottom edge', () => {
    // 19x19: the four star points of the corners, a 3-4 point, the edges, the middle lines and the centre.
    assert.equal(audouardName(3, 15, 19, 19), 'D 4 4'); // D4
    assert.equal(audouardName(15, 3, 19, 19), 'B 4 4'); // Q16
    assert.equal(audouardName(3, 3, 19, 19), 'A 4 4'); // D16
    assert.equal(audouardName(15, 15, 19, 19), 'C 4 4'); // Q4
    assert.equal(audouardName(16, 3, 19, 19), 'B 3 4'); // R16
    assert.equal(audouardName(0, 0, 19, 19), 'A 1 1'); // A19
    assert.equal(audouardName(18, 18, 19, 19), 'C 1 1'); // T1
    assert.equal(audouardName(9, 15, 19, 19), 'D 10 4'); // K4: the middle column counts with the left
    assert.equal(audouardName(15, 9, 19, 19), 'B 4 10'); // Q10: the middle row counts with the upper
    assert.equal(audouardName(9, 9, 19, 19), 'centre'); // K10
    // An even board has no middle line.
    assert.equal(audouardName(3, 3, 8, 8), 'A 4 4');
    assert.equal(audouardName(4, 4, 8, 8), 'C 4 4');
  });

  it('the stone list (the S key) names points as the board is asked to: letters by default, Audouard names on request', () => {
    const view = after('go', 9, 'E5 C3 G7');
    assert.equal(positionDescription(pointContext(view)), 'Black stones: G7, E5. White stone: C3. 78 empty points.');
    assert.equal(positionReading('S', pointContext(view, 'audouard'), reading), 'Black stones: B 3 3, centre. White stone: D 3 3. 78 empty points.');
  });

  it('reading by rows names each row by its number and each piece by its column, and says a run of empty rows once', () => {
    const view = after('go', 5, 'B4 D4 C2');
    assert.equal(positionRows(pointContext(view), reading), 'Row 5: empty. Row 4: B black stone, D white stone. Row 3: empty. Row 2: C black stone. Row 1: empty.');
    assert.equal(positionRows(pointContext(after('go', 5, 'C5')), reading), 'Row 5: C black stone. Rows 4 to 1: empty.');
    assert.equal(positionRows(pointContext(after('go', 5)), reading), 'Rows 5 to 1: empty.');
  });
});
