/**
 * Tile Go and Cushion Go over real games: replays the long professional games of the shared
 * data (fox-pro/long-sanitized, 286-463 moves) under
 *
 * - Tile Go with unlimited stacks and standard scoring (the setting of the Tile Go page, which
 *   reports 74 one-tile, 5 two-tile and 1 three-tile stacks for a 417-move pro game, the first
 *   two-tile stack on move 354);
 * - Cushion Go with at most one tile a point (the default) and standard scoring;
 * - Tile Go with at most one tile a point (the default) and standard scoring;
 *
 * and reports per game: moves replayed, the first move the variant refuses (a real game may
 * play a move the variant forbids; the replay stops there), tiles placed, stack heights and
 * the move of the first two-tile stack. Standard scoring: the records hold no passes, and
 * none of these figures depends on how the game is scored.
 *
 * Each replay is also recounted here, apart from the engine's rule code: incursions (T1) and
 * tile needs (T2, T3) measured on a plain board that follows the engine's captures.
 *
 *   node --import tsx scripts/tile-analysis.ts [games folder] [--out file.tsv]
 *
 * Default folder: ../shared/data/games/fox-pro/long-sanitized next to the project; without it
 * the script says so and succeeds. The per-game table goes to /tmp/tile-analysis.tsv.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGame, formatPoint, parsePoint, type VariantId } from '../src/engine/index.js';
import { gameFromSgf } from '../src/formats/sgf-game.js';
import { parseSgf } from '../src/formats/sgf.js';

/** One rule setting the games are replayed under. */
interface Setting {
  id: string;
  label: string;
  variant: Extract<VariantId, 'tile' | 'cushion'>;
  maxTiles: number | 'unlimited';
}

const SETTINGS: Setting[] = [
  { id: 'tile', label: 'Tile Go, unlimited stacks', variant: 'tile', maxTiles: 'unlimited' },
  { id: 'cushion', label: 'Cushion Go, at most 1 tile a point', variant: 'cushion', maxTiles: 1 },
  { id: 'tile1', label: 'Tile Go, at most 1 tile a point', variant: 'tile', maxTiles: 1 },
];

/** What one replay under one setting found. */
interface Run {
  /** Moves the variant accepted. */
  played: number;
  /** The first refused move, if any; the replay stopped there. */
  refused: { move: number; code: string; text: string } | null;
  tiles: number;
  incursions: number;
  /** `stacks[h]`: points holding exactly `h` tiles at the end (h >= 1). */
  stacks: number[];
  /** Move that made the first stack of two tiles, of three tiles. */
  firstTwo: number | null;
  firstThree: number | null;
  /** Moves on which the engine's incursion or tile flag differs from the recount here. */
  recountDiffers: number[];
  /** The variant's final stones differ from the Go replay's (only checked when it played every move). */
  boardDiffers: boolean;
}

interface GameRow {
  file: string;
  moves: number;
  error: string | null;
  runs: Record<string, Run>;
}

