import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError, type Game, type MoveDone } from '../../src/engine/index.js';
import { codeOf, gameFrom, playAll, refusalOf } from './helpers.js';

function noSekiFrom(diagram: string, options: Parameters<typeof gameFrom>[1] = {}): Game {
  return gameFrom(diagram, { variant: 'no-seki', ...options });
}

function done(game: Game, move: string): MoveDone {
  const result = game.play(move);
  if (!result.ok) throw new Error(`${move} refused: ${result.message}`);
  return result;
}

/** What stands on a point, in one word. */
function piece(game: Game, point: string): string {
  const state = game.pointAt(point)!;
  return state.color === null ? 'empty' : `${state.color} ${state.ghost ? 'ghost' : 'stone'}`;
}

/**
 * "Not seki", rebuilt from the page's words: White's two groups each have one eye (a = A5,
 * d = E5) and share one liberty each (b = B3, c = D3) with Black's eyeless group between them.
 * In Go it is seki: whoever fills b or c first is captured.
 */
const NOT_SEKI = `
  . O X O .
  O O X O O
  O . X . O
  O O X O O
  O O X O O`;

/**
 * "Approach moves make a difference", rebuilt from the page's words. White's corner group has
 * an eye (A9), an outside liberty (E7) and the liberty a = C9, which Black can fill only after
 * the approach move E9 joins D9 to Black's wall. Black's group on the fifth line has three
 * liberties (A4, B4, D4).
 */
const APPROACH = `
  . O . X . X . . .
  O O O O X X . . .
  O O O O . X . . .
  O O O O X X . . .
  X X X X O X . . .
  . . O . O X . . .
  O O O O O X . . .
  . . . . . X . . .
  . . . . . X . . .`;

/** Whether Black can force the capture of White's corner group within `plies` turns on the race's points. */
function blackWinsRace(game: Game, plies: number): boolean {
  if (game.pointAt('B8')?.color !== 'white') return true;
  if (game.pointAt('B5')?.color !== 'black' || plies === 0) return false;
  const points = ['A9', 'C9', 'E9', 'E7', 'A4', 'B4', 'D4'];
  const moves = [...points, ...(game.variant === 'no-seki' ? points.map((p) => `ghost:${p}`) : []), 'pass'];
  const blackMoves = game.toPlay === 'black';
  for (const move of moves) {
    if (!game.play(move).ok) continue;
    const wins = blackWinsRace(game, plies - 1);
    game.undo();
    if (wins === blackMoves) return wins;
  }
  return !blackMoves;
}

