/**
 * Standard Go (rulings G1-G4): the rules core's defaults, and what a game record may force
 * through them, as SGF viewers play an illegal move a record holds.
 */
import { EMPTY } from '../board.js';
import { groupAt, groupHasLiberty } from '../geometry.js';
import { addPoint, type Position, type Turn } from '../position.js';
import { Rules } from '../rules.js';
import type { MoveErrorCode } from '../types.js';
import { PASS_ONLY, type VariantSpec } from '../variant.js';

export class Go extends Rules {
  readonly id = 'go';
  readonly name = 'Go';
  /** A suicide and a ko or superko retake can be played; an occupied point cannot (see docs/rules.md). */
  override readonly forcible: ReadonlySet<MoveErrorCode> = new Set(['ERR_SUICIDE', 'ERR_KO', 'ERR_SUPERKO']);

  /** A forced suicide removes the mover's group left without a liberty; the opponent holds its stones. A forced retake changes nothing more. */
  protected override force(pos: Position, turn: Turn): void {
    const board = pos.board;
    if (groupHasLiberty(board, turn.point)) return;
    for (const p of groupAt(board, turn.point)) {
      board.setColor(p, EMPTY);
      addPoint(turn, 'lost', p);
    }
  }
}

export const go: VariantSpec = {
  id: 'go',
  name: 'Go',
  aliases: ['Baduk', 'Weiqi', 'Igo', 'standard'],
  turns: () => PASS_ONLY,
  captures: 'remove',
  pointState: [],
  options: { ko: 'basic' },
  defaultKomi: () => 7.5,
  create: (options) => new Go(options),
};
