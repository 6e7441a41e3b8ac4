// The byte budgets of issue 14 and how the script-tag build in dist/ stands against them. Sizes
// are min+gzip (level 9), each file on its own, as it travels. `npm run build` prints them after
// its file list, and the bench's bundle section puts them in its table.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { gzipSize, oneBoardPageFetches } from './page-bytes.mjs';

const KB = 1024;
/** The budgets, in gzipped bytes. */
export const BUDGETS = {
  /** The script-tag entry, lit included. */
  entry: 22 * KB,
  /** Everything a page with one standard-Go replay board fetches: less than wgo's one-board page (the element bench measures both). */
  page: 25 * KB,
  /** Each variant's own chunk, loaded when a board asks for that variant. */
  variantChunk: 2 * KB,
  /** The engine for standard Go alone. */
  engine: 7 * KB,
};

export const ENTRY = 'variant-go-board.bundle.js';

/**
 * The files of dist/ that load with `start` (the entry by default) before anything runs: it and
 * the chunks it imports statically, transitively (paths relative to dist/). Dynamic imports are
 * left out.
 */
export async function staticallyLoaded(dist, start = ENTRY) {
  const { metafile } = await build({
    entryPoints: [join(dist, start)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    absWorkingDir: dist,
  });
  const found = new Set();
  const visit = (path) => {
    if (found.has(path)) return;
    found.add(path);
    for (const { path: imported, kind } of metafile.inputs[path]?.imports ?? []) if (kind === 'import-statement') visit(imported);
  };
  visit(start);
  return found;
}

/**
 * The variant modules, named as the build names their chunks: every module of
 * src/engine/variants but the registry and `go`, which the entry carries.
 */
function variantModules(root) {
  return readdirSync(join(root, 'src/engine/variants'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => basename(file, '.ts'))
    .filter((name) => name !== 'index' && name !== 'go');
}

/** The chunks of `root`/dist/chunks named after a variant module (`loose-…`, `no-seki-…`), sorted; their source maps are not code. */
export function variantChunks(root) {
  const modules = variantModules(root);
  return readdirSync(join(root, 'dist/chunks'))
    .filter((file) => file.endsWith('.js') && modules.some((name) => file.startsWith(`${name}-`)))
    .sort();
}

/** The engine for standard Go alone: the core, which imports the other variants on demand. */
const ENGINE = 'src/engine/core.ts';

/**
 * What the source module `entry` (a path under `root`) loads through static imports only, built
 * by esbuild split as the script-tag build splits it: each output file reached, with its code,
 * and the source modules they hold. Dynamic imports are left out.
 */
export async function staticOutputs(root, entry, { minify = false } = {}) {
  const { outputFiles, metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    minify,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    outdir: 'static-outputs',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const files = new Map();
  const visit = (path) => {
    if (files.has(path)) return;
    files.set(path, outputFiles.find((file) => file.path === join(root, path)));
    for (const { path: imported, kind } of metafile.outputs[path].imports) if (kind === 'import-statement') visit(imported);
  };
  visit(Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === entry));
  const modules = new Set([...files.keys()].flatMap((path) => Object.keys(metafile.outputs[path].inputs)));
  return { files: [...files.values()], modules };
}

/**
 * Each budget as a check: what was measured, its gzipped size (`null` when there is nothing to
 * measure, with `note` saying why), the budget and whether it is met (both absent for figures
 * given for information), and `note`, the files a total is made of.
 */
export async function checkBudgets(root) {
  const dist = join(root, 'dist');
  const size = (path) => gzipSize(readFileSync(join(dist, path)));
  const checks = [];

  const entry = size(ENTRY);
  checks.push({ what: `entry, dist/${ENTRY} (lit included)`, gzip: entry, budget: BUDGETS.entry, met: entry <= BUDGETS.entry });

  const fetched = await oneBoardPageFetches(root);
  if (fetched.ok) {
    const total = fetched.files.reduce((sum, file) => sum + file.gzip, 0);
    checks.push({
      what: `one-board standard-Go replay page, every file it fetches in Chromium, stepped with its buttons (${fetched.files.length} files)`,
      gzip: total,
      budget: BUDGETS.page,
      met: total <= BUDGETS.page,
      note: fetched.files.map((file) => `${basename(file.path)} ${kB(file.gzip)}`).join(', '),
    });
  } else {
    checks.push({ what: 'one-board standard-Go replay page in Chromium', gzip: null, note: `not measured: ${fetched.reason}` });
  }
  const loaded = [...(await staticallyLoaded(dist))];
  checks.push({
    what: `the same page's static walk: the entry and the chunks it imports statically (${loaded.length} files)`,
    gzip: loaded.reduce((sum, path) => sum + size(path), 0),
  });

  // A variant's cost is its own chunk and the chunks it imports that the entry has not loaded (Tile Go's, the family's).
  const chunks = variantChunks(root);
  for (const chunk of chunks) {
    const own = [...(await staticallyLoaded(dist, join('chunks', chunk)))].filter((path) => !loaded.includes(path));
    const gzip = own.reduce((sum, path) => sum + size(path), 0);
    const with_ = own.length > 1 ? ` with ${own.slice(1).map((path) => basename(path)).join(', ')}` : '';
    checks.push({ what: `variant chunk dist/chunks/${chunk}${with_}`, gzip, budget: BUDGETS.variantChunk, met: gzip <= BUDGETS.variantChunk });
  }
  if (chunks.length === 0) {
    checks.push({ what: 'variant chunks', gzip: null, note: `none yet: no chunk is named after a module of src/engine/variants (${variantModules(root).join(', ')})` });
  }

  // The engine a standard-Go page loads: core.ts and what it imports statically, without the variants it imports on demand.
  const { files: engineFiles } = await staticOutputs(root, ENGINE, { minify: true });
  const engineGzip = engineFiles.reduce((sum, file) => sum + gzipSize(file.contents), 0);
  checks.push({ what: `engine for standard Go alone (${ENGINE} and its static imports, esbuild, minified)`, gzip: engineGzip, budget: BUDGETS.engine, met: engineGzip <= BUDGETS.engine });
  return checks;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A check as one line of text, `MISSED` where the budget is missed; a note follows on a line of its own. */
export function formatCheck({ what, gzip, budget, met, note }) {
  if (gzip === null) return `${what}: ${note}`;
  const limit = budget === undefined ? '' : `, at most ${budget / 1024} kB`;
  const verdict = met === undefined ? '' : met ? ': met' : ': MISSED';
  return `${what}: ${kB(gzip)} gzip${limit}${verdict}${note ? `\n    ${note}` : ''}`;
}
