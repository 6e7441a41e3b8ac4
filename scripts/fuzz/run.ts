/**
 * npm run fuzz -- [--seed N] [--count N] [--format sgf|diagram|move] [--index I] [--no-families]
 *
 * Feeds each format's readers `count` inputs (default 100,000 per format; half from a grammar,
 * half mutated from ../shared/data and the project's seeds), then times the adversarial families
 * at doubling sizes. Prints a summary; exits 1 on any failure, after writing each failing input
 * to a file and printing how to replay it (`--seed S --format F --index I` runs that input alone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DOUBLING_RATIO, limitOf } from './bound.js';
import { loadCorpus } from './corpus.js';
import { fuzzFormat, inputAt, runFamilies, runInput, type Failure } from './fuzz.js';
import { FORMATS, type Format } from './grammar.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    count: { type: 'string', default: '100000' },
    format: { type: 'string' },
    index: { type: 'string' },
    'no-families': { type: 'boolean', default: false },
  },
});

const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const count = Number(values.count);
const formats: readonly Format[] = values.format === undefined ? FORMATS : [values.format as Format];
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 0 || !formats.every((f) => FORMATS.includes(f))) {
  console.error(`usage: npm run fuzz -- [--seed N] [--count N] [--format ${FORMATS.join('|')}] [--index I] [--no-families]`);
  process.exit(2);
}

const corpus = loadCorpus({ shared: true });
console.log(`fuzz seed ${seed}; seeds: ${corpus.sources.join('; ')}`);

if (values.index !== undefined) {
  // Replays one input: the same text and the same choices of its target.
  const index = Number(values.index);
  for (const format of formats) {
    const input = inputAt(format, seed, index, corpus);
    const { verdict, ms } = runInput(format, seed, index, input);
    console.log(`${format} #${index}: ${input.length} characters, ${ms.toFixed(2)} ms: ${verdict ?? 'ok'}`);
    console.log(JSON.stringify(input.length > 2000 ? `${input.slice(0, 2000)}...` : input));
  }
  process.exit(0);
}

function save(failure: Failure): string {
  const dir = join(tmpdir(), 'variant-go-fuzz');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${failure.format}-seed${seed}-index${failure.index}.txt`);
  writeFileSync(file, failure.input);
  return file;
}

let failed = 0;
const lines: string[] = [];
for (const format of formats) {
  const summary = fuzzFormat(format, {
    seed,
    count,
    corpus,
    timed: true,
    progress: (done) => process.stderr.write(`\r${format}: ${done} inputs`),
  });
  process.stderr.write('\n');
  for (const failure of summary.failures.slice(0, 10)) {
    console.log(`FAIL ${format} #${failure.index}: ${failure.reason.split('\n').slice(0, 6).join('\n  ')}`);
    console.log(`  input saved to ${save(failure)}; replay: npm run fuzz -- --seed ${seed} --format ${format} --index ${failure.index}`);
  }
  const families = values['no-families'] ? [] : runFamilies(format);
  for (const family of families.filter((f) => f.failure)) console.log(`FAIL ${format} family "${family.name}": ${family.failure}`);
  const { bound, slowest, longest } = summary;
  const familyFailures = families.filter((f) => f.failure).length;
  failed += summary.failures.length + familyFailures;
  const worst = families.reduce((w, f) => Math.max(w, f.worstRatio), 0);
  const largest = families.map((f) => f.points.at(-1)!).reduce((a, b) => (b.ms > a.ms ? b : a), { length: 0, ms: 0 });
  lines.push(
    `${format}: ${summary.inputs} inputs, ${summary.failures.length} failures, ${(summary.totalMs / 1000).toFixed(1)} s` +
      `\n  bound: ms <= ${bound.a} + ${bound.b} * kB of work; ${summary.failures.some((f) => f.reason.startsWith('took')) ? 'BROKEN' : 'held'} for every input` +
      (longest ? `\n  longest input: #${longest.index}, ${longest.length} characters (work ${longest.work}), ${longest.ms.toFixed(2)} ms` : '') +
      (slowest ? `\n  slowest per kB: #${slowest.index}, ${slowest.length} characters (work ${slowest.work}), ${slowest.msPerKb.toFixed(3)} ms per kB of work` : '') +
      (families.length > 0
        ? `\n  families: ${families.length}, ${familyFailures} failures; worst growth per doubling ${worst.toFixed(2)} (limit ${DOUBLING_RATIO}); ` +
          `largest ${largest.length} characters in ${largest.ms.toFixed(1)} ms (bound ${limitOf(bound, largest.length).toFixed(0)} ms)`
        : ''),
  );
}
console.log(`\nfuzz summary (seed ${seed}, ../shared/data ${corpus.sharedData ? 'used' : 'missing'})`);
for (const line of lines) console.log(line);
console.log(failed === 0 ? 'failures: 0' : `failures: ${failed}`);
process.exit(failed === 0 ? 0 : 1);
