/**
 * Stoical Go (rulings S1-S3) and the base its refinements share (S2-S3).
 *
 * Instead of a ko rule, a capture may not answer a capture (S1). No position is ever
 * forbidden for being old; instead a placement that recreates an earlier position ends the
 * game at once in a draw (S3). The refinements in `stoical-disturbing.ts` and `stoical-ko.ts`
 * replace S1 and keep the rest.
 */
import type { Board, StoneColor } from '../board.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import { forNeighbors } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { Rules, playerName, resultOf } from '../rules.js';
import type { GameResult, RuleNote, VariantId } from '../types.js';

/**
 * What every rule set of the Stoical family keeps: no ko rule and no superko, suicide
 * illegal, area scoring (S2), and the draw by repetition (S3). Subclasses add their own rule
 * about earlier turns by overriding {@link Rules.checkHistory}.
 */
export abstract class StoicalFamily extends Rules {
  /** S2: no ko and no superko; a subclass states its own rule about earlier turns. */
  protected override checkHistory(_pos: Position, _turn: Turn): Refusal | null {
    return null;
  }

  /**
   * S3: a placement that recreates any earlier position, the start included, ends the game
   * in a draw for good. A pass leaves the position as it was, so it never counts.
   * Otherwise two passes end and score the game as in Go.
   */
  override end(pos: Position): { result: GameResult; final: boolean } | null {
    const hashes = pos.hashes;
    if (pos.lastTurn?.kind === 'place' && hashes.indexOf(pos.board.hash) < hashes.length - 1) {
      const summary = 'Draw by repetition: a placement recreated an earlier position';
      return { result: resultOf(null, { black: 0, white: 0 }, 'repetition', summary), final: true };
    }
    return super.end(pos);
  }
}

/** Whether the turn before this one was a capture by the other player (a pass in between lifts it). */
function answersCapture(pos: Position, color: StoneColor): boolean {
  const last = pos.lastTurn;
  return last !== undefined && last.color !== color && isCapture(last);
}

/** Stoical Go: no capture may answer a capture (S1). */
export class Stoical extends StoicalFamily {
  readonly id: VariantId = 'stoical';
  readonly name: string = 'Stoical Go';

  protected override checkHistory(pos: Position, turn: Turn): Refusal | null {
    if (isCapture(turn) && answersCapture(pos, turn.color)) {
      return refuse(
        'ERR_STOICAL_CAPTURE',
        this.name,
        'you may not capture right after your opponent captured; play a move that captures nothing (a ko threat) or pass first',
      );
    }
    return null;
  }

  /** S1 in force: the opponent's last turn was a capture, so the player to move may not capture. */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    if (answersCapture(pos, pos.toPlay)) {
      const them = playerName(pos.lastTurn!.color);
      const who = playerName(pos.toPlay);
      notes.push(
        ruleNote({ code: 'capture-forbidden' }, this.name, `${who} may not capture this turn, because ${them} just captured; ${who} plays a move that captures nothing, or passes`),
      );
    }
    return notes;
  }
}

/** Whether a turn removed or flipped an enemy stone (the rulings' "capture"; marking is not one). */
export function isCapture(turn: Turn): boolean {
  return turn.kind === 'place' && (turn.captured.length > 0 || turn.flipped.length > 0);
}

/**
 * Whether `set` is an open line (ruling S5): no point of it has more than two neighbours in
 * it and at least one has fewer than two. Connectedness is the caller's.
 */
export function isOpenLine(board: Board, set: readonly number[]): boolean {
  const inSet = new Set(set);
  let hasEnd = false;
  for (const p of set) {
    let degree = 0;
    forNeighbors(board, p, (q) => {
      if (inSet.has(q)) degree++;
    });
    if (degree > 2) return false;
    if (degree < 2) hasEnd = true;
  }
  return hasEnd;
}
