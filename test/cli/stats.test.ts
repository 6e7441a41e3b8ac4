import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixture, placeOf, run } from './helpers.js';

/**
 * Small records, legal in Go, each showing one thing a variant changes.
 * - tile: White's C3 is an incursion (its empty area touches Black only), so Black's G7 gets a
 *   tile in Tile Go; C7 is no incursion (its area touches both colours).
 * - tilepass: the same, then White passes (read as a prisoner return: White holds komi as
 *   prisoners) and Black passes, holding none: forbidden under prisoner-return scoring.
 * - stoical: Black captures at A4, White captures at E2 at once: forbidden in Stoical Go.
 * - repeat: a ko taken, two passes, the ko retaken: the start position again, a draw in
 *   Stoical Go after move 4; the record's move 5 comes after the end.
 * - loose: Black's C3 leaves White's group only false liberties: four stones flip in Loose,
 *   while in Go nothing is captured.
 * - pp: Black's A4 captures A5, which Paper and Pencil Go marks instead of removing.
 */
const RECORDS = {
  'tile.sgf': '(;GM[1]SZ[9];B[ee];W[cg];B[gc];W[cc])',
  'tilepass.sgf': '(;GM[1]SZ[9];B[ee];W[cg];B[gc];W[];B[])',
  'stoical.sgf': '(;GM[1]SZ[5]AB[ba][ee]AW[aa][de];B[ab];W[ed])',
  'repeat.sgf': '(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[];B[];W[bb];B[ee])',
  'loose.sgf': '(;GM[1]SZ[5]AB[aa][ea][ab][eb][bc][dc]AW[ca][bb][cb][db];B[cc])',
  'pp.sgf': '(;GM[1]SZ[5]AB[ba]AW[aa];B[ab])',
};

