// A node:test reporter for short logs: each failing test in full (its suite path, file and line,
// the error with its diff and stack, and what the test printed), passes only counted, and
// "N passed, N failed" alone on the last line, the closing line CI logs are read by.
import { inspect } from 'node:util';

export default async function* summary(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  // Names of the suites a test sits in, by nesting level, from the start events of one file.
  const path = [];
  // What each test file printed, shown only with its failures.
  const printed = new Map();
  for await (const event of source) {
    const { data } = event;
    if (event.type === 'test:start') {
      path[data.nesting] = data.name;
      path.length = data.nesting + 1;
      continue;
    }
    if (event.type === 'test:stdout' || event.type === 'test:stderr') {
      const key = data.file ?? '';
      printed.set(key, (printed.get(key) ?? '') + data.message);
      continue;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (data.details?.type === 'suite') {
      // A suite fails on its own only when its hooks or file fail; its tests are counted apart.
      if (event.type === 'test:fail' && data.details.error?.failureType !== 'subtestsFailed') {
        failed++;
        yield failure(data, path, printed);
      }
      continue;
    }
    if (data.skip || data.todo) skipped++;
    else if (event.type === 'test:pass') passed++;
    else {
      failed++;
      yield failure(data, path, printed);
    }
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}

function failure(data, path, printed) {
  const names = [...path.slice(0, data.nesting), data.name].join(' > ');
  const place = data.file ? `${data.file}${data.line ? `:${data.line}` : ''}` : '';
  const error = data.details?.error;
  const shown = inspect(error?.cause ?? error, { depth: 6 });
  const output = printed.get(data.file ?? '');
  return `\n✖ ${names}\n  ${place}\n${indent(shown)}\n${output ? `  output of the file:\n${indent(output)}\n` : ''}`;
}

function indent(text) {
  return text.replace(/^/gm, '    ');
}
