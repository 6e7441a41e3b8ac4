import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Game, type GameOptions, type RuleNote, type VariantId } from '../../src/engine/index.js';
import { codeOf, gameFrom, playAll } from './helpers.js';
import { allPoints } from './invariants.js';
import { randomFrom } from './random-play.js';

/** The notes of the shown position. */
function notesOf(game: Game): RuleNote[] {
  return game.view().notes;
}

/** The codes of the shown position's notes. */
function codesOf(game: Game): string[] {
  return notesOf(game).map((note) => note.code);
}

/** The one note with this code; fails if there is none or more than one. */
function noteOf(game: Game, code: string): RuleNote {
  const found = notesOf(game).filter((note) => note.code === code);
  assert.equal(found.length, 1, `one '${code}' note, got ${JSON.stringify(notesOf(game))}`);
  return found[0]!;
}

/** A note's facts: all it holds but its English text, from which a board words it in another language. */
function factsOf(note: RuleNote): Omit<RuleNote, 'text'> {
  const { text: _text, ...facts } = note;
  return facts;
}

/** A ko: Black C4 takes B4, and White's retake at B4 would recreate the position. */
const KO = `
  . X O . .
  X O . O .
  . X O . .
  . . . . .
  . . . . .`;

/** Stoical Go's rule page example (see stoical.test.ts): White C7 takes the ko at D7. */
const STOICAL = `
  . X . X O . .
  X X X O O . .
  O O O O . . .
  . . . . . . .
  . . . . X O .
  . . . . . X .
  O X . . . . .`;

/** One capture of each kind for each player (see stoical-disturbing.test.ts): D9 strict, H9 loose, A4 ordinary. */
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

/** Black A6 takes A7, then White G6 takes G7 (see stoical-ko.test.ts). */
const TWO_CAPTURES = `
  O X . . . O X
  . . . . . . .
  X . . . X X X
  O X . . X . .
  . . . . X X X
  O O O . . . .
  . . . O . . .`;

/** White's wall on the D line makes the E line White's territory; Black E3 is an incursion. */
const WALL = `
  . . . O .
  . . . O .
  O X . O .
  . X . O .
  O X . O .`;

/** White's territories: A6-B6 and the F line; Black F3 is an incursion, D1 is not. */
const TERRITORIES = `
  . . O . O .
  O O O . O .
  X X X . O .
  . . X . O .
  . . X . O .
  . . X . O .`;

