/**
 * The overlay facts of each variant beyond those all share (`common.ts`), each computed by the
 * rules' own definitions in the variant's module, never a second copy of them.
 */
import { BLACK, EMPTY, WHITE, type StoneColor } from '../board.js';
import { forNeighbors } from '../geometry.js';
import { colorName } from '../rules.js';
import type { Coord, OverlayMark } from '../types.js';
import { groupsWithoutTrueLiberty, isTrueLiberty } from '../variants/loose.js';
import { disturbingKind } from '../variants/stoical-disturbing.js';
import { RESTRICTIONS, type KoRefinementId } from '../variants/stoical-ko.js';
import { incursionPointsOf } from '../variants/tile-family.js';
import { afterPlacing, coordOf, type CheckedPosition, type ShownPosition } from './position.js';

/** Loose: each empty point that is not a true liberty (L1): it touches both colours and no empty point. */
export function falseLiberties({ board }: ShownPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (let p = 0; p < board.area; p++) {
    if (board.color[p] === EMPTY && !isTrueLiberty(board, p)) out.push({ kind: 'false-liberty', points: [coordOf(board, p)] });
  }
  return out;
}

/** Loose: each group without a true liberty (L2 forbids them after a move; a set-up position may hold one). */
export function withoutTrueLiberty({ board }: ShownPosition): OverlayMark[] {
  return ([BLACK, WHITE] as const).flatMap((color) =>
    groupsWithoutTrueLiberty(board, color, null).map(
      (group): OverlayMark => ({ kind: 'no-true-liberty', points: group.map((p) => coordOf(board, p)), color: colorName(color) }),
    ),
  );
}

/**
 * Stoical Go with disturbing captures: each point where a stone of the player to move would make
 * a disturbing capture (S5), `strict` for the strict kind, whether or not S4 allows it now.
 */
export function disturbingCaptures({ board, mover, checked }: CheckedPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (const p of checked.keys()) {
    const kind = afterPlacing(board, p, mover, (turn) => disturbingKind(board, p, turn.captured));
    if (kind) out.push({ kind: 'disturbing-capture', points: [coordOf(board, p)], strict: kind === 'strict' });
  }
  return out;
}

/** Tile and Cushion Go: each empty point where a stone of the player to move would be an incursion (T1). */
export function incursions({ view }: ShownPosition): OverlayMark[] {
  return incursionPointsOf(view, view.toPlay).map((point) => ({ kind: 'incursion', points: [point] }));
}

/**
 * Tile and Cushion Go: each point where the next stone would go on a new tile (T2, T3): `check()`
 * accepts it with a tile, or refuses it because the point holds the most tiles allowed.
 */
export function tilesNeeded({ board, checked }: CheckedPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (const [p, answer] of checked) {
    if (answer.ok ? answer.tile : answer.code === 'ERR_TILE_LIMIT') out.push({ kind: 'tile-needed', points: [coordOf(board, p)] });
  }
  return out;
}

/**
 * No Seki Go: each ghost next to a stone of its colour, a liberty it keeps for that stone's group
 * (N1: a piece of the same colour and the other type is a liberty).
 */
export function ghostLiberties({ board }: ShownPosition): OverlayMark[] {
  const out: OverlayMark[] = [];
  for (let p = 0; p < board.area; p++) {
    if (!board.ghost[p]) continue;
    const color = board.color[p]!;
    let keeps = false;
    forNeighbors(board, p, (q) => {
      if (board.color[q] === color && !board.ghost[q]) keeps = true;
    });
    if (keeps) out.push({ kind: 'ghost-liberty', points: [coordOf(board, p)], color: colorName(color as StoneColor) });
  }
  return out;
}

/** Paper and Pencil Go: the marked regions and their owners, as the view gives them (P2). */
export function regions({ view }: ShownPosition): OverlayMark[] {
  return view.regions.map(({ points, owner }) => ({ kind: 'region', points: points.map((c): Coord => ({ ...c })), color: owner }));
}

/**
 * The ko refinements of Stoical Go, while their restriction is in force (S4): the group or
 * estate a stone of the player to move on `p` would make, after removals, and whether it passes.
 * Nothing where the stone cannot get that far (an occupied point, a suicide).
 */
export function restrictionAt(id: KoRefinementId): (position: ShownPosition, p: number) => OverlayMark[] {
  const { judged, passes } = RESTRICTIONS[id];
  return ({ game, board, mover }, p) => {
    // The rules' note is their word that S4 is in force; the game keeps its turns to itself.
    if (!game.notes.some((note) => note.code === 'restriction')) return [];
    const answer = game.check(coordOf(board, p));
    if (!answer.ok && answer.code !== 'ERR_KO' && answer.code !== 'ERR_KO_RESTRICTION') return [];
    return afterPlacing(board, p, mover, () => {
      const set = judged(board, p);
      return [{ kind: 'estate', points: set.map((q) => coordOf(board, q)), passes: passes(board, set) }];
    });
  };
}
