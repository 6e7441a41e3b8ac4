/** The editor's tree of lines: variations, going along them, taking out moves, the main line, verdicts, and SGF in and out. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdit, documentFromSgf, documentToSgf, EditHistory, movesTo, problemsOf, shownNode, type DiagramMove } from '../../src/editor/index.js';
import { parseSgf } from '../../src/formats/sgf.js';
import { MOST_MOVES } from '../../src/editor/from-tree.js';
import { movesOfTree } from '../../src/editor/lines.js';
import { at, board, edited } from './helpers.js';

/** A 9x9 problem: Black's two answers to the setup, E5 (answered by D6) and C7. */
const twoAnswers = () => edited([at('black', 'A1', 9), at('alternate', 'E5', 9), at('alternate', 'D6', 9), { kind: 'go', at: [] }, at('alternate', 'C7', 9)], board('go'));

describe('editor: lines', () => {
  test('a move played where another follows starts a variation, and is shown', () => {
    const doc = twoAnswers();
    assert.deepEqual(
      shownNode({ ...doc, at: [] }).children.map((child) => child.move),
      ['E5', 'C7'],
    );
    assert.deepEqual(doc.at, [1]);
    assert.deepEqual(movesTo(doc), ['C7']);
  });

  test('a move played that is already there shows it, adding nothing', () => {
    const doc = edited([{ kind: 'go', at: [] }, at('alternate', 'E5', 9)], twoAnswers());
    assert.deepEqual(doc.at, [0]);
    assert.equal(doc.root.children.length, 2);
  });

  test('go shows a node by its path; a path to no node is refused', () => {
    const doc = edited([{ kind: 'go', at: [0, 0] }], twoAnswers());
    assert.deepEqual(movesTo(doc), ['E5', 'D6']);
    const refused = applyEdit(doc, { kind: 'go', at: [0, 3] });
    assert.equal(!refused.ok && refused.code, 'ERR_EDIT_GO');
  });

  test('marks and the comment belong to the node shown', () => {
    const doc = edited([at('triangle', 'E5', 9), { kind: 'comment', text: 'Here' }, { kind: 'go', at: [0] }], twoAnswers());
    assert.deepEqual(shownNode(doc).marks.triangles, []);
    assert.equal(shownNode(doc).comment, '');
    const back = edited([{ kind: 'go', at: [1] }], doc);
    assert.deepEqual(shownNode(back).marks.triangles, [{ x: 4, y: 4 }]);
    assert.equal(shownNode(back).comment, 'Here');
  });

  test('delete takes out the move shown and what follows it, and shows its parent', () => {
    const doc = edited([{ kind: 'go', at: [0] }, { kind: 'delete' }], twoAnswers());
    assert.deepEqual(doc.at, []);
    assert.deepEqual(
      doc.root.children.map((child) => child.move),
      ['C7'],
    );
    const refused = applyEdit(doc, { kind: 'delete' });
    assert.equal(!refused.ok && refused.code, 'ERR_EDIT_NO_MOVE');
  });

  test('promote makes the line shown the main line, and keeps it shown', () => {
    const doc = edited([{ kind: 'promote' }], twoAnswers());
    assert.deepEqual(
      doc.root.children.map((child) => child.move),
      ['C7', 'E5'],
    );
    assert.deepEqual(doc.at, [0]);
  });

  test('a verdict marks the move shown, and again takes it off; the setup takes none', () => {
    const doc = edited([{ kind: 'verdict', verdict: 'right' }], twoAnswers());
    assert.equal((shownNode(doc) as DiagramMove).verdict, 'right');
    assert.equal((shownNode(edited([{ kind: 'verdict', verdict: null }], doc)) as DiagramMove).verdict, null);
    const setup = applyEdit({ ...doc, at: [] }, { kind: 'verdict', verdict: 'wrong' });
    assert.equal(!setup.ok && setup.code, 'ERR_EDIT_NO_MOVE');
    const bad = applyEdit(doc, { kind: 'verdict', verdict: 'maybe' as never });
    assert.equal(!bad.ok && bad.code, 'ERR_EDIT_VERDICT');
  });

  test('a setup edit that would break a move of a variation (not the one shown) is refused, naming it', () => {
    const doc = edited([{ kind: 'go', at: [1] }], twoAnswers());
    const refused = applyEdit(doc, at('white', 'D6', 9));
    assert.equal(!refused.ok && refused.code, 'ERR_EDIT_BREAKS_MOVE');
    assert.match(!refused.ok ? refused.message : '', /move 2 \(D6\) illegal/);
  });

  test('a new size keeps the lines that fit and says which moves of a variation it left out', () => {
    const doc = edited([{ kind: 'go', at: [] }, at('alternate', 'H8', 9)], twoAnswers());
    const result = applyEdit(doc, { kind: 'board', variant: 'go', width: 7, height: 7 });
    assert.ok(result.ok);
    assert.deepEqual(
      result.document.root.children.map((child) => child.move),
      ['E3', 'C5'],
    );
    assert.match(result.dropped!.map((w) => w.message).join(' '), /Move 1 \(H8\) of a variation and the moves after it were left out/);
  });

  test('going along the lines is not an undo step: undo brings back the last change', () => {
    const history = new EditHistory(twoAnswers());
    history.apply({ kind: 'verdict', verdict: 'right' });
    history.apply({ kind: 'go', at: [0, 0] });
    assert.ok(history.undo());
    assert.equal((shownNode(history.document) as DiagramMove).verdict, null);
    assert.deepEqual(history.document.at, [1]);
  });

  test('a problem (a document with a verdict) that no line solves, as the puzzle reader judges, says so', () => {
    const wrongOnly = edited([{ kind: 'go', at: [0, 0] }, { kind: 'verdict', verdict: 'wrong' }, { kind: 'go', at: [1] }, at('alternate', 'C6', 9), { kind: 'verdict', verdict: 'wrong' }], twoAnswers());
    assert.deepEqual(
      problemsOf(wrongOnly).map((problem) => problem.code),
      ['PROBLEM_NO_SOLUTION'],
    );
    assert.match(problemsOf(wrongOnly)[0]!.message, /no line solves this problem for Black/);
    assert.deepEqual(problemsOf(edited([{ kind: 'go', at: [0] }, { kind: 'verdict', verdict: 'right' }], wrongOnly)), []);
    assert.deepEqual(problemsOf(twoAnswers()), [], 'a diagram with variations but no verdict is no problem to solve');
  });

  test('problems name a move a variation cannot play', () => {
    const doc = twoAnswers();
    const broken = { ...doc, root: { ...doc.root, children: [doc.root.children[0]!, { ...doc.root.children[1]!, move: 'A1' }] } };
    assert.deepEqual(
      problemsOf(broken).map((problem) => problem.message),
      ['move 1 (A1) of a variation: Go: that point is already occupied'],
    );
  });
});

