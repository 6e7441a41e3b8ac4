/**
 * The bundle section: min+gzip of every file of the script-tag build in dist/ (the entry with lit,
 * and the lazy chunks), then the byte budgets of issue 14 (scripts/budgets.mjs, which the build
 * prints too).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, ENTRY, staticallyLoaded } from '../budgets.mjs';
import { gzipSize } from '../page-bytes.mjs';
import { ensureBuilt } from './build.js';
import type { BenchSettings } from './settings.js';
import { kB, type Row } from './table.js';

/** dist/ folders that are not the script-tag build: per-module ESM, the CLI, declarations. */
const OTHER_BUILDS = new Set(['esm', 'cli', 'types']);

export async function bundleBench({ root, log }: BenchSettings): Promise<Row[]> {
  ensureBuilt(root, log);
  const dist = join(root, 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !OTHER_BUILDS.has(file.split(/[\\/]/)[0]!))
    .sort((a, b) => (a === ENTRY ? -1 : b === ENTRY ? 1 : a.localeCompare(b)));
  const atOnce = await staticallyLoaded(dist);
  const label = (file: string): string => (file === ENTRY ? 'entry, with lit' : atOnce.has(file.replaceAll('\\', '/')) ? 'loaded with the entry' : 'on first use');
  const rows: Row[] = [];
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(dist, file));
    const zipped = gzipSize(code);
    total += zipped;
    rows.push({ section: 'bundle', measure: `dist/${file} (${label(file)})`, result: `${kB(code.length)} min, ${kB(zipped)} gzip` });
  }
  if (files.length > 1) rows.push({ section: 'bundle', measure: `all ${files.length} files, each gzipped`, result: `${kB(total)} gzip` });

  for (const { what, gzip, budget, met, note } of await checkBudgets(root)) {
    rows.push({
      section: 'bundle',
      measure: what,
      result: gzip === null ? note! : `${kB(gzip)} gzip${note ? ` (${note})` : ''}`,
      ...(budget === undefined ? {} : { target: `≤ ${budget / 1024} kB gzip` }),
      ...(met === undefined ? {} : { met }),
    });
  }
  return rows;
}
