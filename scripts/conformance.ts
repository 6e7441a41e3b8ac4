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
import { formatPoint, type Color, type Coord, type PointState, type VariantId } from '../src/engine/index.js';
import { gameFromSgf, type SgfGameOptions } from '../src/formats/sgf-game.js';
import { parseSgf, sgfPointToCoord, writeSgf, type SgfNode } from '../src/formats/sgf.js';
import { markupOf } from '../src/formats/markup.js';
import { dimmedAt, variationsAt } from '../src/formats/path-markup.js';
import { readRecord } from '../src/formats/read-record.js';

/** What one check found: counts, and a few failures told in full. */
interface CheckReport {
  passed: number;
  failed: number;
  /** One sentence per failure; only the first few are printed. */
  failures: string[];
  /** Lines printed in full under the summary line (a table, a legend). */
  details?: string[];
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
    name: 'sgf records',
    words: { passed: 'read and rewritten', failed: 'failed' },
    run: (data) => {
      const report: CheckReport = { passed: 0, failed: 0, failures: [] };
      for (const file of sgfFiles(data)) {
        const problem = safely(() => recordProblem(readFileSync(file, 'utf8')));
        if (problem === null) {
          report.passed++;
        } else {
          report.failed++;
          report.failures.push(`${relative(data, file)}: ${problem}`);
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
  {
    name: 'cycles',
    words: { passed: 'matched', failed: 'mismatched' },
    run: (data) => runCycles(join(data, 'cycles')),
  },
  {
    name: 'superko table',
    words: { passed: 'matched', failed: 'mismatched' },
    run: (data) => runSuperkoTable(join(data, 'cycles')),
  },
];

/** Replays one record in standard Go with simple ko; returns what differs, or `null`. */
function replayProblem(text: string, want: ExpectedGame): string | null {
  const parsed = parseSgf(text);
  if (!parsed.ok) return `parse error ${parsed.error.code} at ${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`;
  const replay = gameFromSgf(parsed.trees[0]!, { variant: 'go', ko: 'basic' });
  if (!replay.ok) return `replay error ${replay.error.code} (${replay.error.engineCode ?? '-'}): ${replay.error.message}`;
  // The reader plays a Go record's illegal move as written; a real game must hold none.
  const illegal = replay.illegalMoves[0];
  if (illegal) return `illegal move ${illegal.code} (${illegal.engineCode ?? '-'}): ${illegal.message}`;
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

/**
 * Reads every tree of a file as a record (its rules and game information), reads the markup and
 * variation marks of every node, and checks that writing the trees and reading them again gives
 * the same trees: parse(write(parse(x))) = parse(x), node positions aside. Returns what went
 * wrong, or `null`.
 */
function recordProblem(text: string): string | null {
  const parsed = parseSgf(text);
  if (!parsed.ok) return `parse error ${parsed.error.code} at ${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`;
  for (const [i, tree] of parsed.trees.entries()) {
    const read = readRecord(tree);
    if (!read.ok) return `tree ${i + 1}: record error ${read.error.code} at ${read.error.line}:${read.error.column}: ${read.error.message}`;
    const { record } = read;
    // Every node, depth first without recursion: markup and variation marks must be readable.
    const pending: number[][] = [[]];
    while (pending.length > 0) {
      const path = pending.pop()!;
      const node = record.nodeAt(path)!;
      markupOf(node, record.width, record.height);
      dimmedAt(record, path);
      variationsAt(record, path);
      node.children.forEach((_, c) => pending.push([...path, c]));
    }
  }
  const again = parseSgf(writeSgf(parsed.trees));
  if (!again.ok) return `the written text does not parse: ${again.error.code} at ${again.error.line}:${again.error.column}: ${again.error.message}`;
  const difference = treeDifference(parsed.trees, again.trees);
  return difference === null ? null : `parse(write(parse(x))) differs from parse(x): ${difference}`;
}

/** Where two lists of trees differ (properties in order, values, children), or `null`; node positions are ignored. */
function treeDifference(a: readonly SgfNode[], b: readonly SgfNode[]): string | null {
  const pending: [SgfNode[], SgfNode[], string][] = [[[...a], [...b], 'trees']];
  while (pending.length > 0) {
    const [left, right, where] = pending.pop()!;
    if (left.length !== right.length) return `${where}: ${left.length} nodes, then ${right.length}`;
    for (let i = 0; i < left.length; i++) {
      const [x, y] = [left[i]!, right[i]!];
      const at = `${where}[${i}]`;
      if (JSON.stringify(Object.entries(x.props)) !== JSON.stringify(Object.entries(y.props))) {
        return `${at}${x.position ? ` (line ${x.position.line})` : ''}: properties ${JSON.stringify(x.props).slice(0, 120)}, then ${JSON.stringify(y.props).slice(0, 120)}`;
      }
      pending.push([x.children, y.children, `${at}.children`]);
    }
  }
  return null;
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

// ---- Cycles under the variants ----
//
// Every cycle record in `cycles/` is played under each rule set meant to end cycles, and
// the engine's answer (the move refused, or the draw) is compared with a prediction made
// here, apart from the engine's rule code. The prediction reads the record through a Go
// replay (basic ko) used only as a board oracle: the board before and after every move and
// the stones each move removes. Everything else (captures in a row, ko, repetition, groups,
// liberties, estates, open lines, disturbing captures, incursions, tiles) is measured below
// on plain arrays, from the rulings' definitions (docs: ../shared/rulings.md, S1-S5, T1-T3).

/** A plain board: 0 empty, 1 Black, 2 White, row-major from the top-left. */
type Cells = Uint8Array;
type Stone = 1 | 2;

/** One move of a record as the Go replay saw it. */
interface OracleTurn {
  /** Move number, from 1. */
  number: number;
  color: Stone;
  /** The move in engine notation (`'D4'`, `'pass'`). */
  move: string;
  /** Index of the placed stone, or `null` for a pass. */
  point: number | null;
  /** Indices of the stones the move removed. */
  captured: number[];
  before: Cells;
  after: Cells;
}

/** A record read through the Go replay. */
interface Oracle {
  name: string;
  root: SgfNode;
  width: number;
  height: number;
  /** Orthogonal neighbours of every point. */
  adjacent: number[][];
  start: Cells;
  toPlay: Color;
  turns: OracleTurn[];
}

/** What a record comes to under a rule set: a refused move, a draw, another end, or no break. */
type Outcome =
  | { kind: 'illegal'; move: number; code: string }
  | { kind: 'draw'; move: number }
  | { kind: 'ended'; move: number; reason: string }
  /** Every move played; `tiles` per point where the rule set has tiles. */
  | { kind: 'through'; tiles: number[] | null };

/** One column of the table: a rule set with its options, and how its outcome is predicted. */
interface CycleCase {
  column: string;
  variant: VariantId;
  options(o: Oracle): Omit<SgfGameOptions, 'variant'>;
  predict(o: Oracle): Outcome;
  /**
   * Disturbing captures: besides the full prediction, the cycle must not complete, i.e. the
   * game must stop (refusal or draw) no later than the first move that repeats a position.
   */
  mustStopByFirstRepeat?: boolean;
}

type KoRule = '2-2-2' | '2-2' | '4-point' | 'ole';

/** Tile and Cushion Go: no pass under prisoner-return scoring, so records with passes use standard scoring. */
function tileOptions(o: Oracle): Omit<SgfGameOptions, 'variant'> {
  return hasPass(o) ? { scoring: 'standard', maxTiles: 1 } : { scoring: 'prisoner-return', maxTiles: 1, komi: 7 };
}

const CYCLE_CASES: CycleCase[] = [
  { column: 'go', variant: 'go', options: () => ({ ko: 'basic' }), predict: (o) => predictGo(o, 'basic') },
  { column: 'go superko', variant: 'go', options: () => ({ ko: 'positional' }), predict: (o) => predictGo(o, 'positional') },
  { column: 'stoical', variant: 'stoical', options: () => ({}), predict: predictStoical },
  { column: 'disturbing', variant: 'stoical-disturbing', options: () => ({}), predict: (o) => predictDisturbing(o, false), mustStopByFirstRepeat: true },
  { column: 'dist-strict', variant: 'stoical-disturbing-strict', options: () => ({}), predict: (o) => predictDisturbing(o, true), mustStopByFirstRepeat: true },
  { column: 'ko-2-2-2', variant: 'ko-2-2-2', options: () => ({}), predict: (o) => predictKoRule(o, '2-2-2') },
  { column: 'ko-2-2', variant: 'ko-2-2', options: () => ({}), predict: (o) => predictKoRule(o, '2-2') },
  { column: 'ko-4-point', variant: 'ko-4-point', options: () => ({}), predict: (o) => predictKoRule(o, '4-point') },
  { column: 'ko-ole', variant: 'ko-ole', options: () => ({}), predict: (o) => predictKoRule(o, 'ole') },
  { column: 'tile', variant: 'tile', options: tileOptions, predict: (o) => predictTiles(o, 'tile', 1) },
  { column: 'cushion', variant: 'cushion', options: tileOptions, predict: (o) => predictTiles(o, 'cushion', 1) },
];

const SHORT_CODES: Record<string, string> = {
  ERR_STOICAL_CAPTURE: 'STOICAL',
  ERR_DISTURBING_CAPTURE: 'DISTURB',
  ERR_KO_RESTRICTION: 'KO-RESTR',
  ERR_TILE_LIMIT: 'TILE-LIM',
  ERR_SUPERKO: 'SUPERKO',
  ERR_KO: 'KO',
};

function runCycles(folder: string): CheckReport {
  const report: CheckReport = { passed: 0, failed: 0, failures: [], details: [] };
  if (!existsSync(folder)) {
    report.details!.push(`SKIPPED: ${folder} is absent.`);
    return report;
  }
  const documented = documentedPositionalRepeats(folder);
  const files = [
    ...readdirSync(folder).filter((f) => f.endsWith('.sgf')).sort(),
    ...(existsSync(join(folder, 'fuego-repetition'))
      ? readdirSync(join(folder, 'fuego-repetition')).filter((f) => f.endsWith('.sgf')).sort().map((f) => `fuego-repetition/${f}`)
      : []),
  ];
  const rows: string[][] = [];
  const withPasses: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.sgf$/, '').replace('fuego-repetition/', 'fuego/');
    const oracle = safelyBuild(() => cycleOracle(name, readFileSync(join(folder, file), 'utf8')));
    if (typeof oracle === 'string') {
      report.failed++;
      report.failures.push(`${file}: ${oracle}`);
      continue;
    }
    if (hasPass(oracle)) withPasses.push(name);
    const firstRepeat = firstPositionalRepeat(oracle);
    const row = [name];
    for (const c of CYCLE_CASES) {
      const problems: string[] = [];
      let cell: string;
      try {
        const predicted = c.predict(oracle);
        const actual = engineOutcome(oracle, c);
        cell = describeOutcome(oracle, actual);
        if (!sameOutcome(predicted, actual)) problems.push(`predicted ${describeOutcome(oracle, predicted, true)}, engine ${describeOutcome(oracle, actual, true)}`);
        if (c.mustStopByFirstRepeat && firstRepeat !== null && (actual.kind === 'through' || actual.move > firstRepeat)) {
          problems.push(`the cycle completes: the position repeats at move ${firstRepeat} with the game still running`);
        }
        if (c.column === 'go superko' && !file.startsWith('fuego-repetition/') && !documented.has(file)) {
          problems.push('CYCLES.md gives no "first repeat at move" for this file');
        }
        const doc = documented.get(file);
        if (c.column === 'go superko' && doc !== undefined && (predicted.kind !== 'illegal' || predicted.move !== doc)) {
          problems.push(`CYCLES.md gives the first positional repeat at move ${doc}, the prediction ${describeOutcome(oracle, predicted, true)}`);
        }
      } catch (error) {
        cell = 'CRASH';
        problems.push(`threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      }
      if (problems.length === 0) {
        report.passed++;
      } else {
        report.failed++;
        cell += ' !';
        report.failures.push(`${file} under ${c.variant}: ${problems.join('; ')}`);
      }
      row.push(cell);
    }
    rows.push(row);
  }
  const header = ['record', ...CYCLE_CASES.map((c) => c.column)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((s, i) => s.padEnd(widths[i]!)).join('  ').trimEnd();
  report.details!.push(line(header), ...rows.map(line));
  report.details!.push(
    'Cells: "N:CODE" the engine refuses move N (ERR_ dropped, STOICAL = ERR_STOICAL_CAPTURE, DISTURB = ERR_DISTURBING_CAPTURE,',
    '  KO-RESTR = ERR_KO_RESTRICTION, TILE-LIM = ERR_TILE_LIMIT); "N:draw" move N ends the game in a draw by repetition;',
    '  "through" every move is legal ("/Kt": K tiles on the board); "!" the engine differs from the prediction.',
    'Every cell is checked against a prediction computed here from the rulings on plain boards, with the Go replay',
    '  only as board oracle. go superko: also against CYCLES.md ("first repeat at move", positional). Disturbing',
    '  variants: full S5 prediction, and the cycle must not complete (stop at or before the first repeating move).',
    'Tile/Cushion: maxTiles 1; prisoner-return scoring (komi 7), except standard scoring for the records with passes:',
    `  ${withPasses.join(', ') || 'none'}.`,
  );
  return report;
}

function safelyBuild<T>(build: () => T | string): T | string {
  try {
    return build();
  } catch (error) {
    return `threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
  }
}

/** Replays a record in Go with basic ko and keeps every board; a string says why it could not. */
function cycleOracle(name: string, text: string): Oracle | string {
  const parsed = parseSgf(text);
  if (!parsed.ok) return `parse error ${parsed.error.code}: ${parsed.error.message}`;
  const root = parsed.trees[0]!;
  const replay = gameFromSgf(root, { variant: 'go', ko: 'basic' });
  if (!replay.ok) return `the Go replay (basic ko) failed: ${replay.error.code} (${replay.error.engineCode ?? '-'}) ${replay.error.message}`;
  // An oracle of basic ko must obey it: the reader would play an illegal retake as written.
  const illegal = replay.illegalMoves[0];
  if (illegal) return `the Go replay (basic ko) holds an illegal move: ${illegal.engineCode ?? '-'} ${illegal.message}`;
  const { game } = replay;
  const { width, height } = game;
  const cellsOf = (points: readonly PointState[]): Cells => Uint8Array.from(points, (p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0));
  const adjacent: number[][] = [];
  for (let p = 0; p < width * height; p++) {
    const x = p % width;
    const y = Math.floor(p / width);
    adjacent.push([x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1].filter((q) => q >= 0));
  }
  const moves = game.moves;
  game.goTo(0);
  const start = cellsOf(game.view().points);
  const toPlay = game.toPlay;
  const turns: OracleTurn[] = [];
  let before = start;
  for (let n = 1; n <= game.length; n++) {
    game.goTo(n);
    const view = game.view();
    const last = view.lastMove;
    if (!last) return `move ${n}: the Go replay shows no last move`;
    const index = (c: Coord): number => c.y * width + c.x;
    const after = cellsOf(view.points);
    const turn: OracleTurn = {
      number: n,
      color: last.color === 'black' ? 1 : 2,
      move: moves[n - 1]!,
      point: last.point ? index(last.point) : null,
      captured: last.captured.map(index),
      before,
      after,
    };
    // The oracle must be a plain Go move: the stone added, the removed stones enemy stones, nothing else changed.
    const expected = before.slice();
    if (turn.point !== null) expected[turn.point] = turn.color;
    for (const q of turn.captured) {
      if (before[q] !== 3 - turn.color) return `move ${n}: the Go replay removed ${q}, not an enemy stone`;
      expected[q] = 0;
    }
    if (key(expected) !== key(after)) return `move ${n}: the Go replay's board is not the board before plus the move (an edit in the record?)`;
    turns.push(turn);
    before = after;
  }
  return { name, root, width, height, adjacent, start, toPlay, turns };
}

function key(cells: Cells): string {
  return cells.join('');
}

function hasPass(o: Oracle): boolean {
  return o.turns.some((t) => t.point === null);
}

/** The number of the first placement that recreates an earlier position, or `null`. */
function firstPositionalRepeat(o: Oracle): number | null {
  const seen = new Set([key(o.start)]);
  for (const t of o.turns) {
    if (t.point !== null && seen.has(key(t.after))) return t.number;
    seen.add(key(t.after));
  }
  return null;
}

/**
 * Walks the record: each placement is first tested by `refuse` (a code makes it the predicted
 * break); then, where the rule set has Stoical Go's S3, a placement that recreates an earlier
 * position (start included, passes never) is a draw.
 */
function walk(o: Oracle, drawOnRepeat: boolean, refuse: (t: OracleTurn, i: number, seen: Set<string>) => string | null): Outcome {
  const seen = new Set([key(o.start)]);
  for (const [i, t] of o.turns.entries()) {
    if (t.point !== null) {
      const code = refuse(t, i, seen);
      if (code) return { kind: 'illegal', move: t.number, code };
      if (drawOnRepeat && seen.has(key(t.after))) return { kind: 'draw', move: t.number };
    }
    seen.add(key(t.after));
  }
  return { kind: 'through', tiles: null };
}

/** G3: the placement recreates the position that stood just before the opponent's previous turn. */
function breaksBasicKo(o: Oracle, i: number): boolean {
  const t = o.turns[i]!;
  for (let j = i - 1; j >= 0; j--) {
    const u = o.turns[j]!;
    if (u.color !== t.color) return key(t.after) === key(u.before);
  }
  return false;
}

function isCaptureTurn(t: OracleTurn | undefined): boolean {
  return t !== undefined && t.point !== null && t.captured.length > 0;
}

/** G3: basic ko, or positional superko (no placement recreates any earlier position). */
function predictGo(o: Oracle, ko: 'basic' | 'positional'): Outcome {
  return walk(o, false, (t, i, seen) => {
    if (ko === 'positional') return seen.has(key(t.after)) ? 'ERR_SUPERKO' : null;
    return breaksBasicKo(o, i) ? 'ERR_KO' : null;
  });
}

/** S1 (a capture right after the opponent's capturing turn is illegal), then S3. */
function predictStoical(o: Oracle): Outcome {
  return walk(o, true, (t, i) => {
    const previous = o.turns[i - 1];
    return isCaptureTurn(t) && previous?.color !== t.color && isCaptureTurn(previous) ? 'ERR_STOICAL_CAPTURE' : null;
  });
}

/** S4 with the ko rule: basic ko; after two captures in a row by different players, the named restriction; then S3. */
function predictKoRule(o: Oracle, rule: KoRule): Outcome {
  return walk(o, true, (t, i) => {
    if (breaksBasicKo(o, i)) return 'ERR_KO';
    const latest = o.turns.slice(0, i).filter((u) => u.point !== null).slice(-2);
    const restricted = latest.length === 2 && latest.every(isCaptureTurn) && latest[0]!.color !== latest[1]!.color;
    if (!restricted) return null;
    const group = flood(o, [t.point!], (q) => t.after[q] === t.color);
    const liberties = libertiesOf(o, t.after, group).size;
    let allowed: boolean;
    if (rule === '2-2-2') allowed = group.size > 2 || liberties > 2;
    else if (rule === '2-2') allowed = liberties > 2;
    else {
      const estate = estateOf(o, t.after, group, t.color);
      allowed = rule === '4-point' ? estate.size > 4 : !isOpenLine(o, estate);
    }
    return allowed ? null : 'ERR_KO_RESTRICTION';
  });
}

/** S4-S5 without the ko rule: a disturbing capture may not answer one (two-bit form: unless both are loose); then S3. */
function predictDisturbing(o: Oracle, strictForm: boolean): Outcome {
  return walk(o, true, (t, i) => {
    const now = disturbingKind(o, t);
    const previous = o.turns[i - 1];
    if (!now || !previous || previous.color === t.color) return null;
    const before = disturbingKind(o, previous);
    if (!before) return null;
    if (!strictForm && now === 'loose' && before === 'loose') return null;
    return 'ERR_DISTURBING_CAPTURE';
  });
}

/** S5: whether a move is a strict or loose disturbing capture, or neither. */
function disturbingKind(o: Oracle, t: OracleTurn): 'strict' | 'loose' | null {
  if (t.point === null || t.captured.length === 0) return null;
  const p = t.point;
  const vacated = new Set(t.captured);
  // Before removals: the board with the stone placed and nothing removed yet.
  const placed = t.before.slice();
  placed[p] = t.color;
  // Exactly one enemy group.
  const first = flood(o, [t.captured[0]!], (q) => placed[q] === 3 - t.color);
  if (first.size !== vacated.size || ![...vacated].every((q) => first.has(q))) return null;
  // (a) after removal, at least two distinct friendly groups touch the vacated area.
  const touching = new Set<number>();
  for (const v of vacated) {
    for (const q of o.adjacent[v]!) {
      if (t.after[q] === t.color) touching.add(Math.min(...flood(o, [q], (r) => t.after[r] === t.color)));
    }
  }
  if (touching.size < 2) return null;
  const capturedLine = isOpenLine(o, vacated) && vacated.size < 5;
  const domain = flood(o, [p], (q) => placed[q] !== 3 - t.color);
  const domainLine = isOpenLine(o, domain) && domain.size < 5;
  // Strict: (b) after removal every liberty of the capturing group is in the vacated area; (c) equal open lines under five.
  const groupAfter = flood(o, [p], (q) => t.after[q] === t.color);
  const libertiesAfter = libertiesOf(o, t.after, groupAfter);
  if ([...libertiesAfter].every((q) => vacated.has(q)) && capturedLine && domainLine && vacated.size === domain.size) return 'strict';
  // Loose: before removals a single stone with one liberty, whose empty area touches no other friendly stone; open lines under five.
  const groupBefore = flood(o, [p], (q) => placed[q] === t.color);
  const libertiesBefore = [...libertiesOf(o, placed, groupBefore)];
  if (groupBefore.size !== 1 || libertiesBefore.length !== 1) return null;
  const area = flood(o, libertiesBefore, (q) => placed[q] === 0);
  const touchesFriend = [...area].some((q) => o.adjacent[q]!.some((r) => r !== p && placed[r] === t.color));
  return !touchesFriend && capturedLine && domainLine ? 'loose' : null;
}

/**
 * T1-T3 with at most `maxTiles` tiles a point: track whether the latest placement (passes
 * skipped) was an incursion; a placement that needs a tile on a point already holding the
 * most is refused. Basic ko (T4) too; no draw rule.
 */
function predictTiles(o: Oracle, game: 'tile' | 'cushion', maxTiles: number): Outcome {
  const tiles = new Array<number>(o.width * o.height).fill(0);
  let lastIncursion = false;
  const outcome = walk(o, false, (t, i) => {
    const p = t.point!;
    const incursion = isIncursionOn(o, t.before, p, t.color);
    const needsTile = game === 'tile' ? lastIncursion : lastIncursion && incursion;
    if (needsTile && tiles[p]! >= maxTiles) return 'ERR_TILE_LIMIT';
    if (breaksBasicKo(o, i)) return 'ERR_KO';
    if (needsTile) tiles[p]!++;
    lastIncursion = incursion;
    return null;
  });
  return outcome.kind === 'through' ? { kind: 'through', tiles } : outcome;
}

/** T1: the empty area of `p` (before the placement) touches at least one stone, all of them the opponent's. */
function isIncursionOn(o: Oracle, cells: Cells, p: number, color: Stone): boolean {
  const area = flood(o, [p], (q) => cells[q] === 0);
  const touched = new Set<number>();
  for (const q of area) for (const r of o.adjacent[q]!) if (cells[r] !== 0) touched.add(cells[r]!);
  return touched.size === 1 && touched.has(3 - color);
}

/** The connected set reached from `from` through points where `inside` holds (the start points included). */
function flood(o: Oracle, from: number[], inside: (q: number) => boolean): Set<number> {
  const set = new Set(from);
  const queue = [...from];
  while (queue.length > 0) {
    const q = queue.pop()!;
    for (const r of o.adjacent[q]!) {
      if (!set.has(r) && inside(r)) {
        set.add(r);
        queue.push(r);
      }
    }
  }
  return set;
}

function libertiesOf(o: Oracle, cells: Cells, group: Set<number>): Set<number> {
  const liberties = new Set<number>();
  for (const q of group) for (const r of o.adjacent[q]!) if (cells[r] === 0) liberties.add(r);
  return liberties;
}

/** S5 estate: the group plus the empty points reachable through empty points touching no other group of its colour. */
function estateOf(o: Oracle, cells: Cells, group: Set<number>, color: Stone): Set<number> {
  const free = (q: number): boolean => cells[q] === 0 && o.adjacent[q]!.every((r) => cells[r] !== color || group.has(r));
  return flood(o, [...group], free);
}

/** S5 open line: no point touches more than two others of the set, and one touches fewer than two (a simple chain). */
function isOpenLine(o: Oracle, set: Set<number>): boolean {
  let end = false;
  for (const q of set) {
    const inSet = o.adjacent[q]!.filter((r) => set.has(r)).length;
    if (inSet > 2) return false;
    if (inSet < 2) end = true;
  }
  return end;
}

/** Plays the record's moves under a case's rule set, from the record's start position. */
function engineOutcome(o: Oracle, c: CycleCase): Outcome {
  const made = gameFromSgf({ props: o.root.props, children: [] }, { variant: c.variant, ...c.options(o) });
  if (!made.ok) throw new Error(`the game cannot start: ${made.error.code} ${made.error.message}`);
  const { game } = made;
  const start = Uint8Array.from(game.view().points, (p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0));
  if (key(start) !== key(o.start) || game.toPlay !== o.toPlay) throw new Error('the start position differs from the Go replay\'s');
  for (const t of o.turns) {
    const played = game.play(t.move, { color: t.color === 1 ? 'black' : 'white' });
    if (!played.ok) return { kind: 'illegal', move: t.number, code: played.code };
    const result = played.result;
    if (result?.reason === 'repetition' && result.winner === null) return { kind: 'draw', move: t.number };
    if (result && result.reason !== 'two-passes') return { kind: 'ended', move: t.number, reason: `${result.reason}, ${result.summary}` };
  }
  const tiles = game.view().points.map((p) => p.tiles);
  return { kind: 'through', tiles: c.variant === 'tile' || c.variant === 'cushion' ? tiles : null };
}

function sameOutcome(predicted: Outcome, actual: Outcome): boolean {
  if (predicted.kind !== actual.kind) return false;
  if (predicted.kind === 'through' && actual.kind === 'through') {
    return predicted.tiles === null || (actual.tiles !== null && predicted.tiles.join() === actual.tiles.join());
  }
  if (predicted.kind === 'illegal' && actual.kind === 'illegal') return predicted.move === actual.move && predicted.code === actual.code;
  return 'move' in predicted && 'move' in actual && predicted.move === actual.move;
}

function pointName(o: Oracle, p: number): string {
  return formatPoint(p % o.width, Math.floor(p / o.width), o.width, o.height);
}

function describeOutcome(o: Oracle, outcome: Outcome, long = false): string {
  switch (outcome.kind) {
    case 'illegal':
      return long ? `move ${outcome.move} refused (${outcome.code})` : `${outcome.move}:${SHORT_CODES[outcome.code] ?? outcome.code}`;
    case 'draw':
      return long ? `draw by repetition at move ${outcome.move}` : `${outcome.move}:draw`;
    case 'ended':
      return long ? `game ended at move ${outcome.move} (${outcome.reason})` : `${outcome.move}:ended`;
    case 'through': {
      if (!outcome.tiles) return long ? 'plays through' : 'through';
      const total = outcome.tiles.reduce((a, b) => a + b, 0);
      const where = outcome.tiles.flatMap((n, p) => (n > 0 ? [`${pointName(o, p)}${n > 1 ? `x${n}` : ''}`] : [])).join(' ');
      return long ? `plays through with ${total} tiles (on ${where || 'no point'})` : `through/${total}t`;
    }
  }
}

/**
 * CYCLES.md's "first repeat at move" per file (the positional number where two are given),
 * and for Fuego's files the sentence "the board repeats at move 4 in `long-life`, ...".
 */
function documentedPositionalRepeats(folder: string): Map<string, number> {
  const found = new Map<string, number>();
  const path = join(folder, 'CYCLES.md');
  if (!existsSync(path)) return found;
  const text = readFileSync(path, 'utf8');
  let column = -1;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((s) => s.trim());
    const header = cells.indexOf('first repeat at move');
    if (header >= 0) {
      column = header;
      continue;
    }
    const file = /^`([^`]+\.sgf)`$/.exec(cells[1] ?? '');
    if (!file || column < 0 || cells[column] === undefined) continue;
    const value = /(\d+)\s*\(positional\)/.exec(cells[column]!) ?? /^(\d+)/.exec(cells[column]!);
    if (value) found.set(file[1]!, Number(value[1]));
  }
  for (const match of text.matchAll(/at moves? (\d+)[^`]*?in `([\w-]+)`/g)) {
    found.set(`fuego-repetition/${match[2]}.sgf`, Number(match[1]));
  }
  return found;
}

// ---- Superko questions: Fuego's table and KataGo's stated expectations (CYCLES.md) ----

interface SuperkoQuestion {
  /** Path under `cycles/`. */
  file: string;
  /** Moves of the record to play first. */
  load: number | 'end';
  color: Color;
  /** The SGF point asked about. */
  point: string;
  /** Legal under basic (simple) ko, under positional superko; `null` where the source says nothing. */
  simple: boolean | null;
  positional: boolean | null;
}

/**
 * What CYCLES.md quotes from KataGo's tests in prose: "Triple ko superko": after the first 5
 * moves White may play neither bc nor fc (fc is move 6, legal under simple ko like every move
 * of the file); "Simple ko rules": after move 1 White may not retake at fa, after move 4 Black
 * may not retake at fb (a basic-ko retake repeats a position, so positional superko forbids it too).
 */
const KATAGO_QUESTIONS: SuperkoQuestion[] = [
  { file: 'triple_ko_katago_7x6.sgf', load: 5, color: 'white', point: 'bc', simple: null, positional: false },
  { file: 'triple_ko_katago_7x6.sgf', load: 5, color: 'white', point: 'fc', simple: true, positional: false },
  { file: 'sending_two_returning_one_katago_6x5_full.sgf', load: 1, color: 'white', point: 'fa', simple: false, positional: false },
  { file: 'sending_two_returning_one_katago_6x5_full.sgf', load: 4, color: 'black', point: 'fb', simple: false, positional: false },
];

/** Reads CYCLES.md's Fuego table: file, load up to, question, simple ko, situational, positional superko. */
function fuegoQuestions(text: string): SuperkoQuestion[] | string {
  const questions: SuperkoQuestion[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((s) => s.trim());
    if (cells.length < 7 || !/^`[\w-]+\.sgf`/.test(cells[1]!) || !/legal/.test(cells[4]!)) continue;
    const file = /^`([\w-]+\.sgf)`/.exec(cells[1]!)![1]!;
    const load = /before move (\d+)/.exec(cells[2]!);
    const asked = /is ([BW]) `\w+` \(= `([a-s]{2})`\) legal/.exec(cells[3]!);
    const legal = (cell: string): boolean | null => (/^\**illegal\**$/.test(cell) ? false : /^\**legal\**$/.test(cell) ? true : null);
    const simple = legal(cells[4]!);
    const positional = legal(cells[6]!);
    if (!asked || simple === null || positional === null || (!load && !/^end\b/.test(cells[2]!))) return `cannot read CYCLES.md's row for ${file}: ${line}`;
    questions.push({
      file: `fuego-repetition/${file}`,
      load: load ? Number(load[1]) - 1 : 'end',
      color: asked[1] === 'B' ? 'black' : 'white',
      point: asked[2]!,
      simple,
      positional,
    });
  }
  return questions.length > 0 ? questions : 'no Fuego questions found in CYCLES.md';
}

/** Is this move legal under basic ko, under positional superko, after the first moves of the record? */
function runSuperkoTable(folder: string): CheckReport {
  const report: CheckReport = { passed: 0, failed: 0, failures: [], details: [] };
  const md = join(folder, 'CYCLES.md');
  if (!existsSync(md)) {
    report.details!.push(`SKIPPED: ${md} is absent.`);
    return report;
  }
  const fuego = fuegoQuestions(readFileSync(md, 'utf8'));
  if (typeof fuego === 'string') {
    report.failed++;
    report.failures.push(fuego);
  }
  const questions = [...(typeof fuego === 'string' ? [] : fuego), ...KATAGO_QUESTIONS].filter((q) => existsSync(join(folder, q.file)));
  for (const q of questions) {
    const oracle = safelyBuild(() => cycleOracle(q.file, readFileSync(join(folder, q.file), 'utf8')));
    if (typeof oracle === 'string') {
      report.failed++;
      report.failures.push(`${q.file}: ${oracle}`);
      continue;
    }
    const loaded = q.load === 'end' ? oracle.turns.length : q.load;
    const cells: string[] = [];
    for (const ko of ['basic', 'positional'] as const) {
      const expectLegal = ko === 'basic' ? q.simple : q.positional;
      const label = ko === 'basic' ? 'simple ko' : 'positional';
      if (expectLegal === null) {
        cells.push(`${label}: (not stated)`);
        continue;
      }
      const made = gameFromSgf({ props: oracle.root.props, children: [] }, { variant: 'go', ko });
      if (!made.ok) throw new Error(`${q.file}: the game cannot start: ${made.error.message}`);
      const { game } = made;
      let problem: string | null = null;
      let cell: string;
      const refusedAt = oracle.turns.slice(0, loaded).find((t) => !game.play(t.move, { color: t.color === 1 ? 'black' : 'white' }).ok);
      if (refusedAt) {
        // The record itself repeats a position before the question (repetition-1: moves 65, 69, ...):
        // under positional superko it cannot be loaded; that refusal must come at the first repeat.
        const code = game.check(refusedAt.move, { color: refusedAt.color === 1 ? 'black' : 'white' });
        const first = firstPositionalRepeat(oracle);
        cell = `load stops at move ${refusedAt.number} (${code.ok ? 'ok?' : code.code})`;
        if (ko !== 'positional' || code.ok || code.code !== 'ERR_SUPERKO' || refusedAt.number !== first) {
          problem = `${cell}; expected the record to load${ko === 'positional' ? ` up to its first repeat, move ${first}` : ''}`;
        }
      } else {
        const c = sgfPointToCoord(q.point)!;
        const answer = game.check(formatPoint(c.x, c.y, oracle.width, oracle.height), { color: q.color });
        cell = answer.ok ? 'legal' : `illegal (${answer.code})`;
        const wantCode = ko === 'basic' ? 'ERR_KO' : 'ERR_SUPERKO';
        if (answer.ok !== expectLegal || (!answer.ok && answer.code !== wantCode)) {
          problem = `${cell}, expected ${expectLegal ? 'legal' : `illegal (${wantCode})`}`;
        }
      }
      if (problem === null) {
        report.passed++;
      } else {
        report.failed++;
        report.failures.push(`${q.file} ${q.color} ${q.point} with ${ko} ko: ${problem}`);
      }
      cells.push(`${label}: ${cell}${problem ? ' !' : ''}`);
    }
    const when = q.load === 'end' ? 'at the end' : `after move ${q.load}`;
    report.details!.push(`${q.file.replace('fuego-repetition/', 'fuego/')} ${when}, ${q.color === 'black' ? 'B' : 'W'} ${q.point}: ${cells.join('; ')}`);
  }
  return report;
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
    for (const line of report.details ?? []) console.log(`  ${line}`);
    for (const failure of report.failures.slice(0, SHOWN_FAILURES)) console.log(`  - ${failure}`);
    if (report.failures.length > SHOWN_FAILURES) console.log(`  ... and ${report.failures.length - SHOWN_FAILURES} more`);
    failed += report.failed;
  }
  console.log(failed === 0 ? 'conformance: PASSED' : `conformance: FAILED (${failed} failures)`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
