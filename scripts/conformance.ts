/**
 * Conformance run: replays public game records through the SGF reader and the engine and
 * compares the outcome with reference values computed by two independent replayers.
 *
 * The data lives outside the project, in `../shared/data` next to the project root. Without
 * it the run says SKIPPED and succeeds, so the project's own checks never depend on it.
 *
 * Each check is one entry of `CHECKS`; a new section (cycles under the variants, say) is one
 * more entry. Exit code 1 when any check has a failure.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPoint } from '../src/engine/index.js';
import { gameFromSgf } from '../src/formats/sgf-game.js';
import { parseSgf } from '../src/formats/sgf.js';

/** What one check found: counts, and a few failures told in full. */
interface CheckReport {
  passed: number;
  failed: number;
  /** One sentence per failure; only the first few are printed. */
  failures: string[];
}

/** A named section of the run. `data` is the absolute path of the shared data folder. */
interface Check {
  name: string;
  /** Words for the summary line: `games: 1930 matched, 0 mismatched`. */
  words: { passed: string; failed: string };
  run(data: string): CheckReport;
}

/** The reference values of one game, from `games/EXPECTED_FINAL_POSITIONS.json`. */
interface ExpectedGame {
  size: [number, number];
  moves: number;
  captured_by_black: number;
  captured_by_white: number;
  final_board: string;
}

const SHOWN_FAILURES = 5;

const CHECKS: Check[] = [
  {
    name: 'sgf files',
    words: { passed: 'read', failed: 'unreadable' },
    run: (data) => {
      const report: CheckReport = { passed: 0, failed: 0, failures: [] };
      for (const file of sgfFiles(data)) {
        const parsed = parseSgf(readFileSync(file, 'utf8'));
        if (parsed.ok) {
          report.passed++;
        } else {
          report.failed++;
          const { error } = parsed;
          report.failures.push(`${relative(data, file)}:${error.line}:${error.column}: ${error.code} ${error.message}`);
        }
      }
      return report;
    },
  },
  {
    name: 'games',
    words: { passed: 'matched', failed: 'mismatched' },
    run: (data) => {
      const folder = join(data, 'games');
      const expected = JSON.parse(readFileSync(join(folder, 'EXPECTED_FINAL_POSITIONS.json'), 'utf8')) as Record<string, ExpectedGame>;
      const report: CheckReport = { passed: 0, failed: 0, failures: [] };
      const seen = new Set<string>();
      for (const file of sgfFiles(folder)) {
        const key = relative(folder, file).split('\\').join('/');
        seen.add(key);
        const want = expected[key];
        const problem = want ? safely(() => replayProblem(readFileSync(file, 'utf8'), want)) : 'no expected entry for this file';
        if (problem === null) {
          report.passed++;
        } else {
          report.failed++;
          report.failures.push(`${key}: ${problem}`);
        }
      }
      for (const key of Object.keys(expected)) {
        if (!seen.has(key)) {
          report.failed++;
          report.failures.push(`${key}: expected entry without a file`);
        }
      }
      return report;
    },
  },
];

/** Replays one record in standard Go with simple ko; returns what differs, or `null`. */
function replayProblem(text: string, want: ExpectedGame): string | null {
  const parsed = parseSgf(text);
  if (!parsed.ok) return `parse error ${parsed.error.code} at ${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`;
  const replay = gameFromSgf(parsed.trees[0]!, { variant: 'go', ko: 'basic' });
  if (!replay.ok) return `replay error ${replay.error.code} (${replay.error.engineCode ?? '-'}): ${replay.error.message}`;
  const { game } = replay;
  const view = game.view();
  const differences: string[] = [];
  if (view.width !== want.size[0] || view.height !== want.size[1]) {
    differences.push(`size ${view.width}x${view.height}, expected ${want.size.join('x')}`);
  }
  if (game.length !== want.moves) differences.push(`${game.length} moves, expected ${want.moves}`);
  const { black, white } = game.prisoners;
  if (black !== want.captured_by_black || white !== want.captured_by_white) {
    differences.push(`captures B ${black} W ${white}, expected B ${want.captured_by_black} W ${want.captured_by_white}`);
  }
  const board = view.points.map((p) => (p.color === 'black' ? 'X' : p.color === 'white' ? 'O' : '.')).join('');
  if (board !== want.final_board) differences.push(`final board differs at ${boardDifferences(board, want.final_board, view.width)}`);
  return differences.length === 0 ? null : differences.join('; ');
}

/** Runs one comparison so that a crash is reported as that game's failure, not the run's end. */
function safely(compare: () => string | null): string | null {
  try {
    return compare();
  } catch (error) {
    return `threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
  }
}

function boardDifferences(actual: string, expected: string, width: number): string {
  if (actual.length !== expected.length) return `every point (${actual.length} points, expected ${expected.length})`;
  const points: string[] = [];
  for (let i = 0; i < actual.length; i++) {
    if (actual[i] !== expected[i]) {
      const point = formatPoint(i % width, Math.floor(i / width), width);
      points.push(`${point} is ${actual[i]} not ${expected[i]}`);
    }
  }
  const shown = points.slice(0, 8).join(', ');
  return points.length > 8 ? `${shown} and ${points.length - 8} more points` : shown;
}

/** Every `.sgf` file under a folder, in a stable order. */
function sgfFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sgf'))
    .sort()
    .map((name) => join(folder, name));
}

function main(): number {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const data = resolve(root, '..', 'shared', 'data');
  if (!existsSync(data)) {
    console.log(`SKIPPED: conformance data is absent (looked for ${data}).`);
    return 0;
  }
  let failed = 0;
  for (const check of CHECKS) {
    const started = performance.now();
    const report = check.run(data);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${check.name}: ${report.passed} ${check.words.passed}, ${report.failed} ${check.words.failed} (${seconds} s)`);
    for (const failure of report.failures.slice(0, SHOWN_FAILURES)) console.log(`  - ${failure}`);
    if (report.failures.length > SHOWN_FAILURES) console.log(`  ... and ${report.failures.length - SHOWN_FAILURES} more`);
    failed += report.failed;
  }
  console.log(failed === 0 ? 'conformance: PASSED' : `conformance: FAILED (${failed} failures)`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
