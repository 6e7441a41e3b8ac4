/**
 * `variant-go stats`: replays many game records under a variant and reports what the variant
 * changes compared with Go.
 *
 * Each record's main line is first replayed under Go (the reference: its start position, its
 * moves with their colours, its edits, its final board). The same turns are then played under
 * the variant until the variant refuses one (the first forbidden move of the game) or the game
 * ends for good (a draw by repetition, a player with no move left) before the record does.
 */
import { formatIndex } from '../engine/coords.js';
import { VARIANTS, createGame } from '../engine/index.js';
import type { Color, GameOptions, GameResult, PositionView, VariantId } from '../engine/types.js';
import { depthOfMove, lineAlong } from '../formats/record-line.js';
import { parseSgf, type SgfNode } from '../formats/sgf.js';
import { formatDiagnostic } from './diagnostics.js';
import { readText, type InputFile, type ReadFailure } from './inputs.js';
import { createRefiner } from '../publish/places.js';
import { loadRecord, type Issue } from './records.js';
import { describeRules, type RuleOptions } from './rule-options.js';

/** What one game's replay under the variant found. */
export interface GameStats {
  file: string;
  /** Index of the game tree in its file (0 for the usual one-game file). */
  tree: number;
  /** Moves on the record's main line (as replayed under Go). */
  moves: number;
  /** Moves the variant accepted. */
  played: number;
  /** The first move the variant refused, if any; the replay stopped there. */
  forbidden: { move: number; color: Color; text: string; code: string; message: string; line: number; column: number } | null;
  /** How the variant's game ended, if it did. */
  result: { reason: GameResult['reason']; winner: Color | null; summary: string; move: number } | null;
  /** The game ended for good before the record's last move. */
  endedEarly: boolean;
  /** Final stones differ from Go's (only when every move was played). */
  boardDiffers: boolean;
  /** Both were counted and name different winners. */
  winnerDiffers: boolean;
  tiles: number;
  /** `stacks[h]`: points holding exactly `h` tiles at the end. */
  stacks: number[];
  incursions: number;
  /** Moves that flipped stones, and stones flipped (Loose). */
  flipMoves: number;
  flipped: number;
  /** Moves that marked stones, and stones marked (Paper and Pencil Go). */
  markMoves: number;
  marked: number;
  /** Stones captured under the variant. */
  captured: number;
  /** Passes of the record played as prisoner returns (Tile and Cushion Go, prisoner-return scoring). */
  returns: number;
}

/** A record that could not be replayed, and why. */
export interface Unreplayable {
  file: string;
  line?: number;
  column?: number;
  code: string;
  message: string;
}

/** Everything a stats run found. */
export interface StatsRun {
  variant: VariantId;
  ruleOptions: RuleOptions;
  files: number;
  games: GameStats[];
  unreadable: Unreplayable[];
  /** Games whose `KM` the variant does not accept; they were played with the variant's default komi. */
  komiReplaced: number;
}

/** Replays every game of every file, in this thread. */
export function collectStats(files: readonly InputFile[], variant: VariantId, options: RuleOptions): StatsRun {
  const run: StatsRun = { variant, ruleOptions: options, files: files.length, games: [], unreadable: [], komiReplaced: 0 };
  for (const file of files) {
    const read = readText(file, true);
    if (!read.ok) {
      run.unreadable.push({ file: file.name, code: 'ERR_FILE', message: read.message });
      continue;
    }
    const parsed = parseSgf(read.text);
    if (!parsed.ok) {
      const { error } = parsed;
      run.unreadable.push({ file: file.name, line: error.line, column: error.column, code: error.code, message: error.message });
      continue;
    }
    const refine = createRefiner(read.text);
    parsed.trees.forEach((root, tree) => {
      const game = replayGame(file.name, tree, root, variant, options, run, refine);
      if ('code' in game) run.unreadable.push(game);
      else run.games.push(game);
    });
  }
  return run;
}

/** Joins runs over parts of the files, in order, and counts paths that could not be read. */
export function mergeRuns(variant: VariantId, options: RuleOptions, runs: readonly StatsRun[], failures: readonly ReadFailure[]): StatsRun {
  const run: StatsRun = { variant, ruleOptions: options, files: failures.filter((f) => f.code === 'ERR_FILE').length, games: [], unreadable: [], komiReplaced: 0 };
  for (const f of failures) run.unreadable.push({ file: f.name, code: f.code, message: f.message });
  for (const part of runs) {
    run.files += part.files;
    run.games.push(...part.games);
    run.unreadable.push(...part.unreadable);
    run.komiReplaced += part.komiReplaced;
  }
  return run;
}

