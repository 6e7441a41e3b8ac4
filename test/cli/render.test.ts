/**
 * `variant-go render`: a picture per SGF game tree and per `$$` diagram of a page, named after
 * the file, its order and its title; problems placed as `check` places them; PNG through the
 * optional rasteriser, and a clear message without it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { slug } from '../../src/cli/render.js';
import { picture } from '../../src/publish/picture.js';
import { BIN, assertNoStack, fixture, placeOf, run } from './helpers.js';

/** A page of three diagrams: titled, broken, untitled and quoted. */
const PAGE = [
  '# Joseki page', // 1
  '',
  '$$B The hane', // 3
  '$$ +---------------',
  '$$ | . . . . . . .',
  '$$ | . . . X O . .',
  '$$ | . . 1 X O . .',
  '$$ | . . . . . . .',
  '',
  'A broken one:',
  '',
  '$$W Broken', // 12
  '$$ +-------',
  '$$ | . . % .',
  '$$ | . . . .',
  '',
  '> $$c',
  '> $$ +-----------+',
  '> $$ | . . . . . |',
  '> $$ | . X O . . |',
  '> $$ | . . . . . |',
  '> $$ +-----------+',
  '',
].join('\n');

const KO = '(;GN[Ko fight]SZ[9];B[ee];W[de];B[dd];W[ed])';
const SET = '(;GN[One]SZ[9];B[ee])\n(;GN[Two: the ko]SZ[9];B[cc];W[dd])\n(;SZ[9];B[gg])';

