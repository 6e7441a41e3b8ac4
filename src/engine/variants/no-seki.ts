/**
 * No Seki Go (rulings N1-N4): each player has stones and ghosts. A group is one colour and one
 * type; a piece of the same colour and the other type is a liberty, so a stone and a ghost side
 * by side keep each other alive until a stone is played onto the ghost.
 */
import { EMPTY, opponent, type Board, type StoneColor } from '../board.js';
import { formatIndex } from '../coords.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import { partition, type Member } from '../geometry.js';
import { addPoint, type Position, type Turn } from '../position.js';
import { pointsNear, setsFailing, unsettledNear } from '../settling.js';
import { Rules, playerName } from '../rules.js';
import type { RuleNote } from '../types.js';

/** Membership of the groups (N1) of one colour and type. */
function piecesOf(board: Board, color: number, ghost: number): Member {
  return (q) => board.color[q] === color && board.ghost[q] === ghost;
}

/**
 * Whether the group (N1) on `p` has a liberty: an empty neighbour, or one holding its colour's
 * other type. Runs on every placement, so it is {@link setTouches} written out, as
 * `groupHasLiberty` is for Go.
 */
function hasLiberty(board: Board, p: number): boolean {
  const color = board.color[p];
  const ghost = board.ghost[p];
  const { stack } = board;
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(p);
  let top = 0;
  stack[top++] = p;
  while (top > 0) {
    const q = stack[--top]!;
    for (let s = q * 4, end = s + 4; s < end; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      const c = board.color[r];
      if (c === EMPTY || (c === color && board.ghost[r] !== ghost)) return true;
      if (c === color && board.visit(r)) stack[top++] = r;
    }
  }
  return false;
}

/**
 * Every group (N1) of `color`'s pieces, stones then ghosts, that has no liberty. After a
 * placement into a settled board only groups on or next to its point can have lost one, so
 * `near` (that point) limits the search; `null` searches the whole board.
 */
export function groupsWithoutLiberty(board: Board, color: StoneColor, near: number | null): readonly number[][] {
  // Most placements leave every nearby group a liberty: answer those without building any set.
  if (near !== null && !breathlessNear(board, color, near)) return NONE;
  const around = near === null ? null : pointsNear(board, near, 1);
  return [0, 1].flatMap((ghost) => {
    const member = piecesOf(board, color, ghost);
    if (!around) return partition(board, member).filter((group) => !hasLiberty(board, group[0]!));
    return setsFailing(board, around, member, (q) => hasLiberty(board, q));
  });
}

const NONE: readonly number[][] = [];

/**
 * N3's removal for the piece `turn` just put down: every enemy group without a liberty, adding
 * its points to `turn.captured`; `near` as {@link groupsWithoutLiberty}.
 */
export function removeBreathless(board: Board, turn: Turn, near: number | null): void {
  for (const group of groupsWithoutLiberty(board, opponent(turn.color), near)) {
    for (const q of group) {
      if (board.ghost[q]) turn.capturedGhosts++;
      board.setColor(q, EMPTY);
      addPoint(turn, 'captured', q);
    }
  }
}

/** Whether a piece of `color` on `p` or next to it is in a group (N1) without a liberty. */
function breathlessNear(board: Board, color: StoneColor, p: number): boolean {
  if (board.color[p] === color && !hasLiberty(board, p)) return true;
  const nb = board.geometry.neighbors;
  for (let s = p * 4, end = s + 4; s < end; s++) {
    const q = nb[s]!;
    if (q < 0) break;
    if (board.color[q] === color && !hasLiberty(board, q)) return true;
  }
  return false;
}

export class NoSekiGo extends Rules {
  readonly id = 'no-seki';
  readonly name = 'No Seki Go';
  override readonly hasGhosts = true;

  /** N2: a ghost on an empty point; a stone on an empty point or on a ghost of either colour, which it replaces. */
  protected override land(pos: Position, turn: Turn): Refusal | null {
    const board = pos.board;
    const p = turn.point;
    if (board.color[p] !== EMPTY) {
      if (turn.ghost) return refuse('ERR_OCCUPIED', this.name, 'a ghost may only go on an empty point', 'ghost-on-piece');
      if (!board.ghost[p]) return refuse('ERR_OCCUPIED', this.name, 'a stone may only go on an empty point or on a ghost', 'stone-on-stone');
    }
    // Writing the new piece over a ghost is the ghost's removal; it is not a capture.
    board.setColor(p, turn.color, turn.ghost ? 1 : 0);
    return null;
  }

  /**
   * N3: every enemy group of either type without a liberty is removed, wherever it stands. Removal
   * only ever empties points, which gives liberties and takes none, so removing them together
   * is the same as removing them one by one.
   */
  protected override resolve(pos: Position, turn: Turn): void {
    removeBreathless(pos.board, turn, unsettledNear(pos, turn));
  }

  /** N3: then every friendly group, of either type, must have a liberty. */
  protected override judge(pos: Position, turn: Turn): Refusal | null {
    const board = pos.board;
    const breathless = groupsWithoutLiberty(board, turn.color, unsettledNear(pos, turn));
    if (breathless.length === 0) return null;
    const what = turn.ghost ? 'ghost' : 'stone';
    if (breathless.some((group) => group.includes(turn.point))) {
      return refuse('ERR_SUICIDE', this.name, `suicide is not allowed: that ${what} and its group would have no liberty`);
    }
    return refuse('ERR_NO_LIBERTY', this.name, `that ${what} would leave another of your groups without a liberty`);
  }

  /**
   * Besides the ko retake (the default note): under basic ko, when the last turn changed no
   * colour (a pass, or a stone onto its own ghost), a stone onto one's own ghost would
   * recreate the position before it (N4), so it is refused now. Names those ghosts.
   */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    const n = pos.turns.length;
    const last = pos.lastTurn;
    if (this.options.ko !== 'basic' || !last || last.kind === 'edit' || pos.hashes[n] !== pos.hashes[n - 1]) return notes;
    const board = pos.board;
    const banned: string[] = [];
    for (let p = 0; p < board.area; p++) {
      if (board.color[p] !== pos.toPlay || !board.ghost[p]) continue;
      const turn = this.tryPlace(pos, p, pos.toPlay, false);
      if ('kind' in turn) board.rollback();
      else if (turn.code === 'ERR_KO') banned.push(formatIndex(p, board.width, board.height));
    }
    if (banned.length === 0) return notes;
    const move = last.kind === 'pass' ? 'passed' : 'put a stone on their own ghost';
    const who = playerName(pos.toPlay);
    const ghosts = banned.length === 1 ? `${who}'s ghost at ${banned[0]}` : `${who}'s ghosts at ${banned.join(', ')}`;
    notes.push(
      ruleNote(
        { code: 'ko', ghosts: banned, passed: last.kind === 'pass' },
        this.name,
        `${playerName(last.color)} ${move}, so a stone on ${ghosts} would repeat the position (ko); ${who} may not play it now`,
      ),
    );
    return notes;
  }
}
