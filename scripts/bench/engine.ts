/**
 * The engine section: random games for every variant and for @sabaki/go-board, replay of real
 * games, memory of a 400-move game, the cost of one step through a record, and of the rules
 * overlay on each step.
 */
import { VARIANTS, createGame, rulesOverlay, type Game, type VariantId } from '../../src/engine/index.js';
import { longRandomGames } from './long-games.js';
import { OurPlayer, OurTextPlayer, SabakiPlayer, type Player } from './players.js';
import { ReferencePlayer } from './reference.js';
import { randomGameRate } from './random-games.js';
import { gamesFolder, readReplayGames, replayRate, type ReplayGame } from './replay.js';
import { median, p95 } from './stats.js';
import type { BenchSettings } from './settings.js';
import { kB, rate, type Row } from './table.js';

const SIZES = [9, 19] as const;
const SABAKI = '@sabaki/go-board';

export function engineBench({ quick, root, log }: BenchSettings): Row[] {
  // Replay first, while standard Go is the only rule set this process has run, as on a page of
  // Go boards, where no other variant's code is even loaded: once all thirteen rule classes have
  // been through the rules core's hooks, V8 compiles those calls for any of them, and every
  // engine in the table would be measured slower than any page runs it.
  const replayed = replay(quick, root, log);
  return [...randomGames(quick, log), ...replayed, ...historyCosts(quick, log), overlayCost(quick, log)];
}

/** Rounds alternate between implementations so that noise from the machine falls on all of them alike. */
function randomGames(quick: boolean, log: (line: string) => void): Row[] {
  const rounds = 3;
  const roundMs = quick ? 60 : 250;
  const variants = Object.keys(VARIANTS) as VariantId[];
  const rates = new Map<string, number[]>();
  for (const size of SIZES) {
    const contenders: [string, () => Player][] = [
      ...variants.map((v): [string, () => Player] => [v, () => new OurPlayer(v, size)]),
      [SABAKI, () => new SabakiPlayer(size)],
    ];
    for (const [, make] of contenders) randomGameRate(make, size, roundMs / 2);
    for (let round = 0; round < rounds; round++) {
      for (const [name, make] of contenders) {
        const key = `${name} ${size}`;
        rates.set(key, [...(rates.get(key) ?? []), randomGameRate(make, size, roundMs)]);
      }
    }
    log(`engine: random games ${size}x${size} done`);
  }
  const mid = (name: string, size: number): number => median(rates.get(`${name} ${size}`)!);
  const bySize = (format: (size: number) => string): string => SIZES.map((s) => `${s}x${s}: ${format(s)}`).join(', ');
  const ratio19 = mid('go', 19) / mid(SABAKI, 19);
  const rows: Row[] = [
    { section: 'engine', measure: `random games, ${SABAKI} (moves/s, median of ${rounds})`, result: bySize((s) => rate(mid(SABAKI, s))) },
    {
      section: 'engine',
      measure: `random games, go vs ${SABAKI}`,
      result: bySize((s) => `${(mid('go', s) / mid(SABAKI, s)).toFixed(1)}x`),
      target: '≥ 30x on 19x19',
      met: ratio19 >= 30,
    },
  ];
  for (const v of variants) {
    const share = (s: number): number => mid(v, s) / mid('go', s);
    rows.push({
      section: 'engine',
      measure: `random games, ${v} (moves/s${v === 'go' ? `, median of ${rounds}` : ', share of go'})`,
      result: bySize((s) => (v === 'go' ? rate(mid(v, s)) : `${rate(mid(v, s))} (${share(s).toFixed(2)})`)),
      ...(v === 'go' ? {} : { target: '≥ 0.33 of go', met: SIZES.every((s) => share(s) >= 1 / 3) }),
    });
  }
  return rows;
}