describe('rule notes: what the player to move must know', () => {
  describe('go', () => {
    it('G3: right after a ko capture the opponent is told the retake point is forbidden, and the note goes with the next move', () => {
      const game = gameFrom(KO);
      assert.deepEqual(notesOf(game), []);
      playAll(game, 'C4');
      assert.equal(codeOf(game.check('B4')), 'ERR_KO');
      assert.equal(noteOf(game, 'ko').text, 'Go: White may not retake the ko at B4 at once; play elsewhere first');
      assert.deepEqual(factsOf(noteOf(game, 'ko')), { code: 'ko', point: 'B4', superko: false });
      playAll(game, 'E1');
      assert.deepEqual(notesOf(game), [], 'Black to move is under no ban');
      playAll(game, 'E2');
      assert.deepEqual(notesOf(game), [], 'after an exchange elsewhere White may retake');
      assert.ok(game.check('B4').ok);
    });

    it('G3: a capture of one stone that is not a ko brings no note', () => {
      const game = gameFrom(`
        . X . . .
        X O X . .
        . . . . .
        . . . . .
        . . . . .`);
      playAll(game, 'B3');
      assert.deepEqual(notesOf(game), []);
    });

    it('G3: under positional superko the retake is named as a superko ban', () => {
      const game = gameFrom(KO, { ko: 'positional' });
      playAll(game, 'C4');
      assert.match(noteOf(game, 'ko').text, /^Go: White may not retake at B4: that would repeat an earlier position \(positional superko\)$/);
      assert.deepEqual(factsOf(noteOf(game, 'ko')), { code: 'ko', point: 'B4', superko: true });
    });

    it('G3: after an edit basic ko does not apply, so there is no note', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4');
      game.edit({ black: ['E5'] });
      assert.deepEqual(notesOf(game), []);
    });

    it('notes are for the shown position: going back through the record shows the note again', () => {
      const game = gameFrom(KO);
      playAll(game, 'C4 E1');
      game.goTo(1);
      assert.deepEqual(codesOf(game), ['ko']);
      game.goTo(2);
      assert.deepEqual(codesOf(game), []);
    });
  });

  describe('ko notes in random games', () => {
    const KO_VARIANTS: Omit<GameOptions, 'size'>[] = [
      { variant: 'go' },
      { variant: 'tile', scoring: 'standard', maxTiles: 'unlimited' },
      { variant: 'cushion' },
      { variant: 'ko-2-2-2' },
      { variant: 'no-seki' },
    ];
    for (const options of KO_VARIANTS) {
      it(`G3 (${options.variant}): the ko notes name exactly the points where a placement is refused as ko`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 4, max: 5 }), fc.integer(), (size, seed) => {
            const game = createGame({ ...options, size });
            const random = randomFrom(seed);
            const points = allPoints(size);
            const pieces = options.variant === 'no-seki' ? ['', 'ghost:'] : [''];
            for (let turn = 0; turn < 50; turn++) {
              const legal = game.legalMoves();
              if (legal.length === 0) break;
              // Mostly stones, so that the board fills up and kos arise; a ghost or a pass now and then.
              const stones = legal.filter((m) => m !== 'pass' && m !== 'return' && (!m.startsWith('ghost:') || random(4) === 0));
              const move = stones.length > 0 && random(12) > 0 ? stones[random(stones.length)]! : legal[random(legal.length)]!;
              assert.ok(game.play(move).ok);
              if (game.result && game.result.reason !== 'two-passes') break;
              const banned = points.filter((p) =>
                pieces.some((piece) => {
                  const answer = game.check(piece + p);
                  return !answer.ok && answer.code === 'ERR_KO';
                }),
              );
              const named = notesOf(game)
                .filter((note) => note.code === 'ko')
                .flatMap((note) => note.text.match(/\b[A-HJ-Z]\d+\b/g) ?? []);
              assert.deepEqual(named, banned, JSON.stringify(notesOf(game)));
            }
          }),
          { numRuns: 40, seed: 20261122 },
        );
      });
    }
  });

  describe('stoical', () => {
    it('S1: after a capture the opponent is told captures are forbidden this turn, and who captured', () => {
      const game = gameFrom(STOICAL, { variant: 'stoical', toPlay: 'white' });
      assert.deepEqual(notesOf(game), []);
      playAll(game, 'C7');
      assert.equal(
        noteOf(game, 'capture-forbidden').text,
        'Stoical Go: Black may not capture this turn, because White just captured; Black plays a move that captures nothing, or passes',
      );
      assert.deepEqual(codesOf(game), ['capture-forbidden'], 'Stoical Go has no ko rule, so no ko note');
    });

    it('S1: a move that captures nothing lifts the restriction, and so does a pass', () => {
      const threat = gameFrom(STOICAL, { variant: 'stoical', toPlay: 'white' });
      playAll(threat, 'C7 F4');
      assert.deepEqual(notesOf(threat), []);
      const pass = gameFrom(STOICAL, { variant: 'stoical', toPlay: 'white' });
      playAll(pass, 'C7 pass');
      assert.deepEqual(notesOf(pass), []);
    });

    it('S3: once a repetition has ended the game for good, there are no notes', () => {
      const game = gameFrom(STOICAL, { variant: 'stoical', toPlay: 'white' });
      playAll(game, 'C7 pass pass D7');
      assert.equal(game.result?.reason, 'repetition');
      assert.deepEqual(notesOf(game), []);
    });
  });

  describe('stoical-disturbing, stoical-disturbing-strict', () => {
    for (const variant of ['stoical-disturbing', 'stoical-disturbing-strict'] as const) {
      it(`S4 (${variant}): after a strict disturbing capture, no disturbing capture may answer it this turn`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'D9');
        assert.match(
          noteOf(game, 'disturbing-capture-forbidden').text,
          /^Stoical Go with disturbing captures(, one-bit)?: Black just made a strict disturbing capture, so this turn White may not answer with a disturbing capture$/,
        );
      });

      it(`S4 (${variant}): an ordinary capture or a pass brings no note, and any other move lifts it`, () => {
        const game = gameFrom(FOUR_CORNERS, { variant });
        playAll(game, 'J4');
        assert.deepEqual(notesOf(game), [], 'an ordinary capture is not disturbing');
        playAll(game, 'A4');
        assert.deepEqual(notesOf(game), []);
        playAll(game, 'D9');
        assert.deepEqual(codesOf(game), ['disturbing-capture-forbidden']);
        playAll(game, 'pass');
        assert.deepEqual(notesOf(game), []);
      });
    }

    it('S4 (two bits): after a loose disturbing capture only a strict one is forbidden', () => {
      const game = gameFrom(FOUR_CORNERS, { variant: 'stoical-disturbing' });
      playAll(game, 'H9');
      assert.equal(
        noteOf(game, 'disturbing-capture-forbidden').text,
        'Stoical Go with disturbing captures: Black just made a loose disturbing capture, so this turn White may not answer with a strict disturbing capture (a loose one is allowed)',
      );
      assert.deepEqual(factsOf(noteOf(game, 'disturbing-capture-forbidden')), { code: 'disturbing-capture-forbidden', previous: 'loose', forbidden: ['strict'] });
    });

    it('S4 (one bit): after a loose disturbing capture every disturbing capture is forbidden', () => {
      const game = gameFrom(FOUR_CORNERS, { variant: 'stoical-disturbing-strict' });
      playAll(game, 'H9');
      assert.equal(
        noteOf(game, 'disturbing-capture-forbidden').text,
        'Stoical Go with disturbing captures, one-bit: Black just made a loose disturbing capture, so this turn White may not answer with a disturbing capture',
      );
      assert.deepEqual(factsOf(noteOf(game, 'disturbing-capture-forbidden')), { code: 'disturbing-capture-forbidden', previous: 'loose', forbidden: ['strict', 'loose'] });
    });
  });

  describe('ko-2-2-2, ko-2-2, ko-4-point, ko-ole', () => {
    const requirements: Record<string, string> = {
      'ko-2-2-2': 'a group with more than two stones or more than two liberties',
      'ko-2-2': 'a group with more than two liberties',
      'ko-4-point': 'an estate (its group and the empty points only it reaches) of more than four points',
      'ko-ole': 'an estate (its group and the empty points only it reaches) that is not an open line (a single chain of points)',
    };
    for (const [variant, requirement] of Object.entries(requirements) as [VariantId, string][]) {
      it(`S4 (${variant}): after two captures in a row, one by each player, the next placement's restriction is stated`, () => {
        const game = gameFrom(TWO_CAPTURES, { variant });
        playAll(game, 'A6');
        assert.deepEqual(notesOf(game), [], 'one capture brings no restriction');
        playAll(game, 'G6');
        assert.match(noteOf(game, 'restriction').text, /^Stoical Go, .* rule: after two captures in a row, one by each player, Black's stone must end up part of /);
        assert.ok(noteOf(game, 'restriction').text.endsWith(requirement));
      });

      it(`S4 (${variant}): a pass does not lift the restriction, the next placement does`, () => {
        const game = gameFrom(TWO_CAPTURES, { variant });
        playAll(game, 'A6 G6 pass');
        assert.deepEqual(codesOf(game), ['restriction']);
        playAll(game, 'D4');
        assert.deepEqual(notesOf(game), []);
      });

      it(`G3, S4 (${variant}): the basic ko retake is noted as in Go`, () => {
        const game = gameFrom(KO, { variant });
        playAll(game, 'C4');
        assert.deepEqual(codesOf(game), ['ko']);
      });
    }
  });

  describe('tile', () => {
    it('T2: after an incursion the next stone goes on a new tile; the note goes once a placement follows', () => {
      const game = gameFrom(WALL, { variant: 'tile', scoring: 'standard' });
      assert.deepEqual(notesOf(game), []);
      playAll(game, 'E3');
      assert.equal(noteOf(game, 'tile-required').text, "Tile Go: the latest placement was an incursion, so White's next stone goes on a new tile");
      playAll(game, 'C1');
      assert.deepEqual(notesOf(game), [], 'C1 was not an incursion');
    });

    it('T2: a prisoner return is not a placement, so the tile is still required after it', () => {
      const game = gameFrom(WALL, { variant: 'tile', toPlay: 'white', komi: 2 });
      playAll(game, 'A2 E3 return');
      assert.deepEqual(codesOf(game), ['tile-required', 'no-pass']);
    });

    it('T5: under prisoner-return scoring there is no passing, and the note counts the prisoners one may return', () => {
      const game = createGame({ variant: 'tile', size: 5 });
      assert.equal(noteOf(game, 'no-pass').text, 'Tile Go: there is no passing, and Black holds no prisoner to return, so Black must place a stone');
      playAll(game, 'C3');
      assert.equal(noteOf(game, 'no-pass').text, 'Tile Go: there is no passing; White places a stone or returns one of 7 prisoners');
      playAll(game, 'return D4');
      assert.match(noteOf(game, 'no-pass').text, /returns one of 6 prisoners$/);
      const one = createGame({ variant: 'tile', size: 5, komi: 1, setup: { toPlay: 'white' } });
      assert.match(noteOf(one, 'no-pass').text, /returns one of 1 prisoner$/);
    });

    it('T5: under standard scoring passing exists, so there is no such note', () => {
      assert.deepEqual(notesOf(createGame({ variant: 'tile', size: 5, scoring: 'standard' })), []);
    });

    it('T5: once a player has lost for want of moves, there are no notes', () => {
      const game = gameFrom(`
        O .
        . .`, { variant: 'tile', komi: 0, toPlay: 'white' });
      playAll(game, 'B1');
      assert.equal(game.result?.reason, 'no-moves');
      assert.deepEqual(notesOf(game), []);
    });
  });

  describe('cushion', () => {
    it('T3: after an incursion, an answering incursion goes on a new tile; the note goes once a placement follows', () => {
      const game = gameFrom(TERRITORIES, { variant: 'cushion', scoring: 'standard' });
      playAll(game, 'F3');
      assert.equal(noteOf(game, 'incursion-needs-tile').text, "Cushion Go: the latest placement was an incursion; if White's next one is too, it goes on a new tile");
      playAll(game, 'D1');
      assert.deepEqual(notesOf(game), []);
    });
  });

  describe('loose', () => {
    it('L4: once the opponent has passed, the player is told a pass ends the game and who loses a tie', () => {
      const game = createGame({ variant: 'loose', size: 5 });
      playAll(game, 'pass');
      assert.deepEqual(notesOf(game), [], 'nobody has placed a stone yet');
      playAll(game, 'C3 pass');
      assert.equal(
        noteOf(game, 'tie-break').text,
        'Loose: if White passes too, the game ends; should the score be tied, White loses the tie, having placed the last stone',
      );
      playAll(game, 'pass');
      assert.ok(game.result);
      assert.deepEqual(notesOf(game), [], 'the game has ended');
    });

    it('L4: the note names the last player to place when that is not the player to move', () => {
      const game = createGame({ variant: 'loose', size: 5 });
      playAll(game, 'C3');
      assert.ok(game.play('pass', { color: 'black' }).ok);
      assert.equal(game.toPlay, 'white');
      assert.match(noteOf(game, 'tie-break').text, /should the score be tied, Black loses the tie, having placed the last stone$/);
      assert.deepEqual(factsOf(noteOf(game, 'tie-break')), { code: 'tie-break', lastPlacer: 'black' });
    });

    it('L4: a placement takes the note away', () => {
      const game = createGame({ variant: 'loose', size: 5 });
      playAll(game, 'C3 pass D3');
      assert.deepEqual(notesOf(game), []);
    });
  });

  describe('no-seki', () => {
    it('N4: right after the opponent passes, a stone on one\'s own ghost would repeat the position; the note names the ghosts', () => {
      const game = createGame({ variant: 'no-seki', size: 5 });
      playAll(game, 'ghost:C3 D4 ghost:B2');
      assert.deepEqual(notesOf(game), []);
      playAll(game, 'pass');
      assert.equal(codeOf(game.check('C3')), 'ERR_KO');
      assert.equal(
        noteOf(game, 'ko').text,
        "No Seki Go: White passed, so a stone on Black's ghosts at C3, B2 would repeat the position (ko); Black may not play it now",
      );
      assert.deepEqual(factsOf(noteOf(game, 'ko')), { code: 'ko', ghosts: ['C3', 'B2'], passed: true });
      playAll(game, 'E5');
      assert.deepEqual(notesOf(game), []);
    });

    it('N4: with positional superko that ban is permanent and stated in the rules, so no note', () => {
      const game = createGame({ variant: 'no-seki', size: 5, ko: 'positional' });
      playAll(game, 'ghost:C3 pass');
      assert.deepEqual(notesOf(game), []);
    });

    it('N4: a ko retake is noted as in Go', () => {
      const game = gameFrom(KO, { variant: 'no-seki' });
      playAll(game, 'C4');
      assert.deepEqual(codesOf(game), ['ko']);
    });
  });

  describe('paper-pencil', () => {
    it('P3: there is no ko and no rule that changes from turn to turn, so no notes', () => {
      const game = createGame({ variant: 'paper-pencil', size: 5 });
      for (const move of 'C3 C2 B2 D2 pass C1 B1'.split(' ')) {
        playAll(game, move);
        assert.deepEqual(notesOf(game), []);
      }
    });
  });
});
