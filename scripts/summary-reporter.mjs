// A node:test reporter that ends the run with "N passed, N failed" alone on a line,
// the closing line CI logs are read by. Suites are not counted, only tests.
export default async function* summary(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) skipped++;
    else if (event.type === 'test:pass') passed++;
    else failed++;
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}
