import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { movesTo, shownNode, applyEdit, EditHistory, emptyDocument } from '../../src/editor/index.js';
import { at, board, edited } from './helpers.js';

describe('editor: setup tools', () => {
  test('black and white put stones in the setup, in board order', () => {
    const doc = edited([at('white', 'D4'), at('black', 'Q16'), at('black', 'C3')]);
    assert.deepEqual(doc.setup, { black: ['Q16', 'C3'], white: ['D4'], toPlay: 'black' });
  });

  test("a stone clicked with its own colour's tool comes off; with the other colour's it changes colour", () => {
    const doc = edited([at('black', 'D4'), at('white', 'D4')]);
    assert.deepEqual(doc.setup, { black: [], white: ['D4'], toPlay: 'black' });
    assert.deepEqual(edited([at('white', 'D4')], doc).setup, { black: [], white: [], toPlay: 'black' });
  });

  test('erase clears the stone, its variant state and the marks on the point', () => {
    const tile = board('tile');
    const doc = edited([at('black', 'D4', 9), at('tile', 'D4', 9), at('triangle', 'D4', 9), at('erase', 'D4', 9)], tile);
    assert.deepEqual(doc.setup, { black: [], white: [], toPlay: 'black' });
    assert.deepEqual(shownNode(doc).marks.triangles, []);
  });

  test('tile adds one tile, and past the limit goes back to none', () => {
    const doc = edited([at('tile', 'E5', 9)], board('tile'));
    assert.deepEqual(doc.setup.tiles, { E5: 1 });
    assert.equal(edited([at('tile', 'E5', 9)], doc).setup.tiles, undefined);
    const two = edited([{ kind: 'rules', rules: { maxTiles: 2 } }, at('tile', 'E5', 9), at('tile', 'E5', 9)], board('cushion'));
    assert.deepEqual(two.setup.tiles, { E5: 2 });
  });

  test('ghost turns a stone into a ghost and back (No Seki Go)', () => {
    const doc = edited([at('white', 'C3', 9), at('ghost', 'C3', 9)], board('no-seki'));
    assert.deepEqual(doc.setup.ghosts, ['C3']);
    assert.equal(edited([at('ghost', 'C3', 9)], doc).setup.ghosts, undefined);
  });

  test('marked marks a stone and back (Paper and Pencil Go)', () => {
    const doc = edited([at('black', 'C3', 9), at('marked', 'C3', 9)], board('paper-pencil'));
    assert.deepEqual(doc.setup.marked, ['C3']);
  });

  test('a tool the variant has no use for is refused, naming the variant', () => {
    const result = applyEdit(edited([at('black', 'D4')]), at('ghost', 'D4'));
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.code, 'ERR_EDIT_TOOL');
    assert.match(!result.ok ? result.message : '', /^Go has no ghosts/);
    const tile = applyEdit(emptyDocument(), at('tile', 'D4'));
    assert.match(!tile.ok ? tile.message : '', /^Go has no tiles/);
  });

  test('ghost and marked on a point without a stone are refused', () => {
    const result = applyEdit(board('no-seki'), at('ghost', 'C3', 9));
    assert.equal(!result.ok && result.code, 'ERR_EDIT_NO_STONE');
    assert.match(!result.ok ? result.message : '', /C3 holds no stone/);
  });

  test('a point off the board is refused, quoting it', () => {
    const result = applyEdit(board('go'), { kind: 'point', tool: 'black', point: { x: 9, y: 0 } });
    assert.equal(!result.ok && result.code, 'ERR_EDIT_POINT');
    assert.match(!result.ok ? result.message : '', /\(9, 0\) is not a point of this 9x9 board/);
  });

  test('with moves, a setup tool on a point the moves changed is refused, naming the point and the tool', () => {
    const doc = edited([at('alternate', 'E5', 9)], board('go'));
    const result = applyEdit(doc, at('white', 'E5', 9));
    assert.equal(!result.ok && result.code, 'ERR_EDIT_MOVED');
    assert.match(!result.ok ? result.message : '', /the moves changed E5/);
    assert.deepEqual(!result.ok && [result.where, result.tool], [['E5'], 'white']);
  });

  test('with moves, a setup edit that would make a move illegal is refused naming the move', () => {
    // Black's A1 has a liberty at B1 until White's stone goes there: then move 1 is suicide.
    const doc = edited([at('white', 'A2', 9), at('alternate', 'A1', 9)], board('go'));
    const result = applyEdit(doc, at('white', 'B1', 9));
    assert.equal(!result.ok && result.code, 'ERR_EDIT_BREAKS_MOVE');
    assert.match(!result.ok ? result.message : '', /move 1 \(A1\) illegal: Go: suicide/);
    assert.deepEqual(!result.ok && result.line, { number: 1, move: 'A1', variation: false });
    assert.equal(!result.ok && result.cause?.code, 'ERR_SUICIDE');
  });
});

