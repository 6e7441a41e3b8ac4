import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BLACK, EMPTY, WHITE, Board } from '../../src/engine/board.js';

/** Every point state of a board, as plain arrays. */
function states(board: Board): number[][] {
  return [board.color, board.ghost, board.tiles, board.marked].map((a) => [...a]);
}

describe('the board journal', () => {
  it('a rollback takes back a ghost, a tile and a mark put on a board that held colours only', () => {
    const board = new Board(5);
    board.setColor(0, BLACK);
    const before = states(board);
    board.begin();
    board.setColor(1, WHITE, 1);
    board.addTile(2);
    board.mark(0);
    board.setColor(2, BLACK);
    board.rollback();
    assert.deepEqual(states(board), before);
  });

  it('a rollback restores every state of a point on a board with tiles, ghosts and marks', () => {
    const board = new Board(5);
    board.addTile(3);
    board.setColor(3, WHITE);
    board.mark(3);
    board.setColor(4, BLACK, 1);
    const before = states(board);
    board.begin();
    board.setColor(3, EMPTY);
    board.addTile(3);
    board.setColor(4, WHITE);
    board.addTile(6);
    board.rollback();
    assert.deepEqual(states(board), before);
  });
});

