/**
 * Entry point of the `variant-go` binary (package.json `bin`), built to dist/cli/variant-go.js
 * by scripts/build-cli.mjs. See docs/cli.md. The same file runs the worker threads of `stats`.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { main } from './main.js';
import { isStatsJob, runStatsJob } from './parallel.js';
import { terminalText } from './terminal-text.js';

/** Set by the build from package.json; `dev` when the source runs unbuilt. */
declare const VARIANT_GO_VERSION: string | undefined;
const version = typeof VARIANT_GO_VERSION === 'string' ? VARIANT_GO_VERSION : 'dev';

if (!isMainThread && isStatsJob(workerData)) {
  runStatsJob(workerData, (run) => parentPort!.postMessage(run));
} else {
  // Output piped into a reader that stops early (`| head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const io = {
    out: (text: string) => void process.stdout.write(terminalText(text)),
    err: (text: string) => void process.stderr.write(terminalText(text)),
  };
  process.exitCode = await main(process.argv.slice(2), io, { version, script: new URL(import.meta.url) });
}
