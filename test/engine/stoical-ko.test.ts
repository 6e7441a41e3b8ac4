import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError, type Game, type VariantId } from '../../src/engine/index.js';
import { diagramOf, gameFrom, normalise, playAll } from './helpers.js';

const ALL: VariantId[] = ['ko-2-2-2', 'ko-2-2', 'ko-4-point', 'ko-ole'];

/**
 * Black A6 takes A7, then White G6 takes G7: two captures in a row, one by each player. Black
 * A3 would take A4 as well. A1 is a lone stone with one liberty in the corridor A1-C1 (a line
 * of three points): it fails every restriction. White G4 is the same for White. D4 meets
 * every restriction, for either player.
 */
const COND = `
  O X . . . O X
  . . . . . . .
  X . . . X X X
  O X . . X . .
  . . . . X X X
  O O O . . . .
  . . . O . . .`;

/**
 * After the same two captures: Black D7 takes D6 and B1 takes A1, each gaining room only
 * from the stones it removes.
 */
const AFTER = `
  O X . . . O X
  . . X O X . .
  . . . X . . .
  . . . . . . .
  O O . . . . .
  X X O . . . .
  O . . O . . .`;

/** After the same two captures: Black A1 in the corridor A1-E1, whose E1 touches Black's E2. */
const ESTATE = `
  O X . . . O X
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .
  O O O O X . .
  . . . . . O .`;

/** After the same two captures: Black A1 in the square A1 B1 A2 B2, walled by White. */
const RING = `
  O X . . . O X
  . . . . . . .
  . . . . . . .
  . . . . . . .
  O O . . . . .
  . . O . . . .
  . . O . . . .`;

/** A ko: Black C4 takes B4. */
const KO = `
  . X O . .
  X O . O .
  . X O . .
  . . . . .
  . . . . .`;

function refusedFor(game: Game, move: string): string | null {
  const answer = game.check(move);
  return answer.ok ? null : answer.code;
}

