import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, type Game, type GameOptions } from '../../src/engine/index.js';
import { randomFrom } from './random-play.js';

/** Plays `count` moves chosen by a seeded policy from `legalMoves()`, passes excluded while a placement exists. */
function randomGame(options: GameOptions, count: number, seed = 1): Game {
  const game = createGame(options);
  const pick = randomFrom(seed);
  for (let i = 0; i < count && !game.result; i++) {
    const legal = game.legalMoves().filter((m) => m !== 'pass' && m !== 'return');
    const move = legal.length > 0 ? legal[pick(legal.length)]! : 'pass';
    assert.ok(game.play(move).ok);
  }
  return game;
}

/** Everything a reader of the shown position sees. */
function shown(game: Game): string {
  return JSON.stringify([game.view(), game.moveNumber, game.prisoners, game.result, game.toPlay]);
}

/** The same record replayed into a fresh game, up to move `n`. */
function replayed(options: GameOptions, moves: readonly string[], n: number): Game {
  const game = createGame(options);
  for (const move of moves.slice(0, n)) assert.ok(game.play(move).ok);
  return game;
}

describe('the record', () => {
  describe('moves given as points', () => {
    it('a point move is the same move as its notation, x and y 0-based from the top left', () => {
      const byText = createGame({ variant: 'go', size: 19 });
      const byPoint = createGame({ variant: 'go', size: 19 });
      assert.deepEqual(byPoint.play({ x: 3, y: 15 }), byText.play('D4'));
      assert.deepEqual(byPoint.play({ x: 15, y: 3 }, { color: 'white' }), byText.play('Q16', { color: 'white' }));
      assert.deepEqual(byPoint.moves, ['D4', 'Q16']);
    });

    it('a point move off the board is refused as off the board, changing nothing', () => {
      const game = createGame({ variant: 'go', size: 9 });
      for (const point of [{ x: 9, y: 0 }, { x: 0, y: -1 }]) {
        const answer = game.play(point);
        assert.equal(answer.ok, false);
        assert.equal(answer.ok === false && answer.code, 'ERR_OFF_BOARD');
        assert.match(answer.ok === false ? answer.message : '', /is not a point on a 9x9 board/);
      }
      assert.equal(game.length, 0);
    });

    it('a point move with coordinates that are not whole numbers, or an unknown piece, is a syntax error', () => {
      const game = createGame({ variant: 'go', size: 9 });
      for (const point of [{ x: 1.5, y: 2 }, { x: Number.NaN, y: 2 }, { x: 1, y: 2, piece: 'rock' as never }]) {
        const answer = game.check(point);
        assert.equal(answer.ok === false && answer.code, 'ERR_MOVE_SYNTAX');
      }
    });

    it('a refused point move names the move as its notation would', () => {
      const game = createGame({ variant: 'go', size: 9 });
      game.play('E5');
      const answer = game.play({ x: 4, y: 4 });
      assert.deepEqual(answer.ok === false && [answer.code, answer.move], ['ERR_OCCUPIED', 'E5']);
    });

    it('N2: a point move with piece ghost places a ghost', () => {
      const game = createGame({ variant: 'no-seki', size: 9 });
      const done = game.play({ x: 4, y: 4, piece: 'ghost' });
      assert.equal(done.ok && done.move, 'ghost:E5');
      assert.deepEqual(game.pointAt('E5'), { color: 'black', ghost: true, tiles: 0, marked: false });
    });

    it('check answers a point move like play and changes nothing', () => {
      const game = createGame({ variant: 'go', size: 9 });
      const before = shown(game);
      assert.equal(JSON.stringify(game.check({ x: 2, y: 6 })), JSON.stringify(game.check('C3')));
      assert.equal(shown(game), before);
    });
  });

  describe('the answer of a move', () => {
    it('names its point lists when they are read: the same list at every read, in destructuring and in JSON', () => {
      const game = createGame({ variant: 'go', size: 9 });
      for (const move of ['B2', 'A2', 'C1', 'B1']) game.play(move);
      const done = game.play('A1');
      assert.ok(done.ok);
      assert.deepEqual(done.captured, ['B1']);
      assert.equal(done.captured, done.captured);
      const { captured, flipped, marked } = done;
      assert.deepEqual([captured, flipped, marked], [['B1'], [], []]);
      assert.deepEqual(JSON.parse(JSON.stringify(done)), {
        ok: true,
        move: 'A1',
        color: 'black',
        captured: ['B1'],
        flipped: [],
        marked: [],
        tile: false,
        incursion: false,
        result: null,
      });
    });
  });

  describe('colorAt', () => {
    it('reads the colours of the shown position, null for empty points and points off the board', () => {
      const game = randomGame({ variant: 'go', size: 9 }, 60);
      for (const n of [60, 23, 0, 41]) {
        game.goTo(n);
        const view = game.view();
        for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) assert.equal(game.colorAt(x, y), view.points[y * 9 + x]!.color);
      }
      for (const [x, y] of [[-1, 0], [0, 9], [9, 0], [0.5, 1]] as const) assert.equal(game.colorAt(x, y), null);
    });
  });

  describe('navigation through a long record', () => {
    const options: GameOptions = { variant: 'go', size: 9 };

    it('goTo shows, in any order, the position the moves up to it produced', () => {
      const game = randomGame(options, 150);
      const moves = game.moves;
      const pick = randomFrom(7);
      for (let i = 0; i < 40; i++) {
        const n = pick(moves.length + 1);
        game.goTo(n);
        assert.equal(shown(game), shown(replayed(options, moves, n)), `goTo(${n})`);
      }
    });

    it('undo, one move at a time from the end, shows each earlier position and shortens the record', () => {
      const game = randomGame(options, 100, 3);
      const moves = game.moves;
      for (let n = moves.length - 1; n >= 60; n--) {
        assert.ok(game.undo());
        assert.equal(shown(game), shown(replayed(options, moves, n)));
      }
    });

    it('a move played from an earlier position replaces the later ones, and navigation follows the new record', () => {
      const game = randomGame(options, 120, 5);
      game.goTo(70);
      const branch = game.legalMoves().find((m) => m !== game.moves[70] && m !== 'pass')!;
      assert.ok(game.play(branch).ok);
      const moves = game.moves;
      assert.equal(moves.length, 71);
      for (const n of [71, 69, 33, 64, 71, 0]) {
        game.goTo(n);
        assert.equal(shown(game), shown(replayed(options, moves, n)), `goTo(${n})`);
      }
    });

    it('moveNumber and length count moves, not the edits between them', () => {
      const game = randomGame(options, 40, 9);
      game.goTo(40);
      assert.deepEqual(game.edit({ empty: [] }), { ok: true });
      assert.ok(game.play('pass').ok);
      assert.deepEqual([game.moveNumber, game.length], [41, 41]);
      game.goTo(40);
      assert.deepEqual([game.moveNumber, game.length], [40, 41]);
      game.goTo(41);
      assert.equal(game.history.filter((e) => e.kind === 'edit').length, 1);
    });
  });
});
