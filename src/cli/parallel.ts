/**
 * `stats` over many files on several cores: the files are cut into contiguous parts, each
 * replayed by a worker thread running this same bundle, and the parts joined in order, so the
 * report is the same whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { VariantId } from '../engine/types.js';
import type { InputFile } from './inputs.js';
import type { RuleOptions } from './rule-options.js';
import { collectStats, type StatsRun } from './stats.js';

/** What a worker is given, through `workerData`. */
export interface StatsJob {
  kind: 'variant-go-stats';
  files: InputFile[];
  variant: VariantId;
  options: RuleOptions;
}

/** A run gets at most one worker per this many files (below twice as many, one thread): starting workers would cost more. */
export const FILES_PER_WORKER = 64;

/** The most workers a run gets without `--jobs`: one per core, up to this many. */
export const DEFAULT_MAX_WORKERS = 8;

/**
 * How many workers a run of `files` files gets: `jobs` (default: one per core, up to
 * {@link DEFAULT_MAX_WORKERS}), but at most one per {@link FILES_PER_WORKER} files, and at least one.
 */
export function workerCount(files: number, jobs: number | undefined): number {
  const wanted = jobs ?? Math.min(availableParallelism(), DEFAULT_MAX_WORKERS);
  return Math.max(1, Math.min(wanted, Math.floor(files / FILES_PER_WORKER)));
}

/**
 * Replays the files in `workers` threads. `script` is the bundle's own URL; workers are used
 * only when it is the built JavaScript (the TypeScript source cannot start a worker).
 */
export async function collectStatsParallel(
  files: readonly InputFile[],
  variant: VariantId,
  options: RuleOptions,
  workers: number,
  script: URL,
): Promise<StatsRun[]> {
  if (workers <= 1 || !script.pathname.endsWith('.js')) return [collectStats(files, variant, options)];
  const size = Math.ceil(files.length / workers);
  const parts: InputFile[][] = [];
  for (let i = 0; i < files.length; i += size) parts.push(files.slice(i, i + size));
  return Promise.all(
    parts.map(
      (part) =>
        new Promise<StatsRun>((resolve, reject) => {
          const job: StatsJob = { kind: 'variant-go-stats', files: part, variant, options };
          const worker = new Worker(script, { workerData: job });
          worker.once('message', (run: StatsRun) => resolve(run));
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a stats worker stopped with exit code ${code}`));
          });
        }),
    ),
  );
}

/** Whether `data` is a stats job (the thread is a worker started by {@link collectStatsParallel}). */
export function isStatsJob(data: unknown): data is StatsJob {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'variant-go-stats';
}

/** A worker's whole life: replay its part and post the result. */
export function runStatsJob(job: StatsJob, post: (run: StatsRun) => void): void {
  post(collectStats(job.files, job.variant, job.options));
}
