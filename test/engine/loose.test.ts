import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError } from '../../src/engine/index.js';
import { diagramOf, gameFrom, normalise, playAll, refusalOf } from './helpers.js';

const loose = { variant: 'loose' } as const;

/** The code of a refused move, or `false` when it was accepted. */
function refusal(result: ReturnType<ReturnType<typeof createGame>['play']>): string | false {
  return !result.ok && result.code;
}

describe('loose', () => {
  describe('the examples of the rule page', () => {
    it('a capture: after B1 all of the White group\'s liberties are false, so it is flipped', () => {
      // B5 and D5 touch both colours and no empty point: false liberties. C3 was White's last true one.
      const game = gameFrom(`
        X . O . X
        X O O O X
        . X . X .
        . . . . .
        . . . . .`, loose);
      const done = game.play('C3');
      assert.ok(done.ok);
      assert.deepEqual(done.flipped.sort(), ['B4', 'C4', 'C5', 'D4']);
      assert.deepEqual(done.captured, []);
      assert.equal(diagramOf(game), normalise(`
        X . X . X
        X X X X X
        . X X X .
        . . . . .
        . . . . .`));
    });

    it('not a capture: after B1 the White group keeps true liberties (they touch an empty point), so nothing flips', () => {
      const game = gameFrom(`
        X . . X .
        X O O X .
        . X . X .
        . . . . .
        . . . . .`, loose);
      const done = game.play('C3');
      assert.ok(done.ok);
      assert.deepEqual(done.flipped, []);
      assert.equal(game.pointAt('B4')?.color, 'white');
    });

    it('illegal: after B1 the flipped White stone gets no true liberty, so the move is illegal', () => {
      // B5 flips A5 (its last liberty A4 is false), but A5 then lives only on A4, still false.
      const game = gameFrom(`
        O . O . .
        . O O . .
        X . . . .
        . . . . .
        . . . . .`, loose);
      const result = game.play('B5');
      assert.equal(refusal(result), 'ERR_NO_TRUE_LIBERTY');
      assert.match(result.ok ? '' : result.message, /^Loose: every group must keep a true liberty, but the stones flipped at A5/);
      assert.deepEqual(refusalOf(result), { code: 'ERR_NO_TRUE_LIBERTY', reason: 'flipped', at: 'A5' }, 'the reason and point a board words the refusal with');
      assert.equal(game.pointAt('A5')?.color, 'white', 'the refused move flipped nothing');
    });

    it('illegal: after B1 another Black stone has no true liberty, so the move is illegal', () => {
      // A3 makes A4 false (it touches A5 and B4 and no empty point): A5 loses its only true liberty.
      const game = gameFrom(`
        X O . . .
        . O . . .
        . . . . .
        . . . . .
        . . . . .`, loose);
      const result = game.play('A3');
      assert.equal(refusal(result), 'ERR_NO_TRUE_LIBERTY');
      assert.match(result.ok ? '' : result.message, /your group at A5 would have none/);
      assert.deepEqual(refusalOf(result), { code: 'ERR_NO_TRUE_LIBERTY', reason: 'own-group', at: 'A5' });
    });
  });

  describe('L1: flipping', () => {
    it('L1: an enemy group away from the placed stone is flipped when the placement makes its last true liberty false', () => {
      const game = gameFrom(`
        O . . . .
        X X . . .
        . . . . .
        . . . . .
        . . . . .`, loose);
      const done = game.play('C5');
      assert.ok(done.ok);
      assert.deepEqual(done.flipped, ['A5']);
    });

    it('L1: every enemy group without a true liberty is flipped in the same turn', () => {
      const game = gameFrom(`
        O . . . O
        X X . X X
        . . . . .
        . . . . .
        . . . . .`, loose);
      const done = game.play('C5');
      assert.ok(done.ok);
      assert.deepEqual(done.flipped.sort(), ['A5', 'E5']);
      assert.equal(diagramOf(game).split('\n')[0], 'X.X.X');
    });

    it('L1: a group with liberties, all of them false, is flipped (a Go capture would need no liberties at all)', () => {
      const game = gameFrom(`
        X . O . X
        X O O O X
        . X . X .
        . . . . .
        . . . . .`, loose);
      const answer = game.check('C3');
      assert.equal(answer.ok && answer.flipped.length, 4);
    });

    it('L1: flipped stones are not removed: no prisoners, the stone count grows by exactly the placed stone', () => {
      const game = gameFrom(`
        O . . . O
        X X . X X
        . . . . .
        . . . . .
        . . . . .`, loose);
      playAll(game, 'C5');
      assert.deepEqual(game.prisoners, { black: 0, white: 0 });
      assert.equal(game.view().points.filter((p) => p.color !== null).length, 7);
    });
  });

  describe('L2: every group keeps a true liberty', () => {
    it('L2: the group of the placed stone must have a true liberty', () => {
      const game = gameFrom(`
        . O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .`, loose);
      assert.equal(refusal(game.play('A5')), 'ERR_NO_TRUE_LIBERTY');
    });

    it('L2: a Black group other than the placed stone losing its last true liberty makes the placement illegal', () => {
      // Under a reading that checks only the placed stone's group, A3 would be legal.
      const game = gameFrom(`
        X O . . .
        . O . . .
        . . . . .
        . . . . .
        . . . . .`, loose);
      assert.equal(refusal(game.check('A3')), 'ERR_NO_TRUE_LIBERTY');
      assert.ok(game.check('B3').ok, 'elsewhere is fine');
    });

    it('L2: flipped stones are checked after the flip, with the group they join', () => {
      const game = gameFrom(`
        O . O . .
        . O O . .
        X . . . .
        . . . . .
        . . . . .`, loose);
      assert.equal(refusal(game.check('B5')), 'ERR_NO_TRUE_LIBERTY');
      assert.ok(!game.legalMoves().includes('B5'), 'legalMoves agrees');
    });

    it('L2: a liberty touching an empty point is true even when it touches both colours', () => {
      // A4 touches A5 (Black), B4 (White) and the empty A3: true, so A5 may stay.
      const game = gameFrom(`
        X O . . .
        . O . . .
        . . . . .
        . . . . .
        . . . . .`, loose);
      assert.ok(game.play('C3').ok);
    });

    it('L2: the refusal names the group by its point, on a rectangular board too', () => {
      const game = createGame({ variant: 'loose', size: { width: 5, height: 3 }, setup: { black: ['A3'], white: ['B3', 'B2'] } });
      const result = game.play('A1');
      assert.match(result.ok ? '' : result.message, /your group at A3 would have none/);
    });

    it('a stone may not go on an occupied point', () => {
      const game = gameFrom(`
        X . .
        . . .
        . . .`, loose);
      assert.equal(refusal(game.play('A3')), 'ERR_OCCUPIED');
    });
  });

  describe('L3: score', () => {
    it('L3: the score is stones on the board only, empty points count for nobody', () => {
      const game = gameFrom(`
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O O`, loose);
      playAll(game, 'pass pass');
      assert.deepEqual(game.result?.score, { black: 5, white: 6 }, 'area scoring would give 10 to 10');
      assert.equal(game.result?.winner, 'white');
      assert.equal(game.result?.reason, 'two-passes');
    });

    it('L3: komi defaults to 0', () => {
      assert.equal(createGame({ variant: 'loose', size: 9 }).komi, 0);
    });

    it('L3: komi is added to White\'s score', () => {
      const game = createGame({ variant: 'loose', size: 5, komi: 2 });
      playAll(game, 'C3 pass pass');
      assert.deepEqual(game.result?.score, { black: 1, white: 2 });
      assert.equal(game.result?.winner, 'white');
    });

    it('L3: komi must be an even whole number', () => {
      for (const komi of [1, 0.5, 7.5, -3]) {
        assert.throws(
          () => createGame({ variant: 'loose', size: 9, komi }),
          (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_KOMI' && /^Loose: komi must be an even whole number/.test(e.message),
          `komi ${komi}`,
        );
      }
      assert.equal(createGame({ variant: 'loose', size: 9, komi: -4 }).komi, -4);
    });

    it('Loose has no ko option (no position can repeat)', () => {
      assert.throws(() => createGame({ variant: 'loose', size: 9, ko: 'basic' }), (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_OPTION');
    });
  });

  describe('L4: tie-break', () => {
    it('L4: in a tie the player who placed the last stone loses', () => {
      const game = createGame({ variant: 'loose', size: 3 });
      playAll(game, 'B2 A1 pass pass');
      assert.equal(game.result?.winner, 'black');
      assert.deepEqual(game.result?.score, { black: 1, white: 1 });
      assert.equal(game.result?.summary, 'Black wins the tie (1 to 1): White placed the last stone');
    });

    it('L4: passes are not placements: the last placer loses even when the other player passed last', () => {
      // After a resumption (A3) Black's pass is the last move; White still placed the last stone.
      const game = createGame({ variant: 'loose', size: 3 });
      playAll(game, 'B2 A1 pass pass pass');
      assert.equal(game.result?.reason, 'two-passes');
      assert.equal(game.result?.winner, 'black');
    });

    it('L4: a tie with no placement in the game is a draw, whoever passed last', () => {
      const game = gameFrom(`
        X . .
        . . .
        . . O`, loose);
      playAll(game, 'pass pass');
      assert.equal(game.result?.winner, null);
      assert.equal(game.result?.summary, 'Draw (1 to 1)');
      playAll(game, 'pass');
      assert.equal(game.result?.winner, null, 'still a draw after a third pass');
    });

    it('L4: the tie-break does not touch a game that is not tied', () => {
      const game = createGame({ variant: 'loose', size: 3 });
      playAll(game, 'B2 pass pass');
      assert.equal(game.result?.winner, 'black');
      assert.equal(game.result?.summary, 'Black wins by 1 point');
    });
  });

  describe('L5: board size', () => {
    it('L5: even sizes are refused', () => {
      for (const size of [2, 4, 8, 18]) {
        assert.throws(
          () => createGame({ variant: 'loose', size }),
          (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_SIZE' && /^Loose: the board must have an odd number of lines/.test(e.message),
        );
      }
    });

    it('L5: odd sizes are allowed', () => {
      for (const size of [3, 9, 19, 25]) assert.equal(createGame({ variant: 'loose', size }).size, size);
    });

    it('L5: a rectangular board needs an odd number of lines both ways', () => {
      assert.throws(
        () => createGame({ variant: 'loose', size: { width: 9, height: 8 } }),
        (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_SIZE' && /not 9x8/.test(e.message),
      );
      assert.equal(createGame({ variant: 'loose', size: { width: 9, height: 7 } }).height, 7);
    });
  });
});
