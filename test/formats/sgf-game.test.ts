import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Game } from '../../src/engine/index.js';
import { gameFromSgf, type SgfGameOptions, type SgfGameResult } from '../../src/formats/sgf-game.js';
import { parseSgfKomi } from '../../src/formats/sgf-komi.js';
import type { SgfGameError } from '../../src/formats/sgf-record.js';
import { parseSgf } from '../../src/formats/sgf.js';
// Every variant's rules at hand, as the CLI has them (the element loads them on first use).
import '../../src/engine/index.js';

function replay(text: string, options?: SgfGameOptions): SgfGameResult {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return gameFromSgf(parsed.trees[0]!, options);
}

function game(text: string, options?: SgfGameOptions): Game {
  const result = replay(text, options);
  assert.ok(result.ok, result.ok ? '' : `${result.error.code}: ${result.error.message}`);
  return result.game;
}

function warnings(text: string): string[] {
  const result = replay(text);
  assert.ok(result.ok);
  return result.warnings.map((w) => w.code);
}

function failure(text: string, options?: SgfGameOptions): SgfGameError {
  const result = replay(text, options);
  assert.ok(!result.ok, 'expected the replay to fail');
  return result.error;
}

/** Stones on the board as `X`/`O`/`.`, one string per row from the top. */
function rows(g: Game): string[] {
  const view = g.view();
  const out: string[] = [];
  for (let y = 0; y < view.height; y++) {
    const row = view.points.slice(y * view.width, (y + 1) * view.width);
    out.push(row.map((p) => (p.color === 'black' ? 'X' : p.color === 'white' ? 'O' : '.')).join(''));
  }
  return out;
}

/** A 5x5 position with a ko: Black's C4 (cb) captures White's B4 (bb), then White may not retake. */
const KO = '(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb]C[takes the ko];W[bb]C[retakes at once])';

describe('gameFromSgf: board and komi', () => {
  test('size: without SZ the board is 19x19', () => {
    assert.equal(game('(;GM[1];B[pd])').size, 19);
  });

  test('size: SZ[9] gives a 9x9 board', () => {
    assert.equal(game('(;SZ[9])').size, 9);
  });

  test('size: SZ[13:13] is read as 13 with a warning', () => {
    assert.equal(game('(;SZ[13:13])').size, 13);
    assert.deepEqual(warnings('(;SZ[13:13])'), ['WARN_SGF_SIZE_COMPOSED']);
  });

  test('size: SZ[columns:rows] is a rectangular board; aa is the top left point', () => {
    const g = game('(;GM[1]\nSZ[7:6];B[aa];W[gf])');
    assert.deepEqual([g.width, g.height], [7, 6]);
    assert.equal(g.pointAt('A6')?.color, 'black');
    assert.equal(g.pointAt('G1')?.color, 'white');
    assert.equal(failure('(;SZ[7:30])').code, 'ERR_SGF_SIZE');
  });

  test('size: a board larger than 25x25 is ERR_SGF_SIZE', () => {
    assert.equal(failure('(;SZ[26])').code, 'ERR_SGF_SIZE');
    assert.equal(failure('(;SZ[1])').code, 'ERR_SGF_SIZE');
    assert.equal(failure('(;SZ[nine])').code, 'ERR_SGF_SIZE');
  });

  test('game type: GM other than 1 is ERR_SGF_GAME_TYPE', () => {
    assert.equal(failure('(;GM[2])').code, 'ERR_SGF_GAME_TYPE');
  });

  test('komi: KM[6.5] is 6.5, and without KM the variant default applies', () => {
    assert.equal(game('(;KM[6.5])').komi, 6.5);
    assert.equal(game('(;SZ[9])').komi, game('(;SZ[9])', { variant: 'go' }).komi);
  });

  test('komi: Fox KM[650] is 6.5 and KM[375] is 3.75, with a warning', () => {
    assert.equal(game('(;KM[650])').komi, 6.5);
    assert.equal(game('(;KM[375])').komi, 3.75);
    assert.deepEqual(warnings('(;KM[650])'), ['WARN_SGF_KOMI_SCALED']);
  });

  test('komi: an unreadable KM is ignored with a warning; options.komi wins over KM', () => {
    assert.deepEqual(warnings('(;KM[six])'), ['WARN_SGF_IGNORED_VALUE']);
    assert.equal(game('(;KM[650])', { komi: 0.5 }).komi, 0.5);
  });

  test('komi rule: whole numbers of 50 or more are hundredths; others are read as written', () => {
    assert.deepEqual(parseSgfKomi('650'), { komi: 6.5, scaled: true });
    assert.deepEqual(parseSgfKomi('50'), { komi: 0.5, scaled: true });
    assert.deepEqual(parseSgfKomi('-750'), { komi: -7.5, scaled: true });
    assert.deepEqual(parseSgfKomi('0'), { komi: 0, scaled: false });
    assert.deepEqual(parseSgfKomi('7'), { komi: 7, scaled: false });
    assert.deepEqual(parseSgfKomi('49'), { komi: 49, scaled: false });
    assert.deepEqual(parseSgfKomi('650.0'), { komi: 650, scaled: false });
    assert.deepEqual(parseSgfKomi(' 0.5 '), { komi: 0.5, scaled: false });
    assert.equal(parseSgfKomi('6,5'), null);
    assert.equal(parseSgfKomi(''), null);
  });
});

