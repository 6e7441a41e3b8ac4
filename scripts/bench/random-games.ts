/**
 * Random legal games, the engine bench's main work: each turn the player to move lists the
 * empty points that are not its own single-point eyes, tries them in random order until the
 * rules accept one, and otherwise returns a prisoner or passes. A game stops at its result or
 * after three moves per point.
 */
import type { Color } from '../../src/engine/index.js';
import type { Player } from './players.js';
import { seededRandom } from '../../test/seeded-random.js';
import { cpuMs } from './stats.js';

/** Plays one random game to its end; returns the number of moves played. */
export function playRandomGame(player: Player, size: number, random: () => number): number {
  const candidates = new Int32Array(size * size);
  const eyes = new Int32Array(size * size);
  const cap = 3 * size * size;
  while (!player.over && player.length < cap) {
    const me = player.toPlay;
    let count = 0;
    let eyeCount = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (player.colorAt(x, y) !== null) continue;
        if (isOwnEye(player, x, y, size, me)) eyes[eyeCount++] = y * size + x;
        else candidates[count++] = y * size + x;
      }
    }
    // Tile and Cushion Go forbid passing: with no prisoner to return, a player fills its own eye.
    const moved = placeAny(player, candidates, count, size, random) || player.pass() || placeAny(player, eyes, eyeCount, size, random);
    if (!moved) throw new Error(`random game: ${me} has no move, yet the game is not over`);
  }
  return player.length;
}

/** Tries the first `count` points of `points` in random order until the rules accept one. */
function placeAny(player: Player, points: Int32Array, count: number, size: number, random: () => number): boolean {
  while (count > 0) {
    const i = Math.floor(random() * count);
    const p = points[i]!;
    points[i] = points[--count]!;
    if (player.place(p % size, Math.floor(p / size))) return true;
  }
  return false;
}

/** An empty point whose neighbours are all `me`'s stones: filling it would only hurt. */
function isOwnEye(player: Player, x: number, y: number, size: number, me: Color): boolean {
  return (
    (x === 0 || player.colorAt(x - 1, y) === me) &&
    (x === size - 1 || player.colorAt(x + 1, y) === me) &&
    (y === 0 || player.colorAt(x, y - 1) === me) &&
    (y === size - 1 || player.colorAt(x, y + 1) === me)
  );
}

/**
 * Moves per second (of CPU time) of one round of random games: games from seed 1 on until
 * `roundMs` of CPU time have passed, so every round, and every implementation, starts with the same games.
 */
export function randomGameRate(newPlayer: () => Player, size: number, roundMs: number): number {
  let moves = 0;
  let elapsed = 0;
  const start = cpuMs();
  for (let seed = 1; elapsed < roundMs; seed++) {
    moves += playRandomGame(newPlayer(), size, seededRandom(seed));
    elapsed = cpuMs() - start;
  }
  return moves / (elapsed / 1000);
}
