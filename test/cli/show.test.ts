import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createGame, type Game } from '../../src/engine/index.js';
import { parseDiagram, writeDiagram } from '../../src/formats/diagram.js';
import { markupOf } from '../../src/formats/markup.js';
import { dimmedAt, variationsAt } from '../../src/formats/path-markup.js';
import { readRecord } from '../../src/formats/read-record.js';
import { parseSgf } from '../../src/formats/sgf.js';
import { PICTURE_WIDTH } from '../../src/publish/picture.js';
import { renderSvg } from '../../src/render/index.js';
import { assertNoStack, fixture, run } from './helpers.js';

/** A 5x5 ko, with game information and a comment on the first move. */
const KO = [
  '(;GM[1]FF[4]SZ[5]GN[Ko]PB[Shusaku]BR[7d]PW[Gennan]AB[ba][ab][bc]AW[ca][db][cc][bb]',
  ';B[cb]C[Black takes the ko.]',
  ';W[ee])',
].join('\n');

/** How a picture is drawn (src/publish/picture.ts): in the reader's scheme, at the board's width. */
const AS_PICTURE = { scheme: 'auto', width: PICTURE_WIDTH } as const;

/** The same game built with the engine: the position after `moves` moves. */
function koGame(moves: number): Game {
  const game = createGame({ variant: 'go', size: 5, setup: { black: ['B5', 'A4', 'B3'], white: ['C5', 'D4', 'C3', 'B4'] } });
  for (const move of ['C4', 'E1'].slice(0, moves)) assert.ok(game.play(move).ok);
  return game;
}

