#!/usr/bin/env node
// `npm run bench`: bundles the bench (and the engine it measures) with esbuild, then runs the
// bundle. Not through tsx: tsx compiles with esbuild's keepNames, which wraps every named
// function in a `__name` call that no shipped build has, and which cost the engine's hot paths
// 20-40% in our profiles.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outfile = `${root}node_modules/.cache/variant-go-board-bench/bench.mjs`;
await build({
  entryPoints: [`${root}scripts/bench/index.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: `${root}tsconfig.json`,
  define: { 'process.env.BENCH_ROOT': JSON.stringify(root) },
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
