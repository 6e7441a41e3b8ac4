// Element tests in headless Chromium. Engine and format tests run under node:test instead.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from './scripts/ensure-chromium.mjs';

/**
 * Prints `N passed, N failed` alone on the last line, for CI logs. A test file that fails to
 * load has no test results, so its session counts as one failure rather than vanishing.
 */
function countReporter() {
  let counts = { passed: 0, failed: 0 };
  const countSuite = (suite) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) continue;
      if (test.passed) counts.passed++;
      else counts.failed++;
    }
    for (const child of suite?.suites ?? []) countSuite(child);
  };
  return {
    onTestRunFinished({ sessions }) {
      counts = { passed: 0, failed: 0 };
      for (const session of sessions) {
        const failedBefore = counts.failed;
        countSuite(session.testResults);
        if (session.passed === false && counts.failed === failedBefore) counts.failed++;
      }
    },
    start() {
      // The default reporter's last output is flushed after reporters stop, so wait for exit.
      process.once('exit', () => process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed\n`));
    },
  };
}

export default {
  files: ['test/element/**/*.test.ts'],
  nodeResolve: true,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: findChromium() ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  plugins: [
    esbuildPlugin({
      ts: true,
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
  // Lit's dev build is kept for its warnings; its banner on every file is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: {
    config: { timeout: 5000 },
  },
};
