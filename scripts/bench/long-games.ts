/** Long random Go games, for the memory and step measurements and the element's pages. */
import { OurPlayer } from './players.js';
import { playRandomGame } from './random-games.js';
import { seededRandom } from '../../test/seeded-random.js';

/**
 * The first `moves` moves (`'D4'`, `'pass'`) of `count` random 19x19 Go games that last at least
 * that long, from seed 1000 on: the same games in every run.
 */
export function longRandomGames(count: number, moves: number): string[][] {
  const games: string[][] = [];
  for (let seed = 1000; games.length < count; seed++) {
    const player = new OurPlayer('go', 19);
    playRandomGame(player, 19, seededRandom(seed));
    if (player.length >= moves) games.push(player.game.moves.slice(0, moves));
  }
  return games;
}