describe('show: formats', () => {
  test('text: the board with coordinates, the last move, prisoners, the player to move, rule notes and the comment', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const r = run(['show', '--move', '1', 'ko.sgf'], { cwd: dir });
    assert.equal(
      r.stdout,
      [
        'ko.sgf: Go (go; ko basic, komi 7.5), 5x5',
        'Game: Ko',
        'Black: Shusaku (7d); White: Gennan',
        '',
        '   A B C D E',
        '5  . X O . .  5',
        '4  X .>X O .  4',
        '3  . X O . .  3',
        '2  . . . . .  2',
        '1  . . . . .  1',
        '   A B C D E',
        '',
        'Move 1: Black C4 (captured B4)',
        'Prisoners: Black 1, White 0',
        'To play: White',
        'Note: Go: White may not retake the ko at B4 at once; play elsewhere first',
        'Comment: Black takes the ko.',
        '',
      ].join('\n'),
    );
    assert.equal(r.stderr, '');
    assert.equal(r.code, 0);
  });

  test('text: star points, tiles after the stone, and the end of the main line by default', () => {
    // Tile Go: White's C3 is an incursion (its empty area touches Black only), so Black's next stone gets a tile.
    const dir = fixture({ 'tile.sgf': '(;GM[1]SZ[9];B[ee];W[cg];B[gc];W[cc])' });
    const r = run(['show', '--variant', 'tile', 'tile.sgf'], { cwd: dir });
    assert.equal(
      r.stdout,
      [
        'tile.sgf: Tile Go (tile; maxTiles 1, scoring prisoner-return, komi 7), 9x9',
        '',
        '   A  B  C  D  E  F  G  H  J',
        '9  .  .  .  .  .  .  .  .  .  9',
        '8  .  .  .  .  .  .  .  .  .  8',
        '7  .  . >O  .  .  .  X1 .  .  7',
        '6  .  .  .  .  .  .  .  .  .  6',
        '5  .  .  .  .  X  .  .  .  .  5',
        '4  .  .  .  .  .  .  .  .  .  4',
        '3  .  .  O  .  .  .  ,  .  .  3',
        '2  .  .  .  .  .  .  .  .  .  2',
        '1  .  .  .  .  .  .  .  .  .  1',
        '   A  B  C  D  E  F  G  H  J',
        '',
        'Move 4: White C7',
        'Prisoners: Black 0, White 7',
        'To play: Black',
        'Note: Tile Go: there is no passing, and Black holds no prisoner to return, so Black must place a stone',
        '',
      ].join('\n'),
    );
  });

  test('text: marked stones (Paper and Pencil Go) and the result of a finished game', () => {
    const dir = fixture({ 'pp.sgf': '(;GM[1]SZ[5]AB[ba]AW[aa];B[ab];W[ee];B[];W[])' });
    const r = run(['show', '--variant', 'paper-pencil', 'pp.sgf'], { cwd: dir });
    const lines = r.stdout.split('\n');
    assert.equal(lines[3], '5  L X . . .  5');
    assert.equal(lines[4], '4  X . . . .  4');
    assert.match(r.stdout, /\nMove 4: White pass\nPrisoners: Black 0, White 0\nResult: .+ \(two-passes\)\n$/);
  });

  test('json: the engine\'s PositionView of the position asked for', () => {
    const dir = fixture({ 'ko.sgf': KO });
    for (const move of [0, 1, 2]) {
      const r = run(['show', '--format', 'json', '--move', String(move), 'ko.sgf'], { cwd: dir });
      assert.deepEqual(JSON.parse(r.stdout), JSON.parse(JSON.stringify(koGame(move).view())), `move ${move}`);
      assert.equal(r.code, 0);
    }
  });

  test('svg: the picture of the same position (the renderer\'s SVG at the board\'s width, in the reader\'s scheme), with coordinates, titled by the game name', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const r = run(['show', '--format=svg', '--move', '1', 'ko.sgf'], { cwd: dir });
    assert.equal(r.stdout, `${renderSvg(koGame(1).view(), { coordinates: true, title: 'Ko', ...AS_PICTURE }).svg}\n`);
    const bare = run(['show', '--format', 'svg', '--no-coordinates', '--move', '1', 'ko.sgf'], { cwd: dir });
    assert.equal(bare.stdout, `${renderSvg(koGame(1).view(), { coordinates: false, title: 'Ko', ...AS_PICTURE }).svg}\n`);
  });

  test('svg: a record without a name gets the renderer\'s own title and description, the one the library gives every caller', () => {
    const dir = fixture({ 'ko.sgf': KO.replace('GN[Ko]', '') });
    const r = run(['show', '--format=svg', '--move', '1', 'ko.sgf'], { cwd: dir });
    assert.equal(r.stdout, `${renderSvg(koGame(1).view(), { coordinates: true, ...AS_PICTURE }).svg}\n`);
    assert.match(r.stdout, /role="img" aria-label="Go, 5x5, move 1, White to play"><title>Go, 5x5, move 1, White to play<\/title><desc>Black stones: /);
  });

  test('svg and diagram draw the markup of the node shown, and svg its variation marks', () => {
    const text = '(;GM[1]SZ[9]GN[Marks]DD[aa:bb];B[ee]CR[ee]LB[cc:a]TR[gg]\n(;W[cc])(;W[gc]))';
    const dir = fixture({ 'marks.sgf': text });
    const parsed = parseSgf(text);
    assert.ok(parsed.ok);
    const read = readRecord(parsed.trees[0]!);
    assert.ok(read.ok);
    const { record } = read;
    const view = record.gameAt([0]).game.view();
    const markup = { ...markupOf(record.nodeAt([0])!, 9, 9), dimmed: dimmedAt(record, [0]) };
    const svg = run(['show', '--format', 'svg', '--move', '1', 'marks.sgf'], { cwd: dir });
    assert.equal(svg.stdout, `${renderSvg(view, { coordinates: true, title: 'Marks', markup, variations: variationsAt(record, [0]), ...AS_PICTURE }).svg}\n`);
    assert.notEqual(svg.stdout, `${renderSvg(view, { coordinates: true, title: 'Marks', ...AS_PICTURE }).svg}\n`);
    const diagram = run(['show', '--format', 'diagram', '--move', '1', 'marks.sgf'], { cwd: dir });
    assert.equal(diagram.stdout, `${writeDiagram(view, { markup, coordinates: true, title: 'Marks' })}\n`);
    // Dimmed points (DD, inherited from the root) are ?, the circled stone B, the label a, the triangle T.
    assert.match(diagram.stdout, /\n\$\$ \| \? \? \. .*\n.*\n\$\$ \| \. \. a /);
  });

  test('diagram: a $$ diagram of the position that reads back as the same stones', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const r = run(['show', '--format', 'diagram', '--move', '1', 'ko.sgf'], { cwd: dir });
    const view = koGame(1).view();
    assert.equal(r.stdout, `${writeDiagram(view, { coordinates: true, title: 'Ko' })}\n`);
    const read = parseDiagram(r.stdout);
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    const record = readRecord(read.tree);
    assert.ok(record.ok);
    const back = record.record.gameAt(record.record.mainLine()).game.view();
    assert.deepEqual(back.points.map((p) => p.color), view.points.map((p) => p.color));
  });
});

