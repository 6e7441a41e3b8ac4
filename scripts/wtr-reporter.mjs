// A @web/test-runner reporter for short logs: each failing test in full (file, suite path, the
// error with expected and actual, its stack, and that file's browser logs and failed requests),
// passes only counted, and "N passed, N failed" alone on the last line, which CI logs are read
// by. The default reporter's "404 network requests" blocks of passing files (the error tests
// ask for missing files on purpose) read like failures, so they are shown only with a failure.
import { relative } from 'node:path';
import { inspect } from 'node:util';

export function shortReporter() {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let report = '';
  return {
    onTestRunFinished({ sessions }) {
      counts = { passed: 0, failed: 0, skipped: 0 };
      report = '';
      for (const session of sessions) {
        const failures = [];
        collect(session.testResults, [], failures, counts);
        const loadFailed = session.passed === false && failures.length === 0;
        if (loadFailed) counts.failed++;
        if (failures.length === 0 && !loadFailed) continue;
        report += `\n✖ ${relative(process.cwd(), session.testFile)}\n`;
        for (const { names, error } of failures) report += `  ✖ ${names.join(' > ')}\n${indent(describeError(error), 6)}\n`;
        for (const error of session.errors ?? []) report += `  error in the file:\n${indent(describeError(error), 6)}\n`;
        const logs = (session.logs ?? []).map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
        if (logs.length > 0) report += `  browser logs:\n${indent(logs.join('\n'), 6)}\n`;
        if (session.request404s?.length) report += `  404 requests:\n${indent(session.request404s.join('\n'), 6)}\n`;
      }
    },
    start() {
      // Reporters stop before the runner's last output is flushed, so print at exit.
      process.once('exit', () => {
        const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
        process.stdout.write(`${report}${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
      });
    },
  };
}

function collect(suite, names, failures, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else {
      counts.failed++;
      failures.push({ names: [...names, test.name], error: test.error });
    }
  }
  for (const child of suite?.suites ?? []) collect(child, [...names, child.name], failures, counts);
}

function describeError(error) {
  if (!error) return 'failed without an error (a timeout or a failed hook?)';
  let text = error.message ?? String(error);
  if ('expected' in error || 'actual' in error) text += `\nexpected: ${error.expected}\nactual:   ${error.actual}`;
  if (error.stack) text += `\n${error.stack}`;
  return text;
}

function indent(text, spaces) {
  return String(text).replace(/^/gm, ' '.repeat(spaces));
}
