/**
 * No Seki Go (rulings N1-N4): each player has stones and ghosts. A group is one colour and one
 * type; a piece of the same colour and the other type is a liberty, so a stone and a ghost side
 * by side keep each other alive until a stone is played onto the ghost.
 */
import { EMPTY, opponent, type Board, type StoneColor } from '../board.js';
import { formatIndex } from '../coords.js';
import { refuse, type Refusal } from '../errors.js';
import { boundary, partition } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { Rules, playerName } from '../rules.js';
import type { RuleNote } from '../types.js';
import type { VariantSpec } from '../variant.js';

/** Whether a group has a liberty (N1): an empty neighbour, or one holding its colour's other type. */
function hasLiberty(board: Board, group: readonly number[]): boolean {
  const p = group[0]!;
  const color = board.color[p];
  const ghost = board.ghost[p];
  return boundary(board, group).some((q) => board.color[q] === EMPTY || (board.color[q] === color && board.ghost[q] !== ghost));
}

/** Every group (N1) of `color`'s pieces, stones and ghosts, that has no liberty. */
function groupsWithoutLiberty(board: Board, color: StoneColor): number[][] {
  const groups = [0, 1].flatMap((ghost) => partition(board, (q) => board.color[q] === color && board.ghost[q] === ghost));
  return groups.filter((group) => !hasLiberty(board, group));
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
      if (turn.ghost) return refuse('ERR_OCCUPIED', this.name, 'a ghost may only go on an empty point');
      if (!board.ghost[p]) return refuse('ERR_OCCUPIED', this.name, 'a stone may only go on an empty point or on a ghost');
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
    const board = pos.board;
    for (const group of groupsWithoutLiberty(board, opponent(turn.color))) {
      for (const q of group) {
        board.setColor(q, EMPTY);
        turn.captured.push(q);
      }
    }
  }

  /** N3: then every friendly group, of either type, must have a liberty. */
  protected override judge(pos: Position, turn: Turn): Refusal | null {
    const board = pos.board;
    const breathless = groupsWithoutLiberty(board, turn.color);
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
    const ghosts = banned.length === 1 ? `your ghost at ${banned[0]}` : `your ghosts at ${banned.join(', ')}`;
    notes.push({
      code: 'ko',
      text: `Ko: ${playerName(last.color)} ${move}, so a stone on ${ghosts} would repeat the position; you may not play it now`,
    });
    return notes;
  }
}

export const noSeki: VariantSpec = {
  pointState: ['ghosts'],
  id: 'no-seki',
  name: 'No Seki Go',
  options: { ko: 'basic' },
  defaultKomi: () => 6,
  // N4: without seki there is no need of half points to break ties; the rule page asks for whole ones.
  checkKomi: (komi) => (Number.isInteger(komi) ? null : `komi must be a whole number, not ${komi}`),
  create: (options) => new NoSekiGo(options),
};