describe('gameFromSgf: setup and player to move', () => {
  test('setup: AB and AW in the root form the start position; SGF dd is D6 on 9x9', () => {
    const g = game('(;SZ[9]AB[dd][ee]AW[ff])');
    assert.equal(g.pointAt('D6')?.color, 'black');
    assert.equal(g.pointAt('E5')?.color, 'black');
    assert.equal(g.pointAt('F4')?.color, 'white');
    assert.equal(g.length, 0);
    assert.equal(g.toPlay, 'black');
  });

  test('setup: a compressed list AB[aa:bc] places every point of the rectangle', () => {
    assert.deepEqual(rows(game('(;SZ[4]AB[aa:bc])')), ['XX..', 'XX..', 'XX..', '....']);
  });

  test('handicap: AB in the second node (Fox) joins the start position and White moves first', () => {
    const g = game('(;SZ[19]HA[2]KM[0];AB[pd][dp])');
    assert.equal(g.pointAt('Q16')?.color, 'black');
    assert.equal(g.pointAt('D4')?.color, 'black');
    assert.equal(g.length, 0);
    assert.equal(g.toPlay, 'white');
  });

  test('handicap: HA without handicap stones leaves Black to move', () => {
    assert.equal(game('(;SZ[19]HA[3])').toPlay, 'black');
    assert.equal(game('(;SZ[19]HA[1]AB[dd])').toPlay, 'black');
  });

  test('PL: the player to move comes from PL, even against HA', () => {
    assert.equal(game('(;SZ[9]AB[cc]AW[gg]PL[W])').toPlay, 'white');
    assert.equal(game('(;SZ[9]HA[2]AB[cc][gg]PL[B])').toPlay, 'black');
  });

  test('setup after moves: AE/AB/AW change stones without captures or a move', () => {
    const g = game('(;SZ[9];B[ee];W[dd];AE[ee]AB[aa]AW[bb]PL[W];W[cc])');
    assert.deepEqual(rows(g).slice(0, 5), ['X........', '.O.......', '..O......', '...O.....', '.........']);
    assert.equal(g.length, 3);
    assert.deepEqual(g.prisoners, { black: 0, white: 0 });
  });

  test('setup after moves: a removed stone can be played on again (an edit is not a ko turn)', () => {
    const g = game('(;SZ[9];B[ee];W[dd];AE[ee];B[ee])');
    assert.equal(g.pointAt('E5')?.color, 'black');
  });

  test('setup: an empty AB[] is ignored with a warning', () => {
    assert.equal(game('(;SZ[9]AB[]AW[aa])').pointAt('A9')?.color, 'white');
    assert.deepEqual(warnings('(;SZ[9]AB[]AW[aa])'), ['WARN_SGF_IGNORED_VALUE']);
  });

  test('mixed node: setup and a move in one node apply the setup first, with a warning', () => {
    const g = game('(;SZ[9];AB[aa]B[bb])');
    assert.equal(g.pointAt('A9')?.color, 'black');
    assert.equal(g.pointAt('B8')?.color, 'black');
    assert.deepEqual(warnings('(;SZ[9];AB[aa]B[bb])'), ['WARN_SGF_MIXED_NODE']);
  });
});