/** The files of a folder, sorted. */
const listing = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('render: names, order and problems', () => {
  test('a page of several diagrams: one picture each, named after the page, the order and the title; a broken one reported at its place, the others written, exit 1', () => {
    const dir = fixture({ 'joseki-page.md': PAGE });
    const r = run(['render', '--out', 'out', 'joseki-page.md'], { cwd: dir });
    assert.equal(r.code, 1);
    assert.deepEqual(listing(join(dir, 'out')), ['joseki-page-01-the-hane.svg', 'joseki-page-03.svg']);
    assert.equal(r.stdout, 'wrote out/joseki-page-01-the-hane.svg\nwrote out/joseki-page-03.svg\nrendered 2 pictures from 1 file: 1 error, 0 warnings\n');
    assert.match(r.stderr, new RegExp(`^joseki-page\\.md:${placeOf(PAGE, '%')}: ERR_DIAGRAM_CHARACTER: "%" is not a diagram character`));
    const hane = readFileSync(join(dir, 'out/joseki-page-01-the-hane.svg'), 'utf8');
    const expected = picture({ kind: 'diagram', text: PAGE });
    assert.ok(expected.ok);
    assert.equal(hane, expected.svg);
    assert.match(hane, /role="img" aria-label="The hane"><title>The hane<\/title><desc>Black stones: D18, C17, D17\. White stones: E18, E17\./);
    // The quoted diagram's $$c draws coordinates.
    assert.equal((readFileSync(join(dir, 'out/joseki-page-03.svg'), 'utf8').match(/class="label"/g) ?? []).length, 16);
    assertNoStack(r.stderr);
  });

  test('a problem is said exactly as check says it', () => {
    const dir = fixture({ 'joseki-page.md': PAGE, 'bad.sgf': '(;SZ[9];B[ee]\n;W[ee])', 'set.sgf': '(;SZ[9]KM[650];B[ee])\n(;SZ[9];B[ee];W[ee])\n(;SZ[9];B[zz])' });
    for (const file of ['joseki-page.md', 'bad.sgf', 'set.sgf']) {
      const rendered = run(['render', '-q', '--out', 'out', file], { cwd: dir });
      const checked = run(['check', '-q', file], { cwd: dir });
      assert.equal(rendered.stderr, checked.stdout, file);
      assert.equal(rendered.code, checked.code, file);
    }
  });

  test('an SGF record is one picture named after its file; a collection one per game tree, numbered and titled; --game picks one', () => {
    const dir = fixture({ 'ko.sgf': KO, 'set.sgf': SET });
    const r = run(['render', '--out', 'out', 'ko.sgf', 'set.sgf'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.deepEqual(listing(join(dir, 'out')), ['ko.svg', 'set-01-one.svg', 'set-02-two-the-ko.svg', 'set-03.svg']);
    assert.match(readFileSync(join(dir, 'out/set-02-two-the-ko.svg'), 'utf8'), /<title>Two: the ko<\/title>/);
    const one = run(['render', '--out', 'only', '--game', '2', 'set.sgf'], { cwd: dir });
    assert.equal(one.code, 0, one.stderr);
    assert.deepEqual(listing(join(dir, 'only')), ['set-02-two-the-ko.svg']);
  });

  test('--move, --overlay rules, --coordinates and --theme draw as the board\'s attributes do', () => {
    // After move 2, White's A9 is in atari; after move 3 it is taken.
    const text = '(;GN[Atari]SZ[9];B[ba];W[aa];B[ab])';
    const dir = fixture({ 'atari.sgf': text });
    const r = run(['render', '--out', 'out', '--move', '2', '--overlay', 'rules', '--coordinates', '--theme', 'dark', 'atari.sgf'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    const expected = picture({ kind: 'sgf', text, attributes: { move: '2', overlay: 'rules', coordinates: '', theme: 'dark' } });
    assert.ok(expected.ok);
    assert.equal(readFileSync(join(dir, 'out/atari.svg'), 'utf8'), expected.svg);
    assert.match(expected.svg, /<desc>Black stone: B9\. White stone: A9\. 79 empty points\.<\/desc>/);
    assert.match(expected.svg, /data-overlay="atari"/);
    assert.match(expected.svg, /class="label"/);
  });

  test('the rule options apply to every picture; a move the variant refuses stops that picture only', () => {
    const dir = fixture({ 'suicide.md': ['$$B Suicide', '$$ +-------', '$$ | 1 O . .', '$$ | O . . .', '', '$$B Fine', '$$ +-----', '$$ | 1 . .'].join('\n') });
    const go = run(['render', '--out', 'go', 'suicide.md'], { cwd: dir });
    // Go plays a record's suicide as written, as viewers do: the picture shows it, and the error is said.
    assert.deepEqual(listing(join(dir, 'go')), ['suicide-01-suicide.svg', 'suicide-02-fine.svg']);
    assert.match(go.stderr, /^suicide\.md:3:6: ERR_SUICIDE: /);
    assert.equal(go.code, 1);
    const stoical = run(['render', '--out', 'stoical', '--variant', 'stoical', 'suicide.md'], { cwd: dir });
    assert.deepEqual(listing(join(dir, 'stoical')), ['suicide-02-fine.svg']);
    assert.match(stoical.stderr, /^suicide\.md:3:6: ERR_SUICIDE: Move 1, Black A19, is illegal: Stoical Go/);
    assert.equal(stoical.code, 1);
  });

  test('two files whose pictures would have one name: the second is not written, and the error says why', () => {
    const dir = fixture({ 'a/ko.sgf': KO, 'b/ko.sgf': KO });
    const r = run(['render', '--out', 'out', 'a/ko.sgf', 'b/ko.sgf'], { cwd: dir });
    assert.equal(r.code, 1);
    assert.deepEqual(listing(join(dir, 'out')), ['ko.svg']);
    assert.match(r.stderr, /^b\/ko\.sgf: ERR_FILE: not written: out\/ko\.svg is the name of a picture of a\/ko\.sgf too/);
  });

  test('a file with nothing to draw, and one that cannot be read: errors as check gives them, exit 1', () => {
    const dir = fixture({ 'notes.txt': 'no diagram here\n' });
    const r = run(['render', '--out', 'out', 'notes.txt', 'missing.sgf'], { cwd: dir });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^notes\.txt:1:1: ERR_NOTHING_FOUND: Nothing to draw/m);
    assert.match(r.stderr, /^missing\.sgf: ERR_FILE: no such file or directory$/m);
    assert.deepEqual(listing(join(dir, 'out')), []);
  });

  test('-q prints errors only; standard input is named stdin', () => {
    const dir = fixture({});
    const r = run(['render', '-q', '--out', 'out', '-'], { cwd: dir, input: KO });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout + r.stderr, '');
    assert.deepEqual(listing(join(dir, 'out')), ['stdin.svg']);
  });

  test('slug: letters and digits of any script in lower case, other runs one hyphen, cut at a word', () => {
    assert.equal(slug('Two: the ko!'), 'two-the-ko');
    assert.equal(slug('Élan — 3-3 invasion'), 'élan-3-3-invasion');
    assert.equal(slug('定石 その二'), '定石-その二');
    assert.equal(slug('?!'), '');
    assert.equal(slug('word '.repeat(20)).length <= 48, true);
  });
});

/** The width, height and inflated scanlines of a PNG. */
function readPng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature');
  const data: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  return { width, height, pixels: inflateSync(Buffer.concat(data)) };
}

describe('render --format png', () => {
  test('a PNG twice the picture\'s width, with the board drawn (many colours, not one)', () => {
    const dir = fixture({ 'ko.sgf': KO });
    const r = run(['render', '--out', 'out', '--format', 'png', '--coordinates', 'ko.sgf'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, 'wrote out/ko.png\nrendered 1 picture from 1 file: 0 errors, 0 warnings\n');
    const png = readPng(readFileSync(join(dir, 'out/ko.png')));
    assert.deepEqual([png.width, png.height], [896, 896]);
    assert.ok(new Set(png.pixels).size > 64, 'the pixels vary: wood, lines, stones, text');
  });

  test('without the rasteriser: exit 2, what to install, nothing read or written', () => {
    // The built command alone in a folder, with no node_modules to find the rasteriser in.
    const dir = fixture({ 'ko.sgf': KO });
    copyFileSync(BIN, join(dir, 'variant-go.js'));
    const r = spawnSync(process.execPath, [join(dir, 'variant-go.js'), 'render', '--out', 'out', '--format', 'png', 'ko.sgf', 'missing.sgf'], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      "variant-go render: --format png needs the rasteriser @resvg/resvg-js, which is not installed here: install it with 'npm install @resvg/resvg-js' (--format svg needs nothing)\n",
    );
    assert.deepEqual(listing(join(dir, 'out')), []);
    // SVG needs nothing.
    const svg = spawnSync(process.execPath, [join(dir, 'variant-go.js'), 'render', '--out', 'out', 'ko.sgf'], { cwd: dir, encoding: 'utf8' });
    assert.equal(svg.status, 0, svg.stderr);
  });
});
