import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { moveSentence, moveWords, type MoveFacts } from '../../src/element/describe.js';
import english from '../../src/element/i18n/reader/en.js';
import type { RefusalGame } from '../../src/element/i18n/reader/rules/en.js';

const PLACED: MoveFacts = { move: 'B2', color: 'black', captured: [], flipped: [], marked: [], tile: false };
/** The game the moves are played in, as a record's illegal move would name it. */
const GAME: RefusalGame = { variant: 'go', variantName: 'Go', width: 9, height: 9, result: null, ruleOptions: {} };

describe('move sentences name each piece as it is', () => {
  it('a capture of stones says stones', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1'] }, english, GAME), 'Black B2, captures 1 stone');
  });

  it('No Seki Go: a capture of ghosts says ghosts, not stones', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1', 'B1'], capturedGhosts: 2 }, english, GAME), 'Black B2, captures 2 ghosts');
  });

  it('No Seki Go: a capture of both says how many of each', () => {
    assert.equal(moveSentence({ ...PLACED, captured: ['A1', 'B1', 'C1'], capturedGhosts: 1 }, english, GAME), 'Black B2, captures 2 stones and 1 ghost');
  });

  it('a move in words names its piece and never shows the notation: a ghost, a pass, a prisoner returned', () => {
    assert.equal(moveWords({ move: 'ghost:D4', color: 'black' }, english), 'Black ghost D4');
    assert.equal(moveWords({ move: 'pass', color: 'white' }, english), 'White passes');
    assert.equal(moveWords({ move: 'return', color: 'white' }, english), 'White returns a prisoner');
  });

  it('Tile Go: a stone laid on a new tile says so', () => {
    assert.equal(moveSentence({ ...PLACED, tile: true }, english, GAME), 'Black B2, tile placed');
  });
});
