/**
 * What the CLI reads: files as bytes, decoded as the element decodes `src` (src/formats/decode.ts),
 * and only regular files; file names printed so that no name can forge a line of a report.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { BIN, fixture, run } from './helpers.js';

/** "李昌" in GB2312. */
const LEE_GB = [0xc0, 0xee, 0xb2, 0xfd];

function bytes(text: string, insert: number[]): Buffer {
  const [before, after] = text.split('@') as [string, string];
  return Buffer.concat([Buffer.from(before, 'latin1'), Buffer.from(insert), Buffer.from(after, 'latin1')]);
}

function utf16le(text: string, bom: boolean): Buffer {
  return Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, 'utf16le')]);
}

describe('the CLI decodes files as the element does', () => {
  test('CA[GB2312]: names read in their charset, no U+FFFD', () => {
    const dir = fixture({});
    writeFileSync(join(dir, 'gb.sgf'), bytes('(;GM[1]CA[GB2312]SZ[9]PB[@];B[ee])', LEE_GB));
    const r = run(['show', 'gb.sgf'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /李昌/);
    assert.doesNotMatch(r.stdout, /\uFFFD/);
    assert.equal(r.stderr, '');
  });

  test('a charset no decoder knows is a warning at CA in the check format', () => {
    const dir = fixture({ 'odd.sgf': '(;GM[1]SZ[9]\nCA[klingon];B[ee])' });
    const r = run(['check', 'odd.sgf'], { cwd: dir });
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^odd\.sgf:2:1: WARN_CHARSET_UNKNOWN: CA\[klingon\] names no charset/m);
  });

  test('UTF-16 with and without a byte order mark, and CA[UTF-16LE], is read', () => {
    const dir = fixture({});
    const record = '(;GM[1]FF[4]CA[UTF-16LE]SZ[9]PB[李昌];B[ee];W[cc])';
    writeFileSync(join(dir, 'bom.sgf'), utf16le(record, true));
    writeFileSync(join(dir, 'plain.sgf'), utf16le(record, false));
    writeFileSync(join(dir, 'page.txt'), utf16le('(;SZ[9];B[ee])', true));
    const r = run(['check', 'bom.sgf', 'plain.sgf', 'page.txt'], { cwd: dir });
    assert.equal(r.stdout, 'checked 3 files (3 SGF records, 0 diagrams): 0 errors, 0 warnings\n');
    assert.equal(r.code, 0);
    assert.match(run(['show', 'bom.sgf'], { cwd: dir }).stdout, /Black: 李昌/);
  });
});

describe('file names and the kinds of file the CLI reads', () => {
  test('control characters in a file name are escaped: a name cannot forge a report line', () => {
    const forged = 'x.sgf\nevil.sgf:1:1: ERR_FAKE: all good\t\u001b[2J.sgf';
    const dir = fixture({});
    mkdirSync(join(dir, 'games'));
    writeFileSync(join(dir, 'games', forged), '(;SZ[9];B[ee];W[ee])');
    for (const args of [['check', join('games', forged)], ['check', 'games'], ['stats', '--variant', 'go', '--list', 'games'], ['show', join('games', forged)]]) {
      const r = run(args, { cwd: dir });
      const output = r.stdout + r.stderr;
      assert.doesNotMatch(output, /^evil\.sgf/m, args.join(' '));
      assert.match(output, /x\.sgf\\nevil\.sgf:1:1: ERR_FAKE: all good\\t\\x1b\[2J\.sgf/, args.join(' '));
    }
    const missing = run(['check', 'gone\nevil.sgf'], { cwd: dir });
    assert.equal(missing.stdout.split('\n')[0], 'gone\\nevil.sgf: ERR_FILE: no such file or directory');
  });

  test('a directory with no .sgf file, or only a symlink loop, says so and exits 1', () => {
    const dir = fixture({ 'empty/readme.txt': 'nothing' });
    mkdirSync(join(dir, 'loop'));
    symlinkSync('a.sgf', join(dir, 'loop', 'a.sgf'));
    symlinkSync('..', join(dir, 'loop', 'up'));
    for (const folder of ['empty', 'loop']) {
      const r = run(['check', folder], { cwd: dir });
      assert.equal(r.stdout, `${folder}: ERR_NOTHING_FOUND: no .sgf files found under ${folder}\nchecked 0 files (0 SGF records, 0 diagrams): 1 error, 0 warnings\n`);
      assert.equal(r.code, 1);
      const shown = run(['show', folder], { cwd: dir });
      assert.equal(shown.stderr, `variant-go show: ${folder}: no .sgf files found under ${folder}\n`);
      assert.equal(shown.code, 1);
    }
    assert.equal(run(['check', 'loop/a.sgf'], { cwd: dir }).stdout.split('\n')[0], 'loop/a.sgf: ERR_FILE: too many levels of symbolic links (a link loop)');
  });

  test('a FIFO and /dev/zero, named or as standard input, are refused, not read: no hang, exit 1', () => {
    const dir = fixture({ 'ok.sgf': '(;SZ[9])' });
    execFileSync('mkfifo', [join(dir, 'pipe.sgf')]);
    const r = run(['check', 'pipe.sgf', '/dev/zero', 'ok.sgf'], { cwd: dir });
    assert.equal(
      r.stdout,
      'pipe.sgf: ERR_FILE: not a regular file (a FIFO); only files and directories are read\n' +
        '/dev/zero: ERR_FILE: not a regular file (a character device); only files and directories are read\n' +
        'checked 3 files (1 SGF record, 0 diagrams): 2 errors, 0 warnings\n',
    );
    assert.equal(r.code, 1);
    const shown = run(['show', '/dev/zero'], { cwd: dir });
    assert.equal(shown.stderr, 'variant-go show: /dev/zero: not a regular file (a character device); only files and directories are read\n');
    // Standard input from a device: refused, not read for ever.
    const zero = spawnSync(BIN, ['check', '-'], { stdio: [openSync('/dev/zero', 'r'), 'pipe', 'pipe'], encoding: 'utf8', timeout: 20_000 });
    assert.equal(zero.stdout.split('\n')[0], '<stdin>: ERR_FILE: standard input is a device, not a terminal (such as /dev/zero); give a file, a pipe or a terminal');
    assert.equal(zero.status, 1);
    // In a directory, a FIFO named .sgf is skipped.
    const walked = run(['check', '.'], { cwd: dir });
    assert.equal(walked.stdout, 'checked 1 file (1 SGF record, 0 diagrams): 0 errors, 0 warnings\n');
  });

  test('a record whose root has no ";" is read as SGF, from a file of any name or standard input, with a warning', () => {
    const record = '(SZ[9]KM[6.5];B[ee];W[ee])';
    const dir = fixture({ 'nihon-kiin.txt': record });
    for (const r of [run(['check', 'nihon-kiin.txt'], { cwd: dir }), run(['check', '-'], { cwd: dir, input: record })]) {
      const lines = r.stdout.trimEnd().split('\n');
      assert.match(lines[0]!, /:1:2: WARN_SGF_ROOT_WITHOUT_SEMICOLON: /);
      assert.match(lines[1]!, /:1:21: ERR_OCCUPIED: /);
      assert.equal(lines[2], 'checked 1 file (1 SGF record, 0 diagrams): 1 error, 1 warning');
    }
  });
});
