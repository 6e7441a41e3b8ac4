/**
 * Stoical Go without a ko rule, refined by disturbing captures (rulings S4, S5): the two-bit
 * rule set (`stoical-disturbing`) and the one-bit one (`stoical-disturbing-strict`).
 *
 * Only captures with the shape of a ko or of a snapback-like recapture ("disturbing") are
 * restricted: one may not answer the other at once. Every other capture is free, and
 * repetition still ends the game in a draw (S3).
 */
import { EMPTY, opponent, type Board } from '../board.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import { boundary, connected, groupAt, libertiesOf } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { playerName } from '../rules.js';
import type { RuleNote, VariantId } from '../types.js';
import { StoicalFamily, isOpenLine } from './stoical.js';

/** The kinds of disturbing capture (S5). */
export type Disturbing = NonNullable<Turn['disturbing']>;

/** Lines and domains of this size or more are never disturbing (S5 (c)). */
const LIMIT = 5;

/**
 * Classifies the capture just made by the stone on `point`, on the board after removals
 * (ruling S5); `captured` is the vacated area. Returns null for a placement that captured
 * nothing or a capture that is not disturbing. The two kinds exclude each other by
 * construction: a loose capture keeps a liberty outside the vacated area, which (b) of a
 * strict one forbids.
 */
export function disturbingKind(board: Board, point: number, captured: readonly number[]): Disturbing | null {
  if (captured.length === 0 || captured.length >= LIMIT) return null;
  const vacated = new Set(captured);
  // The captured points form one connected set exactly when they were one enemy group.
  if (connected(board, captured[0]!, (q) => vacated.has(q)).length !== captured.length) return null;
  if (!isOpenLine(board, captured)) return null;
  if (!twoFriendlyGroupsTouch(board, point, captured)) return null;

  const color = board.color[point]!;
  const domain = domainAt(board, point, color, vacated);
  if (domain.length >= LIMIT || !isOpenLine(board, domain)) return null;

  const group = groupAt(board, point);
  const liberties = libertiesOf(board, group);
  const outside = liberties.filter((q) => !vacated.has(q));
  if (outside.length === 0) return domain.length === captured.length ? 'strict' : null;

  // Loose: a lone stone whose one liberty before removals lies in an empty area it alone touches.
  if (group.length !== 1 || outside.length !== 1) return null;
  const area = connected(board, outside[0]!, (q) => board.color[q] === EMPTY && !vacated.has(q));
  const alone = boundary(board, area).every((q) => q === point || board.color[q] !== color);
  return alone ? 'loose' : null;
}

/** S5 (a): at least two distinct groups of the capturing colour touch the vacated area. */
function twoFriendlyGroupsTouch(board: Board, point: number, captured: readonly number[]): boolean {
  const color = board.color[point];
  const touching = boundary(board, captured).filter((q) => board.color[q] === color);
  const first = new Set(groupAt(board, touching[0]!));
  return touching.some((q) => !first.has(q));
}

/**
 * Two bits: a disturbing capture may not answer one by the opponent, unless both are loose
 * (S4, `stoical-disturbing`).
 */
export class StoicalDisturbing extends StoicalFamily {
  readonly id: VariantId = 'stoical-disturbing';
  readonly name: string = 'Stoical Go with disturbing captures';

  /** Whether a disturbing capture of kind `current` may answer one of kind `previous`. */
  protected mayAnswer(previous: Disturbing, current: Disturbing): boolean {
    return previous === 'loose' && current === 'loose';
  }

  /** Also records what kind of capture this was, for the next turn's rule. */
  protected override resolve(pos: Position, turn: Turn): void {
    super.resolve(pos, turn);
    turn.disturbing = disturbingKind(pos.board, turn.point, turn.captured);
  }

  protected override checkHistory(pos: Position, turn: Turn): Refusal | null {
    const last = pos.lastTurn;
    const previous = last?.kind === 'place' && last.color === opponent(turn.color) ? last.disturbing : null;
    if (turn.disturbing && previous && !this.mayAnswer(previous, turn.disturbing)) {
      return refuse('ERR_DISTURBING_CAPTURE', this.name, this.refusal(previous, turn.disturbing), `${turn.disturbing}-after-${previous}`);
    }
    return null;
  }

  /**
   * S4 in force: the opponent's last turn was a disturbing capture, so the player to move may
   * not answer with the kinds {@link mayAnswer} forbids.
   */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    const last = pos.lastTurn;
    const previous = last?.kind === 'place' && last.color !== pos.toPlay ? last.disturbing : null;
    if (!previous) return notes;
    const kinds: Disturbing[] = ['strict', 'loose'];
    const forbidden = kinds.filter((kind) => !this.mayAnswer(previous, kind));
    if (forbidden.length === 0) return notes;
    const what = forbidden.length === kinds.length ? 'a disturbing capture' : `a ${forbidden.join(' or ')} disturbing capture`;
    const allowed = kinds.filter((kind) => !forbidden.includes(kind)).map((kind) => ` (a ${kind} one is allowed)`).join('');
    notes.push(
      ruleNote(
        { code: 'disturbing-capture-forbidden', previous, forbidden },
        this.name,
        `${playerName(last!.color)} just made a ${previous} disturbing capture, so this turn ${playerName(pos.toPlay)} may not answer with ${what}${allowed}`,
      ),
    );
    return notes;
  }

  /** The refusal in words: which two captures met. */
  protected refusal(previous: Disturbing, current: Disturbing): string {
    return (
      `this capture is a ${current} disturbing capture and may not answer your opponent's ${previous} ` +
      'disturbing capture (only two loose ones may follow each other); play something else first'
    );
  }
}

/** One bit: no disturbing capture may answer one by the opponent (S4, `stoical-disturbing-strict`). */
export class StoicalDisturbingStrict extends StoicalDisturbing {
  override readonly id: VariantId = 'stoical-disturbing-strict';
  override readonly name: string = 'Stoical Go with disturbing captures, one-bit';

  protected override mayAnswer(): boolean {
    return false;
  }

  protected override refusal(previous: Disturbing, current: Disturbing): string {
    return `this capture is a ${current} disturbing capture and may not answer your opponent's ${previous} disturbing capture; play something else first`;
  }
}

/**
 * The domain of `color` around `p` (ruling S5): the connected set of points holding no stone
 * of the other colour. `walls` count as the other colour's stones, so that a rule measuring
 * "before removals" can pass the points just emptied by a capture.
 */
export function domainAt(board: Board, p: number, color: number, walls?: ReadonlySet<number>): number[] {
  const enemy = 3 - color;
  return connected(board, p, (q) => board.color[q] !== enemy && !walls?.has(q));
}
