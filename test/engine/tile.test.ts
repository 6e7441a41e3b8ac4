import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, GameOptionError, incursionPointsOf, type Game, type MoveDone } from '../../src/engine/index.js';
import { codeOf, diagramOf, gameFrom, normalise, playAll, refusalOf } from './helpers.js';

/** A Tile Go game from a diagram. */
function tileFrom(diagram: string, options: Parameters<typeof gameFrom>[1] = {}): Game {
  return gameFrom(diagram, { variant: 'tile', ...options });
}

/** Plays one move that must be legal and returns what it did. */
function done(game: Game, move: string): MoveDone {
  const result = game.play(move);
  if (!result.ok) throw new Error(`${move} refused: ${result.message}`);
  return result;
}

/** White's wall on the D line makes the E line White's territory; Black's corner is on the left. */
const WALL = `
  . . . O .
  . . . O .
  O X . O .
  . X . O .
  O X . O .`;

/**
 * Eternal life (chosei): the shape of KataGo's "Eternal life" test (data/cycles), colours
 * swapped so that White starts the cycle and Black must keep it going, as on the Tile Go page,
 * with G3 and H3 filled so that nothing but the cycle is at stake. The cycle: W C1 throws in,
 * B E1 takes two, W D1 takes two (an incursion), B F1 throws in (an incursion), and again.
 */
const ETERNAL_LIFE = `
  . . . . . . . .
  . . . . . . . .
  . . . . . . . .
  . . . . . . . .
  X X X X X X . .
  O O O O O X X X
  O X X X O O X X
  . X . O . X O .`;
const CYCLE = 'C1 E1 D1 F1 C1 E1 D1 F1';

/** Whether White can force the capture of Black's stones B2 C2 D2 B1 within `plies` turns of local play. */
function whiteKills(game: Game, plies: number): boolean {
  if (game.pointAt('C2')?.color !== 'black') return true;
  if (plies === 0 || game.result) return false;
  const local = ['A1', 'C1', 'D1', 'E1', 'F1', 'H1', 'G4', 'A8', 'A7', 'return'];
  const whiteMoves = game.toPlay === 'white';
  for (const move of local) {
    if (!game.play(move).ok) continue;
    const kills = whiteKills(game, plies - 1);
    game.undo();
    if (kills === whiteMoves) return kills;
  }
  return !whiteMoves;
}