describe('editor: lines in SGF', () => {
  test("the record holds every line as SGF variations, each node's marks and comment, a verdict as the comment's first word", () => {
    const doc = edited([{ kind: 'verdict', verdict: 'right' }, { kind: 'comment', text: 'Black lives.' }, { kind: 'go', at: [0, 0] }, { kind: 'verdict', verdict: 'wrong' }], twoAnswers());
    const sgf = documentToSgf(doc);
    assert.match(sgf, /\(;B\[ee\]\n?;W\[dd\]C\[Wrong\]\)/);
    assert.match(sgf, /\(;B\[cc\]C\[RIGHT\nBlack lives\.\]\)/);
    const read = documentFromSgf(sgf);
    assert.ok(read.ok);
    assert.deepEqual(read.warnings, []);
    assert.deepEqual({ ...read.document, at: doc.at }, doc);
  });

  test('a record with variations opens with its lines, showing the end of the main line', () => {
    const read = documentFromSgf('(;SZ[9](;B[ee]C[Correct!];W[dd])(;B[cc]C[Wrong.\nWhite lives.]))');
    assert.ok(read.ok);
    assert.deepEqual(read.document.at, [0, 0]);
    const [main, other] = read.document.root.children;
    assert.equal(main!.verdict, 'right');
    assert.equal(main!.comment, '');
    assert.equal(other!.verdict, 'wrong');
    assert.equal(other!.comment, 'White lives.');
  });

  test('a comment whose first line is more than a verdict word keeps its words and takes no verdict', () => {
    const read = documentFromSgf('(;SZ[9];B[ee]C[Wrong way round, but it works])');
    assert.ok(read.ok);
    assert.equal((shownNode(read.document) as DiagramMove).verdict, null);
    assert.equal(shownNode(read.document).comment, 'Wrong way round, but it works');
  });

  test('a variation is kept up to a move the rules refuse, with a warning', () => {
    const read = documentFromSgf('(;SZ[9]ZVR[loose](;B[ee];W[dd])(;B[cc];W[cc];B[dd]))');
    assert.ok(read.ok);
    assert.deepEqual(
      read.document.root.children.map((child) => [child.move, child.children.length]),
      [
        ['E5', 1],
        ['C7', 0],
      ],
    );
    assert.match(read.warnings.map((w) => w.message).join(' '), /variation/);
  });

  test('a line is kept up to a move out of turn: a document\'s moves alternate as the rules say', () => {
    const read = documentFromSgf('(;SZ[9];B[ee];B[dd];W[cc])');
    assert.ok(read.ok);
    assert.deepEqual(movesTo(read.document), ['E5']);
    assert.match(read.warnings.map((w) => w.message).join(' '), /Black plays move 2 out of turn/);
  });

  test('a variation with a start of its own, or setup after a move, is left out from there, with a warning', () => {
    const read = documentFromSgf('(;SZ[9](;B[ee];W[dd])(;AB[aa];B[cc])(;B[gg];AW[hh];W[ff]))');
    assert.ok(read.ok);
    assert.deepEqual(
      read.document.root.children.map((child) => [child.move, child.children.length]),
      [
        ['E5', 1],
        ['G3', 0],
      ],
    );
    assert.match(read.warnings.map((w) => w.message).join(' '), /sets up a start position of its own/);
    assert.match(read.warnings.map((w) => w.message).join(' '), /setup between moves/);
  });

  test('a record whose lines hold more moves than the editor holds keeps the first ones, main line first, and says so', () => {
    // 361 first moves, each starting a line of 6 moves: 2,166 moves in all.
    const points = [...'abcdefghijklmnopqrs'].flatMap((x) => [...'abcdefghijklmnopqrs'].map((y) => x + y));
    const answers = points.map((_, i) => `(${[0, 1, 2, 3, 4, 5].map((k) => `;${k % 2 ? 'W' : 'B'}[${points[(i + 7 * k) % 361]}]`).join('')})`);
    const read = documentFromSgf(`(;SZ[19]${answers.join('')})`);
    assert.ok(read.ok);
    assert.equal([...movesOfTree(read.document.root)].length, MOST_MOVES);
    assert.match(read.warnings.map((w) => w.message).join(' '), /more than 2000 moves, the most the editor holds/);
  });

  test('a node without a move gives its comment to the move before it', () => {
    const read = documentFromSgf('(;SZ[9];B[ee];C[After E5])');
    assert.ok(read.ok);
    assert.deepEqual(movesTo(read.document), ['E5']);
    assert.equal(shownNode(read.document).comment, 'After E5');
  });

  test('the SGF parses as one tree with the variations our puzzle reader follows', () => {
    const parsed = parseSgf(documentToSgf(twoAnswers()));
    assert.ok(parsed.ok);
    assert.equal(parsed.trees[0]!.children.length, 2);
  });
});
