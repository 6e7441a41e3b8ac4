/**
 * Loose (rulings L1-L5): surrounded stones are flipped, not removed, and a group lives only on
 * *true* liberties. An empty point is a false liberty when it touches stones of both colours
 * and no empty point; every other empty point is true.
 *
 * Stones never leave the board, so each placement adds one stone and no position can recur:
 * there is no ko rule, and a game has at most one placement per point.
 */
import { BLACK, EMPTY, WHITE, opponent, type Board, type StoneColor } from '../board.js';
import { formatIndex } from '../coords.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import { forNeighbors, partition, type Member } from '../geometry.js';
import { addPoint, type Position, type Turn } from '../position.js';
import { pointsNear, setsFailing, setTouches, unsettledNear } from '../settling.js';
import { Rules, colorName, playerName, resultOf } from '../rules.js';
import type { GameResult, RuleNote } from '../types.js';

/** Whether the empty point `q` is a true liberty: it touches an empty point, or not both colours. */
export function isTrueLiberty(board: Board, q: number): boolean {
  if (board.color[q] !== EMPTY) return false;
  let seen = 0;
  forNeighbors(board, q, (r) => {
    seen |= 1 << board.color[r]!;
  });
  const bothColors = (1 << BLACK) | (1 << WHITE);
  return (seen & (1 << EMPTY)) !== 0 || (seen & bothColors) !== bothColors;
}

/** Membership of the groups of one colour. */
function stonesOf(board: Board, color: number): Member {
  return (q) => board.color[q] === color;
}

/** Whether the group on `p` has a true liberty. */
function hasTrueLiberty(board: Board, p: number): boolean {
  return setTouches(board, p, stonesOf(board, board.color[p]!), (q) => isTrueLiberty(board, q));
}

/**
 * The groups of `color` without a true liberty, in board order. A placement changes whether a
 * liberty is true only on its point and next to it, so after one into a settled board only
 * groups within two steps of its point `near` can have lost their last; `null` searches the
 * whole board.
 */
export function groupsWithoutTrueLiberty(board: Board, color: StoneColor, near: number | null): number[][] {
  const member = stonesOf(board, color);
  if (near === null) return partition(board, member).filter((group) => !hasTrueLiberty(board, group[0]!));
  return setsFailing(board, pointsNear(board, near, 2), member, (q) => hasTrueLiberty(board, q));
}

/**
 * L1 for the stone `turn` just put down: flips every enemy group without a true liberty, adding
 * its points to `turn.flipped`; `near` as {@link groupsWithoutTrueLiberty}.
 */
export function flipBreathless(board: Board, turn: Turn, near: number | null): void {
  for (const p of groupsWithoutTrueLiberty(board, opponent(turn.color), near).flat()) {
    board.setColor(p, turn.color);
    addPoint(turn, 'flipped', p);
  }
}

/** L2 after a placement by `mover` and its flips: the first group without a true liberty, the mover's before the opponent's; none when the placement stands. */
export function breathlessAfter(board: Board, mover: StoneColor, near: number | null): number[] | undefined {
  return groupsWithoutTrueLiberty(board, mover, near)[0] ?? groupsWithoutTrueLiberty(board, opponent(mover), near)[0];
}

export class Loose extends Rules {
  readonly id = 'loose';
  readonly name = 'Loose';

  /**
   * L1: every enemy group on the board without a true liberty is flipped, all at once, the
   * groups found before any stone turns. Groups away from the placed stone count too: filling
   * a point can make a nearby liberty false. One pass is all there is: a flip only turns enemy
   * stones into the mover's, which never makes a true liberty false.
   */
  protected override resolve(pos: Position, turn: Turn): void {
    flipBreathless(pos.board, turn, unsettledNear(pos, turn));
  }

  /**
   * L2: after the flips, every group of either colour must have a true liberty. In play only
   * the mover's groups can fail (enemy groups without one were just flipped); an enemy group
   * can fail only in a set-up position that started without one.
   */
  protected override judge(pos: Position, turn: Turn): Refusal | null {
    const board = pos.board;
    const group = breathlessAfter(board, turn.color, unsettledNear(pos, turn));
    if (!group) return null;
    const color = board.color[group[0]!];
    const flipped = group.find((q) => turn.flipped.includes(q));
    const at = formatIndex(flipped ?? group[0]!, board.width, board.height);
    const [reason, whose] =
      flipped !== undefined
        ? (['flipped', `the stones flipped at ${at}`] as const)
        : color === turn.color
          ? (['own-group', `your group at ${at}`] as const)
          : (['opponent-group', `${playerName(color as StoneColor)}'s group at ${at}`] as const);
    return refuse('ERR_NO_TRUE_LIBERTY', this.name, `every group must keep a true liberty, but ${whose} would have none`, reason, at);
  }

  /** No ko rule: stones never leave the board, so no position can repeat. */
  protected override checkHistory(): Refusal | null {
    return null;
  }

  /** L4: two passes end the game; a tie is lost by the last player to place a stone. */
  override end(pos: Position): { result: GameResult; final: boolean } | null {
    const ended = super.end(pos);
    if (!ended || ended.result.winner !== null) return ended;
    const lastPlacer = pos.lastPlacement?.color;
    if (lastPlacer === undefined) return ended;
    const winner = opponent(lastPlacer);
    const { score, reason } = ended.result;
    const how = `${playerName(winner)} wins the tie (${score.black} to ${score.white}): ${playerName(lastPlacer)} placed the last stone`;
    return { result: resultOf(winner, score, reason, how), final: ended.final };
  }

  /**
   * L4 at the moment it matters: the opponent just passed, so a pass ends the game, and a tie
   * is then lost by whoever placed the last stone.
   */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    const lastPlacer = pos.lastPlacement?.color;
    if (pos.result === null && pos.lastTurn?.kind === 'pass' && lastPlacer !== undefined) {
      notes.push(
        ruleNote(
          { code: 'tie-break', lastPlacer: colorName(lastPlacer) },
          this.name,
          `if ${playerName(pos.toPlay)} passes too, the game ends; should the score be tied, ${playerName(lastPlacer)} loses the tie, having placed the last stone`,
        ),
      );
    }
    return notes;
  }

  /** L3: each stone counts for its colour (komi is added for White); empty points count for nobody. */
  override owners(pos: Position): Uint8Array {
    return pos.board.color.slice();
  }
}