describe('show: what is shown', () => {
  test('a diagram in a text file: the position after its numbered moves; --line picks a later diagram', () => {
    const page = ['Intro', '$$B First', '$$ +-----+', '$$ | 1 . |', '$$ | . . |', '$$ +-----+', '', '$$W Second', '$$ +-----+', '$$ | . . |', '$$ | . 1 |', '$$ +-----+', ''].join('\n');
    const dir = fixture({ 'page.txt': page });
    const first = run(['show', '--format', 'json', 'page.txt'], { cwd: dir });
    const view = JSON.parse(first.stdout);
    assert.deepEqual(view.points.map((p: { color: string | null }) => p.color), ['black', null, null, null]);
    const second = run(['show', '--line', '10', 'page.txt'], { cwd: dir });
    assert.match(second.stdout, /^page\.txt: Go .*\nDiagram on line 8: Second\n/);
    assert.match(second.stdout, /\nMove 1: White B1\n/);
  });

  test('a main line with an illegal move: the last good position, and the problem on stderr, exit 1', () => {
    const text = '(;GM[1]SZ[5];B[cc];W[cc])';
    const dir = fixture({ 'bad.sgf': text });
    const r = run(['show', 'bad.sgf'], { cwd: dir });
    assert.match(r.stdout, /\nMove 1: Black C3\n/);
    assert.match(r.stderr, /^bad\.sgf:1:20: ERR_OCCUPIED: [^\n]+\n$/);
    assert.equal(r.code, 1);
    // A move before the illegal one can be shown without complaint.
    const early = run(['show', '--move', '1', 'bad.sgf'], { cwd: dir });
    assert.equal(early.stderr, '');
    assert.equal(early.code, 0);
  });

  test('without --move, the end of the main line: setup after the last move (AE removing dead stones) is applied, as on the board', () => {
    const text = '(;GM[1]SZ[5]AB[aa][ee];B[cc];W[dd]\n;AE[aa][dd]C[Dead stones removed.])';
    const dir = fixture({ 'end.sgf': text });
    const end = JSON.parse(run(['show', '--format', 'json', 'end.sgf'], { cwd: dir }).stdout);
    const colorAt = (view: { points: { color: string | null }[] }, point: string): string | null =>
      view.points[(5 - Number(point.slice(1))) * 5 + 'ABCDE'.indexOf(point[0]!)]!.color;
    assert.deepEqual(['A5', 'D2', 'E1', 'C3'].map((p) => colorAt(end, p)), [null, null, 'black', 'black']);
    assert.match(run(['show', 'end.sgf'], { cwd: dir }).stdout, /\nComment: Dead stones removed\.\n$/);
    // --move 2 is the node of move 2, before the setup, as the board's move="2".
    const second = JSON.parse(run(['show', '--format', 'json', '--move', '2', 'end.sgf'], { cwd: dir }).stdout);
    assert.deepEqual(['A5', 'D2'].map((p) => colorAt(second, p)), ['black', 'white']);
  });

  test('--move 0 is the start position, with handicap stones a second node sets up (Fox)', () => {
    const dir = fixture({ 'fox.sgf': '(;GM[1]SZ[5]HA[2];AB[bb][dd];W[cc])' });
    const start = JSON.parse(run(['show', '--format', 'json', '--move', '0', 'fox.sgf'], { cwd: dir }).stdout);
    assert.deepEqual([start.points[6].color, start.points[18].color, start.toPlay], ['black', 'black', 'white']);
  });

  test('Go: an illegal move in the main line is played as the record holds it, and said to be illegal, exit 0', () => {
    const text = '(;GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb]KO[];B[ad];W[ac])';
    const dir = fixture({ 'forced.sgf': text });
    const retake = run(['show', '--move', '2', 'forced.sgf'], { cwd: dir });
    assert.match(retake.stdout, /\nMove 2: White B4 \(captured C4; illegal move: Go: you may not retake the ko at once; play elsewhere first\)\n/);
    assert.equal(retake.code, 0);
    assert.equal(retake.stderr, '');
    const suicide = run(['show', 'forced.sgf'], { cwd: dir });
    assert.match(suicide.stdout, /\nMove 4: White A3 \(illegal move: Go: suicide is not allowed: that stone would have no liberties\)\nPrisoners: Black 2, White 1\n/);
    assert.equal(suicide.code, 0);
    // Under a variant the rule stands: the line stops before the retake, KO[] or not.
    const stoical = run(['show', '--variant', 'ko-2-2', 'forced.sgf'], { cwd: dir });
    assert.match(stoical.stdout, /\nMove 1: Black C4/);
    assert.match(stoical.stderr, /^forced\.sgf:1:\d+: ERR_KO: Move 2, White B4 \(W\[bb\]\), is illegal: .*KO\[\] asks for it to be played anyway/);
    assert.equal(stoical.code, 1);
  });

  test('problems with the file: exit 1, one line, no stack trace', () => {
    const dir = fixture({ 'ko.sgf': KO, 'broken.sgf': '(;SZ[9];B[ee', 'empty.txt': 'no diagram\n' });
    const cases: [string[], RegExp][] = [
      [['show', '--move', '5', 'ko.sgf'], /^variant-go show: --move 5: the main line of ko\.sgf has 2 moves\n$/],
      [['show', 'broken.sgf'], /^variant-go show: broken\.sgf:1:10: ERR_SGF_UNCLOSED_VALUE: .+\n$/],
      [['show', 'empty.txt'], /^variant-go show: empty\.txt: no \$\$ diagram found\n$/],
      [['show', 'missing.sgf'], /^variant-go show: missing\.sgf: no such file or directory\n$/],
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

describe('show: --overlay rules', () => {
  test('svg: draws the rules overlay with its data attributes and a legend naming each kind drawn', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const r = run(['show', '--move', '1', '--format', 'svg', '--overlay', 'rules', 'ko.sgf'], { cwd: dir });
    assert.equal(r.code, 0);
    assert.equal(r.stderr, '');
    // After Black C4 takes B4, White may not retake at once: B4 is the ko point.
    assert.match(r.stdout, /<path class="overlay ko" d="[^"]+" data-overlay="ko" data-point="B4"/);
    assert.match(r.stdout, /<path class="overlay refused" d="[^"]+" data-overlay="refused" data-point="B4" data-code="ERR_KO"/);
    const legend = [...r.stdout.matchAll(/class="overlay-legend"[^>]*>([^<]*)</g)].map((match) => match[1]).join(' ');
    assert.match(legend, /\bko: the point the ko rule forbids now\./);
    const plain = run(['show', '--move', '1', '--format', 'svg', 'ko.sgf'], { cwd: dir });
    assert.equal(plain.stdout.includes('data-overlay'), false);
    assert.equal(run(['show', '--move', '1', '--format', 'svg', '--overlay', 'none', 'ko.sgf'], { cwd: dir }).stdout, plain.stdout);
  });

  test('svg: the legend adds the rule notes of the position (Tile Go after an incursion: the next stone needs a tile), and only with the overlay', () => {
    // White's C3 (move 2) is an incursion, so Black's next stone goes on a tile.
    const dir = fixture({ 'tile.sgf': '(;GM[1]SZ[9];B[ee];W[cg];B[gc];W[cc])' });
    const legend = (overlay: string) => {
      const r = run(['show', '--variant', 'tile', '--move', '2', '--format', 'svg', '--overlay', overlay, 'tile.sgf'], { cwd: dir });
      assert.equal(r.code, 0, r.stderr);
      return [...r.stdout.matchAll(/class="overlay-legend"[^>]*>([^<]*)</g)].map((match) => match[1]!.replace(/&#39;/g, "'")).join(' ');
    };
    assert.equal(legend('rules').split("the latest placement was an incursion, so Black's next stone goes on a new tile").length - 1, 1, legend('rules'));
    assert.equal(legend('none'), '');
  });

  test('usage errors: an overlay on a format other than svg, an unknown overlay (exit 2, quoting what was written)', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const text = run(['show', '--overlay', 'rules', 'ko.sgf'], { cwd: dir });
    assert.match(text.stderr, /^variant-go show: option '--overlay rules' draws on the SVG only: add '--format svg' \(the format asked is 'text'\)\n/);
    assert.equal(text.code, 2);
    const unknown = run(['show', '--format', 'svg', '--overlay', 'rulez', 'ko.sgf'], { cwd: dir });
    assert.match(unknown.stderr, /^variant-go show: option '--overlay' must be one of none, rules, not 'rulez'\n/);
    assert.equal(unknown.code, 2);
    assertNoStack(text.stderr + unknown.stderr);
  });
});
