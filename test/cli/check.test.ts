import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoStack, fixture, placeOf, run } from './helpers.js';

/** A 5x5 ko: Black's B[cb] takes White's B4 (bb); White may not retake at once. */
const KO_SETUP = 'GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb]';

/** A 3x3 board with one numbered move. */
const SMALL_DIAGRAM = '$$B\n$$ +-------+\n$$ | . 1 . |\n$$ | . . . |\n$$ | . . . |\n$$ +-------+\n';

/** One summary line of `check`. */
function summary(files: number, records: number, diagrams: number, errors: number, warnings: number): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `checked ${n(files, 'file')} (${n(records, 'SGF record')}, ${n(diagrams, 'diagram')}): ${n(errors, 'error')}, ${n(warnings, 'warning')}\n`;
}

describe('check: SGF files', () => {
  test('a valid record with variations: nothing but the summary, exit 0', () => {
    const dir = fixture({ 'game.sgf': '(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc](;B[gg];W[gc])(;B[gc]))\n' });
    const r = run(['check', 'game.sgf'], { cwd: dir });
    assert.equal(r.stdout, summary(1, 1, 0, 0, 0));
    assert.equal(r.stderr, '');
    assert.equal(r.code, 0);
  });

  test('a syntax error is reported at its line and column, exit 1', () => {
    const text = '(;GM[1]SZ[9]\n;B[ee]\n;W[cc\n';
    const dir = fixture({ 'broken.sgf': text });
    const r = run(['check', 'broken.sgf'], { cwd: dir });
    assert.equal(placeOf(text, '[cc'), '3:3');
    const lines = r.stdout.split('\n');
    assert.match(lines[0]!, /^broken\.sgf:3:3: ERR_SGF_UNCLOSED_VALUE: \S.*$/);
    assert.equal(lines.slice(1).join('\n'), summary(1, 0, 0, 1, 0));
    assert.equal(r.code, 1);
  });

  test('illegal moves are found in every variation, each at its move property, in file order', () => {
    const text = `(;${KO_SETUP}\n;B[cb]\n(;W[ee];B[dd])\n(;W[bb]C[retakes at once])\n(;W[aa]C[suicide]))\n`;
    const dir = fixture({ 'tree.sgf': text });
    const r = run(['check', 'tree.sgf'], { cwd: dir });
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, new RegExp(`^tree\\.sgf:${placeOf(text, 'W[bb]')}: ERR_KO: Move 2, White B4 \\(W\\[bb\\]\\), is illegal: Go: you may not retake the ko\\b.*$`));
    assert.match(lines[1]!, new RegExp(`^tree\\.sgf:${placeOf(text, 'W[aa]')}: ERR_SUICIDE: Move 2, White A5 \\(W\\[aa\\]\\), is illegal: .*$`));
    assert.equal(`${lines[2]}\n`, summary(1, 1, 0, 2, 0));
    assert.equal(r.code, 1);
  });

  test('Go: an illegal move marked KO[] is meant, so it is a warning (WARN_SGF_FORCED_MOVE), exit 0; under a variant it is an error', () => {
    const text = `(;${KO_SETUP}\n;B[cb]\n;W[bb]KO[])\n`;
    const dir = fixture({ 'ko.sgf': text });
    const r = run(['check', 'ko.sgf'], { cwd: dir });
    const lines = r.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, new RegExp(`^ko\\.sgf:${placeOf(text, 'W[bb]')}: WARN_SGF_FORCED_MOVE: Move 2, White B4 \\(W\\[bb\\]\\), is illegal: Go: you may not retake the ko\\b.*\\. KO\\[\\] marks it as meant\\.$`));
    assert.equal(`${lines[1]}\n`, summary(1, 1, 0, 0, 1));
    assert.equal(r.code, 0);
    const stoical = run(['check', '--variant', 'ko-2-2', 'ko.sgf'], { cwd: dir });
    assert.match(stoical.stdout, new RegExp(`^ko\\.sgf:${placeOf(text, 'W[bb]')}: ERR_KO: `));
    assert.equal(stoical.code, 1);
  });

  test('a refused move shared by several variations is reported once', () => {
    const text = `(;${KO_SETUP};B[cb];W[bb](;B[dd])(;B[ee])(;B[ed]))`;
    const dir = fixture({ 'shared.sgf': text });
    const r = run(['check', '--quiet', 'shared.sgf'], { cwd: dir });
    assert.equal(r.stdout.trimEnd().split('\n').length, 1);
    assert.match(r.stdout, new RegExp(`^shared\\.sgf:${placeOf(text, 'W[bb]')}: ERR_KO: `));
  });

  test('the variant comes from ZVR, else RU; --variant wins over both', () => {
    // Black captures at A4, then White captures at E2 at once: legal in Go, not in Stoical Go.
    const moves = 'AB[ba][ee]AW[aa][de];B[ab];W[ed])';
    const zvr = `(;GM[1]SZ[5]ZVR[stoical]${moves}`;
    const ru = `(;GM[1]SZ[5]RU[Stoical Go]${moves}`;
    const plain = `(;GM[1]SZ[5]${moves}`;
    const dir = fixture({ 'zvr.sgf': zvr, 'ru.sgf': ru, 'plain.sgf': plain });

    const fromFile = run(['check', '-q', 'zvr.sgf', 'ru.sgf', 'plain.sgf'], { cwd: dir });
    assert.deepEqual(
      fromFile.stdout.trimEnd().split('\n').map((l) => l.split(': ').slice(0, 2).join(': ')),
      [`zvr.sgf:${placeOf(zvr, 'W[ed]')}: ERR_STOICAL_CAPTURE`, `ru.sgf:${placeOf(ru, 'W[ed]')}: ERR_STOICAL_CAPTURE`],
    );
    assert.equal(fromFile.code, 1);

    const asGo = run(['check', '-q', '--variant', 'go', 'zvr.sgf', 'ru.sgf'], { cwd: dir });
    assert.equal(asGo.stdout, '');
    assert.equal(asGo.code, 0);

    const asStoical = run(['check', '-q', '--variant=stoical', 'plain.sgf'], { cwd: dir });
    assert.match(asStoical.stdout, new RegExp(`^plain\\.sgf:${placeOf(plain, 'W[ed]')}: ERR_STOICAL_CAPTURE: `));
    assert.equal(asStoical.code, 1);
  });

  test('rule options: a pass is forbidden in Tile Go with prisoner-return scoring, allowed with standard scoring', () => {
    const text = '(;GM[1]SZ[9];B[ee];W[cc];B[])';
    const dir = fixture({ 'pass.sgf': text });
    const strict = run(['check', '-q', '--variant', 'tile', 'pass.sgf'], { cwd: dir });
    assert.match(strict.stdout, new RegExp(`^pass\\.sgf:${placeOf(text, 'B[]')}: ERR_PASS_FORBIDDEN: `));
    assert.equal(strict.code, 1);
    const standard = run(['check', '-q', '--variant', 'tile', '--scoring', 'standard', 'pass.sgf'], { cwd: dir });
    assert.equal(standard.stdout, '');
    assert.equal(standard.code, 0);
  });

  test('warnings are printed with their place but do not fail the check', () => {
    const text = '(;GM[1]FF[4]\nSZ[9:9]KM[650];B[ee])';
    const dir = fixture({ 'fox.sgf': text });
    const r = run(['check', 'fox.sgf'], { cwd: dir });
    const lines = r.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, new RegExp(`^fox\\.sgf:${placeOf(text, 'SZ')}: WARN_SGF_SIZE_COMPOSED: `));
    assert.match(lines[1]!, new RegExp(`^fox\\.sgf:${placeOf(text, 'KM')}: WARN_SGF_KOMI_SCALED: `));
    assert.equal(`${lines[2]}\n`, summary(1, 1, 0, 0, 2));
    assert.equal(r.code, 0);
  });

  test('a board size out of range is an error at SZ; every game of a collection is checked', () => {
    const text = '(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[30])';
    const dir = fixture({ 'two.sgf': text });
    const r = run(['check', 'two.sgf'], { cwd: dir });
    assert.match(r.stdout, new RegExp(`^two\\.sgf:${placeOf(text, 'SZ[30]')}: ERR_SGF_SIZE: `));
    assert.ok(r.stdout.endsWith(summary(1, 2, 0, 1, 0)));
    assert.equal(r.code, 1);
  });
});