describe('tile', () => {
  describe('incursions (T1)', () => {
    it('T1: a stone in an empty area that touches only enemy stones is an incursion', () => {
      const game = tileFrom(WALL);
      assert.equal(done(game, 'E3').incursion, true);
    });

    it('T1: a stone in an empty area that touches both colours, or only its own, is not an incursion', () => {
      const game = tileFrom(WALL);
      assert.equal(done(game, 'C3').incursion, false, 'the C line touches both colours');
      assert.equal(done(game, 'E5').incursion, false, "the E line is White's own territory");
      assert.equal(done(game, 'E3').incursion, true);
      assert.equal(done(game, 'E1').incursion, false, 'E1 and E2 touch White and the black stone on E3');
    });

    it('T1: the first stone on an empty board touches no stone, so it is not an incursion', () => {
      const game = createGame({ variant: 'tile', size: 5 });
      assert.equal(done(game, 'C3').incursion, false);
      assert.equal(done(game, 'D3').incursion, true, 'the rest of the board touches only the black stone');
    });

    it('T1 for renderers: incursionPointsOf lists the points where a stone would be an incursion', () => {
      const view = tileFrom(WALL).view();
      assert.deepEqual(incursionPointsOf(view, 'black'), [0, 1, 2, 3, 4].map((y) => ({ x: 4, y })), "White's territory, the E line");
      assert.deepEqual(incursionPointsOf(view, 'white'), []);
    });

    it('T1: a point holding only tiles is empty and joins the empty area around it', () => {
      const game = tileFrom(WALL);
      playAll(game, 'E3');
      assert.equal(done(game, 'A2').tile, true, 'White answers an incursion on a tile');
      assert.deepEqual(done(game, 'A4').captured.sort(), ['A1', 'A2', 'A3']);
      assert.deepEqual(game.pointAt('A2'), { color: null, ghost: false, tiles: 1, marked: false });
      assert.equal(done(game, 'A3').incursion, true, 'A1-A3 touch only Black stones');
      playAll(game, 'C5');
      // A1 alone touches only Black; through the tile point A2 its area touches White's A3 too.
      assert.equal(done(game, 'A1').incursion, false);
    });
  });

  describe('tiles (T2)', () => {
    it('T2: after an incursion the next placement, anywhere, goes on a tile', () => {
      const game = tileFrom(WALL);
      assert.equal(done(game, 'E3').tile, false);
      const answer = done(game, 'C1');
      assert.equal(answer.incursion, false);
      assert.equal(answer.tile, true, 'in Tile Go even a placement that is not an incursion needs the tile');
      assert.equal(game.pointAt('C1')?.tiles, 1);
      assert.equal(done(game, 'C2').tile, false, 'C1 was not an incursion');
    });

    it('T2: the view\'s last move says whether a tile went under the stone, also when the position is reached by stepping', () => {
      const game = tileFrom(WALL);
      playAll(game, 'E3 C1');
      assert.equal(game.view().lastMove?.tile, true, 'C1 followed the incursion on E3');
      game.goTo(1);
      assert.equal(game.view().lastMove?.tile, false, 'E3 itself went on no tile');
      game.goTo(0);
      game.goTo(2);
      assert.equal(game.view().lastMove?.tile, true, 'a jump to the move says it too, not only a step from the one before');
    });

    it('T2: the latest placement counts whoever made it, and prisoner returns are skipped', () => {
      const game = tileFrom(WALL, { toPlay: 'white', komi: 2 });
      playAll(game, 'A2'); // White's stone on A2 takes nothing; Black captures nothing either
      assert.equal(done(game, 'E3').incursion, true, 'Black invades White territory');
      playAll(game, 'return'); // White returns a prisoner: not a placement
      playAll(game, 'C5'); // Black's own next placement still follows the incursion
      assert.equal(game.pointAt('C5')?.tiles, 1);
    });

    it('T2: a placement that needs a tile is illegal on a point already holding the most tiles allowed', () => {
      const game = tileFrom(ETERNAL_LIFE, { toPlay: 'white' });
      playAll(game, 'C1 E1 D1 F1 C1 E1 D1');
      const refused = game.play('F1');
      assert.equal(codeOf(refused), 'ERR_TILE_LIMIT');
      assert.match(refused.ok ? '' : refused.message, /^Tile Go: this stone needs a new tile, but this point already holds the most tiles allowed \(1 tile\)$/);
    });

    it('T2: maxTiles allows higher stacks, and "unlimited" any', () => {
      for (const maxTiles of [2, 'unlimited'] as const) {
        const game = tileFrom(ETERNAL_LIFE, { toPlay: 'white', maxTiles });
        playAll(game, CYCLE);
        assert.equal(game.pointAt('F1')?.tiles, 2);
      }
      const three = tileFrom(ETERNAL_LIFE, { toPlay: 'white', maxTiles: 2 });
      playAll(three, `${CYCLE} C1 E1 D1`);
      assert.equal(codeOf(three.play('F1')), 'ERR_TILE_LIMIT', 'a third tile is one too many');
    });

    it('T2: a stone may stand on an existing tile when no new tile is needed, and tiles are never removed', () => {
      const game = tileFrom(ETERNAL_LIFE, { toPlay: 'white' });
      playAll(game, 'C1 E1 D1 F1 C1 E1');
      assert.equal(game.pointAt('C1')?.tiles, 1, 'the tile stays when its stone is captured');
      const onTile = tileFrom(WALL);
      playAll(onTile, 'E3 A2 A4');
      const placed = done(onTile, 'A2');
      assert.equal(placed.tile, false, "A4 was no incursion, so White's stone goes onto the old tile");
      assert.equal(onTile.pointAt('A2')?.tiles, 1);
    });

    it('Defeating eternal life: W3, B4 and W7 are incursions; B4 goes on a tile; after W7 Black cannot throw in on that tile again, so the cycle ends and Black dies', () => {
      const go = gameFrom(ETERNAL_LIFE, { variant: 'go', toPlay: 'white' });
      playAll(go, CYCLE);
      assert.equal(diagramOf(go), normalise(ETERNAL_LIFE), 'in Go the cycle recreates the position for ever');

      const game = tileFrom(ETERNAL_LIFE, { toPlay: 'white' });
      const turns = 'C1 E1 D1 F1 C1 E1 D1'.split(' ').map((move) => done(game, move));
      assert.deepEqual(turns.map((t) => t.incursion), [false, false, true, true, false, false, true]);
      assert.deepEqual(turns.map((t) => t.tile), [false, false, false, true, true, false, false], 'B4 and W5 follow incursions');
      assert.equal(codeOf(game.play('F1')), 'ERR_TILE_LIMIT', 'B8 would need a second tile on F1');
      // Without the throw-in White connects at E1, and Black's four stones are dead.
      playAll(game, 'A8 E1');
      assert.equal(whiteKills(game, 5), true);
    });
  });

  describe('ko and suicide (T4)', () => {
    const KO = `
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . . . . .`;

    it('T4: basic ko forbids the immediate retake and allows it after a turn elsewhere', () => {
      const game = tileFrom(KO);
      playAll(game, 'C4');
      assert.equal(codeOf(game.play('B4')), 'ERR_KO');
      playAll(game, 'return'); // White holds komi prisoners; the return stands in for a ko threat
      playAll(game, 'E1');
      assert.ok(game.play('B4').ok);
    });

    it('T4: without superko a position may come back: with unlimited tiles the eternal life goes round', () => {
      const game = tileFrom(ETERNAL_LIFE, { toPlay: 'white', maxTiles: 'unlimited' });
      playAll(game, CYCLE);
      assert.equal(diagramOf(game), normalise(ETERNAL_LIFE));
    });

    it('T4: there is no superko option', () => {
      assert.throws(() => createGame({ variant: 'tile', size: 9, ko: 'positional' }), (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_OPTION');
    });

    it('T4: suicide is illegal', () => {
      const game = tileFrom(`
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .`, { toPlay: 'white' });
      assert.equal(codeOf(game.play('A5')), 'ERR_SUICIDE');
    });
  });

  describe('prisoner return (T5)', () => {
    it('T5: there is no pass; White starts with komi prisoners, 7 by default', () => {
      const game = createGame({ variant: 'tile', size: 5 });
      assert.equal(game.komi, 7);
      assert.deepEqual(game.prisoners, { black: 0, white: 7 });
      assert.equal(codeOf(game.play('pass')), 'ERR_PASS_FORBIDDEN');
      assert.deepEqual(createGame({ variant: 'tile', size: 5, komi: 3 }).prisoners, { black: 0, white: 3 });
    });

    it('T5: returning a prisoner is a turn that gives one back; with none it is refused', () => {
      const game = createGame({ variant: 'tile', size: 5, komi: 1 });
      assert.equal(codeOf(game.play('return')), 'ERR_NO_PRISONER', 'Black holds none');
      playAll(game, 'C3 return');
      assert.deepEqual(game.prisoners, { black: 0, white: 0 });
      assert.equal(game.toPlay, 'black');
      playAll(game, 'D3');
      assert.equal(codeOf(game.play('return')), 'ERR_NO_PRISONER');
    });

    it('T5: komi is a whole number of prisoners', () => {
      for (const komi of [6.5, -1]) {
        assert.throws(() => createGame({ variant: 'tile', size: 9, komi }), (e: unknown) => e instanceof GameOptionError && e.code === 'ERR_KOMI');
      }
    });

    it('T5: a player with no legal placement but a prisoner must return it', () => {
      const game = tileFrom(`
        X .
        . .`, { komi: 1 });
      playAll(game, 'B1');
      assert.deepEqual(game.legalMoves(), ['return']);
      assert.equal(game.result, null);
    });

    it('T5: a player with no legal placement and no prisoner loses, for good', () => {
      const game = tileFrom(`
        O .
        . .`, { komi: 0, toPlay: 'white' });
      playAll(game, 'B1');
      assert.deepEqual(game.result, {
        winner: 'white',
        score: { black: 0, white: 0 },
        reason: 'no-moves',
        summary: 'White wins: Black can neither place a stone nor return a prisoner',
      });
      assert.deepEqual(game.legalMoves(), []);
      assert.equal(codeOf(game.play('return')), 'ERR_GAME_OVER');
    });

    it('T5: standard scoring has passes, no returns, no starting prisoners and komi 7.5, and ends as Go', () => {
      const game = createGame({ variant: 'tile', size: 5, scoring: 'standard' });
      assert.equal(game.komi, 7.5);
      assert.deepEqual(game.prisoners, { black: 0, white: 0 });
      assert.deepEqual(refusalOf(game.play('return')), { code: 'ERR_MOVE_KIND', reason: 'returns-need-scoring' });
      playAll(game, 'C3 pass pass');
      assert.deepEqual(game.result?.score, { black: 25, white: 7.5 });
      assert.equal(game.result?.reason, 'two-passes');
      assert.ok(game.play('D3').ok, 'A3: play resumes after two passes');
      assert.ok(createGame({ variant: 'tile', size: 9, scoring: 'standard', komi: 6.5 }));
    });
  });

  // Cushion Go shares the tile family's end rule, so both are checked here.
  for (const variant of ['tile', 'cushion'] as const) {
    describe(`${variant}: the end on the start position`, () => {
      it('T5, A2: a start position where the player to move can neither place a stone nor return a prisoner is a game over, lost by that player', () => {
        // 2x2: Black at A2 or B1 would have no liberty; Black holds no prisoner.
        const game = createGame({ variant, size: 2, setup: { white: ['A1', 'B2'] } });
        assert.equal(game.result?.winner, 'white');
        assert.equal(game.result?.reason, 'no-moves');
        assert.equal(game.result?.summary, 'White wins: Black can neither place a stone nor return a prisoner');
        assert.deepEqual(game.legalMoves(), []);
        assert.equal(codeOf(game.play('pass')), 'ERR_GAME_OVER');
        game.goTo(0);
        assert.equal(game.result?.reason, 'no-moves', 'going back to the start keeps the result');
      });

      it('T5, A2: an edit that leaves the player to move without a move ends the game', () => {
        const game = createGame({ variant, size: 2, setup: { white: ['A1'] } });
        assert.equal(game.result?.reason, undefined);
        assert.deepEqual(game.edit({ white: ['B2'] }), { ok: true });
        assert.equal(game.result?.winner, 'white');
        assert.equal(game.result?.reason, 'no-moves');
      });

      it('T5: under standard scoring the same start position runs on: Black may pass', () => {
        const game = createGame({ variant, size: 2, scoring: 'standard', setup: { white: ['A1', 'B2'] } });
        assert.equal(game.result, null);
        assert.deepEqual(game.legalMoves(), ['pass']);
      });
    });
  }
});