function replayGame(
  file: string,
  tree: number,
  root: SgfNode,
  variant: VariantId,
  options: RuleOptions,
  run: StatsRun,
  refine: (issue: Issue) => Issue,
): GameStats | Unreplayable {
  const unreplayable = (issue: Issue, prefix = ''): Unreplayable => ({
    file,
    ...place(refine(issue)),
    code: issue.engineCode ?? issue.code,
    message: prefix + issue.message,
  });
  const goRecord = loadRecord(root, { variant: 'go', options: {} });
  if (!goRecord.ok) return unreplayable(goRecord.error);
  const mainLine = lineAlong(root, goRecord.record.mainLine());
  const replayed = goRecord.record.gameAt(mainLine.path);
  // Go's replay plays an illegal move the record holds; the variant is compared with legal Go only.
  const broken = replayed.error ?? replayed.illegalMoves[0];
  if (broken) return unreplayable(broken, 'not a legal game of Go: ');
  const go = replayed.game;
  go.goTo(go.length);
  const goEnd = go.view();
  const history = go.history;
  go.goTo(0);
  const start = go.view();

  // The variant's rules as the record and the command line give them (a KM the variant does
  // not take gives way to its default, with a warning).
  const variantRecord = loadRecord(root, { variant, options });
  if (!variantRecord.ok) return unreplayable(variantRecord.error);
  if (variantRecord.warnings.some((w) => w.code === 'WARN_SGF_KOMI_IGNORED')) run.komiReplaced++;
  const game = createGame({
    variant,
    size: start.width === start.height ? start.width : { width: start.width, height: start.height },
    setup: setupOf(start),
    ...variantRecord.record.ruleOptions,
  });

  const stats: GameStats = {
    file,
    tree,
    moves: go.length,
    played: 0,
    forbidden: null,
    result: null,
    endedEarly: false,
    boardDiffers: false,
    winnerDiffers: false,
    tiles: 0,
    stacks: [],
    incursions: 0,
    flipMoves: 0,
    flipped: 0,
    markMoves: 0,
    marked: 0,
    captured: 0,
    returns: 0,
  };
  for (const entry of history) {
    if (entry.kind === 'edit') {
      if (!game.edit(entry.edit).ok) break;
      continue;
    }
    let played = game.play(entry.move, { color: entry.color });
    // Where the variant has no pass but a prisoner return, a recorded pass is read as the return,
    // as the SGF reader does (WARN_SGF_PASS_AS_RETURN).
    if (!played.ok && played.code === 'ERR_PASS_FORBIDDEN' && game.check('return', { color: entry.color }).ok) {
      played = game.play('return', { color: entry.color });
      if (played.ok) stats.returns++;
    }
    if (!played.ok) {
      if (played.code === 'ERR_GAME_OVER') {
        stats.endedEarly = true;
      } else {
        const node = mainLine.nodes[depthOfMove(mainLine, stats.played + 1)];
        const property = entry.color === 'black' ? 'B' : 'W';
        const at = node?.position ? refine({ code: 'ERR_SGF_MOVE', message: '', property, ...node.position }) : null;
        stats.forbidden = {
          move: stats.played + 1,
          color: entry.color,
          text: entry.move,
          code: played.code,
          message: played.message,
          ...place(at),
        };
      }
      break;
    }
    stats.played++;
    if (played.tile) stats.tiles++;
    if (played.incursion) stats.incursions++;
    if (played.flipped.length > 0) {
      stats.flipMoves++;
      stats.flipped += played.flipped.length;
    }
    if (played.marked.length > 0) {
      stats.markMoves++;
      stats.marked += played.marked.length;
    }
    stats.captured += played.captured.length;
  }
  // A game ended by two passes resumes with the next move, so only the result at the end counts.
  const end = game.result;
  if (end) stats.result = { reason: end.reason, winner: end.winner, summary: end.summary, move: stats.played };
  const view = game.view();
  view.points.forEach((point) => {
    if (point.tiles > 0) stats.stacks[point.tiles] = (stats.stacks[point.tiles] ?? 0) + 1;
  });
  if (stats.played === stats.moves && !stats.forbidden) {
    stats.boardDiffers = view.points.some((point, i) => point.color !== goEnd.points[i]!.color || point.ghost !== goEnd.points[i]!.ghost);
    if (end && goEnd.result && end.reason === 'two-passes' && goEnd.result.reason === 'two-passes') {
      stats.winnerDiffers = end.winner !== goEnd.result.winner;
    }
  }
  return stats;
}

