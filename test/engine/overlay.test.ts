/**
 * The rules overlay on positions from the rule pages' teaching diagrams (Sensei's Library; the
 * diagrams were lost, so each is re-created here from the words around it).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, parsePoint, placementOverlay, rulesOverlay, type Game, type OverlayKind, type OverlayMark } from '../../src/engine/index.js';
import { codeOf, gameFrom, playAll, setupOf } from './helpers.js';

/** The marks of `kind`, their points named ('A5'), the other fields kept. */
function named(game: Game, marks: readonly OverlayMark[], kind: OverlayKind): object[] {
  const name = ({ x, y }: { x: number; y: number }): string => `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}${game.height - y}`;
  return marks.filter((m) => m.kind === kind).map(({ kind: _, points, ...rest }) => ({ points: points.map(name), ...rest }));
}

const at = (game: Game, point: string): { x: number; y: number } => parsePoint(point, game.width, game.height)!;

/** The standard ko shape: Black C4 takes the white stone on B4, which White may not retake at once. */
const KO_SHAPE = `
  . X O . .
  X O . O .
  . X O . .
  . . . . .
  . . . . .`;

describe('the rules overlay: teaching positions', () => {
  it('Loose: the a point, next to stones of both colours and to no empty point, is a false liberty; the b points are true', () => {
    const game = gameFrom(
      `
      . X . . .
      O . . . .
      . . . . .
      . . . . .
      . . . . .`,
      { variant: 'loose' },
    );
    assert.deepEqual(named(game, rulesOverlay(game), 'false-liberty'), [{ points: ['A5'] }]);
    assert.deepEqual(named(game, rulesOverlay(game), 'no-true-liberty'), []);
  });

  it('Loose: a group whose every liberty is false has no true liberty (a set-up position; L2 forbids it after a move)', () => {
    const game = gameFrom(
      `
      . X . . .
      O X . . .
      X . . . .
      . . . . .
      . . . . .`,
      { variant: 'loose' },
    );
    assert.deepEqual(named(game, rulesOverlay(game), 'no-true-liberty'), [{ points: ['A4'], color: 'white' }]);
  });

  it('Go: after Black takes the ko, its point is the ko, refused with ERR_KO, and the taking stone is in atari', () => {
    const game = gameFrom(KO_SHAPE);
    playAll(game, 'C4');
    const overlay = rulesOverlay(game);
    assert.deepEqual(named(game, overlay, 'ko'), [{ points: ['B4'] }]);
    assert.deepEqual(
      named(game, overlay, 'refused').filter((m) => (m as { points: string[] }).points[0] === 'B4'),
      [{ points: ['B4'], code: 'ERR_KO' }],
    );
    assert.ok(named(game, overlay, 'atari').some((m) => JSON.stringify(m) === JSON.stringify({ points: ['C4'], color: 'black' })));
  });

  it('Go with positional superko: the retake that repeats a position is the ko, refused with ERR_SUPERKO', () => {
    const game = gameFrom(KO_SHAPE, { ko: 'positional' });
    playAll(game, 'C4');
    assert.deepEqual(named(game, rulesOverlay(game), 'ko'), [{ points: ['B4'] }]);
    assert.ok(named(game, rulesOverlay(game), 'refused').some((m) => JSON.stringify(m) === JSON.stringify({ points: ['B4'], code: 'ERR_SUPERKO' })));
  });

  it('Stoical Go: right after Black captured, the retake is a forbidden capture (S1), not a ko', () => {
    const game = gameFrom(KO_SHAPE, { variant: 'stoical' });
    playAll(game, 'C4');
    const overlay = rulesOverlay(game);
    assert.deepEqual(named(game, overlay, 'capture-forbidden'), [{ points: ['B4'] }]);
    assert.deepEqual(named(game, overlay, 'ko'), []);
    assert.deepEqual(rulesOverlay(game).find((m) => m.kind === 'refused' && m.points[0]!.x === 1 && m.points[0]!.y === 1)?.code, 'ERR_STOICAL_CAPTURE');
  });

  it('a game over for good (Stoical Go: a repetition is a final draw, S3) marks no point refused: the end is no fact about a point', () => {
    const game = gameFrom(KO_SHAPE, { variant: 'stoical' });
    playAll(game, 'C4 pass pass B4');
    assert.equal(game.result?.reason, 'repetition');
    assert.equal(codeOf(game.check('E1')), 'ERR_GAME_OVER');
    assert.deepEqual(named(game, rulesOverlay(game), 'refused'), []);
  });

  it('Stoical Go with disturbing captures: taking a ko is a strict disturbing capture (S5)', () => {
    for (const variant of ['stoical-disturbing', 'stoical-disturbing-strict'] as const) {
      const game = gameFrom(KO_SHAPE, { variant });
      assert.deepEqual(named(game, rulesOverlay(game), 'disturbing-capture'), [{ points: ['C4'], strict: true }], variant);
    }
  });

  describe('the ko refinements: the group or estate a placement makes after two captures (S4)', () => {
    // Black takes A5, White takes E1: the latest two placements are captures, one by each player.
    const TWO_CAPTURES = `
      O X . . .
      . . . . .
      . . . . .
      . . . . .
      . . . O X`;

    it('2-2 rule: a stone on D2 would have two liberties and fails, one on C3 four and passes; nothing before the restriction', () => {
      const game = gameFrom(TWO_CAPTURES, { variant: 'ko-2-2' });
      playAll(game, 'A4');
      assert.deepEqual(placementOverlay(game, at(game, 'D2')), [], 'one capture: the restriction is not in force');
      playAll(game, 'E2');
      assert.deepEqual(named(game, placementOverlay(game, at(game, 'D2')), 'estate'), [{ points: ['D2'], passes: false }]);
      assert.equal(codeOf(game.check('D2')), 'ERR_KO_RESTRICTION');
      assert.deepEqual(named(game, placementOverlay(game, at(game, 'C3')), 'estate'), [{ points: ['C3'], passes: true }]);
    });

    it('2-2-2 rule: a stone joining a group of three passes (more than two stones)', () => {
      const game = gameFrom(TWO_CAPTURES, { variant: 'ko-2-2-2' });
      playAll(game, 'A4 E2');
      const [mark] = placementOverlay(game, at(game, 'A5'));
      assert.deepEqual(named(game, [mark!], 'estate'), [{ points: ['A5', 'B5', 'A4'], passes: true }]);
    });

    it('placementOverlay is empty for variants without a placement rule and off the board', () => {
      const game = gameFrom(KO_SHAPE);
      assert.deepEqual(placementOverlay(game, at(game, 'C4')), []);
      const ko = gameFrom(TWO_CAPTURES, { variant: 'ko-2-2' });
      playAll(ko, 'A4 E2');
      assert.deepEqual(placementOverlay(ko, { x: 5, y: 0 }), []);
      assert.deepEqual(placementOverlay(ko, { x: -1, y: 0 }), []);
      assert.deepEqual(placementOverlay(ko, at(ko, 'B5')), [], 'an occupied point');
    });
  });

  it("Tile Go: the opponent's territory is incursion; after Black's incursion, White's every stone needs a tile (T2); in Cushion Go only White's incursions (T3)", () => {
    const wall = `
      . X . O .
      . X . O .
      . X . O .
      . X . O .
      . X . O .`;
    const tile = gameFrom(wall, { variant: 'tile' });
    assert.deepEqual(named(tile, rulesOverlay(tile), 'incursion'), ['E5', 'E4', 'E3', 'E2', 'E1'].map((p) => ({ points: [p] })));
    assert.deepEqual(named(tile, rulesOverlay(tile), 'tile-needed'), [], 'no incursion yet');
    playAll(tile, 'E3');
    assert.deepEqual(named(tile, rulesOverlay(tile), 'tile-needed'), [], 'every next stone needs a tile (T2): the rule note says it once, no glyph on every point');
    assert.ok(tile.notes.some((note) => note.code === 'tile-required'));
    const cushion = gameFrom(wall, { variant: 'cushion' });
    playAll(cushion, 'E3');
    assert.deepEqual(named(cushion, rulesOverlay(cushion), 'tile-needed'), ['A5', 'A4', 'A3', 'A2', 'A1'].map((p) => ({ points: [p] })));
  });

  it('No Seki Go: a ghost next to a stone of its colour is a liberty it keeps (N1); a lone ghost keeps none', () => {
    const game = createGame({ variant: 'no-seki', size: 5, setup: { black: ['C3', 'D3'], white: ['A1'], ghosts: ['D3', 'A1'] } });
    assert.deepEqual(named(game, rulesOverlay(game), 'ghost-liberty'), [{ points: ['D3'], color: 'black' }]);
  });

  it('Paper and Pencil Go: each marked region is a region mark with its owner (P2)', () => {
    const game = createGame({ variant: 'paper-pencil', size: 5, setup: { black: ['A1', 'B2'], white: ['B1', 'C1'], marked: ['B1'] } });
    assert.deepEqual(named(game, rulesOverlay(game), 'region'), [{ points: ['B1'], color: game.view().regions[0]!.owner }]);
    assert.equal(game.view().regions.length, 1);
  });

  describe('placementOverlay on a refused point: what the refusal is about (refusal-area, with check()\'s code)', () => {
    /** The refusal area of a stone on `point`: its points named in board order, and its code. */
    function area(game: Game, point: string): { points: string[]; code: string | undefined }[] {
      const name = ({ x, y }: { x: number; y: number }): string => `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}${game.height - y}`;
      return placementOverlay(game, at(game, point))
        .filter((m) => m.kind === 'refusal-area')
        .map(({ points, code }) => ({ points: [...points].sort((a, b) => a.y - b.y || a.x - b.x).map(name), code }));
    }

    it('Go: a suicide (G2) outlines the group the stone would leave without a liberty, the stone with its connected stones', () => {
      const game = gameFrom(`
        . X O . .
        X O . . .
        O . . . .
        . . . . .
        . . . . .`);
      assert.deepEqual(area(game, 'A5'), [{ points: ['A5', 'B5', 'A4'], code: 'ERR_SUICIDE' }]);
    });

    it('Go: a ko retake (G3), basic or positional superko, outlines the stone it would take back', () => {
      for (const [ko, code] of [['basic', 'ERR_KO'], ['positional', 'ERR_SUPERKO']] as const) {
        const game = gameFrom(KO_SHAPE, { ko });
        playAll(game, 'C4');
        assert.deepEqual(area(game, 'B4'), [{ points: ['C4'], code }], ko);
      }
    });

    it('Stoical Go: a capture right after a capture (S1) outlines the stones it would capture', () => {
      const game = gameFrom(KO_SHAPE, { variant: 'stoical' });
      playAll(game, 'C4');
      assert.deepEqual(area(game, 'B4'), [{ points: ['C4'], code: 'ERR_STOICAL_CAPTURE' }]);
    });

    it('Stoical Go with disturbing captures: a disturbing capture that may not answer one (S5) outlines the stones it would capture', () => {
      const game = gameFrom(KO_SHAPE, { variant: 'stoical-disturbing' });
      playAll(game, 'C4');
      assert.equal(codeOf(game.check('B4')), 'ERR_DISTURBING_CAPTURE');
      assert.deepEqual(area(game, 'B4'), [{ points: ['C4'], code: 'ERR_DISTURBING_CAPTURE' }]);
    });

    it("Loose: a stone that makes a false liberty of another of the mover's groups' last true one (L2) outlines that group, not the stone", () => {
      const game = gameFrom(
        `
        X O . . .
        . O . . .
        . . . . .
        . . . . .
        . . . . .`,
        { variant: 'loose' },
      );
      assert.deepEqual(area(game, 'A3'), [{ points: ['A5'], code: 'ERR_NO_TRUE_LIBERTY' }]);
    });

    it("Cushion Go: an incursion needing a tile the point cannot take (T3) outlines the opponent's territory it enters; Tile Go's non-incursion (T2) its point alone", () => {
      const wall = `
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O .`;
      const { black, white } = setupOf(wall);
      // White's A3 is an incursion, so Black's next incursion needs a tile (T3), and in Tile Go every next stone (T2).
      const cushion = createGame({ variant: 'cushion', size: 5, maxTiles: 1, setup: { black, white, toPlay: 'white', tiles: { E3: 1 } } });
      playAll(cushion, 'A3');
      assert.deepEqual(area(cushion, 'E3'), [{ points: ['E5', 'E4', 'E3', 'E2', 'E1'], code: 'ERR_TILE_LIMIT' }]);
      const tile = createGame({ variant: 'tile', size: 5, maxTiles: 1, setup: { black, white, toPlay: 'white', tiles: { C3: 1 } } });
      playAll(tile, 'A3');
      assert.deepEqual(area(tile, 'C3'), [{ points: ['C3'], code: 'ERR_TILE_LIMIT' }]);
    });

    it('Paper and Pencil Go: a stone on a marked point (P3) outlines the marked region it lies in', () => {
      const game = createGame({ variant: 'paper-pencil', size: 5, setup: { black: ['A1', 'B2'], white: ['B1', 'C1'], marked: ['B1', 'C1'] } });
      assert.deepEqual(area(game, 'B1'), [{ points: ['B1', 'C1'], code: 'ERR_MARKED_POINT' }]);
    });

    it('no refusal area where a stone is accepted, where the point is occupied, and for the ko restriction (its estate is drawn instead)', () => {
      const game = gameFrom(KO_SHAPE);
      assert.deepEqual(area(game, 'E1'), []);
      assert.deepEqual(area(game, 'B5'), [], 'ERR_OCCUPIED: the point itself is all there is');
    });
  });
});
