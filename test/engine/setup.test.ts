import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VARIANTS, createGame, GameOptionError, type VariantId } from '../../src/engine/index.js';

const rejects = (options: unknown, pattern: RegExp): void => {
  assert.throws(
    () => createGame(options as never),
    (error: unknown) => error instanceof GameOptionError && error.code === 'ERR_SETUP' && pattern.test(error.message),
  );
};

describe('setup of variant state', () => {
  it('no-seki: setup.ghosts turns given stones into ghosts', () => {
    const game = createGame({ variant: 'no-seki', size: 5, setup: { black: ['C3'], white: ['D4'], ghosts: ['C3'] } });
    assert.deepEqual(game.pointAt('C3'), { color: 'black', ghost: true, tiles: 0, marked: false });
    assert.equal(game.pointAt('D4')?.ghost, false);
  });

  it('tile: setup.tiles stacks tiles on points, under stones or alone', () => {
    const game = createGame({ variant: 'tile', size: 5, maxTiles: 2, setup: { black: ['C3'], tiles: { C3: 1, D4: 2 } } });
    assert.equal(game.pointAt('C3')?.tiles, 1);
    assert.deepEqual(game.pointAt('D4'), { color: null, ghost: false, tiles: 2, marked: false });
  });

  it('paper-pencil: setup.marked marks given stones', () => {
    const game = createGame({ variant: 'paper-pencil', size: 5, setup: { white: ['A5'], marked: ['A5'] } });
    assert.equal(game.pointAt('A5')?.marked, true);
    assert.equal(game.check('A5').ok, false, 'a marked point cannot be played on');
  });

  it('variant state a variant does not have is refused, naming the option', () => {
    rejects({ variant: 'go', size: 5, setup: { black: ['C3'], ghosts: ['C3'] } }, /setup\.ghosts: Go has no ghosts/);
    rejects({ variant: 'go', size: 5, setup: { tiles: { C3: 1 } } }, /setup\.tiles: Go has no tiles/);
    rejects({ variant: 'tile', size: 5, setup: { white: ['C3'], marked: ['C3'] } }, /Tile Go has no marked stones/);
  });

  it('ghosts and marks must name a stone; tiles must fit the stack limit', () => {
    rejects({ variant: 'no-seki', size: 5, setup: { ghosts: ['C3'] } }, /setup\.ghosts\[0\] 'C3' holds no stone/);
    rejects({ variant: 'tile', size: 5, setup: { tiles: { C3: 2 } } }, /setup\.tiles\.C3 must be a whole number of tiles, at most 1, not 2/);
    rejects({ variant: 'tile', size: 5, setup: { tiles: { Z9: 1 } } }, /setup\.tiles\.Z9 'Z9' is not a point/);
  });
});

describe('input checks of createGame, edit and pointAt', () => {
  it('an option given as undefined counts as not given, even where the variant lacks it', () => {
    assert.equal(createGame({ variant: 'stoical', size: 9, ko: undefined }).variant, 'stoical');
  });

  it('setup.ghosts and setup.tiles of the wrong shape are setup errors, not crashes', () => {
    rejects({ variant: 'no-seki', size: 5, setup: { black: ['D4'], ghosts: 'D4' } }, /setup\.ghosts must be a list of points/);
    rejects({ variant: 'tile', size: 5, setup: { tiles: 'D4' } }, /setup\.tiles must be an object/);
  });

  it('one point named twice in setup.tiles is refused, so the stack limit holds', () => {
    rejects({ variant: 'tile', size: 5, setup: { tiles: { D4: 1, d4: 1 } } }, /setup\.tiles\.d4 names the same point as setup\.tiles\.D4/);
  });

  it('edit checks its input and answers with ERR_SETUP instead of throwing', () => {
    const game = createGame({ variant: 'go', size: 5 });
    for (const bad of [undefined, { toPlay: 'red' }, { black: [4] }, { white: 'C3' }, { empty: ['Z9'] }]) {
      const answer = game.edit(bad as never);
      assert.equal(answer.ok, false, JSON.stringify(bad));
      assert.equal(answer.ok === false && answer.code, 'ERR_SETUP');
    }
    assert.equal(game.length, 0);
    assert.equal(game.pointAt(5 as never), null);
  });

  it('A3: a game that ended for good takes no edit, so it stays ended', () => {
    const game = createGame({ variant: 'stoical', size: 5, setup: { black: ['B5', 'A4', 'B3'], white: ['C5', 'D4', 'C3', 'B4'] } });
    for (const move of ['C4', 'pass', 'pass', 'B4']) assert.ok(game.play(move).ok, move);
    assert.equal(game.result?.reason, 'repetition');
    const answer = game.edit({ black: ['E1'] });
    assert.equal(answer.ok === false && answer.code, 'ERR_GAME_OVER');
    assert.equal(game.result?.reason, 'repetition');
  });
});

describe('the end rules on the start position (A2)', () => {
  it('A2: a variant with a pass never starts over, even where the player to move has no placement', () => {
    for (const variant of Object.keys(VARIANTS)) {
      if (variant === 'loose') continue; // L5: odd boards only; its start is checked on 3x3 below
      const options = variant === 'tile' || variant === 'cushion' ? { scoring: 'standard' as const } : {};
      const game = createGame({ variant: variant as VariantId, size: 2, ...options, setup: { white: ['A1', 'B2'] } });
      assert.equal(game.result, null, variant);
      assert.ok(game.legalMoves().includes('pass'), variant);
    }
    const loose = createGame({ variant: 'loose', size: 3, setup: { white: ['A1', 'A3', 'B2', 'C1', 'C3'], black: ['A2', 'B1', 'B3', 'C2'] } });
    assert.equal(loose.result, null);
  });
});

describe('the bounds of komi and maxTiles', () => {
  it('komi is a number from -1000 to 1000 in every variant: 1e308 is refused, not played', () => {
    for (const komi of [1e308, -1001, Number.NaN, Infinity]) {
      assert.throws(
        () => createGame({ variant: 'go', size: 9, komi }),
        (error: unknown) => error instanceof GameOptionError && error.code === 'ERR_KOMI' && /from -1000 to 1000/.test(error.message),
        String(komi),
      );
    }
    assert.equal(createGame({ variant: 'go', size: 9, komi: -1000 }).komi, -1000);
    assert.equal(createGame({ variant: 'tile', size: 9, komi: 1000 }).prisoners.white, 1000);
  });

  it('maxTiles is a whole number from 1 to 1000 or unlimited', () => {
    assert.throws(
      () => createGame({ variant: 'tile', size: 9, maxTiles: 1e20 }),
      (error: unknown) => error instanceof GameOptionError && /maxTiles must be a whole number from 1 to 1000 or 'unlimited', not '100000000000000000000'/.test(error.message),
    );
    assert.equal(createGame({ variant: 'tile', size: 9, maxTiles: 1000 }).ruleOptions.maxTiles, 1000);
  });
});