describe('ko-2-2-2, ko-2-2, ko-4-point, ko-ole', () => {
  describe('S4: when the restriction applies', () => {
    for (const variant of ALL) {
      it(`S4 (${variant}): after two captures in a row, one by each player, the next placement must meet the rule`, () => {
        const game = gameFrom(COND, { variant });
        assert.equal(refusedFor(game, 'A1'), null, 'before the captures A1 is an ordinary move');
        playAll(game, 'A6 G6');
        const cramped = game.play('A1');
        assert.equal(cramped.ok === false && cramped.code, 'ERR_KO_RESTRICTION');
        assert.match(cramped.ok === false ? cramped.message : '', /^Stoical Go, .* rule: after two captures in a row, one by each player, your stone must be part of/);
        assert.ok(game.play('D4').ok);
      });

      it(`S4 (${variant}): the restriction binds the placement, not the capture: a capture may answer a capture (S1 is not kept)`, () => {
        const game = gameFrom(COND, { variant });
        playAll(game, 'A6');
        assert.ok(game.play('G6').ok);
      });

      it(`S4 (${variant}): passes are skipped when looking back, so a pass does not lift the restriction`, () => {
        const game = gameFrom(COND, { variant });
        playAll(game, 'A6 G6 pass');
        assert.equal(refusedFor(game, 'G4'), 'ERR_KO_RESTRICTION', 'the latest two placements are still the two captures');
        assert.equal(refusedFor(game, 'D4'), null);
      });

      it(`S4 (${variant}): two captures by the same player do not bring the restriction`, () => {
        const game = gameFrom(COND, { variant });
        playAll(game, 'A6 pass A3');
        assert.equal(refusedFor(game, 'G4'), null);
      });
    }

    it('S4: the restriction lasts one placement: the placement after it is free again', () => {
      const game = gameFrom(COND, { variant: 'ko-2-2' });
      playAll(game, 'A6 G6 D4');
      assert.equal(refusedFor(game, 'G4'), null);
    });
  });

  describe('S4: the four restrictions, measured after removals', () => {
    it('S4 (ko-2-2-2): a group of more than two stones or more than two liberties; both count after removals', () => {
      const game = gameFrom(AFTER, { variant: 'ko-2-2-2' });
      playAll(game, 'A6 G6');
      assert.equal(refusedFor(game, 'D7'), null, 'one stone, two liberties before the capture and three after');
      assert.equal(refusedFor(game, 'B1'), null, 'three stones, two liberties');
      const lone = gameFrom(COND, { variant: 'ko-2-2-2' });
      playAll(lone, 'A6 G6');
      assert.equal(refusedFor(lone, 'A1'), 'ERR_KO_RESTRICTION', 'one stone, one liberty');
    });

    it('S4 (ko-2-2): a group of more than two liberties, counted after removals; stones do not count', () => {
      const game = gameFrom(AFTER, { variant: 'ko-2-2' });
      playAll(game, 'A6 G6');
      assert.equal(refusedFor(game, 'D7'), null, 'two liberties before the capture, three after');
      assert.equal(refusedFor(game, 'B1'), 'ERR_KO_RESTRICTION', 'three stones but two liberties');
    });

    it('S4, S5 (ko-4-point): an estate of more than four points, the vacated points included', () => {
      const game = gameFrom(AFTER, { variant: 'ko-4-point' });
      playAll(game, 'A6 G6');
      assert.equal(refusedFor(game, 'B1'), null, 'estate A2 B2 B1 C1 plus the vacated A1: five points');
      assert.equal(refusedFor(game, 'D7'), 'ERR_KO_RESTRICTION', 'C7, E7 and D6 touch other black groups: the estate is D7 alone');
    });

    it('S4, S5 (ko-4-point): an empty point touching another friendly group is not part of the estate', () => {
      const touching = gameFrom(ESTATE, { variant: 'ko-4-point' });
      playAll(touching, 'A6 G6');
      assert.equal(refusedFor(touching, 'A1'), 'ERR_KO_RESTRICTION', 'E1 touches E2, so the estate is A1-D1: four points');
      const walled = gameFrom(ESTATE.replace('O O O O X', 'O O O O O'), { variant: 'ko-4-point' });
      playAll(walled, 'A6 G6');
      assert.equal(refusedFor(walled, 'A1'), null, 'the estate A1-E1 has five points');
    });

    it('S4, S5 (ko-ole): the estate may not be an open line, however long; measured after removals', () => {
      const walled = gameFrom(ESTATE.replace('O O O O X', 'O O O O O'), { variant: 'ko-ole' });
      playAll(walled, 'A6 G6');
      assert.equal(refusedFor(walled, 'A1'), 'ERR_KO_RESTRICTION', 'A1-E1 is a line of five, which the 4-point rule allows');
      const game = gameFrom(AFTER, { variant: 'ko-ole' });
      playAll(game, 'A6 G6');
      assert.equal(refusedFor(game, 'B1'), null, 'with the vacated A1 the estate holds a square, so it is no line');
      assert.equal(refusedFor(game, 'D7'), 'ERR_KO_RESTRICTION', 'a single point is an open line');
    });

    it('S4, S5 (ko-ole): a ring has no end, so it is not an open line', () => {
      const ole = gameFrom(RING, { variant: 'ko-ole' });
      playAll(ole, 'A6 G6');
      assert.equal(refusedFor(ole, 'A1'), null, 'the estate A1 B1 A2 B2 is a closed ring');
      const fourPoint = gameFrom(RING, { variant: 'ko-4-point' });
      playAll(fourPoint, 'A6 G6');
      assert.equal(refusedFor(fourPoint, 'A1'), 'ERR_KO_RESTRICTION', 'the same estate has only four points');
    });
  });

  describe('S4: basic ko, and S2-S3 otherwise kept', () => {
    for (const variant of ALL) {
      it(`G3, S4 (${variant}): the basic ko rule forbids the immediate retake`, () => {
        const game = gameFrom(KO, { variant });
        playAll(game, 'C4');
        const retake = game.play('B4');
        assert.equal(retake.ok === false && retake.code, 'ERR_KO', 'without the ko rule this would be a legal repetition, a draw');
        assert.match(retake.ok === false ? retake.message : '', /^Stoical Go, .* rule: you may not retake the ko at once/);
      });

      it(`S3 (${variant}): a placement recreating an earlier position still ends the game in a draw`, () => {
        const game = gameFrom(KO, { variant });
        playAll(game, 'C4 pass pass');
        const retake = game.play('B4');
        assert.ok(retake.ok, 'basic ko looks back one turn only');
        assert.equal(diagramOf(game), normalise(KO));
        assert.equal(retake.result?.reason, 'repetition');
        assert.equal(refusedFor(game, 'pass'), 'ERR_GAME_OVER');
      });

      it(`S2, S4 (${variant}): no ko option, as basic ko is the rule; suicide illegal; komi 7.5`, () => {
        assert.throws(
          () => createGame({ variant, size: 9, ko: 'positional' }),
          (error: unknown) => error instanceof GameOptionError && error.code === 'ERR_OPTION' && /has no 'ko' option/.test(error.message),
        );
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