describe('editor: moves', () => {
  test('alternate plays under the variant rules, colours alternating from the player to move', () => {
    const doc = edited([{ kind: 'to-play', color: 'white' }, at('alternate', 'E5', 9), at('alternate', 'D4', 9)], board('go'));
    assert.deepEqual(movesTo(doc), ['E5', 'D4']);
    assert.equal(doc.setup.toPlay, 'white');
  });

  test("a refused move gives the engine's code and message, as play mode shows it, and the engine's refusal as its cause", () => {
    const doc = edited([at('alternate', 'E5', 9)], board('go'));
    const result = applyEdit(doc, at('alternate', 'E5', 9));
    const message = 'Go: that point is already occupied';
    assert.deepEqual(result, { ok: false, code: 'ERR_OCCUPIED', message, cause: { code: 'ERR_OCCUPIED', message, move: 'E5' } });
  });

  test('a move given as text plays passes, ghosts and returns where the variant has them', () => {
    const doc = edited([{ kind: 'move', move: 'ghost:E5' }, { kind: 'move', move: 'pass' }], board('no-seki'));
    assert.deepEqual(movesTo(doc), ['ghost:E5', 'pass']);
    const refused = applyEdit(board('go'), { kind: 'move', move: 'ghost:E5' });
    assert.equal(!refused.ok && refused.code, 'ERR_MOVE_KIND');
  });

  test('a move refused for a variant rule keeps its code and the engine’s facts (Loose: a group must keep a true liberty)', () => {
    const doc = edited([at('white', 'B1', 9), at('white', 'A2', 9)], board('loose'));
    const result = applyEdit(doc, at('alternate', 'A1', 9));
    const message = 'Loose: every group must keep a true liberty, but your group at A1 would have none';
    assert.deepEqual(result, {
      ok: false,
      code: 'ERR_NO_TRUE_LIBERTY',
      message,
      cause: { code: 'ERR_NO_TRUE_LIBERTY', message, move: 'A1', reason: 'own-group', at: 'A1' },
    });
  });
});

describe('editor: markup', () => {
  test('a shape tool toggles; another shape replaces it (one mark a point)', () => {
    const doc = edited([at('triangle', 'D4'), at('square', 'D4')]);
    assert.deepEqual(shownNode(doc).marks.triangles, []);
    assert.deepEqual(shownNode(doc).marks.squares, [{ x: 3, y: 15 }]);
    assert.deepEqual(shownNode(edited([at('square', 'D4')], doc)).marks.squares, []);
  });

  test('letter and number take the next free label; the same tool again takes it off', () => {
    const doc = edited([at('letter', 'D4'), at('letter', 'E4'), at('number', 'F4'), at('letter', 'D4'), at('letter', 'G4')]);
    assert.deepEqual(
      shownNode(doc).marks.labels.map((l) => l.text),
      ['b', '1', 'a'],
    );
  });

  test('past z, the letter tool is refused', () => {
    let doc = board('go', 19);
    for (let i = 0; i < 26; i++) doc = edited([{ kind: 'point', tool: 'letter', point: { x: i % 19, y: Math.floor(i / 19) } }], doc);
    const result = applyEdit(doc, { kind: 'point', tool: 'letter', point: { x: 10, y: 10 } });
    assert.equal(!result.ok && result.code, 'ERR_EDIT_LABELS');
  });

  test('erase takes the markup off a point the moves changed', () => {
    const doc = edited([at('alternate', 'E5', 9), at('circle', 'E5', 9), at('erase', 'E5', 9)], board('go'));
    assert.deepEqual(shownNode(doc).marks.circles, []);
  });
});

