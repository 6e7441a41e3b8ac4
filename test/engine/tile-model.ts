/**
 * Tile Go and Cushion Go written again from the rulings (T1-T5), on plain arrays and
 * independently of the engine, for the property tests to compare against; plus the quantities
 * of the finiteness argument (docs/rules/tile.md).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Game, type GameOptions } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';
import { components, indexOf, neighbours, randomFrom } from './random-play.js';

/** Colours (0 empty, 1 black, 2 white) and tile counts of a shown position. */
interface Cells {
  size: number;
  color: number[];
  tiles: number[];
}

function cellsOf(game: Game): Cells {
  const view = game.view();
  return {
    size: view.width,
    color: view.points.map((p) => (p.color === 'black' ? 1 : p.color === 'white' ? 2 : 0)),
    tiles: view.points.map((p) => p.tiles),
  };
}

/** The colours an empty area touches, as a set. */
function touched(cells: Cells, area: number[]): Set<number> {
  return new Set(area.flatMap((p) => neighbours(cells.size, p).map((q) => cells.color[q]!)).filter((c) => c !== 0));
}

function emptyArea(cells: Cells, p: number): number[] {
  return components(cells.size, (q) => cells.color[q] === 0).find((area) => area.includes(p))!;
}

/** T1, read literally. */
export function incursion(cells: Cells, p: number, mover: number): boolean {
  const colours = touched(cells, emptyArea(cells, p));
  return colours.size === 1 && colours.has(3 - mover);
}

/** What a legal placement does; null when the rules forbid it. */
interface Placement {
  color: number[];
  captured: number;
  incursion: boolean;
  tile: boolean;
}

export interface Rules {
  variant: 'tile' | 'cushion';
  maxTiles: number;
}

/** One placement under T1-T4: tile rule, captures, no suicide, basic ko against `koColors`. */
function place(rules: Rules, cells: Cells, p: number, mover: number, lastIncursion: boolean, koColors: number[] | null): Placement | null {
  if (cells.color[p] !== 0) return null;
  const isIncursion = incursion(cells, p, mover);
  const tile = rules.variant === 'tile' ? lastIncursion : lastIncursion && isIncursion;
  if (tile && cells.tiles[p]! >= rules.maxTiles) return null;
  const color = [...cells.color];
  color[p] = mover;
  let captured = 0;
  const breathes = (group: number[]): boolean => group.some((q) => neighbours(cells.size, q).some((r) => color[r] === 0));
  for (const group of components(cells.size, (q) => color[q] === 3 - mover)) {
    if (breathes(group)) continue;
    for (const q of group) color[q] = 0;
    captured += group.length;
  }
  const own = components(cells.size, (q) => color[q] === mover).find((g) => g.includes(p))!;
  if (!breathes(own)) return null;
  if (koColors && koColors.every((c, i) => c === color[i])) return null;
  return { color, captured, incursion: isIncursion, tile };
}

/**
 * The potential of the finiteness argument: (A + 1)(S + T) - T, with S the stones and T the
 * empty points in areas that touch one colour only. Every placement that is not an incursion
 * raises it, and it lies between 0 and A(A + 1).
 */
export function potential(cells: Cells): number {
  const area = cells.size * cells.size;
  const stones = cells.color.filter((c) => c !== 0).length;
  const territory = components(cells.size, (q) => cells.color[q] === 0)
    .filter((a) => touched(cells, a).size === 1)
    .reduce((sum, a) => sum + a.length, 0);
  return (area + 1) * (stones + territory) - territory;
}

/** The random policy: any placement but filling a one-point eye of one's own, else a return or pass, else what is left. */
function pick(cells: Cells, mover: number, legal: string[], random: (n: number) => number): string {
  const ownEye = (p: number): boolean => neighbours(cells.size, p).every((q) => cells.color[q] === mover);
  const placements = legal.filter((m) => m !== 'pass' && m !== 'return' && !ownEye(indexOf(m, cells.size)));
  if (placements.length > 0) return placements[random(placements.length)]!;
  const rest = legal.filter((m) => m === 'pass' || m === 'return');
  const from = rest.length > 0 ? rest : legal;
  return from[random(from.length)]!;
}

/** What one random game did, for the bounds. */
export interface GameLog {
  size: number;
  maxTiles: number;
  scoring: 'prisoner-return' | 'standard';
  turns: number;
  placements: number;
  incursions: number;
  tiles: number;
}

/**
 * Plays one random game, checking after every move every invariant the rulings imply, and
 * returns its counts. `cap` stops a game that runs too long (the caller asserts the bound).
 */