/** The JSON report of `stats` over some of {@link RECORDS}. */
function stats(variant: string, names: (keyof typeof RECORDS)[], extra: string[] = []): Record<string, any> {
  const dir = fixture(Object.fromEntries(names.map((n) => [`games/${n}`, RECORDS[n]])));
  const r = run(['stats', '--variant', variant, '--json', ...extra, 'games'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const NOTHING_ENDS_DIFFERENTLY = {
  repetitionDraw: { games: 0, medianMove: null },
  noMovesLoss: { games: 0, medianMove: null },
  differentFinalBoard: 0,
  differentWinner: 0,
};

describe('stats', () => {
  test('tile: tiles placed, stack heights, incursions, a forbidden pass and a pass read as a prisoner return', () => {
    const s = stats('tile', ['tile.sgf', 'tilepass.sgf']);
    assert.equal(s.variantName, 'Tile Go');
    assert.equal(s.games, 2);
    assert.equal(s.moves, 9);
    assert.equal(s.playedThrough, 1);
    assert.deepEqual(s.forbidden, { games: 1, medianMove: 5, byCode: { ERR_PASS_FORBIDDEN: { games: 1, medianMove: 5 } } });
    assert.deepEqual(s.endings, NOTHING_ENDS_DIFFERENTLY);
    assert.deepEqual(s.tiles, {
      placed: 2,
      games: 2,
      perGame: { median: 1, min: 1, max: 1 },
      stacks: { 1: 2 },
      highestStack: 1,
      incursions: 2,
      incursionsPerGame: { median: 1, min: 1, max: 1 },
      returns: { moves: 1, games: 1 },
    });
  });

  test('tile with unlimited stacks and standard scoring: passes are moves like any other', () => {
    const s = stats('tile', ['tilepass.sgf'], ['--max-tiles', 'unlimited', '--scoring', 'standard']);
    assert.deepEqual(s.ruleOptions, { maxTiles: 'unlimited', scoring: 'standard' });
    assert.equal(s.forbidden.games, 0);
    assert.equal(s.playedThrough, 1);
    assert.equal(s.tiles.returns.moves, 0);
  });

  test('cushion: a tile only for an incursion answering an incursion', () => {
    const s = stats('cushion', ['tile.sgf']);
    assert.equal(s.tiles.placed, 0);
    assert.equal(s.tiles.incursions, 1);
  });

  test('stoical: a capture right after a capture is forbidden; a repeated position ends the game in a draw', () => {
    const s = stats('stoical', ['stoical.sgf', 'repeat.sgf']);
    assert.deepEqual(s.forbidden, { games: 1, medianMove: 2, byCode: { ERR_STOICAL_CAPTURE: { games: 1, medianMove: 2 } } });
    assert.deepEqual(s.endings.repetitionDraw, { games: 1, medianMove: 4 });
    assert.equal(s.playedThrough, 0);
    assert.equal(s.tiles, undefined);
  });

  test('loose: stones flip instead of being captured, so the final board differs from Go\'s', () => {
    const s = stats('loose', ['loose.sgf']);
    assert.deepEqual(s.flips, { moves: 1, stones: 4, games: 1 });
    assert.equal(s.endings.differentFinalBoard, 1);
    assert.equal(s.playedThrough, 1);
  });

  test('paper-pencil: a capture marks the stone instead; its point cannot be played again', () => {
    // In repeat.sgf, Black's C4 leaves both B4 and C4 without liberties: both are marked.
    const s = stats('paper-pencil', ['pp.sgf', 'repeat.sgf']);
    assert.deepEqual(s.marks, { moves: 2, stones: 3, games: 2 });
    assert.equal(s.endings.differentFinalBoard, 1);
    assert.deepEqual(s.forbidden.byCode, { ERR_MARKED_POINT: { games: 1, medianMove: 4 } });
  });

  test('go: nothing changes', () => {
    const s = stats('go', ['tile.sgf', 'stoical.sgf', 'loose.sgf', 'pp.sgf']);
    assert.equal(s.playedThrough, 4);
    assert.equal(s.forbidden.games, 0);
    assert.deepEqual(s.endings, NOTHING_ENDS_DIFFERENTLY);
  });

  test('records that are not legal games of Go, or not SGF, are counted and named, not replayed', () => {
    const dir = fixture({ 'games/ok.sgf': RECORDS['tile.sgf'], 'games/ko.sgf': '(;SZ[5];B[cc];W[cc])', 'games/bad.sgf': '(;SZ[5];B[cc' });
    const r = run(['stats', '--variant', 'tile', '--json', 'games'], { cwd: dir });
    const s = JSON.parse(r.stdout);
    assert.equal(s.files, 3);
    assert.equal(s.games, 1);
    assert.deepEqual(
      s.notReplayed.map((u: { file: string; code: string }) => `${u.file} ${u.code}`),
      ['games/bad.sgf ERR_SGF_UNCLOSED_VALUE', 'games/ko.sgf ERR_OCCUPIED'],
    );
  });

  test('the report in words, and --list with one compiler-style line per game the variant treats differently', () => {
    const dir = fixture({ 'games/stoical.sgf': RECORDS['stoical.sgf'], 'games/repeat.sgf': RECORDS['repeat.sgf'] });
    const r = run(['stats', '--variant', 'stoical', '--list', 'games'], { cwd: dir });
    assert.equal(
      r.stdout,
      [
        'Stoical Go (stoical) compared with Go',
        'files: 2; games replayed: 2 (7 moves); not replayed: 0',
        'played to the end of the record: 0 games',
        'forbidden moves (the first of each game): 1 game, median move 2',
        '  ERR_STOICAL_CAPTURE           1 game, median move 2',
        'games that end differently:',
        '  draw by repetition             1 game, median move 4',
        '  loss with no move left        0 games',
        '  different final board         0 games',
        '  different winner              0 games',
        'games/repeat.sgf: ENDED: after move 4 of 5: Draw by repetition: a placement recreated an earlier position (repetition)',
        `games/stoical.sgf:${placeOf(RECORDS['stoical.sgf'], 'W[ed]')}: ERR_STOICAL_CAPTURE: move 2, White E2: Stoical Go: you may not capture right after your opponent captured; play a move that captures nothing (a ko threat) or pass first`,
        '',
      ].join('\n'),
    );
    assert.equal(r.code, 0);
  });

  test('--list: a forbidden move in a node holding B and W is placed at the property forbidden', () => {
    const text = '(;GM[1]SZ[5]AB[ba][ee]AW[aa][de];B[ab]W[ed])';
    const dir = fixture({ 'games/both.sgf': text });
    const r = run(['stats', '--variant', 'stoical', '--list', 'games'], { cwd: dir });
    assert.match(r.stdout, new RegExp(`^games/both\\.sgf:${placeOf(text, 'W[ed]')}: ERR_STOICAL_CAPTURE: move 2, White E2: `, 'm'));
  });

  test('many files on several threads give the same report as one thread', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 150; i++) {
      const names = Object.keys(RECORDS) as (keyof typeof RECORDS)[];
      files[`games/g${String(i).padStart(3, '0')}.sgf`] = RECORDS[names[i % names.length]!];
    }
    const dir = fixture(files);
    const one = run(['stats', '--variant', 'tile', '--json', '--list', '--jobs', '1', 'games'], { cwd: dir });
    const two = run(['stats', '--variant', 'tile', '--json', '--list', '--jobs', '2', 'games'], { cwd: dir });
    assert.equal(one.code, 0);
    assert.equal(two.stdout, one.stdout);
    assert.equal(JSON.parse(one.stdout).games, 150);
  });

  test('no game replayed: exit 1', () => {
    const dir = fixture({ 'x.sgf': 'not sgf' });
    const r = run(['stats', '--variant', 'tile', 'x.sgf'], { cwd: dir });
    assert.match(r.stdout, /games replayed: 0 .*\n {2}x\.sgf:1:1: ERR_SGF_EMPTY: /);
    assert.equal(r.code, 1);
  });
});
