/**
 * The bundle section: min+gzip of what a page loads (the element with lit, dist/, entry and any
 * lazy chunks) and of the engine alone (an esbuild bundle of src/engine/index.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ensureBuilt } from './build.js';
import type { BenchSettings } from './settings.js';
import { kB, type Row } from './table.js';

const ENTRY = 'variant-go-board.bundle.js';
/** dist/ folders that are not the script-tag build: per-module ESM, the CLI, declarations. */
const OTHER_BUILDS = new Set(['esm', 'cli', 'types']);
const gzip = (code: Uint8Array): number => gzipSync(code, { level: 9 }).length;

export async function bundleBench({ root, log }: BenchSettings): Promise<Row[]> {
  ensureBuilt(root, log);
  const dist = join(root, 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !OTHER_BUILDS.has(file.split(/[\\/]/)[0]!))
    .sort((a, b) => (a === ENTRY ? -1 : b === ENTRY ? 1 : a.localeCompare(b)));
  const rows: Row[] = [];
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(dist, file));
    const zipped = gzip(code);
    total += zipped;
    const entry = file === ENTRY;
    rows.push({
      section: 'bundle',
      measure: entry ? `dist/${file} (entry, with lit)` : `dist/${file} (lazy chunk)`,
      result: `${kB(code.length)} min, ${kB(zipped)} gzip`,
      ...(entry ? { target: '≤ 25 kB gzip', met: zipped <= 25 * 1024 } : {}),
    });
  }
  if (files.length > 1) rows.push({ section: 'bundle', measure: `all ${files.length} files, each gzipped`, result: `${kB(total)} gzip` });

  const engine = await build({
    entryPoints: [join(root, 'src/engine/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    absWorkingDir: root,
  });
  const code = engine.outputFiles[0]!.contents;
  const zipped = gzip(code);
  rows.push({
    section: 'bundle',
    measure: 'engine alone (src/engine/index.ts, esbuild, minified)',
    result: `${kB(code.length)} min, ${kB(zipped)} gzip`,
    target: '≤ 8 kB gzip',
    met: zipped <= 8 * 1024,
  });
  return rows;
}
