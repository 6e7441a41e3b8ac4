import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, type Game, type MoveDone } from '../../src/engine/index.js';
import { codeOf, gameFrom, playAll } from './helpers.js';

function cushionFrom(diagram: string, options: Parameters<typeof gameFrom>[1] = {}): Game {
  return gameFrom(diagram, { variant: 'cushion', ...options });
}

function done(game: Game, move: string): MoveDone {
  const result = game.play(move);
  if (!result.ok) throw new Error(`${move} refused: ${result.message}`);
  return result;
}

/** White's territories: A6-B6 and the F line. Black's: A1-B3. The D line touches both. */
const TERRITORIES = `
  . . O . O .
  O O O . O .
  X X X . O .
  . . X . O .
  . . X . O .
  . . X . O .`;

/** The eternal life of the Tile Go tests (KataGo's shape, colours swapped, G3 and H3 filled). */
const ETERNAL_LIFE = `
  . . . . . . . .
  . . . . . . . .
  . . . . . . . .
  . . . . . . . .
  X X X X X X . .
  O O O O O X X X
  O X X X O O X X
  . X . O . X O .`;

describe('cushion', () => {
  it('T3: after an incursion, a placement that is not an incursion needs no tile', () => {
    const game = cushionFrom(TERRITORIES);
    assert.equal(done(game, 'F3').incursion, true);
    const answer = done(game, 'D1');
    assert.equal(answer.incursion, false);
    assert.equal(answer.tile, false, 'Tile Go would lay a tile here');
  });

  it('T3: an incursion that answers an incursion goes on a tile', () => {
    const game = cushionFrom(TERRITORIES);
    playAll(game, 'F3');
    const answer = done(game, 'A1');
    assert.equal(answer.incursion, true, "A1 is in Black's territory");
    assert.equal(answer.tile, true);
    assert.equal(game.pointAt('A1')?.tiles, 1);
  });

  it('T3: an incursion after a placement that was none needs no tile', () => {
    const game = cushionFrom(TERRITORIES);
    playAll(game, 'D1');
    const answer = done(game, 'A1');
    assert.equal(answer.incursion, true);
    assert.equal(answer.tile, false);
  });

  it("T3: the latest placement may be the mover's own, prisoner returns skipped", () => {
    const game = cushionFrom(TERRITORIES);
    playAll(game, 'F3 return');
    const again = done(game, 'A6');
    assert.equal(again.incursion, true);
    assert.equal(again.tile, true, "Black's own F3 was the latest placement");
  });

  it('T3: the eternal life is defeated too: B4 answers W3 on a tile, and after W7 B8 cannot go there again', () => {
    const game = cushionFrom(ETERNAL_LIFE, { toPlay: 'white' });
    const turns = 'C1 E1 D1 F1 C1 E1 D1'.split(' ').map((move) => done(game, move));
    assert.deepEqual(turns.map((t) => t.incursion), [false, false, true, true, false, false, true]);
    assert.deepEqual(turns.map((t) => t.tile), [false, false, false, true, false, false, false], 'W5 is no incursion, so no tile');
    const refused = game.play('F1');
    assert.equal(codeOf(refused), 'ERR_TILE_LIMIT');
    assert.match(refused.ok ? '' : refused.message, /^Cushion Go: /);
  });

  it('T4, T5: basic ko only, no pass, White starts with 7 prisoners; standard scoring as in Tile Go', () => {
    const game = createGame({ variant: 'cushion', size: 9 });
    assert.deepEqual(game.prisoners, { black: 0, white: 7 });
    assert.equal(codeOf(game.play('pass')), 'ERR_PASS_FORBIDDEN');
    assert.throws(() => createGame({ variant: 'cushion', size: 9, ko: 'positional' }));
    const standard = createGame({ variant: 'cushion', size: 9, scoring: 'standard' });
    assert.equal(standard.komi, 7.5);
    playAll(standard, 'pass pass');
    assert.equal(standard.result?.reason, 'two-passes');
  });
});