function place(position: { line: number; column: number } | undefined | null): { line: number; column: number } {
  return position && position.line > 0 ? { line: position.line, column: position.column } : { line: 0, column: 0 };
}

/** The start position of a view as a setup. */
function setupOf(view: PositionView): GameOptions['setup'] {
  const name = (i: number): string => formatIndex(i, view.width, view.height);
  const black: string[] = [];
  const white: string[] = [];
  view.points.forEach((p, i) => {
    if (p.color === 'black') black.push(name(i));
    else if (p.color === 'white') white.push(name(i));
  });
  return { black, white, toPlay: view.toPlay };
}

// ---- Report ----

/** The numbers of a run, as written by `--json`. */
export interface StatsSummary {
  variant: VariantId;
  variantName: string;
  ruleOptions: RuleOptions;
  files: number;
  games: number;
  unreadable: number;
  moves: number;
  komiReplaced: number;
  /** Games the variant played to the record's last move. */
  playedThrough: number;
  forbidden: { games: number; medianMove: number | null; byCode: Record<string, { games: number; medianMove: number }> };
  endings: {
    repetitionDraw: { games: number; medianMove: number | null };
    noMovesLoss: { games: number; medianMove: number | null };
    differentFinalBoard: number;
    differentWinner: number;
  };
  tiles?: {
    placed: number;
    games: number;
    perGame: Distribution;
    stacks: Record<string, number>;
    highestStack: number;
    incursions: number;
    incursionsPerGame: Distribution;
    /** Recorded passes played as prisoner returns. */
    returns: { moves: number; games: number };
  };
  flips?: { moves: number; stones: number; games: number };
  marks?: { moves: number; stones: number; games: number };
}

/** Median, and the smallest and largest value. */
export interface Distribution {
  median: number | null;
  min: number | null;
  max: number | null;
}

/** Reduces a run to its numbers. */
export function summarize(run: StatsRun): StatsSummary {
  const spec = VARIANTS[run.variant];
  const games = run.games;
  const forbidden = games.filter((g) => g.forbidden);
  const byCode: StatsSummary['forbidden']['byCode'] = {};
  for (const code of [...new Set(forbidden.map((g) => g.forbidden!.code))].sort()) {
    const at = forbidden.filter((g) => g.forbidden!.code === code).map((g) => g.forbidden!.move);
    byCode[code] = { games: at.length, medianMove: median(at)! };
  }
  const ended = (reason: GameResult['reason']): { games: number; medianMove: number | null } => {
    const at = games.filter((g) => g.result?.reason === reason).map((g) => g.result!.move);
    return { games: at.length, medianMove: median(at) };
  };
  const summary: StatsSummary = {
    variant: run.variant,
    variantName: spec.name,
    ruleOptions: run.ruleOptions,
    files: run.files,
    games: games.length,
    unreadable: run.unreadable.length,
    moves: games.reduce((n, g) => n + g.moves, 0),
    komiReplaced: run.komiReplaced,
    playedThrough: games.filter((g) => g.played === g.moves && !g.forbidden).length,
    forbidden: { games: forbidden.length, medianMove: median(forbidden.map((g) => g.forbidden!.move)), byCode },
    endings: {
      repetitionDraw: ended('repetition'),
      noMovesLoss: ended('no-moves'),
      differentFinalBoard: games.filter((g) => g.boardDiffers).length,
      differentWinner: games.filter((g) => g.winnerDiffers).length,
    },
  };
  if (spec.pointState.includes('tiles')) {
    const stacks: Record<string, number> = {};
    let highest = 0;
    for (const g of games) {
      g.stacks.forEach((n, h) => {
        if (!n) return;
        stacks[h] = (stacks[h] ?? 0) + n;
        highest = Math.max(highest, h);
      });
    }
    summary.tiles = {
      placed: games.reduce((n, g) => n + g.tiles, 0),
      games: games.filter((g) => g.tiles > 0).length,
      perGame: distribution(games.map((g) => g.tiles)),
      stacks,
      highestStack: highest,
      incursions: games.reduce((n, g) => n + g.incursions, 0),
      incursionsPerGame: distribution(games.map((g) => g.incursions)),
      returns: { moves: sum(games, (g) => g.returns), games: games.filter((g) => g.returns > 0).length },
    };
  }
  if (spec.captures === 'flip') {
    summary.flips = { moves: sum(games, (g) => g.flipMoves), stones: sum(games, (g) => g.flipped), games: games.filter((g) => g.flipped > 0).length };
  }
  if (spec.captures === 'mark') {
    summary.marks = { moves: sum(games, (g) => g.markMoves), stones: sum(games, (g) => g.marked), games: games.filter((g) => g.marked > 0).length };
  }
  return summary;
}

