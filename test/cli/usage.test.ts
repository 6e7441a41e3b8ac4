import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { DEFAULT_MAX_WORKERS, FILES_PER_WORKER } from '../../src/cli/parallel.js';
import { assertNoStack, fixture, run } from './helpers.js';

const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string;

describe('usage', () => {
  test('--version and -V print the package version', () => {
    for (const flag of ['--version', '-V']) {
      const r = run([flag]);
      assert.equal(r.stdout, `${VERSION}\n`);
      assert.equal(r.code, 0);
    }
  });

  test('--help for the tool and for each command, exit 0', () => {
    assert.match(run(['--help']).stdout, /^Usage: variant-go <command>/);
    assert.match(run(['-h']).stdout, /^Usage: variant-go <command>/);
    for (const command of ['check', 'show', 'render', 'stats']) {
      for (const args of [[command, '--help'], [command, '-h'], ['help', command], [command, 'file.sgf', '--help']]) {
        const r = run(args);
        assert.match(r.stdout, new RegExp(`^Usage: variant-go ${command} `), args.join(' '));
        assert.equal(r.code, 0);
      }
    }
  });

  test('every option a command takes is in its help', () => {
    const options: Record<string, string[]> = {
      check: ['--variant', '--komi', '--ko', '--max-tiles', '--scoring', '--diagram', '--sgf', '--json', '--quiet'],
      show: ['--variant', '--komi', '--ko', '--max-tiles', '--scoring', '--move', '--format', '--line', '--no-coordinates', '--diagram', '--sgf'],
      render: ['--variant', '--komi', '--ko', '--max-tiles', '--scoring', '--out', '--format', '--game', '--move', '--overlay', '--coordinates', '--theme', '--diagram', '--sgf', '--quiet'],
      stats: ['--variant', '--komi', '--ko', '--max-tiles', '--scoring', '--json', '--list', '--jobs'],
    };
    for (const [command, names] of Object.entries(options)) {
      const help = run([command, '--help']).stdout;
      for (const name of names) assert.ok(help.includes(name), `${command} --help mentions ${name}`);
    }
  });

  test('stats --help: --jobs says what parallel.ts does (default, one thread per FILES_PER_WORKER files, none from source)', () => {
    const help = run(['stats', '--help']).stdout;
    const jobs = help.slice(help.indexOf('--jobs'), help.indexOf('-h, --help')).replace(/\s+/g, ' ');
    assert.match(jobs, new RegExp(`one per core, up to ${DEFAULT_MAX_WORKERS}\\b`));
    assert.match(jobs, new RegExp(`at most one thread per ${FILES_PER_WORKER} files`));
    assert.match(jobs, /TypeScript source/);
  });

  /** Usage errors: exit 2, the message on stderr naming what is wrong, nothing on stdout. */
  const USAGE_ERRORS: [string[], string][] = [
    [[], 'Usage: variant-go <command>'],
    [['frob'], "variant-go: unknown command 'frob': choose check, show, render or stats"],
    [['--frob'], "variant-go: unknown option '--frob' (a command comes first: check, show, render or stats)"],
    [['help', 'frob'], "variant-go: unknown command 'frob'"],
    [['check', '--frob', 'a.sgf'], "variant-go check: unknown option '--frob'"],
    [['check', '-x', 'a.sgf'], "variant-go check: unknown option '-x'"],
    [['check', '--json=yes', 'a.sgf'], "variant-go check: option '--json' takes no value"],
    [['check'], 'variant-go check: no file to check: name one or more files or directories'],
    [['check', '--variant'], "variant-go check: option '--variant' needs a value"],
    [['check', '--variant', 'chess', 'a.sgf'], "variant-go check: unknown variant 'chess' for '--variant': choose one of go, tile, cushion, no-seki, loose, paper-pencil, stoical"],
    [['check', '--variant', 'loose', '--ko', 'basic', 'a.sgf'], "variant-go check: option '--ko' does not apply to Loose (loose)"],
    [['check', '--max-tiles', '0', 'a.sgf'], "variant-go check: option '--max-tiles' must be a whole number of at least 1 or 'unlimited', not '0'"],
    [['check', '--komi', 'lots', 'a.sgf'], "variant-go check: option '--komi' must be a number, not 'lots'"],
    [['check', '--scoring', 'japanese', 'a.sgf'], "variant-go check: option '--scoring' must be one of prisoner-return, standard, not 'japanese'"],
    [['check', '--diagram', '--sgf', 'a.sgf'], "variant-go check: options '--diagram' and '--sgf' cannot be used together"],
    [['show'], 'variant-go show: no file to show: name one file'],
    [['show', 'a.sgf', 'b.sgf'], 'variant-go show: one file at a time, not 2'],
    [['show', '--format', 'png', 'a.sgf'], "variant-go show: option '--format' must be one of text, json, svg, diagram, not 'png'"],
    [['show', '--move', '-1', 'a.sgf'], "variant-go show: option '--move' must be a whole number of at least 0, not '-1'"],
    [['show', '--move', 'last', 'a.sgf'], "variant-go show: option '--move' must be a whole number of at least 0, not 'last'"],
    [['render', 'a.sgf'], "variant-go render: no folder to write to: name one with '--out DIR'"],
    [['render', '--out', 'pictures'], 'variant-go render: no file to render: name one or more files or directories'],
    [['render', '--out', 'pictures', '--format', 'gif', 'a.sgf'], "variant-go render: option '--format' must be one of svg, png, not 'gif'"],
    [['render', '--out', 'pictures', '--theme', 'blue', 'a.sgf'], "variant-go render: option '--theme' must be one of auto, light, dark, not 'blue'"],
    [['render', '--out', 'pictures', '--move', 'last', 'a.sgf'], "variant-go render: option '--move' must be a whole number of at least 0, not 'last'"],
    [['stats', 'games'], "variant-go stats: option '--variant' is required: one of go, tile"],
    [['stats', '--variant', 'tile'], 'variant-go stats: no records to replay: name files or directories'],
    [['stats', '--variant', 'tile', '--jobs', '0', 'games'], "variant-go stats: option '--jobs' must be a whole number of at least 1, not '0'"],
  ];

  test('usage errors: exit 2, a message naming the problem and where to find help, no stack trace', () => {
    const dir = fixture({ 'a.sgf': '(;SZ[9])' });
    for (const [args, message] of USAGE_ERRORS) {
      const r = run(args, { cwd: dir });
      const shown = args.join(' ') || '(no arguments)';
      assert.equal(r.code, 2, shown);
      assert.equal(r.stdout, '', shown);
      assert.ok(r.stderr.startsWith(message), `${shown}: ${r.stderr}`);
      if (args.length > 0) assert.match(r.stderr, /\nRun 'variant-go( \w+)? --help' for usage\.\n$/, shown);
      assertNoStack(r.stderr);
    }
  });

  test('the variant is read case-insensitively; --name=value and --name value are the same', () => {
    const dir = fixture({ 'a.sgf': '(;SZ[9];B[ee])' });
    assert.equal(run(['check', '-q', '--variant=TILE', 'a.sgf'], { cwd: dir }).code, 0);
    assert.equal(run(['check', '-q', '--variant', 'Tile', 'a.sgf'], { cwd: dir }).code, 0);
  });

  test('-- ends the options: a file named like an option', () => {
    const dir = fixture({ '--odd.sgf': '(;SZ[9];B[ee])' });
    const r = run(['check', '--', '--odd.sgf'], { cwd: dir });
    assert.match(r.stdout, /^checked 1 file /);
    assert.equal(r.code, 0);
  });
});