describe('editor: fields', () => {
  test('rules are checked by the engine and kept only where they differ from the defaults', () => {
    const doc = edited([{ kind: 'rules', rules: { komi: 6.5, ko: 'positional' } }], board('go'));
    assert.deepEqual(doc.rules, { komi: 6.5, ko: 'positional' });
    assert.deepEqual(edited([{ kind: 'rules', rules: { komi: 7.5 } }], doc).rules, { ko: 'positional' }, 'the default komi is not held');
    assert.deepEqual(edited([{ kind: 'rules', rules: { ko: undefined } }], doc).rules, { komi: 6.5 }, 'undefined goes back to the default');
    const loose = applyEdit(board('loose'), { kind: 'rules', rules: { komi: 3 } });
    assert.equal(!loose.ok && loose.code, 'ERR_KOMI');
    const option = applyEdit(board('go'), { kind: 'rules', rules: { maxTiles: 2 } });
    assert.equal(!option.ok && option.code, 'ERR_OPTION');
  });

  test('title, comment and the player to move are set', () => {
    const doc = edited([{ kind: 'title', text: 'Dia. 1' }, { kind: 'comment', text: 'Black lives.' }, { kind: 'to-play', color: 'white' }]);
    assert.equal(doc.title, 'Dia. 1');
    assert.equal(shownNode(doc).comment, 'Black lives.');
    assert.equal(doc.setup.toPlay, 'white');
  });

  test('a crop is kept with its corners in order; the whole board is no crop; a crop off the board is refused', () => {
    const doc = edited([{ kind: 'crop', crop: { x0: 5, y0: 6, x1: 0, y1: 0 } }], board('go'));
    assert.deepEqual(doc.crop, { x0: 0, y0: 0, x1: 5, y1: 6 });
    assert.equal(edited([{ kind: 'crop', crop: { x0: 0, y0: 0, x1: 8, y1: 8 } }], doc).crop, null);
    const off = applyEdit(doc, { kind: 'crop', crop: { x0: 0, y0: 0, x1: 9, y1: 3 } });
    assert.equal(!off.ok && off.code, 'ERR_EDIT_CROP');
  });

  test('clear empties the board, its moves and marks, and keeps variant, size and rules', () => {
    const doc = edited([{ kind: 'rules', rules: { komi: 0 } }, at('black', 'C3', 9), at('alternate', 'E5', 9), at('circle', 'D4', 9), { kind: 'clear' }], board('go'));
    assert.deepEqual(doc.setup, { black: [], white: [], toPlay: 'black' });
    assert.deepEqual(movesTo(doc), []);
    assert.deepEqual(shownNode(doc).marks.circles, []);
    assert.deepEqual(doc.rules, { komi: 0 });
  });

  test('a new size keeps what fits, from the top left, and reports the rest', () => {
    const doc = edited([at('black', 'A9', 9), at('white', 'J1', 9), at('alternate', 'B8', 9), at('alternate', 'H2', 9)], board('go'));
    const result = applyEdit(doc, { kind: 'board', variant: 'go', width: 5, height: 5 });
    assert.ok(result.ok);
    assert.deepEqual(result.document.setup, { black: ['A5'], white: [], toPlay: 'black' });
    assert.deepEqual(movesTo(result.document), ['B4']);
    assert.deepEqual(
      result.dropped?.map(({ code, where, line }) => ({ code, where, line })),
      [
        { code: 'WARN_EDIT_OFF_BOARD', where: ['J1'], line: undefined },
        { code: 'WARN_EDIT_MOVE_LEFT_OUT', where: undefined, line: { number: 2, move: 'H2', variation: false } },
      ],
    );
    assert.match(result.dropped![0]!.message, /J1 are off the new board/);
    assert.match(result.dropped![1]!.message, /Move 2 \(H2\) and the moves after it were left out: H2 is off the new board/);
  });

  test('a new variant drops the states and options it lacks, and says so', () => {
    const doc = edited([{ kind: 'rules', rules: { maxTiles: 3 } }, at('black', 'C3', 9), at('tile', 'C3', 9)], board('tile'));
    const result = applyEdit(doc, { kind: 'board', variant: 'go', width: 9, height: 9 });
    assert.ok(result.ok);
    assert.deepEqual(result.document.setup, { black: ['C3'], white: [], toPlay: 'black' });
    assert.deepEqual(result.document.rules, {});
    assert.deepEqual(
      result.dropped?.map(({ code, option, value, where }) => ({ code, option, value, where })),
      [
        { code: 'WARN_EDIT_OPTION_LEFT_OUT', option: 'maxTiles', value: 3, where: undefined },
        { code: 'WARN_EDIT_TILES_LEFT_OUT', option: undefined, value: undefined, where: ['C3'] },
      ],
    );
  });

  test('a size the variant does not allow is refused with the engine code', () => {
    const result = applyEdit(board('loose'), { kind: 'board', variant: 'loose', width: 8, height: 8 });
    assert.equal(!result.ok && result.code, 'ERR_SIZE');
  });
});

describe('editor: undo and redo', () => {
  test('every edit can be undone and redone; a new edit drops the redo', () => {
    const history = new EditHistory(board('go'));
    history.apply(at('black', 'C3', 9));
    history.apply({ kind: 'title', text: 'T' });
    assert.equal(history.document.title, 'T');
    assert.ok(history.undo());
    assert.equal(history.document.title, '');
    assert.deepEqual(history.document.setup.black, ['C3']);
    assert.ok(history.redo());
    assert.equal(history.document.title, 'T');
    history.undo();
    history.apply(at('white', 'D4', 9));
    assert.equal(history.canRedo, false);
    assert.ok(history.undo() && history.undo());
    assert.equal(history.undo(), false);
    assert.deepEqual(history.document, board('go'));
  });

  test('a refused edit, or one that changes nothing, leaves no step', () => {
    const history = new EditHistory(board('go'));
    history.apply(at('ghost', 'C3', 9));
    history.apply({ kind: 'title', text: '' });
    assert.equal(history.canUndo, false);
  });
});

describe('editor: bad input', () => {
  test('an edit of no known kind is refused, quoting it', () => {
    const result = applyEdit(board('go'), { kind: 'paint' } as unknown as Parameters<typeof applyEdit>[1]);
    assert.deepEqual(result, {
      ok: false,
      code: 'ERR_EDIT_KIND',
      message: "'paint' is not an edit: the edits are point, move, to-play, rules, board, title, comment, crop, go, delete, verdict, promote and clear",
    });
  });
});
