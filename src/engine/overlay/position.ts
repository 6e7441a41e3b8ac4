/**
 * The shown position of a game as the overlay reads it: a board rebuilt from the view (the
 * game keeps its own to itself), the player to move, and `check()`'s answer on the points a
 * stone may go.
 */
import { BLACK, EMPTY, WHITE, type Board, type StoneColor } from '../board.js';
import { boardFromView } from '../view-board.js';
import type { Game } from '../game.js';
import { blankTurn, type Turn } from '../position.js';
import { captureAround } from '../rules.js';
import type { Coord, MoveResult, PositionView } from '../types.js';

/** The shown position: the game, its view, a board holding what the view holds, and the player to move. */
export interface ShownPosition {
  game: Game;
  view: PositionView;
  board: Board;
  mover: StoneColor;
}

/** `game`'s shown position; `view` is its view, when the caller has it already. */
export function shownPosition(game: Game, view: PositionView = game.view()): ShownPosition {
  return { game, view, board: boardFromView(view), mover: view.toPlay === 'black' ? BLACK : WHITE };
}

/** A shown position with `check()`'s answer for a stone of the player to move on each point holding no stone. */
export interface CheckedPosition extends ShownPosition {
  /** By point index: empty points, and points holding a ghost, where a stone may also go (No Seki Go). */
  checked: Map<number, MoveResult>;
}

export function checkedPosition(game: Game, view?: PositionView): CheckedPosition {
  const shown = shownPosition(game, view);
  const checked = new Map<number, MoveResult>();
  const { board } = shown;
  for (let p = 0; p < board.area; p++) {
    if (mayHoldStone(board, p)) checked.set(p, game.check(coordOf(board, p)));
  }
  return { ...shown, checked };
}

/** Whether a stone may be put on `p` as far as what stands there goes: nothing, or a ghost (N2). */
function mayHoldStone(board: Board, p: number): boolean {
  return board.color[p] === EMPTY || board.ghost[p] === 1;
}

/** The point of board index `p`. */
export function coordOf(board: Board, p: number): Coord {
  return { x: p % board.width, y: Math.floor(p / board.width) };
}

/**
 * Puts a stone of `color` on `p`, lets `resolve` take what it takes (standard Go's capture, G2,
 * unless a variant's own), asks `measure` about the board after that, and takes it all back:
 * for the rules that judge a placement by what it leaves. `measure` gets the turn with its
 * captures or flips.
 */
export function afterPlacing<T>(
  board: Board,
  p: number,
  color: StoneColor,
  measure: (turn: Turn) => T,
  resolve: (board: Board, turn: Turn) => void = captureAround,
): T {
  const turn = blankTurn('place', color, p);
  board.begin();
  board.setColor(p, color);
  resolve(board, turn);
  const measured = measure(turn);
  board.rollback();
  return measured;
}
