import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { moveSentence, type MoveFacts } from '../../src/element/describe.js';

const PLACED: MoveFacts = { move: 'B2', color: 'black', captured: [], flipped: [], marked: [], tile: false };

describe('move sentences name each piece as it is', () => {
  it('a capture of stones says stones', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1'] }), 'Black B2, captures 1 stone');
  });

  it('No Seki Go: a capture of ghosts says ghosts, not stones', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1', 'B1'], capturedGhosts: 2 }), 'Black B2, captures 2 ghosts');
  });

  it('No Seki Go: a capture of both says how many of each', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1', 'B1', 'C1'], capturedGhosts: 1 }), 'Black B2, captures 2 stones and 1 ghost');
  });

  it('Tile Go: a stone laid on a new tile says so', () => {
    assert.equal(moveSentence({ ...PLACED, tile: true }), 'Black B2, tile placed');
  });
});