describe('no-seki', () => {
  describe('groups and liberties (N1)', () => {
    it('N1: a stone and a ghost of one colour are separate groups, each a liberty of the other, so surrounded together they live', () => {
      const game = noSekiFrom(`
        . X X . .
        X O . X .
        . X X . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      const ghost = done(game, 'ghost:C4');
      assert.deepEqual(ghost.captured, []);
      assert.equal(piece(game, 'B4'), 'white stone');
      assert.equal(piece(game, 'C4'), 'white ghost', 'in Go the pair, with no empty neighbour, would be dead');
    });

    it('N1: an enemy ghost is no liberty: a ghost can complete a capture', () => {
      const game = noSekiFrom(`
        . X . . .
        X O . . .
        . X . . .
        . . . . .
        . . . . .`);
      assert.deepEqual(done(game, 'ghost:C4').captured, ['B4']);
    });

    it('N1: ghosts of one colour form one group, which lives while any of them has a liberty', () => {
      const game = createGame({ variant: 'no-seki', size: 5 });
      playAll(game, 'ghost:A1 B1 ghost:A2 B2');
      assert.equal(piece(game, 'A1'), 'black ghost', 'A1 has no liberty of its own; A2 has A3');
      playAll(game, 'pass');
      assert.deepEqual(done(game, 'A3').captured.sort(), ['A1', 'A2']);
    });
  });

  describe('turns (N2)', () => {
    it('N2: a ghost goes on an empty point only; a stone on an empty point or a ghost of either colour, never on a stone', () => {
      const game = noSekiFrom(`
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .`);
      playAll(game, 'ghost:A1 ghost:E5');
      assert.deepEqual(refusalOf(game.play('ghost:A1')), { code: 'ERR_OCCUPIED', reason: 'ghost-on-piece' });
      assert.deepEqual(refusalOf(game.play('ghost:C3')), { code: 'ERR_OCCUPIED', reason: 'ghost-on-piece' });
      assert.deepEqual(refusalOf(game.play('C3')), { code: 'ERR_OCCUPIED', reason: 'stone-on-stone' });
      assert.ok(game.play('A1').ok, 'a stone on its own ghost');
      assert.equal(piece(game, 'A1'), 'black stone');
      assert.ok(game.play('pass').ok);
      const onEnemy = done(game, 'E5');
      assert.equal(piece(game, 'E5'), 'black stone', "a stone on the opponent's ghost");
      assert.deepEqual(onEnemy.captured, [], 'a ghost made room for a stone is not captured');
      assert.deepEqual(game.prisoners, { black: 0, white: 0 }, 'nor is it a prisoner');
    });

    it('N2: the ghost under a new stone is removed first, so it no longer breathes for its stones', () => {
      const game = noSekiFrom(`
        . X . . .
        X O . . .
        . X . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      playAll(game, 'ghost:C4 C5 pass D4 pass C3 pass');
      assert.equal(piece(game, 'B4'), 'white stone', 'the ghost on C4 is its only liberty');
      assert.deepEqual(done(game, 'C4').captured, ['B4'], 'Black plays a stone on the ghost');
    });

    it('hasGhosts: legalMoves lists ghost placements after the stones of each point', () => {
      const game = createGame({ variant: 'no-seki', size: 2 });
      assert.deepEqual(game.legalMoves(), ['A2', 'ghost:A2', 'B2', 'ghost:B2', 'A1', 'ghost:A1', 'B1', 'ghost:B1', 'pass']);
    });
  });

  describe('captures (N3)', () => {
    it('N3: enemy ghost groups without liberties are removed like stones, and captured ghosts are prisoners', () => {
      const game = noSekiFrom(`
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      playAll(game, 'ghost:A1 A2 ghost:B1 C1 pass');
      const capture = done(game, 'B2');
      assert.deepEqual(capture.captured.sort(), ['A1', 'B1']);
      assert.deepEqual(game.prisoners, { black: 2, white: 0 });
    });

    it('N3: a capture says how many of the pieces it took were ghosts, in its answer and in the last move', () => {
      const empty = `
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .`;
      const ghosts = noSekiFrom(empty, { toPlay: 'white' });
      playAll(ghosts, 'ghost:A1 A2 ghost:B1 C1 pass');
      const capture = done(ghosts, 'B2');
      assert.equal(capture.capturedGhosts, 2);
      assert.equal(ghosts.view().lastMove?.capturedGhosts, 2);
      const stones = noSekiFrom(empty, { toPlay: 'white' });
      playAll(stones, 'A1 A2 pass');
      const stoneCapture = done(stones, 'B1');
      assert.deepEqual(stoneCapture.captured, ['A1']);
      assert.equal(stoneCapture.capturedGhosts, undefined, 'no ghost among the captured stones');
    });

    it('N3: enemy groups are removed before the mover’s groups are checked', () => {
      const game = noSekiFrom(`
        . X O . .
        X O . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      assert.deepEqual(done(game, 'A5').captured, ['B5']);
    });

    it('N3: a placement that leaves its own group without a liberty is illegal', () => {
      const game = noSekiFrom(`
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      const refused = game.play('ghost:A5');
      assert.equal(codeOf(refused), 'ERR_SUICIDE');
      assert.match(refused.ok ? '' : refused.message, /^No Seki Go: suicide/);
    });

    it('N3: after any placement every enemy group without a liberty is removed, and every friendly group needs one, wherever they stand', () => {
      // Set-up positions may hold groups without liberties; the rule speaks of all groups.
      const game = noSekiFrom(`
        O X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . X`, { toPlay: 'white' });
      assert.equal(codeOf(game.play('E5')), 'ERR_NO_LIBERTY', "White's A5 has no liberty");
      const black = noSekiFrom(`
        O X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .`);
      assert.deepEqual(done(black, 'E1').captured, ['A5']);
    });
  });

  describe('ko and score (N4)', () => {
    it('N4: ko compares colours only: retaking a ghost with a stone is still a ko retake', () => {
      const game = noSekiFrom(`
        . X O . .
        X . . O .
        . X O . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      playAll(game, 'ghost:B4');
      assert.deepEqual(done(game, 'C4').captured, ['B4']);
      assert.equal(codeOf(game.play('B4')), 'ERR_KO', 'a stone on B4 recreates the colours before C4');
      playAll(game, 'E1 E2');
      assert.ok(game.play('B4').ok);
    });

    it('N4: so a stone on one’s own ghost, changing no colour, repeats the position before a pass', () => {
      const game = createGame({ variant: 'no-seki', size: 5 });
      playAll(game, 'ghost:C3 pass');
      assert.equal(codeOf(game.play('C3')), 'ERR_KO');
      playAll(game, 'D3 E3');
      assert.ok(game.play('C3').ok, 'after a placement by the opponent it is allowed');
    });

    it('N4: positional superko is an option', () => {
      const game = noSekiFrom(`
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .`, { ko: 'positional' });
      playAll(game, 'C4 pass pass');
      assert.equal(codeOf(game.play('B4')), 'ERR_SUPERKO');
    });

    it('N4: area scoring counts ghosts for their owner, also as walls of territory; komi 6', () => {
      const game = noSekiFrom(`
        . . X . .
        . . X . .
        . . X . .
        . . X . .
        . . X . .`, { toPlay: 'white' });
      playAll(game, 'ghost:D5 pass ghost:D4 pass ghost:D3 pass ghost:D2 pass ghost:D1 pass pass');
      assert.equal(game.komi, 6);
      assert.deepEqual(game.result?.score, { black: 15, white: 5 + 5 + 6 }, 'five ghosts, and the E line they wall in');
    });

    it('N4: komi is a whole number (6 by default), and an equal score is a draw', () => {
      assert.throws(() => createGame({ variant: 'no-seki', size: 9, komi: 6.5 }), (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_KOMI');
      const game = createGame({ variant: 'no-seki', size: 2, komi: 0 });
      playAll(game, 'A2 B1 pass pass');
      assert.equal(game.result?.winner, null);
    });
  });

  describe('the rule page’s examples', () => {
    it('Not seki: in Go whoever fills b or c first is captured', () => {
      const black = noSekiFrom(NOT_SEKI, { variant: 'go' });
      playAll(black, 'B3');
      assert.equal(done(black, 'D3').captured.length, 6, "White's D3 takes Black's line and B3");
      const white = noSekiFrom(NOT_SEKI, { variant: 'go', toPlay: 'white' });
      playAll(white, 'B3');
      assert.equal(done(white, 'A5').captured.length, 9);
    });

    it('Not seki: Black first captures with a ghost at b then a stone at a, or a ghost at c then a stone at d, whatever White does', () => {
      for (const [ghost, stone, taken] of [['B3', 'A5', 'B5'], ['D3', 'E5', 'D5']] as const) {
        const game = noSekiFrom(NOT_SEKI);
        playAll(game, `ghost:${ghost}`);
        for (const reply of game.legalMoves()) {
          playAll(game, reply);
          const capture = game.play(stone);
          assert.ok(capture.ok && capture.captured.includes(taken), `ghost:${ghost} ${reply} ${stone}`);
          game.goTo(1);
        }
      }
    });

    it('Not seki: White first captures with a ghost at b then a stone at c, or a ghost at c then a stone at b, whatever Black does', () => {
      for (const [ghost, stone] of [['B3', 'D3'], ['D3', 'B3']] as const) {
        const game = noSekiFrom(NOT_SEKI, { toPlay: 'white' });
        playAll(game, `ghost:${ghost}`);
        for (const reply of game.legalMoves()) {
          playAll(game, reply);
          const capture = game.play(stone);
          assert.ok(capture.ok && capture.captured.includes('C3'), `ghost:${ghost} ${reply} ${stone}`);
          game.goTo(1);
        }
      }
    });

    it('Approach moves make a difference: in Go Black must approach at E9 before the atari at a, and is in atari first', () => {
      const go = noSekiFrom(APPROACH, { variant: 'go' });
      assert.equal(blackWinsRace(go, 11), false);
      playAll(go, 'E7 A4 E9 B4');
      assert.equal(done(go, 'C9').captured.length, 0, 'B5 is the atari at a');
      assert.equal(done(go, 'D4').captured.length, 4, "but White's W6 captures first");
    });

    it('Approach moves make a difference: in No Seki Go a ghost at a answers W2 and puts only White in atari', () => {
      const game = noSekiFrom(APPROACH);
      assert.equal(blackWinsRace(game, 7), true);
      playAll(game, 'E7 A4 ghost:C9 B4');
      assert.equal(done(game, 'A9').captured.length, 13);
    });

    it('Approach moves make a difference: a white ghost at a instead gives Black the approach for free, 3 liberties against 2', () => {
      const game = noSekiFrom(APPROACH);
      playAll(game, 'E7 ghost:C9 E9 A4 C9 B4');
      assert.equal(done(game, 'A9').captured.length, 13);
    });
  });
});
