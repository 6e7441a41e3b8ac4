import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError, VARIANTS, type Game } from '../../src/engine/index.js';
import { ALL_RULES } from '../../src/engine/variants/all.js';
import { diagramOf, gameFrom, normalise, playAll } from './helpers.js';

/**
 * The rule page's example, rebuilt: Black's corner group has one eye at A7 and needs the ko at
 * C7/D7 for a second. Black has just taken the ko at D7; W1 at C7 takes it back, and Black's
 * retake would be at D7 (the page's a). Black has one ko threat, F4 against F3; White's A1
 * stands in atari, for a capture elsewhere on the board.
 */
const EXAMPLE = `
  . X . X O . .
  X X X O O . .
  O O O O . . .
  . . . . . . .
  . . . . X O .
  . . . . . X .
  O X . . . . .`;

/** Plays a legal move and says why the game ended with it, if it did. */
function reasonAfter(game: Game, move: string): string | null {
  const done = game.play(move);
  assert.ok(done.ok);
  return done.result?.reason ?? null;
}

describe('stoical', () => {
  describe('the rule page example', () => {
    it('S1: after W1 takes the ko, Black cannot retake at once', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      assert.deepEqual((game.play('C7') as { captured: string[] }).captured, ['D7']);
      const retake = game.play('D7');
      assert.equal(retake.ok === false && retake.code, 'ERR_STOICAL_CAPTURE', 'Go would say ERR_KO');
      assert.match(retake.ok === false ? retake.message : '', /^Stoical Go: you may not capture right after your opponent captured/);
    });

    it('S1: a ko threat and its answer, neither a capture, give Black the right to retake', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 F4 G3');
      const retake = game.play('D7');
      assert.ok(retake.ok);
      assert.deepEqual(retake.captured, ['C7']);
    });

    it('S1, S2: without a threat Black loses the ko and the group dies', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 G1 D7');
      const fill = game.check('A7');
      assert.equal(fill.ok === false && fill.code, 'ERR_SUICIDE', 'the last liberty cannot be filled');
      playAll(game, 'G2');
      const kill = game.play('A7');
      assert.ok(kill.ok);
      assert.deepEqual([...kill.captured].sort(), ['A6', 'B6', 'B7', 'C6']);
    });
  });

  describe('S1: no capture right after a capture', () => {
    it('S1: the restriction covers every capture, not only the ko retake', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      assert.ok(game.check('A2', { color: 'black' }).ok, 'before W1 Black may take A1');
      playAll(game, 'C7');
      const elsewhere = game.play('A2');
      assert.equal(elsewhere.ok === false && elsewhere.code, 'ERR_STOICAL_CAPTURE');
    });

    it('S1: a pass in between lifts the restriction (one turn back, not one placement)', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 pass pass');
      const capture = game.play('A2');
      assert.ok(capture.ok, 'the latest placement was a capture, but the latest turn was a pass');
      assert.deepEqual(capture.captured, ['A1']);
    });
  });

  describe('S2: no ko rule, suicide illegal, area scoring', () => {
    it('S2: there is no ko option: neither basic ko nor superko can be chosen', () => {
      assert.throws(
        () => createGame({ variant: 'stoical', size: 9, ko: 'positional' }),
        (error: unknown) => error instanceof GameOptionError && error.code === 'ERR_OPTION' && /Stoical Go has no 'ko' option/.test(error.message),
      );
    });

    it('S2: suicide is illegal', () => {
      const game = gameFrom(`
        . X .
        X . .
        . . .`, { variant: 'stoical', toPlay: 'white' });
      const result = game.play('A3');
      assert.equal(result.ok === false && result.code, 'ERR_SUICIDE');
      assert.match(result.ok === false ? result.message : '', /^Stoical Go: suicide/);
    });

    it('S2: two passes end the game, scored by area with komi 7.5 by default', () => {
      const game = gameFrom(`
        . X O . .
        . X O . .
        . X O . .
        . X O . .
        . X O . .`, { variant: 'stoical' });
      assert.equal(game.komi, 7.5);
      playAll(game, 'pass pass');
      assert.equal(game.result?.reason, 'two-passes');
      assert.deepEqual(game.result?.score, { black: 10, white: 22.5 });
      assert.equal(game.result?.winner, 'white');
    });
  });

  describe('S3: a repeated position is a draw', () => {
    it('S3: a placement that recreates the start position ends the game at once in a draw, for good', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 pass pass');
      assert.equal(game.result?.reason, 'two-passes');
      const retake = game.play('D7');
      assert.ok(retake.ok, 'the repeating placement is legal: no superko');
      assert.equal(diagramOf(game), normalise(EXAMPLE));
      assert.deepEqual(retake.result, {
        winner: null,
        score: { black: 0, white: 0 },
        reason: 'repetition',
        summary: 'Draw by repetition: a placement recreated an earlier position',
      });
      const more = game.play('pass');
      assert.equal(more.ok === false && more.code, 'ERR_GAME_OVER', 'unlike two passes, the draw is not resumed');
      assert.deepEqual(game.legalMoves(), []);
    });

    it('S3: repetition compares positions only, whoever is to move', () => {
      const afterW1 = EXAMPLE.replace('. X . X O', '. X O . O');
      const game = gameFrom(afterW1, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'pass D7 pass pass');
      const retake = game.play('C7');
      assert.ok(retake.ok);
      assert.equal(retake.result?.reason, 'repetition', 'White was to move at the start, Black is now');
    });

    it('S3: passes never trigger the draw, though they leave the position unchanged', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical' });
      assert.equal(reasonAfter(game, 'pass'), null);
      assert.equal(reasonAfter(game, 'pass'), 'two-passes');
      assert.equal(reasonAfter(game, 'pass'), 'two-passes', 'a third pass resumes and ends again (A3), never as a repetition');
    });

    it('S3: replaying the record through goTo finds the same draw', () => {
      const game = gameFrom(EXAMPLE, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 pass pass D7');
      game.goTo(3);
      assert.equal(game.view().result?.reason, 'two-passes');
      game.goTo(4);
      assert.equal(game.view().result?.reason, 'repetition');
    });
  });

  describe('registry entries', () => {
    it('every Stoical rule set: the registry names it as its rules do', () => {
      for (const id of ['stoical', 'stoical-disturbing', 'stoical-disturbing-strict', 'ko-2-2-2', 'ko-2-2', 'ko-4-point', 'ko-ole'] as const) {
        const spec = VARIANTS[id]!;
        const rules = new ALL_RULES[id]({ komi: 7.5, ko: 'basic', maxTiles: 1, scoring: 'standard' });
        assert.deepEqual([id, spec.name], [rules.id, rules.name], id);
      }
    });
  });
});
