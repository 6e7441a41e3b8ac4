import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BLACK, Board, WHITE, type StoneColor } from '../../src/engine/board.js';
import { Position } from '../../src/engine/position.js';
import { ALL_RULES } from '../../src/engine/variants/all.js';
import { createGame, GameOptionError, parsePoint, VARIANTS, type Game, type VariantId } from '../../src/engine/index.js';
import { gameFrom, playAll, refusalOf, setupOf } from './helpers.js';

/**
 * The kind of capture a placement makes, as the rules record it on the turn (S5). Built on a
 * bare position, since the public API does not show turns.
 */
function kindOf(diagram: string, move: string, color: StoneColor = BLACK): 'strict' | 'loose' | null {
  const { size, black, white } = setupOf(diagram);
  const index = (text: string): number => {
    const { x, y } = parsePoint(text, size)!;
    return y * size + x;
  };
  const board = new Board(size);
  for (const p of black) board.setColor(index(p), BLACK);
  for (const p of white) board.setColor(index(p), WHITE);
  const rules = new ALL_RULES['stoical-disturbing']({ komi: 7.5, ko: 'basic', maxTiles: 1, scoring: 'standard' });
  const turn = rules.tryPlace(new Position(board, color), index(move), color, false);
  assert.ok('kind' in turn, `${move} is legal`);
  assert.ok(turn.captured.length > 0, `${move} captures`);
  return turn.disturbing;
}

/**
 * One capture of each kind for each player, apart from each other. Black: the ko at D9
 * (strict), a loose capture at H9, an ordinary capture at J4. White: the ko at F1 (strict), a
 * loose capture at B1, an ordinary capture at A4.
 */
const FOUR_CORNERS = `
  . X O . O X O . .
  X X X O . . X O O
  O O O O . . . . .
  O . . . . . . . X
  X O . . . . . X O
  . . . . . . . . .
  . . . . . X X X X
  X X O . . X O O O
  . . X O X . X O .`;

function refusedFor(game: Game, move: string): string | null {
  const answer = game.check(move);
  return answer.ok ? null : answer.code;
}

const both: VariantId[] = ['stoical-disturbing', 'stoical-disturbing-strict'];

