import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { problemsOf, type DiagramDocument } from '../../src/editor/index.js';
import { at, board, edited, withLine } from './helpers.js';

/** A black stone in the corner with both its liberties taken by White. */
const CORNER = [at('black', 'A1', 9), at('white', 'B1', 9), at('white', 'A2', 9)];

describe('editor: problems of a position', () => {
  test('a position the variant can hold has none', () => {
    assert.deepEqual(problemsOf(edited([at('black', 'C3', 9), at('alternate', 'E5', 9)], board('go'))), []);
  });

  test('Go: a group with no liberty is shown with the reason, its points and its colour', () => {
    assert.deepEqual(problemsOf(edited(CORNER, board('go'))), [
      { code: 'PROBLEM_NO_LIBERTY', message: 'Go: the black stone at A1 has no liberty, which the rules never leave on the board', points: [{ x: 0, y: 8 }], color: 'black' },
    ]);
  });

  test('a board filled by one colour: its one group has no liberty (the rules refuse the stone played back as suicide)', () => {
    const doc = edited(['A1', 'B1', 'A2', 'B2'].map((name) => at('black', name, 2)), board('go', 2));
    assert.deepEqual(problemsOf(doc).map((p) => p.message), ['Go: the black group at A2, B2, A1, B1 has no liberty, which the rules never leave on the board']);
  });

  test('a whole group is named, once', () => {
    const doc = edited([at('black', 'A1', 9), at('black', 'B1', 9), at('white', 'C1', 9), at('white', 'A2', 9), at('white', 'B2', 9)], board('stoical'));
    const problems = problemsOf(doc);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /^Stoical Go: the black group at A1, B1 has no liberty/);
  });

  test("Loose: a group without a true liberty, in Loose's own sense", () => {
    // A2 and B1 are empty, but each touches both colours and no empty point: false liberties.
    const doc = edited([at('black', 'A1', 9), at('white', 'A3', 9), at('white', 'B2', 9), at('white', 'C1', 9)], board('loose'));
    const go = edited([at('black', 'A1', 9), at('white', 'A3', 9), at('white', 'B2', 9), at('white', 'C1', 9)], board('go'));
    assert.deepEqual(problemsOf(go), [], 'Go counts A2 and B1 as liberties');
    assert.deepEqual(
      problemsOf(doc).map((p) => p.message),
      ['Loose: the black stone at A1 has no true liberty, which the rules never leave on the board'],
    );
  });

  test('Paper and Pencil Go: an unmarked group without a liberty is a problem; marked stones are not', () => {
    assert.equal(problemsOf(edited(CORNER, board('paper-pencil'))).length, 1);
    const marked = edited([...CORNER, at('marked', 'A1', 9)], board('paper-pencil'));
    assert.deepEqual(problemsOf(marked), []);
  });

  test('No Seki Go: ghosts count as pieces of their group', () => {
    const doc = edited([...CORNER, at('ghost', 'A1', 9)], board('no-seki'));
    assert.equal(problemsOf(doc)[0]?.code, 'PROBLEM_NO_LIBERTY');
  });

  test("tiles over the limit: the engine's refusal of the setup, with the point and the engine's option", () => {
    const doc: DiagramDocument = { ...board('tile'), setup: { black: [], white: [], toPlay: 'black', tiles: { C3: 2 } } };
    assert.deepEqual(problemsOf(doc), [
      { code: 'ERR_SETUP', message: 'setup.tiles.C3 must be a whole number of tiles, at most 1, not 2', points: [{ x: 2, y: 6 }], option: 'setup.tiles.C3' },
    ]);
  });

  test('a ghost where the variant has none, or on no stone', () => {
    const go: DiagramDocument = { ...board('go'), setup: { black: ['C3'], white: [], ghosts: ['C3'] } };
    assert.equal(problemsOf(go)[0]?.code, 'ERR_SETUP');
    assert.match(problemsOf(go)[0]!.message, /Go has no ghosts/);
    const stoneless: DiagramDocument = { ...board('no-seki'), setup: { black: [], white: [], ghosts: ['C3'] } };
    assert.deepEqual(problemsOf(stoneless)[0]?.points, [{ x: 2, y: 6 }]);
  });

  test('a crop that holds no point of the board, and marks off it, each naming its points', () => {
    const doc: DiagramDocument = withLine({ ...board('go'), crop: { x0: 12, y0: 0, x1: 14, y1: 3 } }, [], { marks: { ...board('go').root.marks, circles: [{ x: 9, y: 9 }] } });
    assert.deepEqual(
      problemsOf(doc).map((p) => [p.code, p.where]),
      [
        ['PROBLEM_CROP', ['(12, 0)', '(14, 3)']],
        ['PROBLEM_MARK', ['(9, 9)']],
      ],
    );
  });

  test("a move the rules refuse: the engine's code, with its point, the move of its line and the engine's own sentence", () => {
    const doc: DiagramDocument = withLine(board('go'), ['E5', 'E5']);
    const problems = problemsOf(doc);
    assert.deepEqual(problems, [
      {
        code: 'ERR_OCCUPIED',
        message: 'move 2 (E5): Go: that point is already occupied',
        points: [{ x: 4, y: 4 }],
        line: { number: 2, move: 'E5', variation: false },
        cause: { code: 'ERR_OCCUPIED', message: 'Go: that point is already occupied', move: 'E5' },
      },
    ]);
  });
});
