// `npm test` keeps its log short: failures in full, passes only counted, and the closing
// "N passed, N failed" line CI reads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { shortReporter } from '../../scripts/wtr-reporter.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the node:test summary reporter', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=./scripts/summary-reporter.mjs', '--test-reporter-destination=stdout', 'test/scripts/fixtures/mixed.fixture.ts'],
    // Without NODE_TEST_CONTEXT the inner run reports to its own stdout, not to this test runner.
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  );
  const lines = run.stdout.trimEnd().split('\n');

  test('a failure is shown in full: its suite path, its place, the values compared and what the file printed', () => {
    assert.match(run.stdout, /✖ a suite > a failing test/);
    assert.match(run.stdout, /mixed\.fixture\.ts:\d+/);
    assert.match(run.stdout, /2 !== 3/);
    assert.match(run.stdout, /printed by the failing file/);
  });

  test('passes are counted, not listed', () => {
    assert.doesNotMatch(run.stdout, /a passing test/);
  });

  test('the last line is "N passed, N failed" alone', () => {
    assert.equal(lines.at(-1), '2 passed, 1 failed');
  });
});

describe('the browser test reporter', () => {
  /** What the reporter prints for these sessions at exit. */
  function printed(sessions: object[]): string {
    const reporter = shortReporter();
    let out = '';
    const write = process.stdout.write;
    const listeners: (() => void)[] = [];
    const once = process.once;
    process.once = ((event: string, listener: () => void) => (event === 'exit' ? listeners.push(listener) : once.call(process, event, listener), process)) as typeof process.once;
    try {
      reporter.start();
      reporter.onTestRunFinished({ sessions });
      process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
      for (const listener of listeners) listener();
    } finally {
      process.stdout.write = write;
      process.once = once;
    }
    return out;
  }

  const passing = {
    testFile: `${root}test/element/passing.test.ts`,
    passed: true,
    logs: [['a log of a passing file']],
    request404s: ['test/element/fixtures/missing.sgf'],
    testResults: { tests: [], suites: [{ name: 'board', tests: [{ name: 'shows a move', passed: true }], suites: [] }] },
  };
  const failing = {
    testFile: `${root}test/element/failing.test.ts`,
    passed: false,
    logs: [['a log of the failing file']],
    request404s: [],
    testResults: {
      tests: [],
      suites: [{ name: 'board', tests: [{ name: 'refuses a move', passed: false, error: { message: 'expected 1 to equal 2', expected: '2', actual: '1', stack: 'at board.test.ts:9' } }], suites: [] }],
    },
  };

  test('a passing file prints nothing, not even its expected 404 requests: only the count', () => {
    assert.equal(printed([passing]), '1 passed, 0 failed\n');
  });

  test('a failing test is shown with its file, path, values, stack and the browser logs of its file', () => {
    const out = printed([passing, failing]);
    assert.match(out, /✖ test\/element\/failing\.test\.ts\n {2}✖ board > refuses a move\n/);
    assert.match(out, /expected: 2\n\s+actual: {3}1/);
    assert.match(out, /at board\.test\.ts:9/);
    assert.match(out, /a log of the failing file/);
    assert.doesNotMatch(out, /passing/);
    assert.match(out, /\n1 passed, 1 failed\n$/);
  });

  test('a file that failed to load counts as one failure', () => {
    const broken = { testFile: `${root}test/element/broken.test.ts`, passed: false, errors: [{ message: 'SyntaxError: x' }], testResults: { tests: [], suites: [] } };
    const out = printed([broken]);
    assert.match(out, /SyntaxError: x/);
    assert.match(out, /0 passed, 1 failed\n$/);
  });
});