export function playRandomGame(rules: Rules, size: number, scoring: GameLog['scoring'], seed: number, cap: number): GameLog {
  const random = randomFrom(seed);
  const options: GameOptions = { variant: rules.variant, size, scoring, maxTiles: rules.maxTiles };
  const game = createGame(options);
  const returns = scoring === 'prisoner-return';
  const candidates = candidateMoves(game);
  const history = [cellsOf(game).color];
  const log: GameLog = { size, maxTiles: rules.maxTiles, scoring, turns: 0, placements: 0, incursions: 0, tiles: 0 };
  let lastIncursion = false;
  let passes = 0;
  while (game.result === null && log.turns < cap) {
    const before = cellsOf(game);
    const mover = game.toPlay === 'black' ? 1 : 2;
    const prisoners = game.prisoners[game.toPlay];
    const koColors = log.turns >= 1 ? history[log.turns - 1]! : null;
    const model = (p: number): Placement | null => place(rules, before, p, mover, lastIncursion, koColors);

    const legal = game.legalMoves();
    for (let p = 0; p < size * size; p++) assert.equal(legal.includes(candidates[p]!), model(p) !== null, `legality of ${candidates[p]}`);
    assert.equal(legal.includes('pass'), !returns, 'T5: a pass exists only under standard scoring');
    assert.equal(legal.includes('return'), returns && prisoners > 0, 'T5: a return needs a prisoner');
    if (log.turns % 8 === 0) assertLegalMovesAgreeWithPlay(game);
    const illegal = candidates.find((m) => !legal.includes(m));
    if (illegal) assertRejectionChangesNothing(game, illegal);

    const move = pick(before, mover, legal, random);
    const done = game.play(move);
    assert.ok(done.ok);
    log.turns++;
    const after = cellsOf(game);
    history.push(after.color);
    after.tiles.forEach((t, p) => {
      assert.ok(t >= before.tiles[p]!, 'T2: tiles are never removed');
      assert.ok(t <= rules.maxTiles, 'T2: no point holds more than maxTiles');
    });
    assert.ok(game.prisoners.black >= 0 && game.prisoners.white >= 0, 'prisoners are never negative');
    if (move === 'pass' || move === 'return') {
      assert.deepEqual(after, before, 'a pass or a return leaves the board as it was');
      assert.equal(game.prisoners[done.color], prisoners - (move === 'return' ? 1 : 0));
      passes = move === 'pass' ? passes + 1 : 0;
    } else {
      passes = 0;
      const p = indexOf(move, size);
      const expected = model(p)!;
      assert.deepEqual(after.color, expected.color, `${move}: the position the rulings give`);
      assert.equal(done.incursion, expected.incursion, `T1: ${move} is ${expected.incursion ? '' : 'not '}an incursion`);
      assert.equal(done.tile, expected.tile, `${rules.variant === 'tile' ? 'T2' : 'T3'}: a tile exactly when the rule asks`);
      assert.deepEqual(after.tiles, before.tiles.map((t, q) => t + (q === p && expected.tile ? 1 : 0)));
      assert.equal(game.prisoners[done.color], prisoners + expected.captured);
      if (!expected.incursion) assert.ok(potential(after) > potential(before), `${move}: a placement that is no incursion raises the potential`);
      log.placements++;
      if (expected.incursion) log.incursions++;
      if (expected.tile) log.tiles++;
      lastIncursion = expected.incursion;
    }

    // The end: T5 under prisoner return, G4 under standard scoring.
    const next = game.toPlay === 'black' ? 1 : 2;
    const result = game.view().result;
    if (returns) {
      const nextKo = history[log.turns - 1]!;
      let stuck = game.prisoners[game.toPlay] === 0;
      for (let p = 0; stuck && p < size * size; p++) if (place(rules, after, p, next, lastIncursion, nextKo)) stuck = false;
      assert.equal(result?.reason ?? null, stuck ? 'no-moves' : null, 'T5: the game ends exactly when the player to move is stuck');
      if (stuck) assert.equal(result?.winner, done.color);
    } else {
      assert.equal(result?.reason ?? null, passes >= 2 ? 'two-passes' : null, 'G4: two passes in a row end the game');
    }
  }
  if (rules.variant === 'tile') assert.ok(log.incursions <= log.tiles + 1, 'T2: every incursion but the last placement is paid for by a tile');
  assertNavigationRoundTrips(game);
  return log;
}

/**
 * The bound on placements of a Tile Go game with at most N tiles per point on A points: at most
 * N*A + 1 incursions, and between them runs of at most A(A + 1) other placements.
 */
export function tilePlacementBound(size: number, maxTiles: number): number {
  const area = size * size;
  return maxTiles * area + 1 + (maxTiles * area + 2) * area * (area + 1);
}

/** fast-check arbitrary of one random game's settings. */
export const gameSettings = fc.record({
  size: fc.constantFrom(3, 4, 5, 6, 7),
  maxTiles: fc.constantFrom(1, 2),
  scoring: fc.constantFrom('prisoner-return' as const, 'standard' as const),
  seed: fc.integer(),
});
