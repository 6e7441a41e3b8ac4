/**
 * `npm run bench`: how fast the engine, the element and the bundle are, next to the targets of
 * issues 6 and 14 (docs/performance.md). Prints a markdown table; a missed target is marked, never
 * fatal, so the exit code is 0 unless the bench itself fails.
 *
 *   npm run bench -- [--only engine|element|bundle] [--quick] [--write]
 *
 * `--quick` runs fewer and shorter rounds; `--write` puts the table into docs/performance.md.
 */
import { join } from 'node:path';
import { bundleBench } from './bundle.js';
import { elementBench } from './element.js';
import { engineBench } from './engine.js';
import { markdownTable, writeBetweenMarkers, type Row } from './table.js';

const SECTIONS = ['engine', 'element', 'bundle'] as const;
type Section = (typeof SECTIONS)[number];

/** Set by run.mjs, which bundles this file before running it. */
const root = process.env.BENCH_ROOT!;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const write = args.includes('--write');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const unknown = args.filter((a, i) => !['--quick', '--write', '--only'].includes(a) && i !== onlyAt + 1);
if ((only !== undefined && !SECTIONS.includes(only as Section)) || unknown.length > 0 || (onlyAt >= 0 && !only)) {
  console.error(`bench: usage: npm run bench -- [--only ${SECTIONS.join('|')}] [--quick] [--write]`);
  process.exit(2);
}
const run = (section: Section): boolean => only === undefined || only === section;
const log = (line: string): void => console.error(line);

const started = performance.now();
const rows: Row[] = [];
if (run('engine')) rows.push(...engineBench({ quick, root, log }));
if (run('element')) rows.push(...(await elementBench({ quick, root, log })));
if (run('bundle')) rows.push(...(await bundleBench({ quick, root, log })));

const seconds = ((performance.now() - started) / 1000).toFixed(0);
const table = markdownTable(rows);
const missed = rows.filter((r) => r.met === false).length;
const summary = `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${quick ? '--quick, ' : ''}${seconds} s; ${missed === 0 ? 'every target met' : `${missed} target${missed === 1 ? '' : 's'} missed`}`;
console.log(`${table}\n\n${summary}`);
if (write) {
  writeBetweenMarkers(join(root, 'docs/performance.md'), `${table}\n\n${summary}`);
  log('bench: table written to docs/performance.md');
}
