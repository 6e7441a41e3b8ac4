/**
 * The fuzz loop: inputs of one format, half from its grammar and half mutations of the corpus,
 * each given to the format's target, timed, and checked against the bound. Shared by the fuzz
 * run (run.ts) and its short fixed-seed version in the tests.
 */
import { performance } from 'node:perf_hooks';
import { BOUNDS, DOUBLING_RATIO, FAMILIES, FAMILY_SIZES, MEASURABLE_MS, limitOf, type Bound } from './bound.js';
import type { Corpus } from './corpus.js';
import { GENERATORS, TOKENS, type Format } from './grammar.js';
import { mutate } from './mutate.js';
import { inputSeed, randomFrom } from './random.js';
import { TARGETS, type Meter, type Verdict } from './targets.js';

export interface Failure {
  format: Format;
  index: number;
  input: string;
  reason: string;
}

export interface FormatSummary {
  format: Format;
  inputs: number;
  failures: Failure[];
  /** The input that took longest per kB of work, among inputs of 1 kB or more of work. */
  slowest: { index: number; ms: number; length: number; work: number; msPerKb: number } | null;
  /** The input that took longest. */
  longest: { index: number; ms: number; length: number; work: number } | null;
  bound: Bound;
  totalMs: number;
}

/** Input `index` of a run: even indexes from the grammar, odd ones mutated from the corpus. */
export function inputAt(format: Format, runSeed: number, index: number, corpus: Corpus): string {
  const random = randomFrom(inputSeed(runSeed, format, index));
  if (index % 2 === 0) return GENERATORS[format](random);
  const groups = corpus.seeds[format];
  const k = (index - 1) / 2;
  const group = groups[k % groups.length]!;
  const seed = group[Math.floor(k / groups.length) % group.length]!;
  const other = () => {
    const g = random.pick(groups);
    return random.chance(0.3) ? GENERATORS[format](random) : random.pick(g);
  };
  return mutate(random, seed, TOKENS[format], other);
}

/** Gives one input to its target: the verdict, a throw turned into one, and the time taken. */
export function runInput(format: Format, runSeed: number, index: number, input: string): { verdict: Verdict; ms: number; work: number } {
  const random = randomFrom(inputSeed(runSeed, format, index) ^ 0x5bd1e995);
  const meter: Meter = { replayed: 0 };
  const start = performance.now();
  let verdict: Verdict;
  try {
    verdict = TARGETS[format](input, random, meter);
  } catch (error) {
    verdict = `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  return { verdict, ms: performance.now() - start, work: input.length + meter.replayed };
}

/** The fastest of `times` runs of one input, in ms. */
function fastest(format: Format, runSeed: number, index: number, input: string, times: number): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) best = Math.min(best, runInput(format, runSeed, index, input).ms);
  return best;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  corpus: Corpus;
  /** Check the time bound (the fuzz run does; the tests do not time anything). */
  timed: boolean;
  /** Called every so many inputs, for progress. */
  progress?: (done: number) => void;
}

export function fuzzFormat(format: Format, { seed, count, corpus, timed, progress }: FuzzOptions): FormatSummary {
  const bound = BOUNDS[format];
  const failures: Failure[] = [];
  let slowest: FormatSummary['slowest'] = null;
  let longest: FormatSummary['longest'] = null;
  const began = performance.now();
  for (let index = 0; index < count; index++) {
    const input = inputAt(format, seed, index, corpus);
    const { verdict, ms: firstMs, work } = runInput(format, seed, index, input);
    if (verdict) {
      failures.push({ format, index, input, reason: verdict });
      continue;
    }
    if (!timed) continue;
    let ms = firstMs;
    if (ms > limitOf(bound, work)) {
      ms = fastest(format, seed, index, input, 3);
      if (ms > limitOf(bound, work)) {
        failures.push({ format, index, input, reason: `took ${ms.toFixed(1)} ms for ${input.length} characters (work ${work}); the bound is ${limitOf(bound, work).toFixed(1)} ms` });
      }
    }
    if (!longest || ms > longest.ms) longest = { index, ms, length: input.length, work };
    const msPerKb = (ms * 1024) / work;
    if (work >= 1024 && (!slowest || msPerKb > slowest.msPerKb)) slowest = { index, ms, length: input.length, work, msPerKb };
    if (progress && (index + 1) % 10_000 === 0) progress(index + 1);
  }
  return { format, inputs: count, failures, slowest, longest, bound, totalMs: performance.now() - began };
}

export interface FamilyResult {
  format: Format;
  name: string;
  /** Characters and fastest-of-three ms, per size. */
  points: { length: number; ms: number }[];
  worstRatio: number;
  /** Why the family broke the bound or the doubling rule, or `null`. */
  failure: string | null;
}

/**
 * Times each adversarial family at doubling sizes. The growth per doubling is measured from the
 * first size that takes {@link MEASURABLE_MS} to the largest, as the geometric mean of the steps
 * (one step alone may jump when a collection of the old generation falls into it).
 */
export function runFamilies(format: Format): FamilyResult[] {
  const bound = BOUNDS[format];
  return FAMILIES[format].map(({ name, make }) => {
    const points: FamilyResult['points'] = [];
    let failure: string | null = null;
    for (const size of FAMILY_SIZES) {
      const input = make(size);
      const { verdict, work } = runInput(format, 0, 0, input);
      if (verdict) failure ??= `${input.length} characters: ${verdict}`;
      const ms = fastest(format, 0, 0, input, 3);
      points.push({ length: input.length, ms });
      if (ms > limitOf(bound, work)) failure ??= `${input.length} characters took ${ms.toFixed(1)} ms, over the bound ${limitOf(bound, work).toFixed(1)} ms`;
    }
    const first = points.find((p) => p.ms >= MEASURABLE_MS);
    const last = points.at(-1)!;
    const doublings = first ? Math.log2(last.length / first.length) : 0;
    const perDoubling = first && doublings >= 1 ? (last.ms / first.ms) ** (1 / doublings) : 0;
    if (perDoubling > DOUBLING_RATIO) {
      failure ??= `time grew ${perDoubling.toFixed(2)} times per doubling from ${first!.length} to ${last.length} characters (${first!.ms.toFixed(1)} to ${last.ms.toFixed(1)} ms)`;
    }
    return { format, name, points, worstRatio: perDoubling, failure };
  });
}
