/** Tile Go (rulings T1, T2, T4, T5): after any incursion, the next placement goes on a tile. */
import { TileFamily } from './tile-family.js';

export class TileGo extends TileFamily {
  readonly id = 'tile';
  readonly name = 'Tile Go';

  /** T2: the latest placement of the game, by either player, was an incursion. */
  protected needsTile(lastWasIncursion: boolean): boolean {
    return lastWasIncursion;
  }

  /** T2 in force: whatever the next stone is, it needs a tile. */
  protected readonly tileNote = {
    code: 'tile-required' as const,
    text: (player: string) => `the latest placement was an incursion, so ${player}'s next stone goes on a new tile`,
  };
}
