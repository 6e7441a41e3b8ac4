import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { moveSentence, moveWords, type MoveFacts } from '../../src/element/describe.js';

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

  it('a move in words names its piece and never shows the notation: a ghost, a pass, a prisoner returned', () => {
    assert.equal(moveWords({ move: 'ghost:D4', color: 'black' }), 'Black ghost D4');
    assert.equal(moveWords({ move: 'pass', color: 'white' }), 'White passes');
    assert.equal(moveWords({ move: 'return', color: 'white' }), 'White returns a prisoner');
  });

  it('Tile Go: a stone laid on a new tile says so', () => {
    assert.equal(moveSentence({ ...PLACED, tile: true }), 'Black B2, tile placed');
  });
});
