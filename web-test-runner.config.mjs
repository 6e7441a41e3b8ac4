// Element tests in headless Chromium. Engine and format tests run under node:test instead.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from './scripts/ensure-chromium.mjs';
import { shortReporter } from './scripts/wtr-reporter.mjs';

export default {
  files: ['test/element/**/*.test.ts'],
  nodeResolve: true,
  // No progress bar: its redraw codes fill CI logs.
  staticLogging: true,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: findChromium() ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
      // No page takes a file from the cache of a test file run before it, so a test can fail a chunk's load (see below).
      createPage: async ({ browser }) => {
        const page = await browser.newPage();
        await page.setCacheEnabled(false);
        return page;
      },
    }),
  ],
  // A test fails a chunk's load by naming its path in the `vgb-fail-chunk` cookie: the server answers 503 for it.
  middleware: [
    (context, next) => {
      const failed = context.cookies.get('vgb-fail-chunk');
      if (failed && context.path.startsWith(failed)) {
        context.status = 503;
        return undefined;
      }
      return next();
    },
  ],
  plugins: [
    esbuildPlugin({
      ts: true,
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  reporters: [shortReporter()],
  // Lit's dev build is kept for its warnings; its banner on every file is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: {
    config: { timeout: 5000 },
  },
};
