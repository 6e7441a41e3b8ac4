import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { movesTo, shownNode, documentFromGame, documentFromSgf, documentToSgf, documentToTree } from '../../src/editor/index.js';
import { createGame } from '../../src/engine/index.js';
import { at, board, edited, withLine } from './helpers.js';

describe('editor: SGF out', () => {
  test('the record carries the variant properties, setup, moves, title, crop, marks and comment', () => {
    const doc = edited(
      [
        { kind: 'rules', rules: { maxTiles: 2 } },
        at('black', 'C3', 9),
        at('tile', 'C3', 9),
        at('tile', 'C3', 9),
        at('alternate', 'E5', 9),
        { kind: 'move', move: 'return' },
        at('triangle', 'C3', 9),
        at('letter', 'D4', 9),
        { kind: 'title', text: 'Stacks' },
        { kind: 'comment', text: 'White returns [a prisoner].' },
        { kind: 'crop', crop: { x0: 0, y0: 2, x1: 5, y1: 8 } },
      ],
      { ...board('tile'), rules: { komi: 1 } },
    );
    assert.equal(
      documentToSgf(doc),
      '(;GM[1]FF[4]CA[UTF-8]AP[variant-go-board:0.1.0]SZ[9]GN[Stacks]KM[1]RU[Tile Go]ZVR[tile;maxTiles=2;scoring=prisoner-return]AB[cg]PL[B]ZVT[cg:2]VW[ac:fi]\n' +
        ';B[ee]\n;W[]ZVK[return]TR[cg]LB[df:a]C[White returns [a prisoner\\].])\n',
    );
  });

  test('without moves, the marks and comment are on the root', () => {
    const tree = documentToTree(edited([at('circle', 'E5', 9), { kind: 'comment', text: 'Here' }], board('go')));
    assert.deepEqual(tree.props.CR, ['ee']);
    assert.deepEqual(tree.props.C, ['Here']);
    assert.equal(tree.children.length, 0);
  });
});

describe('editor: SGF in', () => {
  test('a record gives the rules, setup with variant states, main line moves, and the last node\'s marks and comment', () => {
    const read = documentFromSgf('(;SZ[9]ZVR[no-seki;ko=positional]KM[4]GN[Ghosts]AB[cc]AW[dd]ZVG[dd]VW[aa:ee];B[ee]ZVK[ghost];W[ff]SQ[cc]C[done])');
    assert.ok(read.ok, JSON.stringify(read));
    assert.deepEqual(read.warnings, []);
    assert.deepEqual(read.document, {
      ...withLine(board('no-seki'), ['ghost:E5', 'F4'], { marks: { circles: [], triangles: [], squares: [{ x: 2, y: 2 }], crosses: [], labels: [] }, comment: 'done' }),
      variant: 'no-seki',
      width: 9,
      height: 9,
      rules: { komi: 4, ko: 'positional' },
      setup: { black: ['C7'], white: ['D6'], toPlay: 'black', ghosts: ['D6'] },
      title: 'Ghosts',
      crop: { x0: 0, y0: 0, x1: 4, y1: 4 },
    });
  });

  test('setup after a move makes the last position the setup, with a warning', () => {
    const read = documentFromSgf('(;SZ[9];B[ee];AW[aa];W[bb])');
    assert.ok(read.ok);
    assert.deepEqual(movesTo(read.document), []);
    assert.deepEqual(read.document.setup, { black: ['E5'], white: ['A9', 'B8'], toPlay: 'black' });
    assert.match(read.warnings.map((w) => w.message).join(' '), /setup between moves/);
    assert.deepEqual(read.warnings.map((w) => w.code), ['WARN_EDIT_SETUP_BETWEEN_MOVES']);
  });

  test('a move the rules refuse ends the moves kept, with a warning; the marks and comment are those of the last move kept', () => {
    const read = documentFromSgf('(;SZ[9]ZVR[loose];B[ee]C[kept];W[ee];B[dd]C[later])');
    assert.ok(read.ok);
    assert.deepEqual(movesTo(read.document), ['E5']);
    assert.equal(shownNode(read.document).comment, 'kept', "the comment of the last move kept, not of a move left out");
    assert.match(read.warnings.map((w) => w.message).join(' '), /left out/);
  });

  test('markup a document does not hold is left out with a warning; one mark a point', () => {
    const read = documentFromSgf('(;SZ[9]CR[aa]TR[aa]AR[aa:bb]LB[cc:x][dd:y]SQ[dd])');
    assert.ok(read.ok);
    assert.deepEqual(shownNode(read.document).marks, {
      circles: [{ x: 0, y: 0 }],
      triangles: [],
      squares: [{ x: 3, y: 3 }],
      crosses: [],
      labels: [{ point: { x: 2, y: 2 }, text: 'x' }],
    });
    assert.deepEqual(
      read.warnings.map(({ code, properties }) => ({ code, properties })),
      [
        { code: 'WARN_EDIT_MARKS_DOUBLED', properties: undefined },
        { code: 'WARN_EDIT_MARKUP_LEFT_OUT', properties: ['AR'] },
      ],
    );
  });

  test('an unreadable record is refused with the reader\'s code and place', () => {
    const read = documentFromSgf('(;SZ[99])');
    assert.equal(!read.ok && read.code, 'ERR_SGF_SIZE');
    const syntax = documentFromSgf('(;SZ[9');
    assert.equal(!syntax.ok && syntax.code, 'ERR_SGF_UNCLOSED_VALUE');
  });

  test('a document written as SGF reads back the same', () => {
    const doc = edited(
      [at('black', 'C3', 9), at('white', 'D4', 9), at('alternate', 'E5', 9), at('alternate', 'F6', 9), at('number', 'C3', 9), { kind: 'title', text: 'T' }, { kind: 'comment', text: 'c' }],
      board('go', 9, 7),
    );
    const read = documentFromSgf(documentToSgf(doc));
    assert.ok(read.ok);
    assert.deepEqual(read.document, doc);
  });

  test("a game (a board's moves and setup attributes) opens as a document with its setup, moves and rules", () => {
    const game = createGame({ variant: 'tile', size: 9, maxTiles: 2, setup: { black: ['C3'], tiles: { C3: 2 }, toPlay: 'white' } });
    game.play('E5');
    const read = documentFromGame(game);
    assert.ok(read.ok);
    assert.deepEqual(read.document.setup, { black: ['C3'], white: [], toPlay: 'white', tiles: { C3: 2 } });
    assert.deepEqual(movesTo(read.document), ['E5']);
    assert.deepEqual(read.document.rules, { maxTiles: 2 });
  });
});
