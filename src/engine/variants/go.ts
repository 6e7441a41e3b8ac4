/**
 * Standard Go (rulings G1-G4): the rules core's defaults, and what a game record may force
 * through them, as SGF viewers play an illegal move a record holds.
 */
import { groupHasLiberty } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { Rules, removeGroup } from '../rules.js';
import type { MoveErrorCode } from '../types.js';

export class Go extends Rules {
  readonly id = 'go';
  readonly name = 'Go';
  /** A suicide and a ko or superko retake can be played; an occupied point cannot (see docs/rules.md). */
  override readonly forcible: ReadonlySet<MoveErrorCode> = new Set(['ERR_SUICIDE', 'ERR_KO', 'ERR_SUPERKO']);

  /** Basic ko is found by its point ({@link recreatesPrevious}); only positional superko compares whole positions. */
  override get comparesPositions(): boolean {
    return this.options.ko === 'positional';
  }

  /**
   * A stone recreates the position before the latest turn exactly when that turn was the
   * opponent's stone taking one stone from this point, and this stone takes back that stone alone:
   * every other change since would have to be undone too, and a placement adds one stone.
   */
  protected override recreatesPrevious(pos: Position, turn: Turn): boolean {
    // Asked of every placement, most of which take nothing: that is known before the latest turn is read.
    if (turn.captured.length !== 1) return false;
    const last = pos.lastTurn;
    return last?.kind === 'place' && last.captured.length === 1 && last.captured[0] === turn.point && turn.captured[0] === last.point;
  }

  /** A forced suicide removes the mover's group left without a liberty; the opponent holds its stones. A forced retake changes nothing more. */
  protected override force(pos: Position, turn: Turn): void {
    if (!groupHasLiberty(pos.board, turn.point)) removeGroup(pos.board, turn.point, turn, 'lost');
  }
}
