import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoStack, fixture, placeOf, run } from './helpers.js';

/** Three problems in one file: the second plays on an occupied point, the third is fine. */
const SET = [
  '(;GM[1]SZ[5]GN[One]AB[aa];B[cc])',
  '(;GM[1]SZ[5]GN[Two]AB[bb];W[dd];B[dd])',
  '(;GM[1]SZ[5]GN[Three]AW[ee];B[ab])',
  '',
].join('\n');

describe('check: collections', () => {
  test('every game tree is checked, and a problem names its game ("game 2 of 3")', () => {
    const dir = fixture({ 'set.sgf': SET });
    const r = run(['check', 'set.sgf'], { cwd: dir });
    const lines = r.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, new RegExp(`^set\\.sgf:${placeOf(SET, 'B[dd]')}: ERR_OCCUPIED: game 2 of 3: Move 2, Black D2 `));
    assert.equal(lines[1], 'checked 1 file (3 SGF records, 0 diagrams): 1 error, 0 warnings');
    assert.equal(r.code, 1);
    const json = JSON.parse(run(['check', '--json', 'set.sgf'], { cwd: dir }).stdout);
    assert.equal(json.problems[0].game, 2);
  });

  test('a file of one game tree names no game', () => {
    const dir = fixture({ 'one.sgf': '(;GM[1]SZ[5];B[cc];W[cc])' });
    assert.match(run(['check', 'one.sgf'], { cwd: dir }).stdout, /^one\.sgf:1:\d+: ERR_OCCUPIED: Move 2, White C3 /);
  });

  test('--game N checks game N alone', () => {
    const dir = fixture({ 'set.sgf': SET });
    const third = run(['check', '--game', '3', 'set.sgf'], { cwd: dir });
    assert.equal(third.stdout, 'checked 1 file (1 SGF record, 0 diagrams): 0 errors, 0 warnings\n');
    assert.equal(third.code, 0);
    const second = run(['check', '--game', '2', 'set.sgf'], { cwd: dir });
    assert.match(second.stdout, /^set\.sgf:\d+:\d+: ERR_OCCUPIED: game 2 of 3: /);
    assert.equal(second.code, 1);
  });

  test('--game past the count is ERR_SGF_GAME, quoting N and the count, exit 1', () => {
    const dir = fixture({ 'set.sgf': SET, 'page.txt': '$$B\n$$ +-----+\n$$ | 1 . |\n$$ | . . |\n$$ +-----+\n' });
    const r = run(['check', '--game', '4', 'set.sgf'], { cwd: dir });
    assert.equal(r.stdout, 'set.sgf: ERR_SGF_GAME: There is no game 4: the collection holds 3 games; choose 1 to 3.\nchecked 1 file (0 SGF records, 0 diagrams): 1 error, 0 warnings\n');
    assert.equal(r.code, 1);
    const page = run(['check', '--game', '1', 'page.txt'], { cwd: dir });
    assert.match(page.stdout, /^page\.txt: ERR_SGF_GAME: --game 1 picks a game tree of an SGF collection, but this file was read as text holding \$\$ diagrams/);
    assert.equal(page.code, 1);
  });

  test('--game 0 and --game two are usage errors (exit 2)', () => {
    const dir = fixture({ 'set.sgf': SET });
    for (const value of ['0', 'two']) {
      const r = run(['check', '--game', value, 'set.sgf'], { cwd: dir });
      assert.equal(r.code, 2);
      assert.match(r.stderr, new RegExp(`option '--game' must be a whole number of at least 1, not '${value}'`));
    }
  });
});

describe('show: collections', () => {
  test('the first game tree by default, game N with --game, each saying which of how many it is', () => {
    const dir = fixture({ 'set.sgf': SET });
    const first = run(['show', 'set.sgf'], { cwd: dir });
    assert.match(first.stdout, /^set\.sgf: Go .*\nGame 1 of 3\nGame: One\n/);
    const third = run(['show', '--game', '3', 'set.sgf'], { cwd: dir });
    assert.match(third.stdout, /^set\.sgf: Go .*\nGame 3 of 3\nGame: Three\n[\s\S]*\nMove 1: Black A4\n/);
    assert.equal(third.code, 0);
  });

  test('a file of one game tree says nothing of games', () => {
    const dir = fixture({ 'one.sgf': '(;GM[1]SZ[5]GN[Solo];B[cc])' });
    assert.match(run(['show', 'one.sgf'], { cwd: dir }).stdout, /^one\.sgf: Go .*\nGame: Solo\n/);
  });

  test('problems: a game past the count, a diagram text, a move past the game\'s end (exit 1, one line)', () => {
    const dir = fixture({ 'set.sgf': SET, 'page.txt': '$$B\n$$ +-----+\n$$ | 1 . |\n$$ | . . |\n$$ +-----+\n' });
    const cases: [string[], RegExp][] = [
      [['show', '--game', '4', 'set.sgf'], /^variant-go show: set\.sgf: ERR_SGF_GAME: There is no game 4: the collection holds 3 games; choose 1 to 3\.\n$/],
      [['show', '--game', '2', 'page.txt'], /^variant-go show: page\.txt: --game 2 picks a game tree of an SGF collection, but this file was read as text holding \$\$ diagrams .*\n$/],
      [['show', '--game', '2', '--move', '3', 'set.sgf'], /^variant-go show: --move 3: the main line of set\.sgf \(game 2 of 3\) has 2 moves\n$/],
    ];
    for (const [args, stderr] of cases) {
      const r = run(args, { cwd: dir });
      assert.match(r.stderr, stderr, args.join(' '));
      assert.equal(r.stdout, '');
      assert.equal(r.code, 1);
      assertNoStack(r.stderr);
    }
  });
});