function replay(quick: boolean, root: string, log: (line: string) => void): Row[] {
  const folder = gamesFolder(root);
  if (!folder) {
    log('engine: ../shared/data/games is missing: replay SKIPPED');
    return [{ section: 'engine', measure: 'replay of real games', result: 'skipped: ../shared/data/games is missing' }];
  }
  const started = performance.now();
  const { games, skipped } = readReplayGames(folder, quick ? 300 : Infinity);
  log(`engine: read ${games.length} games in ${((performance.now() - started) / 1000).toFixed(1)} s (${skipped} left out: edits mid-game or unreadable)`);
  const groups: [string, ReplayGame[], boolean][] = [
    ['19x19', games.filter((g) => g.size === 19), true],
    ['other sizes', games.filter((g) => g.size !== 19), false],
  ];
  const rows: Row[] = [];
  const rounds = quick ? 1 : 5;
  const contenders: [string, (g: ReplayGame) => Player][] = [
    ['point', (g) => new OurPlayer('go', g.size, g.setup)],
    ['text', (g) => new OurTextPlayer('go', g.size, g.setup)],
    ['reference', (g) => new ReferencePlayer(g.size, g.setup)],
    [SABAKI, (g) => new SabakiPlayer(g.size, g.setup)],
  ];
  for (const [label, group, targeted] of groups) {
    if (group.length === 0) continue;
    const rates = new Map<string, number[]>(contenders.map(([name]) => [name, []]));
    // One untimed round each first, so that all are measured compiled, not while the JIT warms up;
    // then rounds alternate, so that noise from the machine falls on all of them alike.
    for (const [, make] of contenders) replayRate(group, make);
    for (let round = 0; round < rounds; round++) {
      for (const [name, make] of contenders) rates.get(name)!.push(replayRate(group, make));
    }
    const mid = (name: string): number => median(rates.get(name)!);
    const moves = group.reduce((sum, g) => sum + g.moves.length, 0);
    const ratio = mid('point') / mid(SABAKI);
    const share = (name: string): number => mid(name) / mid('reference');
    rows.push({
      section: 'engine',
      measure: `replay, ${label}: ${group.length} games, ${moves} moves (go; ${SABAKI}; median of ${rounds})`,
      result: `${rate(mid('point'))}; ${rate(mid(SABAKI))} moves/s = ${ratio.toFixed(1)}x`,
      ...(targeted ? { target: '≥ 30x', met: ratio >= 30 } : {}),
    });
    rows.push({
      section: 'engine',
      measure: `replay, ${label}: go with play({ x, y }); with play('D4'); the tight reference (moves/s, share of the reference)`,
      result: `${rate(mid('point'))} (${share('point').toFixed(2)}); ${rate(mid('text'))} (${share('text').toFixed(2)}); ${rate(mid('reference'))}`,
      ...(targeted ? { target: '≥ 0.50; ≥ 0.33', met: share('point') >= 1 / 2 && share('text') >= 1 / 3 } : {}),
    });
  }
  log('engine: replay done');
  return rows;
}

/** Heap per 400-move game held in full, and the time of one step back and forth through it. */
function historyCosts(quick: boolean, log: (line: string) => void): Row[] {
  const count = quick ? 20 : 100;
  const lists = longRandomGames(count, 400);
  const rows: Row[] = [];
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    const held: Game[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const moves of lists) {
      const game = createGame({ variant: 'go', size: 19 });
      for (const move of moves) game.play(move);
      held.push(game);
    }
    gc();
    const perGame = (process.memoryUsage().heapUsed - before) / held.length;
    rows.push({ section: 'engine', measure: `heap per 400-move game (${held.length} games held)`, result: kB(perGame), target: '< 100 kB', met: perGame < 100 * 1024 });
  } else {
    log('engine: no gc() (run node with --expose-gc): memory SKIPPED');
    rows.push({ section: 'engine', measure: 'heap per 400-move game', result: 'skipped: run node with --expose-gc' });
  }
  const game = createGame({ variant: 'go', size: 19 });
  for (const move of lists[0]!) game.play(move);
  const back: number[] = [];
  const forward: number[] = [];
  for (let repeat = 0; repeat < (quick ? 1 : 3); repeat++) {
    for (let n = 400; n > 0; n--) back.push(timed(() => game.goTo(n - 1)));
    for (let n = 0; n < 400; n++) forward.push(timed(() => game.goTo(n + 1)));
  }
  const us = (t: number): string => `${Math.round(t * 1000)} µs`;
  rows.push({
    section: 'engine',
    measure: 'goTo one step on a 400-move game (back; forward)',
    result: `median ${us(median(back))}, p95 ${us(p95(back))}; median ${us(median(forward))}, p95 ${us(p95(forward))}`,
  });
  log('engine: history costs done');
  return rows;
}

/**
 * The rules overlay (`rulesOverlay`) on each position of 19x19 Go games, next to the engine's part
 * of the step that shows it (`goTo` one move forward, then `view()`): what turning the overlay on
 * adds to every step.
 */
function overlayCost(quick: boolean, log: (line: string) => void): Row {
  const steps: number[] = [];
  const overlays: number[] = [];
  for (const moves of longRandomGames(quick ? 2 : 5, 400)) {
    const game = createGame({ variant: 'go', size: 19 });
    for (const move of moves) game.play(move);
    game.goTo(0);
    for (let n = 0; n < moves.length; n++) {
      steps.push(timed(() => (game.goTo(n + 1), game.view())));
      overlays.push(timed(() => rulesOverlay(game)));
    }
  }
  log('engine: overlay cost done');
  const us = (t: number): string => `${Math.round(t * 1000)} µs`;
  return {
    section: 'engine',
    measure: `rules overlay per step, 19x19 Go (${steps.length} steps): overlay; goTo + view(); ratio`,
    result: `median ${us(median(overlays))}, p95 ${us(p95(overlays))}; median ${us(median(steps))}; ${(median(overlays) / median(steps)).toFixed(1)}x`,
    target: 'a few ms per step',
    met: p95(overlays) < 3,
  };
}

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}