describe('check: $$ diagrams in text', () => {
  const PAGE = [
    '== Ko ==',
    'Black takes the ko:',
    '',
    '$$B Black takes',
    '$$ +---------+',
    '$$ | . X O . |',
    '$$ | X O 1 O |',
    '$$ | . X O . |',
    '$$ | . . . . |',
    '$$ +---------+',
    '',
    'White may not play inside (a quoted diagram):',
    '',
    '> $$B',
    '> $$ +---------+',
    '> $$ | . X . . |',
    '> $$ | X 2 X . |',
    '> $$ | . X 1 . |',
    '> $$ | . . . . |',
    '> $$ +---------+',
    '',
    '[go]$$W Corner',
    '$$ +-------',
    '$$ | . . O X',
    '$$ | . 1 O X',
    '$$ | O O X .',
    '$$ | X X . .[/go]',
    '',
  ].join('\n');

  test('every diagram of a page is checked; an illegal move is reported at its digit, on the page', () => {
    const dir = fixture({ 'page.txt': PAGE });
    const r = run(['check', 'page.txt'], { cwd: dir });
    const place = placeOf(PAGE, 'X 2 X', 2);
    assert.equal(place, '17:10');
    assert.equal(r.stdout, `page.txt:${place}: ERR_SUICIDE: Move 2, White B3, is illegal: Go: suicide is not allowed: that stone would have no liberties.\n${summary(1, 0, 3, 1, 0)}`);
    assert.equal(r.code, 1);
  });

  test('a diagram that cannot be read is reported at the character, on the page', () => {
    const text = 'Intro\n\n$$B\n$$ +-----+\n$$ | . X ! |\n$$ +-----+\n';
    const dir = fixture({ 'bad.wiki': text });
    const r = run(['check', 'bad.wiki'], { cwd: dir });
    assert.match(r.stdout.split('\n')[0]!, new RegExp(`^bad\\.wiki:${placeOf(text, '!')}: ERR_DIAGRAM_CHARACTER: \\S.*$`));
    assert.ok(r.stdout.endsWith(summary(1, 0, 1, 1, 0)));
    assert.equal(r.code, 1);
  });

  test('valid diagrams: exit 0', () => {
    const valid = PAGE.split('\n').slice(0, 11).join('\n');
    const dir = fixture({ 'ok.md': valid });
    const r = run(['check', 'ok.md'], { cwd: dir });
    assert.equal(r.stdout, summary(1, 0, 1, 0, 0));
    assert.equal(r.code, 0);
  });

  test('ERR_NOTHING_FOUND: a file with no SGF record and no diagram is an error at its line 1, exit 1', () => {
    const dir = fixture({ 'none.md': 'No diagram here.\n', 'empty.txt': '', 'late.txt': 'The game:\n(;SZ[9];B[ee];W[ee])\n' });
    const r = run(['check', 'none.md', 'empty.txt', 'late.txt'], { cwd: dir });
    const lines = r.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, 3).map((l) => l.split(': ').slice(0, 2).join(': ')), [
      'none.md:1:1: ERR_NOTHING_FOUND',
      'empty.txt:1:1: ERR_NOTHING_FOUND',
      'late.txt:1:1: ERR_NOTHING_FOUND',
    ]);
    assert.match(lines[0]!, /no SGF record .*and no \$\$ diagram/);
    assert.match(lines[2]!, /--sgf/, 'the message says how to read such a file as SGF');
    assert.equal(`${lines[3]}\n`, summary(3, 0, 0, 3, 0));
    assert.equal(r.code, 1);
    const json = JSON.parse(run(['check', '--json', 'none.md'], { cwd: dir }).stdout);
    assert.deepEqual([json.errors, json.problems[0].code, json.problems[0].line, json.problems[0].column], [1, 'ERR_NOTHING_FOUND', 1, 1]);
  });

  test('diagrams are checked under the variant given: a tile in a Tile Go diagram', () => {
    // D is a black stone on a tile (docs/diagrams.md): Go has no tiles, Tile Go does.
    const text = '$$B\n$$ +-------+\n$$ | D . . |\n$$ | . . . |\n$$ | . . O |\n$$ +-------+\n';
    const dir = fixture({ 'tile.txt': text });
    const asTile = run(['check', '--variant', 'tile', 'tile.txt'], { cwd: dir });
    assert.equal(asTile.stdout, summary(1, 0, 1, 0, 0));
    assert.equal(asTile.code, 0);
    const asGo = run(['check', 'tile.txt'], { cwd: dir });
    assert.match(asGo.stdout, /^tile\.txt:\d+:\d+: WARN_/);
  });

  test('--diagram reads any file as a page of diagrams, --sgf any file as SGF', () => {
    const dir = fixture({ 'diagram.sgf': SMALL_DIAGRAM, 'record.txt': '(;GM[1]SZ[9];B[ee])' });
    assert.equal(run(['check', '--diagram', 'diagram.sgf'], { cwd: dir }).stdout, summary(1, 0, 1, 0, 0));
    assert.equal(run(['check', '--sgf', 'record.txt'], { cwd: dir }).stdout, summary(1, 1, 0, 0, 0));
  });
});