describe('stoical-disturbing', () => {
  describe('S5: what a disturbing capture is', () => {
    it('S5: a ko capture is strict: the capturing stone counts among the two groups at the vacated point, and its domain is measured before removals', () => {
      assert.equal(kindOf(FOUR_CORNERS, 'D9'), 'strict');
      assert.equal(kindOf(FOUR_CORNERS, 'F1', WHITE), 'strict');
    });

    it('S5: a lone stone with one liberty before removals, in an empty area it alone touches, makes a loose capture', () => {
      const loose = `
        . . O X .
        O O X . .
        . . . . .
        . . . . .
        . . . . .`;
      assert.equal(kindOf(loose, 'B5'), 'loose', 'after removals B5 has two liberties, so the count is taken before');
    });

    it('S5: not loose when the empty area around that liberty touches another friendly stone', () => {
      assert.equal(
        kindOf(`
          . . O X .
          X O X . .
          O . . . .
          . . . . .
          . . . . .`, 'B5'),
        null,
      );
    });

    it('S5: in a loose capture the captured group may be larger than the capturing group and differ in size from the domain', () => {
      const three = `
        . . O O O X
        O O X X X .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .`;
      assert.equal(kindOf(three, 'B6'), 'loose', 'three stones taken by one, domain of two');
    });

    it('S5: a capturing domain of four points can be disturbing, one of five cannot', () => {
      const four = `
        . . . . O X
        O O O O X .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .`;
      const five = `
        . . . . . O X
        O O O O O X .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .`;
      assert.equal(kindOf(four, 'D6'), 'loose');
      assert.equal(kindOf(five, 'E7'), null);
    });

    it('S5: a domain that branches is not an open line, so the capture is not disturbing', () => {
      const branching = `
        . X O X .
        . O . O .
        O . . . O
        . O O O .
        . . . . .`;
      assert.equal(kindOf(branching, 'C4'), null, 'C3 touches three points of the domain C4 B3 C3 D3');
    });

    it('S5: a capture of two enemy groups at once is not disturbing', () => {
      const two = `
        X O . O X
        . X O X .
        . . . . .
        . . . . .
        . . . . .`;
      assert.equal(kindOf(two, 'C5'), null);
    });

    it('S5: an ordinary capture in open space is not disturbing', () => {
      assert.equal(kindOf(FOUR_CORNERS, 'J4'), null);
      assert.equal(kindOf(FOUR_CORNERS, 'A4', WHITE), null);
    });
  });

  describe('S4: a disturbing capture may not answer one', () => {
    for (const variant of both) {
      it(`S4 (${variant}): a strict disturbing capture may not answer a strict one, even in another corner`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'D9');
        const answer = game.play('F1');
        assert.equal(answer.ok === false && answer.code, 'ERR_DISTURBING_CAPTURE');
        assert.match(answer.ok === false ? answer.message : '', /^Stoical Go with disturbing captures.*: this capture is a strict disturbing capture/);
        assert.deepEqual(refusalOf(answer), { code: 'ERR_DISTURBING_CAPTURE', reason: 'strict-after-strict' });
        assert.equal(refusedFor(game, 'C9'), 'ERR_DISTURBING_CAPTURE', 'nor may the ko be retaken');
      });

      it(`S4 (${variant}): strict and loose may not answer each other`, () => {
        const strictFirst = gameFrom(FOUR_CORNERS, { variant });
        playAll(strictFirst, 'D9');
        assert.equal(strictFirst.check('B1').ok, false);
        const looseFirst = gameFrom(FOUR_CORNERS, { variant });
        playAll(looseFirst, 'H9');
        assert.equal(looseFirst.check('F1').ok, false);
      });

      it(`S4 (${variant}): S1 is not kept: an ordinary capture may answer a disturbing one, and the other way round`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'D9 A4');
        assert.ok(game.play('H9').ok, 'Black answers an ordinary capture with a loose one');
      });

      it(`S4 (${variant}): a pass in between lifts the restriction (one turn back, not one placement)`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'D9 pass pass');
        assert.ok(game.play('F1').ok);
      });
    }

    it('S4: with two bits, a loose disturbing capture may answer a loose one', () => {
      const game = gameFrom(FOUR_CORNERS, { variant: 'stoical-disturbing' });
      playAll(game, 'H9');
      assert.ok(game.play('B1').ok);
    });

    it('S4: with one bit, even a loose disturbing capture may not answer a loose one', () => {
      const game = gameFrom(FOUR_CORNERS, { variant: 'stoical-disturbing-strict' });
      playAll(game, 'H9');
      const answer = game.play('B1');
      assert.equal(answer.ok === false && answer.code, 'ERR_DISTURBING_CAPTURE');
      assert.match(answer.ok === false ? answer.message : '', /^Stoical Go with disturbing captures, one-bit: this capture is a loose disturbing capture and may not answer your opponent's loose/);
      assert.deepEqual(refusalOf(answer), { code: 'ERR_DISTURBING_CAPTURE', reason: 'loose-after-loose' });
    });
  });

  describe('S2-S3 kept', () => {
    for (const variant of both) {
      it(`S2, S3 (${variant}): no ko and no superko; retaking after two passes recreates the start and draws`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'D9 pass pass');
        const retake = game.play('C9');
        assert.ok(retake.ok);
        assert.equal(retake.result?.reason, 'repetition');
        assert.equal(game.check('pass').ok, false, 'the draw is final');
      });

      it(`S2 (${variant}): no ko option, suicide illegal, komi 7.5 by default`, () => {
        assert.throws(() => createGame({ variant, size: 9, ko: 'basic' }), (error: unknown) => error instanceof GameOptionError && error.code === 'ERR_OPTION');
        const game = gameFrom(`
          . X .
          X . .
          . . .`, { variant, toPlay: 'white' });
        assert.equal(game.komi, 7.5);
        assert.equal(refusedFor(game, 'A3'), 'ERR_SUICIDE');
      });
    }
  });
});