/** The report in words. */
export function formatStats(run: StatsRun, summary: StatsSummary): string {
  const out: string[] = [];
  const games = (n: number): string => `${n} game${n === 1 ? '' : 's'}`;
  const at = (m: number | null): string => (m === null ? '' : `, median move ${m}`);
  out.push(`${describeRules(run.variant, run.ruleOptions)} compared with Go`);
  out.push(`files: ${run.files}; games replayed: ${summary.games} (${summary.moves} moves); not replayed: ${summary.unreadable}`);
  for (const u of run.unreadable.slice(0, 5)) out.push(`  ${formatDiagnostic({ ...u, severity: 'error' })}`);
  if (run.unreadable.length > 5) out.push(`  ... and ${run.unreadable.length - 5} more`);
  if (summary.komiReplaced > 0) {
    out.push(`komi: ${games(summary.komiReplaced)} had a KM that ${summary.variantName} does not take; they were played with its default komi`);
  }
  out.push(`played to the end of the record: ${games(summary.playedThrough)}`);
  out.push(`forbidden moves (the first of each game): ${games(summary.forbidden.games)}${at(summary.forbidden.medianMove)}`);
  for (const [code, c] of Object.entries(summary.forbidden.byCode)) {
    out.push(`  ${code.padEnd(24)} ${games(c.games).padStart(11)}${at(c.medianMove)}`);
  }
  out.push('games that end differently:');
  out.push(`  draw by repetition        ${games(summary.endings.repetitionDraw.games).padStart(11)}${at(summary.endings.repetitionDraw.medianMove)}`);
  out.push(`  loss with no move left    ${games(summary.endings.noMovesLoss.games).padStart(11)}${at(summary.endings.noMovesLoss.medianMove)}`);
  out.push(`  different final board     ${games(summary.endings.differentFinalBoard).padStart(11)}`);
  out.push(`  different winner          ${games(summary.endings.differentWinner).padStart(11)}`);
  if (summary.tiles) {
    const t = summary.tiles;
    out.push(`tiles placed: ${t.placed} in ${games(t.games)}; per game ${dist(t.perGame)}`);
    const heights = Object.entries(t.stacks).map(([h, n]) => `${h} tile${h === '1' ? '' : 's'}: ${n}`);
    out.push(`stacks at the end (height: points): ${heights.length > 0 ? heights.join(', ') : 'none'}; highest ${t.highestStack}`);
    out.push(`incursions: ${t.incursions}; per game ${dist(t.incursionsPerGame)}`);
    if (t.returns.moves > 0) out.push(`passes played as prisoner returns: ${t.returns.moves} in ${games(t.returns.games)}`);
  }
  if (summary.flips) out.push(`flips: ${summary.flips.stones} stones flipped by ${summary.flips.moves} moves in ${games(summary.flips.games)}`);
  if (summary.marks) out.push(`marks: ${summary.marks.stones} stones marked by ${summary.marks.moves} moves in ${games(summary.marks.games)}`);
  return `${out.join('\n')}\n`;
}

/** One line per game the variant treats differently, compiler style. */
export function formatGameList(run: StatsRun): string {
  const lines: string[] = [];
  for (const g of run.games) {
    if (g.forbidden) {
      const f = g.forbidden;
      lines.push(
        formatDiagnostic({
          file: g.file,
          line: f.line,
          column: f.column,
          severity: 'error',
          code: f.code,
          message: `move ${f.move}, ${f.color === 'black' ? 'Black' : 'White'} ${f.text}: ${f.message}`,
        }),
      );
    } else if (g.endedEarly && g.result) {
      lines.push(`${g.file}: ENDED: after move ${g.result.move} of ${g.moves}: ${g.result.summary} (${g.result.reason})`);
    } else if (g.boardDiffers) {
      lines.push(`${g.file}: BOARD: the final board differs from Go's`);
    }
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

function dist(d: Distribution): string {
  return d.median === null ? '-' : `median ${d.median}, range ${d.min}-${d.max}`;
}

function sum(games: GameStats[], of: (g: GameStats) => number): number {
  return games.reduce((n, g) => n + of(g), 0);
}

function distribution(values: number[]): Distribution {
  if (values.length === 0) return { median: null, min: null, max: null };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
