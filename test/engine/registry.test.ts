import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GameOptionError, VARIANTS, VARIANT_IDS, createGame, tryCreateGame } from '../../src/engine/index.js';
import { ALL_RULES } from '../../src/engine/variants/all.js';
import type { RuleOptions } from '../../src/engine/rules.js';
import type { GameOptions, VariantId } from '../../src/engine/types.js';

const IDS = Object.keys(VARIANTS) as VariantId[];

/** Each scoring a variant can be played under: both where it takes the option. */
function scorings(id: VariantId): RuleOptions['scoring'][] {
  return 'scoring' in VARIANTS[id].options ? ['prisoner-return', 'standard'] : ['standard'];
}

/** The `createGame` option for `scoring`, given only to a variant that takes it. */
function scoringOption(id: VariantId, scoring: RuleOptions['scoring']): Pick<GameOptions, 'scoring'> {
  return 'scoring' in VARIANTS[id].options ? { scoring } : {};
}

describe('the registry', () => {
  it('holds every identifier the core checks names against, in its order, and no other', () => {
    assert.deepEqual(Object.keys(VARIANTS), [...VARIANT_IDS]);
  });

  it('a variant whose positions hold a state beyond colour brings the code that reads it from a setup', () => {
    for (const id of IDS) assert.equal(VARIANTS[id].readSetupStates !== undefined, VARIANTS[id].pointState.length > 0, id);
  });

  it('every variant is registered under the id its rules carry, and names are distinct', () => {
    for (const id of IDS) assert.equal(new ALL_RULES[id]({ komi: 0, ko: 'basic', maxTiles: 1, scoring: 'standard' }).id, id);
    assert.equal(new Set(IDS.map((id) => VARIANTS[id].name)).size, IDS.length, 'names are distinct');
  });

  it('every variant states every fact: name, aliases, turns, captures, point state, options, default komi', () => {
    for (const id of IDS) {
      const spec = VARIANTS[id];
      assert.ok(spec.name.length > 0, id);
      assert.ok(Array.isArray(spec.aliases), id);
      assert.ok(['remove', 'flip', 'mark'].includes(spec.captures), id);
      assert.equal(typeof spec.options, 'object', id);
      assert.ok(spec.pointState.every((state) => ['ghosts', 'tiles', 'marked'].includes(state)), id);
      for (const scoring of scorings(id)) {
        assert.equal(typeof spec.defaultKomi({ komi: 0, ko: 'basic', maxTiles: 1, scoring }), 'number', id);
        const turns = spec.turns({ scoring });
        assert.deepEqual(Object.keys(turns).sort(), ['ghost', 'pass', 'return'], id);
        assert.ok(Object.values(turns).every((kind) => typeof kind === 'boolean'), id);
      }
    }
  });

  it("every variant's rules carry the registry's id and name", () => {
    for (const id of IDS) {
      const game = createGame({ variant: id, size: 9 });
      assert.equal(game.variant, id);
      assert.equal(game.view().variant, id);
    }
  });

  it('the turns the registry states are the turns the rules accept, under every scoring', () => {
    for (const id of IDS) {
      for (const scoring of scorings(id)) {
        // An empty odd board (Loose wants one) on which no game is over yet.
        const game = createGame({ variant: id, size: 3, ...scoringOption(id, scoring) });
        const code = (move: string): string | null => {
          const answer = game.check(move);
          return answer.ok ? null : answer.code;
        };
        const told = VARIANTS[id].turns({ scoring });
        const where = `${id} under ${scoring} scoring`;
        assert.equal(told.pass, code('pass') !== 'ERR_PASS_FORBIDDEN', `${where}: pass`);
        assert.equal(told.return, code('return') !== 'ERR_MOVE_KIND', `${where}: return`);
        assert.equal(told.ghost, code('ghost:A1') !== 'ERR_MOVE_KIND', `${where}: ghost`);
        assert.deepEqual(game.turns, told, where);
      }
    }
  });

  it('what the registry says a capture does is what the rules do: remove (and hold prisoners), flip or mark', () => {
    for (const id of IDS) {
      // A corner stone surrounded by the move.
      const game = createGame({ variant: id, size: 5, setup: { black: ['B5'], white: ['A5'] } });
      const done = game.play('A4');
      assert.ok(done.ok, id);
      const did = done.captured.length > 0 ? 'remove' : done.flipped.length > 0 ? 'flip' : done.marked.length > 0 ? 'mark' : 'nothing';
      assert.equal(did, VARIANTS[id].captures, id);
      assert.equal(game.view().prisoners.black > 0, VARIANTS[id].captures === 'remove', `${id}: prisoners`);
    }
  });
});

describe('building a game as a value', () => {
  it('tryCreateGame answers bad options with the code, the option and the message createGame throws', () => {
    const bad: GameOptions = { variant: 'go', size: 9, setup: { black: ['Z9'] } };
    const made = tryCreateGame(bad);
    assert.equal(made.ok, false);
    assert.throws(
      () => createGame(bad),
      (error: unknown) =>
        error instanceof GameOptionError && !made.ok && error.code === made.code && error.option === made.option && error.message === made.message,
    );
    assert.deepEqual(made.ok ? null : [made.code, made.option], ['ERR_SETUP', 'setup.black[0]']);
  });

  it('tryCreateGame names options in the caller\'s words, so nobody rewrites its messages; the option field keeps the path', () => {
    const named = (option: string, index?: number) => `«${option}${index === undefined ? '' : ` #${index + 1}`}»`;
    const point = tryCreateGame({ variant: 'go', size: 9, setup: { black: ['D4', 'Z9'] } }, named);
    assert.deepEqual(point.ok ? null : [point.option, point.message], ['setup.black[1]', "«setup.black #2» 'Z9' is not a point on a 9x9 board"]);
    const option = tryCreateGame({ variant: 'go', size: 9, maxTiles: 2 }, named);
    assert.deepEqual(option.ok ? null : [option.option, option.message], ['maxTiles', "Go has no '«maxTiles»' option"]);
    const twice = tryCreateGame({ variant: 'go', size: 9, setup: { black: ['D4'], white: ['d4'] } }, named);
    assert.equal(twice.ok ? null : twice.message, "«setup.white #1» 'd4' is already given as «setup.black #1»");
  });

  it('a point given twice names the entry it repeats as conflict, a path as option is, for callers that word it themselves', () => {
    const twice = tryCreateGame({ variant: 'go', size: 9, setup: { black: ['D4', 'C3'], white: ['c3'] } });
    assert.deepEqual(twice.ok ? null : [twice.code, twice.option, twice.conflict], ['ERR_SETUP', 'setup.white[0]', 'setup.black[1]']);
    assert.throws(() => createGame({ variant: 'go', size: 9, setup: { black: ['D4', 'd4'] } }), (error: unknown) => error instanceof GameOptionError && error.conflict === 'setup.black[0]');
    const point = tryCreateGame({ variant: 'go', size: 9, setup: { black: ['Z9'] } });
    assert.equal(point.ok ? null : point.conflict, undefined);
  });

  it('tryCreateGame answers good options with the game', () => {
    const made = tryCreateGame({ variant: 'go', size: 9 });
    assert.ok(made.ok);
    assert.equal(made.game.width, 9);
  });
});

describe('the registry and the full engine entry', () => {
  it("each variant's load() gives the rules class the full entry provides at once", async () => {
    for (const id of IDS) assert.equal(await VARIANTS[id].load(), ALL_RULES[id], id);
  });
});