describe('check: inputs and output', () => {
  test('a directory stands for its .sgf files, recursively, in name order', () => {
    const dir = fixture({
      'games/b.sgf': '(;SZ[9];B[ee];W[ee])',
      'games/a/c.sgf': '(;SZ[9];B[aa];W[aa])',
      'games/notes.txt': '$$B\n$$ | ! |\n',
    });
    const r = run(['check', '-q', 'games'], { cwd: dir });
    assert.deepEqual(
      r.stdout.trimEnd().split('\n').map((l) => l.split(': ').slice(0, 2).join(': ')),
      ['games/a/c.sgf:1:15: ERR_OCCUPIED', 'games/b.sgf:1:15: ERR_OCCUPIED'],
    );
    assert.equal(r.code, 1);
  });

  test('any file starting with "(;" (after spaces or a BOM) is read as SGF, whatever its name', () => {
    const text = '(;GM[1]SZ[9];B[ee];W[ee])\n';
    const dir = fixture({ 'bad.txt': text, 'bom.md': `\uFEFF \n${text}`, 'game': text });
    const r = run(['check', 'bad.txt', 'bom.md', 'game'], { cwd: dir });
    assert.deepEqual(
      r.stdout.trimEnd().split('\n').map((l) => l.split(': ').slice(0, 2).join(': ')),
      [`bad.txt:${placeOf(text, 'W[ee]')}: ERR_OCCUPIED`, `bom.md:2:${placeOf(text, 'W[ee]').split(':')[1]}: ERR_OCCUPIED`, `game:${placeOf(text, 'W[ee]')}: ERR_OCCUPIED`, 'checked 3 files (3 SGF records, 0 diagrams): 3 errors, 0 warnings'],
    );
    assert.equal(r.code, 1);
    assert.equal(run(['check', '--diagram', 'bad.txt'], { cwd: dir }).stdout.split(': ')[1], 'ERR_NOTHING_FOUND', '--diagram still reads it as a page');
  });

  test('- reads standard input: SGF when it starts with "(;", diagrams otherwise', () => {
    const sgf = run(['check', '-q', '-'], { input: '(;SZ[9];B[ee];W[ee])' });
    assert.match(sgf.stdout, /^<stdin>:1:15: ERR_OCCUPIED: /);
    const page = run(['check', '-'], { input: `text\n${SMALL_DIAGRAM}` });
    assert.equal(page.stdout, summary(1, 0, 1, 0, 0));
  });

  test('a file that does not exist is a problem of that file, exit 1', () => {
    const dir = fixture({ 'ok.sgf': '(;SZ[9])' });
    const r = run(['check', 'missing.sgf', 'ok.sgf'], { cwd: dir });
    assert.equal(r.stdout, `missing.sgf: ERR_FILE: no such file or directory\n${summary(2, 1, 0, 1, 0)}`);
    assert.equal(r.code, 1);
    assertNoStack(r.stderr);
  });

  test('--json: the counts and every problem with file, line, column, severity, code and message', () => {
    const text = '(;SZ[9:9];B[ee];W[ee])';
    const dir = fixture({ 'g.sgf': text });
    const r = run(['check', '--json', 'g.sgf'], { cwd: dir });
    const out = JSON.parse(r.stdout);
    assert.deepEqual({ ...out, problems: out.problems.map((p: Record<string, unknown>) => ({ ...p, message: typeof p.message })) }, {
      files: 1,
      records: 1,
      diagrams: 0,
      errors: 1,
      warnings: 1,
      problems: [
        { file: 'g.sgf', line: 1, column: 3, severity: 'warning', code: 'WARN_SGF_SIZE_COMPOSED', message: 'string' },
        { file: 'g.sgf', line: 1, column: 17, severity: 'error', code: 'ERR_OCCUPIED', message: 'string' },
      ],
    });
    assert.equal(r.code, 1);
  });

  test('--json: a refused move\'s message does not repeat its line and column, which are fields', () => {
    const text = '(;SZ[9]\n;B[ee]\n;W[ee])';
    const dir = fixture({ 'g.sgf': text });
    const problems = JSON.parse(run(['check', '--json', 'g.sgf'], { cwd: dir }).stdout).problems;
    assert.deepEqual(problems.map((p: Record<string, unknown>) => [p.code, p.line, p.column]), [['ERR_OCCUPIED', 3, 2]]);
    assert.equal(problems[0].message, 'Move 2, White E5 (W[ee]), is illegal: Go: that point is already occupied.');
  });

  test('a refused move in a node holding B and W is reported at the property refused', () => {
    const text = '(;SZ[9];B[ee]W[ee])';
    const dir = fixture({ 'both.sgf': text, 'off.sgf': '(;SZ[9];B[ee]W[zz])' });
    const r = run(['check', '-q', 'both.sgf', 'off.sgf'], { cwd: dir });
    assert.deepEqual(
      r.stdout.trimEnd().split('\n').map((l) => l.split(': ').slice(0, 2).join(': ')),
      [`both.sgf:${placeOf(text, 'W[ee]')}: ERR_OCCUPIED`, `off.sgf:${placeOf(text, 'W[ee]')}: ERR_SGF_POINT`],
    );
  });

  test('many records with warnings in one file: every record checked, one warning per kind, at the first, with a count', () => {
    const record = '(;GM[1]KM[650]SZ[19:19];B[aa])\n';
    const dir = fixture({ 'many.sgf': record.repeat(2_000), 'three.sgf': record.repeat(3) });
    const r = run(['check', '--json', 'many.sgf'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { records: number; warnings: number; problems: { line: number; code: string; message: string }[] };
    assert.equal(report.records, 2_000);
    assert.equal(report.warnings, 2);
    assert.deepEqual(
      report.problems.map((p) => [p.line, p.code]),
      [[1, 'WARN_SGF_KOMI_SCALED'], [1, 'WARN_SGF_SIZE_COMPOSED']],
    );
    assert.match(report.problems[0]!.message, /\(2,000 times in this file; the first is shown here\)$/);
    const lines = run(['check', 'three.sgf'], { cwd: dir }).stdout.trimEnd().split('\n');
    assert.deepEqual(lines, [
      'three.sgf:1:8: WARN_SGF_KOMI_SCALED: KM[650] was read as komi 6.5 (Fox writes komi times 100). (3 times in this file; the first is shown here)',
      'three.sgf:1:15: WARN_SGF_SIZE_COMPOSED: SZ[19:19] was read as SZ[19]. (3 times in this file; the first is shown here)',
      'checked 1 file (3 SGF records, 0 diagrams): 0 errors, 2 warnings',
    ]);
  });

  test('a property repeated in every node of a problem collection is one warning, and so is every other kind that repeats per node', () => {
    const problem = '(;GM[1]SZ[9]AB[aa]AB[bb]AW[cc]AW[dd];B[ee]B[ff];W[]ZVK[odd])\n';
    const dir = fixture({ 'problems.sgf': problem.repeat(300) });
    const r = run(['check', 'problems.sgf'], { cwd: dir });
    const codes = r.stdout.trimEnd().split('\n').slice(0, -1).map((line) => line.split(': ')[1]);
    assert.deepEqual(codes, ['WARN_SGF_REPEATED_PROPERTY', 'WARN_SGF_IGNORED_VALUE']);
    assert.match(r.stdout, /WARN_SGF_REPEATED_PROPERTY: .* \(900 times in this file; the first is shown here\)/);
  });

  test('--quiet prints errors only, without the summary', () => {
    const dir = fixture({ 'g.sgf': '(;SZ[9:9];B[ee];W[ee])', 'fine.sgf': '(;SZ[9:9])' });
    const r = run(['check', '--quiet', 'g.sgf', 'fine.sgf'], { cwd: dir });
    assert.match(r.stdout, /^g\.sgf:1:17: ERR_OCCUPIED: [^\n]*\n$/);
    assert.equal(run(['check', '-q', 'fine.sgf'], { cwd: dir }).stdout, '');
  });
});
