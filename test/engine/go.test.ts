import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError } from '../../src/engine/index.js';
import { codeOf, diagramOf, gameFrom, normalise, playAll, refusalOf } from './helpers.js';

/** A ko on the left: Black C4 takes B4, after which White B4 would retake at once. */
const KO = `
  . X O . .
  X O . O .
  . X O . .
  . . . . .
  . . . . .`;

describe('go', () => {
  describe('captures', () => {
    it('a placement removes enemy groups left without liberties and counts them as prisoners', () => {
      const take = gameFrom(`
        . . . . .
        . X X . .
        X O O . .
        . X X . .
        . . . . .`);
      const done = take.play('D3');
      assert.ok(done.ok);
      assert.deepEqual(done.captured.sort(), ['B3', 'C3']);
      assert.deepEqual(take.prisoners, { black: 2, white: 0 });
      assert.equal(take.pointAt('B3')?.color, null);
    });

    it('G2: suicide is illegal', () => {
      const game = gameFrom(`
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      const result = game.play('A5');
      assert.equal(result.ok, false);
      assert.equal(codeOf(result), 'ERR_SUICIDE');
      assert.match(result.ok === false ? result.message : '', /^Go: suicide/);
    });

    it('G2: suicide of a several-stone group is illegal too', () => {
      const game = gameFrom(`
        O X . . .
        . X . . .
        X . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      assert.equal(codeOf(game.check('A4')), 'ERR_SUICIDE');
    });

    it('G2: a placement that captures first is not suicide', () => {
      const game = gameFrom(`
        . X O . .
        X O . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      const result = game.play('A5');
      assert.ok(result.ok);
      assert.deepEqual(result.captured, ['B5']);
    });

    it('a stone may not go on an occupied point', () => {
      const game = gameFrom(KO);
      const result = game.play('B5');
      assert.equal(codeOf(result), 'ERR_OCCUPIED');
    });
  });

  describe('ko', () => {
    it('G3: basic ko forbids retaking at once', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      const retake = game.play('B4');
      assert.equal(codeOf(retake), 'ERR_KO');
      assert.match(retake.ok === false ? retake.message : '', /^Go: you may not retake the ko at once/);
    });

    it('G3: basic ko allows the retake after an exchange elsewhere', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4 E1 E2');
      assert.ok(game.play('B4').ok);
    });

    it('G3: basic ko looks back one turn only, so a later repetition is allowed', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4 pass pass');
      assert.ok(game.play('B4').ok, 'the retake repeats the position from three turns ago');
    });

    it('G3: positional superko forbids recreating any earlier position', () => {
      const game = gameFrom(KO, { ko: 'positional' });
      playAll(game, 'C4 pass pass');
      const retake = game.play('B4');
      assert.equal(codeOf(retake), 'ERR_SUPERKO');
    });
  });

  describe('end and score', () => {
    it('G4: two passes in a row end the game', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'C3 pass');
      assert.equal(game.result === null, true);
      playAll(game, 'pass');
      assert.equal(game.result?.reason, 'two-passes');
    });

    it('G4: passes separated by a placement do not end the game', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'pass C3 pass');
      assert.equal(game.result === null, true);
    });

    it('G1: area scoring counts stones and empty areas that touch one colour only, komi 7.5 by default', () => {
      const game = gameFrom(`
        . X O . .
        . X O . .
        . X O . .
        . X O . .
        . X O . .`);
      playAll(game, 'pass pass');
      assert.deepEqual(game.result?.score, { black: 10, white: 22.5 });
      assert.equal(game.result?.winner, 'white');
      assert.equal(game.result?.summary, 'White wins by 12.5 points');
    });

    it('G1: an empty area touching both colours counts for nobody', () => {
      const game = gameFrom(`
        X . O
        X . O
        X . O`, { komi: 0 });
      playAll(game, 'pass pass');
      assert.deepEqual(game.result?.score, { black: 3, white: 3 });
      assert.equal(game.result?.winner, null);
    });

    it('A3: a move after two passes resumes the game and clears the result', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'pass pass');
      assert.ok(game.result);
      assert.ok(game.play('C3').ok);
      assert.equal(game.result === null, true);
      playAll(game, 'pass');
      assert.equal(game.result === null, true, 'one pass after the resumption does not end it');
      playAll(game, 'pass');
      assert.equal(game.result?.reason, 'two-passes');
    });

    it('A3: a third pass resumes and ends again at once', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'pass pass pass');
      assert.equal(game.result?.reason, 'two-passes');
    });
  });

  describe('the record', () => {
    it('a rejected move leaves the game exactly as it was', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      const before = JSON.stringify(game.view());
      for (const move of ['B4', 'B5', 'Z9', 'I3', 'hello', '']) assert.equal(game.play(move).ok, false);
      assert.equal(JSON.stringify(game.view()), before);
      assert.equal(game.length, 1);
    });

    it('goTo moves through the record and back without changing it', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4 E1 E2 B4');
      const end = diagramOf(game);
      assert.equal(game.goTo(1), 1);
      assert.equal(game.pointAt('B4')?.color, null);
      assert.equal(game.goTo(0), 0);
      assert.equal(diagramOf(game), normalise(KO));
      assert.equal(game.goTo(99), 4);
      assert.equal(diagramOf(game), end);
      assert.deepEqual(game.prisoners, { black: 1, white: 1 });
    });

    it('undo takes back the last move and forgets it', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4 E1');
      assert.equal(game.undo(), true);
      assert.equal(game.length, 1);
      assert.equal(game.toPlay, 'white');
      assert.equal(game.undo(), true);
      assert.equal(game.undo(), false);
      assert.equal(diagramOf(game), normalise(KO));
    });

    it('undo from an earlier position takes back the move shown and drops every move after it', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'C3 D3 C4 D4');
      game.goTo(2);
      assert.equal(game.undo(), true);
      assert.deepEqual([game.moveNumber, game.length, game.moves], [1, 1, ['C3']]);
      assert.equal(game.toPlay, 'white');
    });

    it('playing from an earlier position replaces the later moves', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'C3 D3 C4');
      game.goTo(1);
      playAll(game, 'B2');
      assert.deepEqual(game.moves, ['C3', 'B2']);
    });

    it('check answers like play and changes nothing', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      assert.deepEqual(game.check('B4'), game.play('B4'));
      const legal = game.check('E1');
      assert.ok(legal.ok);
      assert.equal(game.pointAt('E1')?.color, null);
      assert.equal(game.length, 1);
    });

    it('legalMoves lists every empty point that is not suicide or ko, then pass', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      const legal = game.legalMoves();
      assert.ok(!legal.includes('B4'), 'ko retake');
      assert.ok(!legal.includes('A5'), 'suicide');
      assert.ok(legal.includes('pass'));
      assert.equal(legal.length, 18 - 2 + 1, '18 empty points, less the two illegal ones, plus pass');
    });

    it('a move may be played for a stated colour, as game records sometimes require', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'C3');
      const result = game.play('D4', { color: 'black' });
      assert.ok(result.ok);
      assert.equal(result.color, 'black');
      assert.equal(game.toPlay, 'white');
    });

    it('edit changes the position between moves without captures', () => {
      const game = createGame({ variant: 'go', size: 5 });
      playAll(game, 'C3');
      assert.deepEqual(game.edit({ black: ['A1'], empty: ['C3'], toPlay: 'black' }), { ok: true });
      assert.equal(game.pointAt('C3')?.color, null);
      assert.equal(game.pointAt('A1')?.color, 'black');
      assert.equal(game.toPlay, 'black');
      assert.equal(game.moveNumber, 1, 'an edit is not a move');
      game.goTo(0);
      game.goTo(1);
      assert.equal(game.pointAt('A1')?.color, 'black', 'goTo keeps the edit after move 1');
    });
  });

  describe('edits and ko', () => {
    it('G3: after an edit there is no opponent turn to look back past, so basic ko does not apply', () => {
      const game = createGame({ variant: 'go', size: 9 });
      playAll(game, 'E5 D6');
      game.edit({ empty: ['E5'] });
      assert.ok(game.play('E5').ok);
    });
  });

  describe('forced moves (a record\'s illegal move, SGF KO[])', () => {
    /** White A5 would be suicide. */
    const SUICIDE = `
      . X . . .
      X . . . .
      . . . . .
      . . . . .
      . . . . .`;

    it('a forced suicide places the stone, removes its group and gives it to the opponent as a prisoner', () => {
      const game = gameFrom(SUICIDE, { toPlay: 'white' });
      const done = game.play('A5', { force: true });
      assert.ok(done.ok);
      assert.deepEqual(done.illegal && { code: done.illegal.code }, { code: 'ERR_SUICIDE' });
      assert.match(done.illegal?.message ?? '', /^Go: suicide/);
      assert.equal(game.pointAt('A5')?.color, null);
      assert.deepEqual(game.prisoners, { black: 1, white: 0 });
      assert.equal(game.toPlay, 'black');
      assert.equal(game.view().lastMove?.illegal?.code, 'ERR_SUICIDE');
    });

    it('a forced suicide removes the whole group it leaves without a liberty', () => {
      const game = gameFrom(`
        . O X . .
        X X . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      const done = game.play('A5', { force: true });
      assert.ok(done.ok);
      assert.equal(done.illegal?.code, 'ERR_SUICIDE');
      assert.deepEqual(done.captured, []);
      assert.equal(game.pointAt('A5')?.color, null);
      assert.equal(game.pointAt('B5')?.color, null);
      assert.deepEqual(game.prisoners, { black: 2, white: 0 });
    });

    it('a forced ko retake is played, and the record keeps it as illegal through replays', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      const done = game.play('B4', { force: true });
      assert.ok(done.ok);
      assert.equal(done.illegal?.code, 'ERR_KO');
      assert.deepEqual(done.captured, ['C4']);
      assert.deepEqual(game.history.at(-1), { kind: 'move', move: 'B4', color: 'white', illegal: done.illegal });
      game.goTo(0);
      game.goTo(2);
      assert.equal(game.pointAt('B4')?.color, 'white', 'a replay forces the move again');
      assert.equal(game.view().lastMove?.illegal?.code, 'ERR_KO');
    });

    it('a forced superko retake is played', () => {
      const game = gameFrom(KO, { ko: 'positional' });
      playAll(game, 'C4 pass pass');
      const done = game.play('B4', { force: true });
      assert.equal(done.ok && done.illegal?.code, 'ERR_SUPERKO');
    });

    it('an occupied point and a point off the board stay refused, and the game is unchanged', () => {
      const game = gameFrom(KO);
      const before = game.view();
      assert.equal(codeOf(game.play('B5', { force: true })), 'ERR_OCCUPIED');
      assert.equal(codeOf(game.play('Z9', { force: true })), 'ERR_OFF_BOARD');
      assert.deepEqual(game.view(), before);
      assert.equal(game.length, 0);
    });

    it('a legal move played with force is an ordinary move, with no illegal mark', () => {
      const game = gameFrom(KO);
      const done = game.play('E1', { force: true });
      assert.ok(done.ok);
      assert.equal(done.illegal, undefined);
      assert.deepEqual(game.history.at(-1), { kind: 'move', move: 'E1', color: 'black' });
    });

    it('without force the refusal stands: check and play still refuse a suicide', () => {
      const game = gameFrom(SUICIDE, { toPlay: 'white' });
      assert.equal(codeOf(game.check('A5')), 'ERR_SUICIDE');
      assert.equal(codeOf(game.play('A5')), 'ERR_SUICIDE');
      assert.deepEqual(game.legalMoves().includes('A5'), false);
    });

    it('standard Go forces suicide, ko and superko; every variant forces nothing, so its rules always stand', () => {
      assert.deepEqual(createGame({ variant: 'go', size: 9 }).forcible.sort(), ['ERR_KO', 'ERR_SUICIDE', 'ERR_SUPERKO']);
      for (const variant of ['stoical', 'tile', 'no-seki', 'loose', 'paper-pencil', 'ko-2-2'] as const) {
        assert.deepEqual(createGame({ variant, size: 9 }).forcible, [], variant);
      }
      const stoical = gameFrom(SUICIDE, { toPlay: 'white', variant: 'stoical' });
      assert.equal(codeOf(stoical.play('A5', { force: true })), 'ERR_SUICIDE');
      assert.equal(stoical.length, 0);
    });
  });

  describe('notation', () => {
    it('points are case-insensitive, skip the letter I, and count rows from the bottom', () => {
      const game = createGame({ variant: 'go', size: 9 });
      assert.ok(game.play('j9').ok);
      assert.equal(game.pointAt('J9')?.color, 'black');
      assert.equal(game.view().points[8]?.color, 'black', 'J9 is the top right corner');
      const i = game.play('I5');
      assert.equal(codeOf(i), 'ERR_MOVE_SYNTAX');
      assert.match(i.ok === false ? i.message : '', /letter I/);
    });

    it('a point beyond the board is reported as off the board', () => {
      const game = createGame({ variant: 'go', size: 9 });
      const result = game.play('Z99');
      assert.equal(codeOf(result), 'ERR_OFF_BOARD');
      assert.match(result.ok === false ? result.message : '', /9x9/);
    });

    it('ghosts and prisoner returns do not exist in standard Go', () => {
      const game = createGame({ variant: 'go', size: 9 });
      assert.deepEqual(refusalOf(game.check('ghost:D4')), { code: 'ERR_MOVE_KIND', reason: 'no-ghosts' });
      assert.deepEqual(refusalOf(game.check('return')), { code: 'ERR_MOVE_KIND', reason: 'no-returns' });
    });
  });

  describe('options', () => {
    const rejects = (options: unknown, code: string, pattern: RegExp): void => {
      assert.throws(
        () => createGame(options as never),
        (error: unknown) => error instanceof GameOptionError && error.code === code && pattern.test(error.message),
      );
    };

    it('an unknown variant is an error naming it', () => rejects({ variant: 'chess', size: 9 }, 'ERR_VARIANT', /'chess'/));
    it('sizes run from 2 to 25', () => {
      rejects({ variant: 'go', size: 1 }, 'ERR_SIZE', /2 to 25/);
      rejects({ variant: 'go', size: 26 }, 'ERR_SIZE', /26/);
      rejects({ variant: 'go', size: 9.5 }, 'ERR_SIZE', /9.5/);
      assert.equal(createGame({ variant: 'go', size: 2 }).size, 2);
      assert.equal(createGame({ variant: 'go', size: 25 }).legalMoves().length, 626);
    });
    it('komi must be a finite number', () => rejects({ variant: 'go', size: 9, komi: 'six' }, 'ERR_KOMI', /six/));
    it('ko takes basic or positional', () => rejects({ variant: 'go', size: 9, ko: 'superko' }, 'ERR_OPTION', /ko must be/));
    it('options of other variants are refused', () => rejects({ variant: 'go', size: 9, maxTiles: 2 }, 'ERR_OPTION', /maxTiles/));
    it('unknown options are refused', () => rejects({ variant: 'go', size: 9, colour: 'red' }, 'ERR_OPTION', /colour/));
    it('setup points must be on the board and given once', () => {
      rejects({ variant: 'go', size: 9, setup: { black: ['K10'] } }, 'ERR_SETUP', /setup\.black\[0\] 'K10'/);
      rejects({ variant: 'go', size: 9, setup: { black: ['D4'], white: ['d4'] } }, 'ERR_SETUP', /already given as setup\.black\[0\]/);
    });
    it('a board may be rectangular: columns by rows', () => {
      const game = createGame({ variant: 'go', size: { width: 6, height: 4 }, setup: { black: ['F4'] } });
      assert.deepEqual([game.width, game.height], [6, 4]);
      assert.equal(game.view().points[5]?.color, 'black', 'F4 is the top right corner of a 6x4 board');
      assert.equal(codeOf(game.check('G1')), 'ERR_OFF_BOARD');
      assert.equal(game.legalMoves().length, 6 * 4 - 1 + 1);
      rejects({ variant: 'go', size: { width: 6, height: 30 } }, 'ERR_SIZE', /size\.height/);
    });
    it('setup places stones and may give the move to White', () => {
      const game = createGame({ variant: 'go', size: 9, setup: { black: ['C3', 'G7'], toPlay: 'white' } });
      assert.equal(game.toPlay, 'white');
      assert.equal(game.pointAt('G7')?.color, 'black');
      assert.equal(game.komi, 7.5);
    });
  });
});
