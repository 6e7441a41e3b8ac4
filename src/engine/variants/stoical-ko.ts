/**
 * Stoical Go with the ko rule (rulings S4, S5): `ko-2-2-2`, `ko-2-2`, `ko-4-point` and
 * `ko-ole`. The basic ko rule applies as in Go, and after two captures in a row, one by each
 * player, the next placement must make a group or an estate too big or too open to feed a
 * cycle. Repetition still ends the game in a draw (S3).
 */
import { EMPTY, type Board } from '../board.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import { forNeighbors, groupAt, libertiesOf } from '../geometry.js';
import type { Position, Turn } from '../position.js';
import { playerName } from '../rules.js';
import type { RuleNote } from '../types.js';
import { StoicalFamily, isCapture, isOpenLine } from './stoical.js';

/** The latest placements of the game, newest first, passes, returns and edits skipped. */
function* placements(pos: Position): Generator<Turn> {
  for (let i = pos.turns.length - 1; i >= 0; i--) {
    const turn = pos.turns[i]!;
    if (turn.kind === 'place') yield turn;
  }
}

/**
 * Whether the latest two placements of the game (passes and edits skipped) were captures,
 * one by each player (S4).
 */
export function afterTwoCaptures(pos: Position): boolean {
  const [last, before] = placements(pos);
  return last !== undefined && before !== undefined && last.color !== before.color && isCapture(last) && isCapture(before);
}

/** The variants with the ko rule, which restrict the placement after two captures (S4). */
export type KoRefinementId = 'ko-2-2-2' | 'ko-2-2' | 'ko-4-point' | 'ko-ole';

/**
 * What each rule asks of the placed stone after two captures (S4), measured after removals:
 * the set it judges (the stone's group, or its estate) and whether that set passes.
 */
export const RESTRICTIONS: Record<KoRefinementId, { judged(board: Board, point: number): number[]; passes(board: Board, set: number[]): boolean }> = {
  // The 2-2-2 rule: a group of more than two stones or more than two liberties.
  'ko-2-2-2': { judged: groupAt, passes: (board, group) => group.length > 2 || libertiesOf(board, group).length > 2 },
  // The 2-2 rule: a group of more than two liberties.
  'ko-2-2': { judged: groupAt, passes: (board, group) => libertiesOf(board, group).length > 2 },
  // The 4-point rule: an estate of more than four points.
  'ko-4-point': { judged: estateAt, passes: (_board, estate) => estate.length > 4 },
  // The OLE rule: an estate that is not an open line.
  'ko-ole': { judged: estateAt, passes: (board, estate) => !isOpenLine(board, estate) },
};

/** The basic ko rule plus a restriction on the placement after two captures (S4). */
export abstract class StoicalKo extends StoicalFamily {
  abstract override readonly id: KoRefinementId;
  /** What the placed stone's group or estate must be, in words, for refusals. */
  protected abstract readonly requirement: string;

  protected override checkHistory(pos: Position, turn: Turn): Refusal | null {
    const ko = this.basicKo(pos, turn);
    const { judged, passes } = RESTRICTIONS[this.id];
    if (ko || !afterTwoCaptures(pos) || passes(pos.board, judged(pos.board, turn.point))) return ko;
    return refuse(
      'ERR_KO_RESTRICTION',
      this.name,
      `after two captures in a row, one by each player, your stone must be part of ${this.requirement}`,
    );
  }

  /** S4 in force: the latest two placements were captures by each player, so this placement is restricted. */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    if (afterTwoCaptures(pos)) {
      notes.push(
        ruleNote(
          { code: 'restriction' },
          this.name,
          `after two captures in a row, one by each player, ${playerName(pos.toPlay)}'s stone must end up part of ${this.requirement}`,
        ),
      );
    }
    return notes;
  }
}

/** The 2-2-2 rule. */
export class Ko222 extends StoicalKo {
  readonly id = 'ko-2-2-2';
  readonly name: string = 'Stoical Go, 2-2-2 rule';
  protected readonly requirement = 'a group with more than two stones or more than two liberties';
}

/** The 2-2 rule. */
export class Ko22 extends StoicalKo {
  readonly id = 'ko-2-2';
  readonly name: string = 'Stoical Go, 2-2 rule';
  protected readonly requirement = 'a group with more than two liberties';
}

/** The 4-point rule. */
export class Ko4Point extends StoicalKo {
  readonly id = 'ko-4-point';
  readonly name: string = 'Stoical Go, 4-point rule';
  protected readonly requirement = 'an estate (its group and the empty points only it reaches) of more than four points';
}

/** The OLE rule. */
export class KoOle extends StoicalKo {
  readonly id = 'ko-ole';
  readonly name: string = 'Stoical Go, OLE rule';
  protected readonly requirement =
    'an estate (its group and the empty points only it reaches) that is not an open line (a single chain of points)';
}

/**
 * The estate of the group on `p` (ruling S5): the group, plus every empty point reachable
 * from it through empty points that touch no other group of its colour.
 */
export function estateAt(board: Board, p: number): number[] {
  const color = board.color[p];
  const group = groupAt(board, p);
  const inGroup = new Set(group);
  const claimable = (q: number): boolean => {
    if (board.color[q] !== EMPTY) return false;
    let foreign = false;
    forNeighbors(board, q, (r) => {
      if (board.color[r] === color && !inGroup.has(r)) foreign = true;
    });
    return !foreign;
  };
  const estate = [...group];
  const taken = new Set(group);
  for (let i = 0; i < estate.length; i++) {
    forNeighbors(board, estate[i]!, (q) => {
      if (!taken.has(q) && claimable(q)) {
        taken.add(q);
        estate.push(q);
      }
    });
  }
  return estate;
}

// The "Variants with the ko rule" by their rule's name: the 2-2-2, 2-2, 4-point and OLE (Open Line Estate) rules.