describe('gameFromSgf: moves', () => {
  test('moves: SGF pd is Q16 on 19x19 and aa is A19', () => {
    const g = game('(;SZ[19];B[pd];W[aa])');
    assert.equal(g.pointAt('Q16')?.color, 'black');
    assert.equal(g.pointAt('A19')?.color, 'white');
    assert.deepEqual(g.moves, ['Q16', 'A19']);
  });

  test('captures: prisoners count the stones each player took', () => {
    const g = game(KO.replace(';W[bb]C[retakes at once]', ''));
    assert.deepEqual(g.prisoners, { black: 1, white: 0 });
    assert.equal(g.pointAt('B4')?.color, null);
  });

  test('pass: B[] is a pass', () => {
    assert.deepEqual(game('(;SZ[9];B[];W[ee])').moves, ['pass', 'E5']);
  });

  test('pass: B[tt] on 19x19 is a pass', () => {
    assert.deepEqual(game('(;SZ[19];B[tt];W[pd])').moves, ['pass', 'Q16']);
  });

  test('pass: W[tt] on 21x21 is the point U2', () => {
    const g = game('(;SZ[21];B[aa];W[tt])');
    assert.equal(g.pointAt('U2')?.color, 'white');
  });

  test('explicit colour: two White moves in a row replay as recorded', () => {
    const g = game('(;SZ[9];B[ee];W[dd];W[cc];B[gg])');
    assert.equal(g.pointAt('C7')?.color, 'white');
    assert.equal(g.pointAt('G3')?.color, 'black');
    assert.equal(g.length, 4);
  });

  test('mixed node: B and W in one node play Black first, then White, with a warning', () => {
    assert.deepEqual(game('(;SZ[9];W[dd]B[ee])').moves, ['E5', 'D6']);
    assert.deepEqual(warnings('(;SZ[9];W[dd]B[ee])'), ['WARN_SGF_MIXED_NODE']);
  });

  test('extra values: B[ee][dd] plays only the first value, with a warning', () => {
    assert.deepEqual(game('(;SZ[9];B[ee][dd])').moves, ['E5']);
    assert.deepEqual(warnings('(;SZ[9];B[ee][dd])'), ['WARN_SGF_IGNORED_VALUE']);
  });

  test('two passes: moves after two passes are still replayed', () => {
    const g = game('(;SZ[9];B[ee];W[];B[];W[dd])');
    assert.equal(g.length, 4);
    assert.equal(g.pointAt('D6')?.color, 'white');
  });

  test('variations: only the main line (first child at each branch) is replayed', () => {
    const g = game('(;SZ[9](;B[ee](;W[dd])(;W[ff]))(;B[aa]))');
    assert.deepEqual(g.moves, ['E5', 'D6']);
  });
});

describe('gameFromSgf: errors', () => {
  test('Go: an illegal retake is played as the record holds it, and listed as ERR_SGF_MOVE naming the move, its point and its node', () => {
    const result = replay(KO.replace(';W[bb]', '\n;W[bb]'));
    assert.ok(result.ok);
    assert.deepEqual(result.game.moves, ['C4', 'B4']);
    assert.equal(result.game.pointAt('C4')?.color, null, 'the retake captured');
    const [illegal, ...more] = result.illegalMoves;
    assert.equal(more.length, 0);
    assert.deepEqual([illegal?.code, illegal?.engineCode, illegal?.moveNumber, illegal?.ko], ['ERR_SGF_MOVE', 'ERR_KO', 2, false]);
    assert.deepEqual([illegal?.line, illegal?.column], [2, 1]);
    assert.match(illegal?.message ?? '', /Move 2, White B4 \(W\[bb\]\)/);
  });

  test('error: under a variant an illegal retake ends the replay with ERR_SGF_MOVE, KO[] or not', () => {
    for (const text of [KO, KO.replace('C[retakes at once]', 'KO[]')]) {
      const error = failure(text, { variant: 'ko-2-2' });
      assert.deepEqual([error.code, error.engineCode, error.moveNumber], ['ERR_SGF_MOVE', 'ERR_KO', 2]);
    }
  });

  test('error: a move on an occupied point is ERR_SGF_MOVE with the engine code, in Go too', () => {
    const error = failure('(;SZ[9];B[ee];W[ee])');
    assert.deepEqual([error.code, error.engineCode, error.moveNumber], ['ERR_SGF_MOVE', 'ERR_OCCUPIED', 2]);
  });

  test('error: a move off the board is ERR_SGF_POINT', () => {
    const error = failure('(;SZ[9];B[ee];W[jj])');
    assert.deepEqual([error.code, error.moveNumber, error.column], ['ERR_SGF_POINT', 2, 14]);
  });

  test('error: a setup point off the board is ERR_SGF_POINT', () => {
    assert.equal(failure('(;SZ[9]AB[aa][zz])').code, 'ERR_SGF_POINT');
    assert.equal(failure('(;SZ[9];B[aa];AW[a])').code, 'ERR_SGF_POINT');
  });

  test('error: options the engine refuses are ERR_SGF_OPTIONS with the engine code', () => {
    const error = failure('(;SZ[9])', { variant: 'go', ko: 'super' as 'basic' });
    assert.deepEqual([error.code, error.engineCode], ['ERR_SGF_OPTIONS', 'ERR_OPTION']);
  });

  test('error: a tree built in code has no source position (line 0)', () => {
    const error = gameFromSgf({ props: { SZ: ['7:30'] }, children: [] });
    assert.ok(!error.ok);
    assert.deepEqual([error.error.line, error.error.column, error.error.offset], [0, 0, -1]);
  });
});