function main(): number {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] ?? '/tmp/tile-analysis.tsv' : '/tmp/tile-analysis.tsv';
  const positional = args.filter((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folder = resolve(positional[0] ?? join(root, '..', 'shared', 'data', 'games', 'fox-pro', 'long-sanitized'));
  if (!existsSync(folder)) {
    console.log(`SKIPPED: no games to analyse (looked for ${folder}).`);
    return 0;
  }
  const files = readdirSync(folder).filter((f) => f.endsWith('.sgf')).sort();
  if (files.length === 0) {
    console.log(`SKIPPED: ${folder} holds no .sgf file.`);
    return 0;
  }
  const started = performance.now();
  const rows = files.map((file) => analyse(join(folder, file)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  writeFileSync(out, table(rows));
  printSummary(rows, folder, seconds);
  console.log(`\nPer-game table: ${out}`);
  return 0;
}

/** Replays one record under every setting. */
function analyse(path: string): GameRow {
  const row: GameRow = { file: basename(path), moves: 0, error: null, runs: {} };
  try {
    const parsed = parseSgf(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`parse error ${parsed.error.code}: ${parsed.error.message}`);
    const sgf = parsed.trees[0]!;
    const replay = gameFromSgf(sgf, { variant: 'go', ko: 'basic' });
    if (!replay.ok) throw new Error(`the Go replay failed: ${replay.error.message}`);
    const illegal = replay.illegalMoves[0];
    if (illegal) throw new Error(`the Go replay holds an illegal move: ${illegal.message}`);
    const go = replay.game;
    const moves = go.moves;
    // Colours as replayed: a record may hold two moves of one colour in a row.
    const colors = go.history.flatMap((entry) => (entry.kind === 'move' ? [entry.color] : []));
    row.moves = moves.length;
    const final = go.view().points.map((p) => p.color);
    go.goTo(0);
    const start = go.view();
    const { width, height } = start;
    const name = (p: number): string => formatPoint(p % width, Math.floor(p / width), width, height);
    const setup = {
      black: start.points.flatMap((p, i) => (p.color === 'black' ? [name(i)] : [])),
      white: start.points.flatMap((p, i) => (p.color === 'white' ? [name(i)] : [])),
      toPlay: start.toPlay,
    };
    for (const setting of SETTINGS) {
      const game = createGame({
        variant: setting.variant,
        size: width === height ? width : { width, height },
        komi: go.komi,
        setup,
        maxTiles: setting.maxTiles,
        scoring: 'standard',
      });
      const run: Run = { played: 0, refused: null, tiles: 0, incursions: 0, stacks: [], firstTwo: null, firstThree: null, recountDiffers: [], boardDiffers: false };
      // The recount: a plain board (0 empty, 1 black, 2 white) and the tiles laid, from T1-T3.
      const cells = Uint8Array.from(start.points, (p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0));
      const laid = new Array<number>(width * height).fill(0);
      let lastIncursion = false;
      for (const [i, move] of moves.entries()) {
        const color = colors[i]!;
        const played = game.play(move, { color });
        if (!played.ok) {
          run.refused = { move: i + 1, code: played.code, text: `${color === 'black' ? 'B' : 'W'} ${move}` };
          break;
        }
        run.played++;
        if (move === 'pass') continue;
        const c = parsePoint(move, width, height)!;
        const p = c.y * width + c.x;
        const stone = color === 'black' ? 1 : 2;
        const incursion = isIncursion(cells, width, height, p, stone);
        const needsTile = setting.variant === 'tile' ? lastIncursion : lastIncursion && incursion;
        if (incursion !== played.incursion || needsTile !== played.tile) run.recountDiffers.push(i + 1);
        lastIncursion = incursion;
        if (played.incursion) run.incursions++;
        if (played.tile) {
          run.tiles++;
          laid[p]!++;
          if (laid[p] === 2) run.firstTwo ??= i + 1;
          if (laid[p] === 3) run.firstThree ??= i + 1;
        }
        cells[p] = stone;
        for (const q of played.captured) {
          const r = parsePoint(q, width, height)!;
          cells[r.y * width + r.x] = 0;
        }
      }
      const view = game.view();
      view.points.forEach((point, p) => {
        if (point.tiles > 0) run.stacks[point.tiles] = (run.stacks[point.tiles] ?? 0) + 1;
        // The board's tiles must be the tiles the moves reported.
        if (point.tiles !== laid[p]) run.recountDiffers.push(-1);
      });
      if (!run.refused) run.boardDiffers = view.points.some((point, p) => point.color !== final[p]);
      row.runs[setting.id] = run;
    }
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
  }
  return row;
}

/** T1: the empty area of `p`, before the placement, touches at least one stone, all of them the opponent's. */
function isIncursion(cells: Uint8Array, width: number, height: number, p: number, stone: number): boolean {
  const seen = new Uint8Array(cells.length);
  const queue = [p];
  seen[p] = 1;
  let touched = 0;
  while (queue.length > 0) {
    const q = queue.pop()!;
    const x = q % width;
    const y = (q - x) / width;
    for (const r of [x > 0 ? q - 1 : -1, x < width - 1 ? q + 1 : -1, y > 0 ? q - width : -1, y < height - 1 ? q + width : -1]) {
      if (r < 0 || seen[r]) continue;
      if (cells[r] === 0) {
        seen[r] = 1;
        queue.push(r);
      } else {
        touched |= cells[r]!;
      }
    }
  }
  return touched === 3 - stone;
}

// ---- Output ----

function table(rows: GameRow[]): string {
  const header = ['file', 'moves', 'error'];
  for (const s of SETTINGS) {
    header.push(`${s.id}_played`, `${s.id}_refused`, `${s.id}_tiles`, `${s.id}_incursions`, `${s.id}_stacks1`, `${s.id}_stacks2`, `${s.id}_stacks3plus`, `${s.id}_max_stack`, `${s.id}_first_2stack`, `${s.id}_recount`);
  }
  const lines = [header.join('\t')];
  for (const row of rows) {
    const cells: (string | number)[] = [row.file, row.moves, row.error ?? ''];
    for (const s of SETTINGS) {
      const run = row.runs[s.id];
      if (!run) {
        cells.push(...new Array<string>(10).fill(''));
        continue;
      }
      cells.push(
        run.played,
        run.refused ? `${run.refused.move} ${run.refused.text} ${run.refused.code}` : '',
        run.tiles,
        run.incursions,
        run.stacks[1] ?? 0,
        run.stacks[2] ?? 0,
        threePlus(run),
        maxStack(run),
        run.firstTwo ?? '',
        recountText(run),
      );
    }
    lines.push(cells.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

function printSummary(rows: GameRow[], folder: string, seconds: string): void {
  const good = rows.filter((r) => r.error === null);
  console.log(`Tile analysis: ${rows.length} games from ${folder} (${seconds} s)`);
  for (const r of rows.filter((row) => row.error !== null).slice(0, 5)) console.log(`  not analysed: ${r.file}: ${r.error}`);
  if (good.length === 0) return;
  const moves = good.map((r) => r.moves);
  console.log(`moves per game: median ${median(moves)}, range ${Math.min(...moves)}-${Math.max(...moves)}`);
  for (const s of SETTINGS) {
    const runs = good.map((r) => r.runs[s.id]!);
    const refused = good.filter((r) => r.runs[s.id]!.refused);
    const through = runs.filter((r) => !r.refused);
    console.log(`\n${s.label} (standard scoring):`);
    console.log(`  games played to the end: ${through.length} of ${runs.length}; refused a recorded move: ${refused.length}`);
    if (refused.length > 0) {
      const at = refused.map((r) => r.runs[s.id]!.refused!.move);
      const codes = countBy(refused.map((r) => r.runs[s.id]!.refused!.code));
      console.log(`    refused at move: median ${median(at)}, range ${Math.min(...at)}-${Math.max(...at)}; codes ${codes}`);
      console.log(`    share of the record played before the refusal: median ${percent(median(refused.map((r) => (r.runs[s.id]!.refused!.move - 1) / r.moves)))}`);
      for (const r of refused.slice(0, 3)) {
        const x = r.runs[s.id]!.refused!;
        console.log(`    e.g. ${r.file} (${r.moves} moves): move ${x.move}, ${x.text}: ${x.code}`);
      }
    }
    const tiles = runs.map((r) => r.tiles);
    console.log(`  tiles placed (up to the refusal, if any): median ${median(tiles)}, quartiles ${quantile(tiles, 0.25)}-${quantile(tiles, 0.75)}, range ${Math.min(...tiles)}-${Math.max(...tiles)}; per move: median ${percent(median(good.map((r) => r.runs[s.id]!.tiles / Math.max(1, r.runs[s.id]!.played))))}`);
    console.log(`  incursions: median ${median(runs.map((r) => r.incursions))} per game`);
    if (s.maxTiles === 'unlimited') {
      console.log(`  stacks at the end, median per game: ${median(runs.map((r) => r.stacks[1] ?? 0))} one-tile, ${median(runs.map((r) => r.stacks[2] ?? 0))} two-tile, ${median(runs.map(threePlus))} three-or-more`);
      console.log(`  highest stack per game: ${countBy(runs.map((r) => String(maxStack(r))))} (height: games)`);
      const firstTwo = runs.flatMap((r) => (r.firstTwo === null ? [] : [r.firstTwo]));
      console.log(`  games with a two-tile stack: ${firstTwo.length} of ${runs.length}; first two-tile stack at move: median ${median(firstTwo)}, range ${Math.min(...firstTwo)}-${Math.max(...firstTwo)}`);
      const firstThree = runs.flatMap((r) => (r.firstThree === null ? [] : [r.firstThree]));
      console.log(`  games with a three-tile stack: ${firstThree.length}${firstThree.length ? `; first at move: median ${median(firstThree)}` : ''}`);
      console.log('  by game length (medians):   games  tiles  1-tile  2-tile  3+  first 2-stack (games with one)');
      for (const [low, high] of [[286, 299], [300, 324], [325, 349], [350, 399], [400, 463]] as const) {
        const band = good.filter((r) => r.moves >= low && r.moves <= high).map((r) => r.runs[s.id]!);
        if (band.length === 0) continue;
        const f2 = band.flatMap((r) => (r.firstTwo === null ? [] : [r.firstTwo]));
        console.log(
          `    ${`${low}-${high} moves`.padEnd(24)}${String(band.length).padStart(6)}${String(median(band.map((r) => r.tiles))).padStart(7)}${String(median(band.map((r) => r.stacks[1] ?? 0))).padStart(8)}${String(median(band.map((r) => r.stacks[2] ?? 0))).padStart(8)}${String(median(band.map(threePlus))).padStart(4)}  ${f2.length ? `${median(f2)} (${f2.length})` : '-'}`,
        );
      }
      console.log('  the games closest to 417 moves (the Tile Go page: 74 one-tile, 5 two-tile, 1 three-tile; first two-tile stack on move 354):');
      const closest = [...good].sort((a, b) => Math.abs(a.moves - 417) - Math.abs(b.moves - 417) || a.file.localeCompare(b.file)).slice(0, 8);
      for (const r of closest) {
        const run = r.runs[s.id]!;
        console.log(`    ${r.file}  ${r.moves} moves: ${run.tiles} tiles; ${run.stacks[1] ?? 0} one-tile, ${run.stacks[2] ?? 0} two-tile, ${threePlus(run)} three-or-more; first two-tile stack ${run.firstTwo === null ? 'never' : `move ${run.firstTwo}`}`);
      }
    } else {
      const withTiles = runs.filter((r) => r.tiles > 0).length;
      console.log(`  games with at least one tile: ${withTiles} of ${runs.length}; tiles per game: ${countBy(tiles.map((t) => (t >= 10 ? '10+' : String(t))))} (tiles: games)`);
    }
    const differs = good.filter((r) => r.runs[s.id]!.recountDiffers.length > 0);
    const boards = good.filter((r) => r.runs[s.id]!.boardDiffers);
    console.log(`  recount (T1-T3 measured here): ${differs.length === 0 ? 'agrees with the engine on every move of every game' : `DIFFERS in ${differs.length} games, e.g. ${differs[0]!.file} at moves ${differs[0]!.runs[s.id]!.recountDiffers.slice(0, 5).join(', ')}`}`);
    if (boards.length > 0) console.log(`  final stones differ from the Go replay in ${boards.length} games, e.g. ${boards[0]!.file}`);
  }
}

function recountText(run: Run): string {
  return run.recountDiffers.length === 0 ? 'agrees' : `differs at ${run.recountDiffers.slice(0, 5).join(' ')}`;
}

function threePlus(run: Run): number {
  return run.stacks.reduce((sum, n, h) => (h >= 3 ? sum + (n ?? 0) : sum), 0);
}

function maxStack(run: Run): number {
  return run.stacks.length === 0 ? 0 : run.stacks.length - 1;
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

/** Quantile with linear interpolation, rounded to one decimal. */
function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const value = sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
  return Math.round(value * 1000) / 1000;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function countBy(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([k, n]) => `${k}: ${n}`).join(', ');
}

process.exitCode = main();
