/** Cushion Go (rulings T1, T3-T5): a tile only for an incursion that answers an incursion. */
import { TileFamily } from './tile-family.js';

export class CushionGo extends TileFamily {
  readonly id = 'cushion';
  readonly name = 'Cushion Go';

  /** T3: both the latest placement of the game and this one are incursions. */
  protected needsTile(lastWasIncursion: boolean, isIncursion: boolean): boolean {
    return lastWasIncursion && isIncursion;
  }

  /** T3 in force: the next stone needs a tile if it is an incursion. */
  protected readonly tileNote = {
    code: 'incursion-needs-tile' as const,
    text: (player: string) => `the latest placement was an incursion; if ${player}'s next one is too, it goes on a new tile`,
  };
}
