#!/usr/bin/env node
// Builds the command-line tool: src/cli/variant-go.ts and everything it imports, bundled for
// Node into one ES module, dist/cli/variant-go.js, with a shebang and the executable bit, as
// package.json's `bin` promises. Fast (esbuild, well under a second), so `npm run test:cli`
// builds before every run. `npm run build` calls it too.
import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/cli/variant-go.js and returns its path. */
export async function buildCli() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const outfile = join(root, 'dist/cli/variant-go.js');
  await build({
    entryPoints: [join(root, 'src/cli/variant-go.ts')],
    // The PNG rasteriser is an optional peer dependency, loaded from the user's node_modules when asked for.
    external: ['@resvg/resvg-js'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    define: { VARIANT_GO_VERSION: JSON.stringify(pkg.version) },
    legalComments: 'none',
    logLevel: 'warning',
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli();
}
