import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError, type Game } from '../../src/engine/index.js';
import { diagramOf, gameFrom, normalise, playAll } from './helpers.js';

const paperPencil = { variant: 'paper-pencil' } as const;

/** White's four stones in the corner around a two-point space, walled in by Black. */
const CORNER = `
  . . O X .
  O O O X .
  X X X X .
  . . . . .
  . . . . .`;

/** A Go ko shape: B3 and C3 are the two points of the ko. */
const KO = `
  . . . . .
  . X O . .
  X . . O .
  . X O . .
  . . . . .`;

/** The marked regions of the shown position, as sorted point lists with their owners. */
function regions(game: Game): { points: string[]; owner: string | null }[] {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  return game.view().regions.map(({ points, owner }) => ({
    points: points.map(({ x, y }) => `${letters[x]}${game.size - y}`).sort(),
    owner,
  }));
}

describe('paper-pencil', () => {
  describe('the examples of the rule page', () => {
    it('White is dead: after W2, B1 and the five-stone White group are marked at the same time', () => {
      const game = gameFrom(CORNER, paperPencil);
      const b1 = game.play('A5');
      assert.ok(b1.ok);
      assert.deepEqual(b1.marked, [], 'B1 has a liberty at B5, and so has White');
      const w2 = game.play('B5');
      assert.ok(w2.ok);
      assert.deepEqual(w2.marked.sort(), ['A4', 'A5', 'B4', 'B5', 'C4', 'C5']);
      assert.equal(diagramOf(game), normalise(`
        x o o X .
        o o o X .
        X X X X .
        . . . . .
        . . . . .`));
    });

    it('White is dead: the six marked stones are Black\'s territory and a permanent liberty of the Black group', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      assert.deepEqual(regions(game), [{ points: ['A4', 'A5', 'B4', 'B5', 'C4', 'C5'], owner: 'black' }]);
      // White fills every outside liberty of the Black group; the region keeps it alive.
      playAll(game, 'pass E5 pass E4 pass E3 pass D2 pass C2 pass B2 pass A2');
      assert.equal(game.pointAt('D5')?.marked, false);
      assert.equal(game.pointAt('A3')?.marked, false);
    });

    it('not a ko: after W2 both B1 and W2 are marked, and their region is nobody\'s', () => {
      const game = gameFrom(KO, paperPencil);
      const b1 = game.play('C3');
      assert.ok(b1.ok);
      assert.deepEqual(b1.marked, []);
      const w2 = game.play('B3');
      assert.ok(w2.ok);
      assert.deepEqual(w2.marked.sort(), ['B3', 'C3']);
      assert.deepEqual(regions(game), [{ points: ['B3', 'C3'], owner: null }]);
    });

    it('not a ko: neither side is alive by it: a stone next to the neutral region dies when its other liberties go', () => {
      const game = gameFrom(KO, paperPencil);
      playAll(game, 'C3 B3 C5 pass');
      const done = game.play('D4');
      assert.ok(done.ok);
      assert.deepEqual(done.marked, ['C4']);
    });
  });

  describe('P1: marking', () => {
    it('P1: groups of both colours without liberties are marked together, not the enemy first', () => {
      // Were Black's B1 marked first, W2 would live on it as White's region; marking is simultaneous.
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      assert.equal(game.pointAt('B5')?.marked, true);
      assert.equal(game.pointAt('C4')?.marked, true);
    });

    it('P1: a marked stone keeps its colour and stays on the board: no prisoners', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      assert.deepEqual(game.view().points[0], { color: 'black', ghost: false, tiles: 0, marked: true });
      assert.deepEqual(game.prisoners, { black: 0, white: 0 });
    });

    it('P1: the move reports the points it marked, for the board to show them', () => {
      const game = gameFrom(KO, paperPencil);
      playAll(game, 'C3 B3');
      assert.deepEqual(game.view().lastMove?.marked.sort((a, b) => a.x - b.x), [{ x: 1, y: 2 }, { x: 2, y: 2 }]);
    });
  });

  describe('P2: marked regions', () => {
    it('P2: marked stones of both colours form one region (otherwise each would belong to the player around it)', () => {
      const game = gameFrom(KO, paperPencil);
      playAll(game, 'C3 B3');
      assert.equal(regions(game).length, 1);
    });

    it('P2: a region touching no unmarked stone belongs to nobody', () => {
      const game = gameFrom(`
        X O
        . X`, { ...paperPencil, toPlay: 'white' });
      const done = game.play('A1');
      assert.ok(done.ok);
      assert.equal(done.marked.length, 4);
      assert.deepEqual(regions(game), [{ points: ['A1', 'A2', 'B1', 'B2'], owner: null }]);
      playAll(game, 'pass pass');
      assert.deepEqual(game.result?.score, { black: 0, white: 7.5 });
    });
  });

  describe('P3: liberties and legal moves', () => {
    it('P3: marked points cannot be played on', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      const result = game.play('A5');
      assert.equal(!result.ok && result.code, 'ERR_MARKED_POINT');
      assert.match(result.ok ? '' : result.message, /^Paper and Pencil Go: that point holds a marked stone/);
    });

    it('P3: suicide is allowed: the stone is marked', () => {
      const game = gameFrom(`
        . O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .`, paperPencil);
      assert.ok(game.legalMoves().includes('A5'));
      const done = game.play('A5');
      assert.ok(done.ok);
      assert.deepEqual(done.marked, ['A5']);
      assert.deepEqual(regions(game), [{ points: ['A5'], owner: 'white' }]);
    });

    it('P3: an owned region is a liberty: a group with no empty neighbour lives on it', () => {
      const game = gameFrom(`
        O . . . .
        X X . . .
        . . . . .
        . . . . .
        . . . . .`, paperPencil);
      playAll(game, 'B5');
      assert.equal(game.pointAt('A5')?.marked, true);
      // Black's two groups touch the region A5; fill every empty neighbour they have.
      playAll(game, 'pass C5 pass C4 pass B3 pass A3');
      assert.equal(game.pointAt('B5')?.marked, false);
      assert.equal(game.pointAt('A4')?.marked, false);
    });

    it('P3: every empty point is a legal move (no suicide rule, no ko), marked and occupied ones are not', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      const empty = game.view().points.filter((p) => p.color === null).length;
      assert.equal(game.legalMoves().length, empty + 1);
    });

    it('an edit that clears a marked stone leaves an ordinary empty point', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5');
      assert.deepEqual(game.edit({ empty: ['A5'] }), { ok: true });
      assert.equal(game.pointAt('A5')?.marked, false);
      assert.ok(game.check('A5').ok);
    });

    it('P3: there is no ko option', () => {
      assert.throws(() => createGame({ variant: 'paper-pencil', size: 9, ko: 'basic' }), (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_OPTION');
    });
  });

  describe('P4: score and end', () => {
    it('P4: owned regions count for their owner, whatever the colour of their stones', () => {
      const game = gameFrom(CORNER, paperPencil);
      playAll(game, 'A5 B5 pass pass');
      // Black: 6 unmarked stones, 6 owned marked points, 13 empty points touching Black only.
      assert.deepEqual(game.result?.score, { black: 25, white: 7.5 });
      assert.equal(game.result?.reason, 'two-passes');
      assert.equal(game.result?.summary, 'Black wins by 17.5 points');
    });

    it('P4: a neutral region counts for nobody', () => {
      const game = gameFrom(KO, paperPencil);
      playAll(game, 'C3 B3 pass pass');
      assert.deepEqual(game.result?.score, { black: 3, white: 10.5 });
    });

    it('P4: komi defaults to 7.5 and may be any number', () => {
      assert.equal(createGame({ variant: 'paper-pencil', size: 9 }).komi, 7.5);
      assert.equal(createGame({ variant: 'paper-pencil', size: 9, komi: 0 }).komi, 0);
    });

    it('P4: two passes in a row end the game', () => {
      const game = createGame({ variant: 'paper-pencil', size: 5 });
      const stones = game.play('C3');
      const pass = game.play('pass');
      assert.deepEqual([stones.ok && stones.result, pass.ok && pass.result], [null, null]);
      const end = game.play('pass');
      assert.deepEqual(end.ok && end.result?.score, { black: 25, white: 7.5 });
    });
  });
});
