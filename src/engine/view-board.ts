/**
 * A board made from a shown position, for the questions only some variants and the rules overlay
 * ask of a view. A module of its own so that a page of standard Go, which never asks them, does
 * not load it.
 */
import { BLACK, Board, WHITE } from './board.js';
import type { PositionView } from './types.js';

/**
 * A board holding what a shown position holds, for questions asked of a view (where a stone
 * would be an incursion, which regions are marked): its stones (ghosts as ghosts), tiles and marks.
 */
export function boardFromView(view: PositionView): Board {
  const board = new Board(view.width, view.height);
  view.points.forEach((point, p) => {
    if (point.color !== null) board.setColor(p, point.color === 'black' ? BLACK : WHITE, point.ghost ? 1 : 0);
    if (point.marked) board.mark(p);
    for (let i = 0; i < point.tiles; i++) board.addTile(p);
  });
  return board;
}
