#!/usr/bin/env node
// Builds the package when dist/ lacks what the package's own tests read (the type tests and the
// tarball check run against the built package, as a page's or an app's build would). CI builds
// before `npm test`, so there this does nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const NEEDED = ['dist/variant-go-board.bundle.js', 'dist/types/variant-go-board.d.ts', 'dist/types/frameworks/react.d.ts'];

if (!NEEDED.every((path) => existsSync(join(root, path)))) {
  console.log('ensure-build: dist/ is incomplete, running `npm run build`');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error('ensure-build: `npm run build` failed.');
    process.exit(1);
  }
}
