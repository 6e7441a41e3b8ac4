import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VARIANTS, createGame, type Game } from '../../src/engine/index.js';
import type { VariantId } from '../../src/engine/types.js';
import { readFileSync } from 'node:fs';
import { SGF_APPLICATION, gameToSgf } from '../../src/formats/game-to-sgf.js';
import { viewportOf } from '../../src/formats/markup.js';
import { dimmedAt, lastOnPath, variationsAt, viewportAt } from '../../src/formats/path-markup.js';
import { readRecord } from '../../src/formats/read-record.js';
import { parseSgfKomi, writeSgfKomi } from '../../src/formats/sgf-komi.js';
import type { SgfRecord, SgfRecordOptions } from '../../src/formats/sgf-record.js';
import { variantFromName } from '../../src/formats/variant-names.js';
import { readZvr, writeZvr } from '../../src/formats/zvr.js';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { parseDiagram } from '../../src/formats/diagram.js';

function root(text: string): SgfNode {
  const parsed = parseSgf(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.trees[0]!;
}

function read(text: string, options?: SgfRecordOptions): { record: SgfRecord; warnings: string[] } {
  const result = readRecord(root(text), options);
  assert.ok(result.ok, result.ok ? '' : `${result.error.code}: ${result.error.message}`);
  return { record: result.record, warnings: result.warnings.map((w) => w.code) };
}

function record(text: string, options?: SgfRecordOptions): SgfRecord {
  return read(text, options).record;
}

/** Stones as `X`/`O`/`.` (ghosts `x`/`o`), one string per row from the top. */
function rows(game: Game): string[] {
  const view = game.view();
  const out: string[] = [];
  for (let y = 0; y < view.height; y++) {
    const row = view.points.slice(y * view.width, (y + 1) * view.width);
    out.push(row.map((p) => (p.color === 'black' ? (p.ghost ? 'x' : 'X') : p.color === 'white' ? (p.ghost ? 'o' : 'O') : '.')).join(''));
  }
  return out;
}

/** The game at the end of the main line, which must replay without error. */
function mainGame(text: string, options?: SgfRecordOptions): Game {
  const r = record(text, options);
  const at = r.gameAt(r.mainLine());
  assert.equal(at.error, null, at.error?.message);
  return at.game;
}

function replayWarnings(text: string): string[] {
  const r = record(text);
  return r.gameAt(r.mainLine()).warnings.map((w) => w.code);
}

describe('readRecord: the variant (ZVR, RU)', () => {
  test('ZVR names the variant and its rule options; the record lists every option in force', () => {
    const r = record('(;SZ[9]ZVR[tile;maxTiles=2;scoring=standard])');
    assert.equal(r.variant, 'tile');
    assert.deepEqual(r.ruleOptions, { komi: 7.5, maxTiles: 2, scoring: 'standard' });
    assert.deepEqual(record('(;SZ[9]ZVR[tile])').ruleOptions, { komi: 7, maxTiles: 1, scoring: 'prisoner-return' });
    assert.deepEqual(record('(;SZ[9]ZVR[go;ko=positional])').ruleOptions, { komi: 7.5, ko: 'positional' });
    assert.deepEqual(record('(;SZ[9]ZVR[loose])').ruleOptions, { komi: 0 });
  });

  test('ZVR is read tolerantly: names, case, spaces, maxTiles=unlimited, and the old form tile-go:maxStack=1', () => {
    assert.deepEqual(record('(;SZ[9]ZVR[Tile Go; MaxTiles = unlimited ; Scoring=Standard])').ruleOptions, { komi: 7.5, maxTiles: 'unlimited', scoring: 'standard' });
    const old = record('(;SZ[9]ZVR[tile-go:maxStack=3;scoring=prisoner-return])');
    assert.deepEqual([old.variant, old.ruleOptions.maxTiles], ['tile', 3]);
  });

  test('ZVR naming no known variant is ERR_SGF_VARIANT, at the root', () => {
    const result = readRecord(root('\n(;SZ[9]ZVR[chess])'));
    assert.ok(!result.ok);
    assert.deepEqual([result.error.code, result.error.line, result.error.column], ['ERR_SGF_VARIANT', 2, 2]);
    assert.match(result.error.message, /ZVR\[chess\] names no variant/);
  });

  test('ZVR: an unknown option, or one the variant does not take, is ignored with a warning', () => {
    const { record: r, warnings } = read('(;SZ[9]ZVR[loose;ko=basic;speed=fast])');
    assert.equal(r.variant, 'loose');
    assert.deepEqual(warnings, ['WARN_SGF_IGNORED_VALUE', 'WARN_SGF_IGNORED_VALUE']);
  });

  test('RU is the fallback: every registered variant is read from its name, its id and each alias', () => {
    for (const id of Object.keys(VARIANTS) as VariantId[]) {
      const spec = VARIANTS[id];
      for (const name of [spec.name, id, ...spec.aliases]) assert.equal(variantFromName(name), id, name);
      if (id !== 'go') assert.equal(record(`(;SZ[9]RU[${spec.name}])`).variant, id, spec.name);
    }
  });

  test('RU as written: a record of every registered variant names it, and the name reads back as it (Go writes none)', () => {
    for (const id of Object.keys(VARIANTS) as VariantId[]) {
      const ru = gameToSgf(createGame({ variant: id, size: 9 })).props.RU?.[0];
      assert.equal(ru === undefined ? 'go' : variantFromName(ru), id, ru);
    }
  });

  test('RU names are read tolerantly: case, punctuation, ids, extra words after the name', () => {
    for (const [name, id] of [
      ['tile go', 'tile'],
      ['TILE-GO', 'tile'],
      ['Tile Go, N=1', 'tile'],
      ['stoical go (2-2-2 rule)', 'ko-2-2-2'],
      ['Stoical Go, OLE rule', 'ko-ole'],
      ['stoical-go-with-disturbing-captures', 'stoical-disturbing'],
      ['Stoical Go with disturbing captures, one bit', 'stoical-disturbing-strict'],
      ['paper & pencil go', 'paper-pencil'],
      ['No-Seki Go', 'no-seki'],
      ['  LOOSE  ', 'loose'],
      ['cushion', 'cushion'],
    ] as const) {
      assert.equal(variantFromName(name), id, name);
    }
    assert.equal(variantFromName('gomoku'), null);
    assert.equal(variantFromName(''), null);
  });

  test('RU: a rule set of standard Go (Japanese, Chinese, AGA, Tromp/Taylor...) reads as go without a warning', () => {
    for (const ru of ['Japanese', 'Chinese', 'AGA', 'GOE', 'NZ', 'Tromp/Taylor', 'korean']) {
      const { record: r, warnings } = read(`(;SZ[9]RU[${ru}])`);
      assert.deepEqual([r.variant, warnings], ['go', []], ru);
    }
  });

  test('RU naming nothing known reads as go with WARN_SGF_RULES_UNKNOWN', () => {
    const { record: r, warnings } = read('(;SZ[9]RU[house rules])');
    assert.deepEqual([r.variant, warnings], ['go', ['WARN_SGF_RULES_UNKNOWN']]);
  });

  test('ZVR wins over RU, with a warning when they disagree', () => {
    const { record: r, warnings } = read('(;SZ[9]RU[Tile Go]ZVR[cushion])');
    assert.deepEqual([r.variant, warnings], ['cushion', ['WARN_SGF_VARIANT_MISMATCH']]);
    assert.deepEqual(read('(;SZ[9]RU[Tile Go]ZVR[tile])').warnings, []);
  });

  test('the caller wins over ZVR (with a warning when they differ), and caller options over ZVR options', () => {
    const { record: r, warnings } = read('(;SZ[9]ZVR[tile;maxTiles=2])', { variant: 'go' });
    assert.deepEqual([r.variant, warnings], ['go', ['WARN_SGF_VARIANT_MISMATCH']]);
    assert.equal(record('(;SZ[9]ZVR[tile;maxTiles=2])', { maxTiles: 3 }).ruleOptions.maxTiles, 3);
    assert.equal(record('(;SZ[9]ZVR[chess])', { variant: 'go' }).variant, 'go', 'a forced variant reads even an unknown ZVR');
  });

  test('options the engine refuses are ERR_SGF_OPTIONS with the engine code and the option at fault', () => {
    const result = readRecord(root('(;SZ[9])'), { variant: 'tile', maxTiles: 0 });
    assert.ok(!result.ok);
    assert.deepEqual([result.error.code, result.error.engineCode], ['ERR_SGF_OPTIONS', 'ERR_OPTION']);
    assert.equal(result.error.option, 'maxTiles');
    const even = readRecord(root('(;SZ[8])'), { variant: 'loose' });
    assert.ok(!even.ok);
    assert.deepEqual([even.error.engineCode, even.error.option], ['ERR_SIZE', 'size']);
  });
});

describe('readRecord: komi and game information', () => {
  test('Fox komi: KM[650] is 6.5 with a warning', () => {
    const { record: r, warnings } = read('(;SZ[19]KM[650])');
    assert.deepEqual([r.ruleOptions.komi, warnings], [6.5, ['WARN_SGF_KOMI_SCALED']]);
  });

  test('a komi the variant does not allow falls back to its default with WARN_SGF_KOMI_IGNORED', () => {
    const { record: r, warnings } = read('(;SZ[9]RU[Loose]KM[6.5])');
    assert.deepEqual([r.ruleOptions.komi, warnings], [0, ['WARN_SGF_KOMI_IGNORED']]);
    const fox = read('(;SZ[19]KM[650])', { variant: 'tile' });
    assert.deepEqual([fox.record.ruleOptions.komi, fox.warnings], [7, ['WARN_SGF_KOMI_SCALED', 'WARN_SGF_KOMI_IGNORED']]);
  });

  test('a komi the caller gives wins over KM', () => {
    assert.equal(record('(;SZ[9]KM[6.5])', { komi: 0.5 }).ruleOptions.komi, 0.5);
  });

  test('writeSgfKomi writes what parseSgfKomi reads back, whole komi of 50 or more included', () => {
    for (const komi of [0, 6.5, -3, 7, 49, 50, 375, -120.5]) assert.equal(parseSgfKomi(writeSgfKomi(komi))?.komi, komi, String(komi));
  });

  test('info: game information as written, KM raw; also from nodes before the first move', () => {
    const r = record('(;SZ[19]PB[Lee]PW[Cho]KM[650]RE[W+R]DT[2016-03-09];EV[Match]PB[ignored];B[pd];GN[too late])');
    assert.deepEqual(r.info, { PB: 'Lee', PW: 'Cho', KM: '650', RE: 'W+R', DT: '2016-03-09', EV: 'Match' });
  });
});

describe('SgfRecord: the tree', () => {
  const TREE = '(;SZ[9];B[ee](;W[dd];B[cc])(;W[ff])(;W[gg];B[hh]))';

  test('paths are child indexes from the root; nodeAt gives null for a path to nowhere', () => {
    const r = record(TREE);
    assert.equal(r.nodeAt([]), r.root);
    assert.deepEqual(r.nodeAt([0, 2, 0])?.props, { B: ['hh'] });
    assert.equal(r.nodeAt([0, 3]), null);
    assert.equal(r.nodeAt([1]), null);
  });

  test('mainLine follows first children; mainLine(from) continues a variation', () => {
    const r = record(TREE);
    assert.deepEqual(r.mainLine(), [0, 0, 0]);
    assert.deepEqual(r.mainLine([0, 2]), [0, 2, 0]);
    assert.deepEqual(r.children([0]).map((n) => n.props), [{ W: ['dd'] }, { W: ['ff'] }, { W: ['gg'] }]);
    assert.deepEqual(r.children([0, 1]), []);
  });

  test('gameAt replays the path: each variation gives its own position', () => {
    const r = record(TREE);
    assert.deepEqual(r.gameAt([0, 0, 0]).game.moves, ['E5', 'D6', 'C7']);
    assert.deepEqual(r.gameAt([0, 1]).game.moves, ['E5', 'F4']);
    assert.deepEqual(r.gameAt([0, 2, 0]).game.moves, ['E5', 'G3', 'H2']);
    assert.deepEqual(r.gameAt([]).game.moves, []);
  });

  test('gameAt gives a fresh game each call, which the caller may change', () => {
    const r = record(TREE);
    const first = r.gameAt([0]).game;
    first.play('A1');
    assert.deepEqual(r.gameAt([0]).game.moves, ['E5']);
  });

  test('a path to nowhere is ERR_SGF_PATH, with the game at the last node that exists', () => {
    const at = record(TREE).gameAt([0, 1, 0]);
    assert.equal(at.error?.code, 'ERR_SGF_PATH');
    assert.deepEqual(at.game.moves, ['E5', 'F4']);
  });

  test('a refused move stops the replay: the game up to the last good node, the error names the move', () => {
    const at = record('(;SZ[9];B[ee];W[dd]\n;B[dd];W[cc])').gameAt([0, 0, 0, 0]);
    assert.deepEqual([at.error?.code, at.error?.engineCode, at.error?.moveNumber, at.error?.line], ['ERR_SGF_MOVE', 'ERR_OCCUPIED', 3, 2]);
    assert.deepEqual(at.game.moves, ['E5', 'D6']);
  });
});

describe('SgfRecord.gameAt: setup and Fox quirks', () => {
  test('Fox: handicap stones in the second node; at the root the board is empty, from the second node on White moves', () => {
    const r = record('(;SZ[19]HA[2]KM[0];AB[pd][dp];W[qp])');
    assert.deepEqual([r.gameAt([]).game.view().points.filter((p) => p.color).length, r.gameAt([]).game.toPlay], [0, 'black']);
    const handicap = r.gameAt([0]).game;
    assert.deepEqual([handicap.pointAt('Q16')?.color, handicap.toPlay, handicap.length], ['black', 'white', 0]);
    assert.deepEqual(r.gameAt([0, 0]).game.moves, ['R4']);
  });

  test('setup in child nodes after moves edits the position; in a variation only on its own path', () => {
    const r = record('(;SZ[9];B[ee](;AE[ee]AB[aa]PL[B];B[bb])(;W[dd]))');
    const edited = r.gameAt([0, 0, 0]).game;
    assert.deepEqual(rows(edited).slice(0, 5), ['X........', '.X.......', '.........', '.........', '.........']);
    assert.deepEqual(rows(r.gameAt([0, 1]).game)[4], '....X....');
  });

  test('ZVG, ZVT and ZVM in setup nodes give the start position its ghosts, tiles and marked stones', () => {
    const ghosts = mainGame('(;SZ[5]ZVR[no-seki]AB[cc][dd]AW[ee]ZVG[cc][ee])');
    assert.deepEqual(rows(ghosts), ['.....', '.....', '..x..', '...X.', '....o']);
    const tiles = mainGame('(;SZ[5]ZVR[tile;maxTiles=3]AB[cc];ZVT[cc:2][aa:3])');
    assert.deepEqual([tiles.pointAt('C3')?.tiles, tiles.pointAt('A5')?.tiles, tiles.pointAt('C3')?.color], [2, 3, 'black']);
    const block = mainGame('(;SZ[5]ZVR[cushion;maxTiles=2]ZVT[aa:bb:2][bb:0])');
    assert.deepEqual(['A5', 'B5', 'A4', 'B4'].map((p) => block.pointAt(p)?.tiles), [2, 2, 2, 0], 'a rectangle, then 0 removes a stack');
    const marks = mainGame('(;SZ[5]RU[Paper and Pencil Go]AB[aa:ba]ZVM[aa])');
    assert.deepEqual([marks.pointAt('A5')?.marked, marks.pointAt('B5')?.marked], [true, false]);
  });

  test('variant state that does not fit is ignored with a warning: no stone under a ghost, tiles in Go', () => {
    assert.deepEqual(replayWarnings('(;SZ[5]ZVR[no-seki]AB[cc]ZVG[cc][dd])'), ['WARN_SGF_IGNORED_VALUE']);
    assert.deepEqual(replayWarnings('(;SZ[5]AB[cc]ZVT[cc:1])'), ['WARN_SGF_IGNORED_VALUE']);
    assert.deepEqual(replayWarnings('(;SZ[5]ZVR[tile]ZVT[cc:x][zz:1])'), ['WARN_SGF_IGNORED_VALUE', 'WARN_SGF_IGNORED_VALUE']);
  });

  test('a start state the engine refuses (a stack over maxTiles) is ERR_SGF_SETUP, with the bare stones', () => {
    const r = record('(;SZ[5]ZVR[tile]AB[cc]ZVT[cc:2];B[dd])');
    const at = r.gameAt(r.mainLine());
    assert.deepEqual([at.error?.code, at.error?.engineCode], ['ERR_SGF_SETUP', 'ERR_SETUP']);
    assert.deepEqual([at.game.pointAt('C3')?.color, at.game.pointAt('C3')?.tiles], ['black', 0]);
  });

  test('a snapshot after the first move is checked against the engine: a difference is a warning, the engine stands', () => {
    const good = '(;SZ[5]ZVR[no-seki];B[cc]ZVK[ghost]ZVG[cc];W[dd]ZVG[cc])';
    assert.deepEqual(replayWarnings(good), []);
    const bad = '(;SZ[5]ZVR[no-seki];B[cc]ZVK[ghost];W[dd]ZVG[dd])';
    assert.deepEqual(replayWarnings(bad), ['WARN_SGF_SNAPSHOT_MISMATCH']);
    assert.equal(mainGame(bad).pointAt('C3')?.ghost, true);
  });
});

describe('SgfRecord.gameAt: variant moves (ZVK)', () => {
  test('ZVK[ghost] on B[pt] places a ghost (No Seki Go); a stone may then take the ghost point', () => {
    const g = mainGame('(;SZ[5]ZVR[no-seki];B[cc]ZVK[ghost];W[cc])');
    assert.deepEqual(g.moves, ['ghost:C3', 'C3']);
    assert.equal(g.pointAt('C3')?.color, 'white');
  });

  test('ZVK[return] on B[] returns a prisoner (Tile Go)', () => {
    const g = mainGame('(;SZ[5]ZVR[tile];B[cc];W[]ZVK[return])');
    assert.deepEqual([g.moves, g.prisoners.white], [['C3', 'return'], 6]);
  });

  test('B[] where the variant has no pass but a return is possible reads as the return, with a warning', () => {
    const text = '(;SZ[5]ZVR[tile];B[cc];W[])';
    assert.deepEqual(mainGame(text).moves, ['C3', 'return']);
    assert.deepEqual(replayWarnings(text), ['WARN_SGF_PASS_AS_RETURN']);
  });

  test('B[] in Tile Go with standard scoring stays a pass', () => {
    assert.deepEqual(mainGame('(;SZ[5]ZVR[tile;scoring=standard];B[cc];W[])').moves, ['C3', 'pass']);
  });

  test('a ZVK that does not fit its move is ignored with a warning', () => {
    const text = '(;SZ[5]ZVR[no-seki];B[]ZVK[ghost];W[cc]ZVK[tile])';
    assert.deepEqual(mainGame(text).moves, ['pass', 'C3']);
    assert.deepEqual(replayWarnings(text), ['WARN_SGF_IGNORED_VALUE', 'WARN_SGF_IGNORED_VALUE']);
  });

  test('a ghost in a variant without ghosts is refused by the engine: ERR_SGF_MOVE', () => {
    const r = record('(;SZ[5];B[cc]ZVK[ghost])');
    assert.equal(r.gameAt(r.mainLine()).error?.engineCode, 'ERR_MOVE_KIND');
  });
});

describe('dimmedAt and variationsAt', () => {
  test('DD is inherited along the path; DD[] clears it; a variation does not see its siblings', () => {
    const r = record('(;SZ[9]DD[aa];B[ee](;W[dd];DD[bb:cb];B[cc];DD[])(;W[ff]))');
    assert.deepEqual(dimmedAt(r, []), [{ x: 0, y: 0 }]);
    assert.deepEqual(dimmedAt(r, [0, 0]), [{ x: 0, y: 0 }]);
    assert.deepEqual(dimmedAt(r, [0, 0, 0]), [{ x: 1, y: 1 }, { x: 2, y: 1 }]);
    assert.deepEqual(dimmedAt(r, [0, 0, 0, 0]), [{ x: 1, y: 1 }, { x: 2, y: 1 }]);
    assert.deepEqual(dimmedAt(r, [0, 0, 0, 0, 0]), []);
    assert.deepEqual(dimmedAt(r, [0, 1]), [{ x: 0, y: 0 }]);
    assert.deepEqual(dimmedAt(r, [0, 5]), []);
  });

  test('a node with several children marks each child move with a, b, c... by child index', () => {
    const r = record('(;SZ[9];B[ee](;W[dd])(;W[])(;AB[aa])(;W[ff]ZVK[ghost]))');
    assert.deepEqual(variationsAt(r, [0]), [
      { point: { x: 3, y: 3 }, label: 'a', childIndex: 0 },
      { point: { x: 5, y: 5 }, label: 'd', childIndex: 3 },
    ]);
  });

  test('a node with one child or none has no variation marks', () => {
    const r = record('(;SZ[9];B[ee];W[dd])');
    assert.deepEqual([variationsAt(r, []), variationsAt(r, [0, 0]), variationsAt(r, [7])], [[], [], []]);
  });
});

describe('viewportOf and viewportAt (VW)', () => {
  const node = (text: string) => root(text);

  test("a node's VW as a viewport: the rectangle, both corners included, in either order", () => {
    assert.deepEqual(viewportOf(node('(;SZ[19]VW[aa:ge])'), 19), { x0: 0, y0: 0, x1: 6, y1: 4 });
    assert.deepEqual(viewportOf(node('(;SZ[19]VW[ge:aa])'), 19), { x0: 0, y0: 0, x1: 6, y1: 4 });
    assert.deepEqual(viewportOf(node('(;SZ[13:7]VW[jc:mg])'), 13, 7), { x0: 9, y0: 2, x1: 12, y1: 6 });
  });

  test('single points or several rectangles: the smallest rectangle holding them all', () => {
    assert.deepEqual(viewportOf(node('(;VW[cc][ee][bd])'), 19), { x0: 1, y0: 2, x1: 4, y1: 4 });
    assert.deepEqual(viewportOf(node('(;VW[aa:bb][pp:ss])'), 19), { x0: 0, y0: 0, x1: 18, y1: 18 });
  });

  test('points off the board and unreadable values are dropped; null without VW, for VW[] and when nothing is left', () => {
    assert.deepEqual(viewportOf(node('(;VW[aa:cc][zz][x])'), 9), { x0: 0, y0: 0, x1: 2, y1: 2 });
    assert.deepEqual(viewportOf(node('(;VW[ga:kc])'), 9), { x0: 6, y0: 0, x1: 8, y1: 2 }, 'a rectangle running off the board is cut to it');
    assert.equal(viewportOf(node('(;SZ[9])'), 9), null);
    assert.equal(viewportOf(node('(;VW[])'), 9), null);
    assert.equal(viewportOf(node('(;VW[zz][x])'), 9), null);
  });

  test('VW is inherited along the path; VW[] clears it; a variation does not see its siblings', () => {
    const r = record('(;SZ[19]VW[aa:ee];B[cc](;W[dd];VW[pp:ss];B[qq];VW[])(;W[ee]))');
    const corner = { x0: 0, y0: 0, x1: 4, y1: 4 };
    assert.deepEqual(viewportAt(r, []), corner);
    assert.deepEqual(viewportAt(r, [0, 0]), corner);
    assert.deepEqual(viewportAt(r, [0, 0, 0]), { x0: 15, y0: 15, x1: 18, y1: 18 });
    assert.deepEqual(viewportAt(r, [0, 0, 0, 0]), { x0: 15, y0: 15, x1: 18, y1: 18 });
    assert.equal(viewportAt(r, [0, 0, 0, 0, 0]), null, 'VW[] shows the whole board again');
    assert.deepEqual(viewportAt(r, [0, 1]), corner);
    assert.equal(viewportAt(r, [0, 5]), null, 'a path to nowhere');
    assert.equal(viewportAt(record('(;SZ[9];B[ee])'), [0]), null, 'no VW: the whole board');
  });

  test('a corner diagram: the viewport is the part drawn, on every move node', () => {
    const diagram = parseDiagram('$$B\n$$ +-----------\n$$ | . . . . .\n$$ | . 1 2 . .\n$$ | . . . . .');
    assert.ok(diagram.ok);
    const read = readRecord(diagram.tree);
    assert.ok(read.ok);
    const corner = { x0: 0, y0: 0, x1: 4, y1: 2 };
    assert.deepEqual([viewportAt(read.record, []), viewportAt(read.record, [0]), viewportAt(read.record, [0, 0])], [corner, corner, corner]);
  });
});

describe('gameToSgf', () => {
  test('the root: GM FF CA AP SZ, game information, KM, RU, ZVR, then the start position with its variant state', () => {
    const game = createGame({ variant: 'tile', size: 5, maxTiles: 2, setup: { black: ['C3'], white: ['D4'], tiles: { C3: 1, A1: 2 } } });
    const node = gameToSgf(game, { PB: 'Ann', PW: 'Bo', KM: '99' });
    assert.deepEqual(node.props, {
      GM: ['1'],
      FF: ['4'],
      CA: ['UTF-8'],
      AP: [SGF_APPLICATION],
      SZ: ['5'],
      PB: ['Ann'],
      PW: ['Bo'],
      KM: ['7'],
      RU: ['Tile Go'],
      ZVR: ['tile;maxTiles=2;scoring=prisoner-return'],
      AB: ['cc'],
      AW: ['db'],
      PL: ['B'],
      ZVT: ['cc:1', 'ae:2'],
    });
  });

  test('AP names this package and its version, as package.json has it', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    assert.equal(SGF_APPLICATION, `${pkg.name}:${pkg.version}`);
  });

  test('moves: one node each, B[] for a pass, ZVK[ghost] and ZVK[return]; an edit is a setup node with PL', () => {
    const ghosts = createGame({ variant: 'no-seki', size: 5 });
    for (const move of ['ghost:C3', 'C3', 'pass']) assert.ok(ghosts.play(move).ok);
    ghosts.edit({ black: ['A1'], empty: ['C3'] });
    assert.ok(ghosts.play('D4', { color: 'white' }).ok);
    ghosts.edit({ toPlay: 'white' });
    ghosts.edit({});
    const text = writeSgf([gameToSgf(ghosts)]);
    assert.match(text, /\n;B\[cc\]ZVK\[ghost\]\n;W\[cc\]\n;B\[\]\n;AE\[cc\]AB\[ae\]\n;W\[db\]\n;PL\[W\]\n;PL\[W\]\)/);
    const tile = createGame({ variant: 'tile', size: 5 });
    tile.play('C3');
    tile.play('return');
    assert.match(writeSgf([gameToSgf(tile)]), /;W\[\]ZVK\[return\]/);
  });

  test('a rectangular board is SZ[w:h]; Go writes no RU of its own; a whole komi of 50 or more keeps its decimals', () => {
    const node = gameToSgf(createGame({ variant: 'go', size: { width: 7, height: 5 }, komi: 60 }));
    assert.deepEqual([node.props.SZ, node.props.RU, node.props.KM, node.props.ZVR], [['7:5'], undefined, ['60.0'], ['go;ko=basic']]);
  });

  test('RE comes from the result at the end of the record, unless given', () => {
    const game = createGame({ variant: 'go', size: 5, komi: 0.5 });
    for (const move of ['C3', 'pass', 'pass']) game.play(move);
    assert.deepEqual(gameToSgf(game).props.RE, ['B+24.5']);
    assert.deepEqual(gameToSgf(game, { RE: 'B+R' }).props.RE, ['B+R']);
    game.goTo(1);
    assert.deepEqual(gameToSgf(game).props.RE, ['B+24.5'], 'whatever position is shown');
    assert.equal(gameToSgf(createGame({ variant: 'go', size: 5 })).props.RE, undefined);
  });

  test('the whole record is written, and the game still shows the position it showed', () => {
    const game = createGame({ variant: 'go', size: 9 });
    for (const move of ['E5', 'C3', 'G7']) game.play(move);
    game.goTo(1);
    const node = gameToSgf(game);
    assert.equal(game.moveNumber, 1);
    let moves = 0;
    for (let n: SgfNode | undefined = node.children[0]; n; n = n.children[0]) moves++;
    assert.equal(moves, 3);
  });

  test('ZVR: writeZvr and readZvr agree for every variant and option', () => {
    for (const [id, options] of [
      ['go', { ko: 'positional' }],
      ['tile', { maxTiles: 'unlimited', scoring: 'standard' }],
      ['cushion', { maxTiles: 4, scoring: 'prisoner-return' }],
      ['ko-ole', {}],
    ] as const) {
      const read = readZvr(writeZvr(id, options));
      assert.deepEqual([read?.variant, read?.options, read?.ignored], [id, options, []]);
    }
  });
});

describe('readRecord: RU in the Stoical Go page\'s own words, and names read by their beginning', () => {
  test('the refinements as the rules page names them read as their variants, without a warning', () => {
    for (const [ru, id] of [
      ['Stoical Go with the ko rule, 2-2-2 rule', 'ko-2-2-2'],
      ['Stoical Go with the ko rule, 2-2 rule', 'ko-2-2'],
      ['Stoical Go with the ko rule, 4-point rule', 'ko-4-point'],
      ['Stoical Go, variant with the ko rule: the "OLE rule" (Open Line Estate rule)', 'ko-ole'],
      ['Stoical Go, Open Line Estate rule', 'ko-ole'],
      ['Stoical Go without the ko rule', 'stoical-disturbing'],
      ['Stoical Go, variant without the ko rule, two bits', 'stoical-disturbing'],
      ['Stoical Go without the ko rule (one bit)', 'stoical-disturbing-strict'],
      ['stoical go without ko rule, 1 bit', 'stoical-disturbing-strict'],
    ] as const) {
      const { record: r, warnings } = read(`(;SZ[9]RU[${ru}])`);
      assert.deepEqual([r.variant, warnings], [id, []], ru);
    }
  });

  test('WARN_SGF_RULES_GUESSED: a name read only by its known beginning says how it was read', () => {
    for (const [ru, id, name] of [
      ['Tile Go, N=1', 'tile', 'Tile Go'],
      ['Stoical Go with the ko rule', 'stoical', 'Stoical Go'],
      ['Stoical Go without the ko rule, 2-2 rule', 'stoical', 'Stoical Go'],
      ['Loose Go, house rules', 'loose', 'Loose'],
    ] as const) {
      const result = readRecord(root(`(;SZ[9]RU[${ru}])`));
      assert.ok(result.ok);
      assert.equal(result.record.variant, id, ru);
      assert.deepEqual(result.warnings.map((w) => w.code), ['WARN_SGF_RULES_GUESSED'], ru);
      assert.match(result.warnings[0]!.message, new RegExp(`RU\\[${ru.replace(/[()[\]]/g, '\\$&')}\\] .*read as ${name} \\(${id}\\)`), ru);
    }
  });

  test('WARN_SGF_RULES_GUESSED for a ZVR variant read by its beginning too', () => {
    const result = readRecord(root('(;SZ[9]ZVR[tile-go-deluxe;maxTiles=2])'));
    assert.ok(result.ok);
    assert.deepEqual([result.record.variant, result.record.ruleOptions.maxTiles, result.warnings.map((w) => w.code)], ['tile', 2, ['WARN_SGF_RULES_GUESSED']]);
    assert.match(result.warnings[0]!.message, /ZVR\[tile-go-deluxe;maxTiles=2\] .*read as Tile Go \(tile\)/);
    assert.deepEqual(read('(;SZ[9]ZVR[tile;maxTiles=2]RU[Tile Go])').warnings, []);
  });
});

describe('SgfRecord.gameAt: errors name their move and property, not their place', () => {
  test('ERR_SGF_MOVE: the message has no "(line, column)": the place is in the line and column fields', () => {
    const at = record('(;SZ[9];B[ee];W[dd]\n;B[dd];W[cc])').gameAt([0, 0, 0, 0]);
    assert.equal(at.error?.code, 'ERR_SGF_MOVE');
    assert.deepEqual([at.error.line, at.error.column], [2, 1]);
    assert.equal(at.error.message, 'Move 3, Black D6 (B[dd]), is illegal: Go: that point is already occupied.');
  });

  test('property: the W of a node holding B and W, the move of an unreadable point, the setup list of a bad point', () => {
    const both = record('(;SZ[9];B[ee]W[ee])').gameAt([0]);
    assert.deepEqual([both.error?.code, both.error?.engineCode, both.error?.property], ['ERR_SGF_MOVE', 'ERR_OCCUPIED', 'W']);
    assert.deepEqual([record('(;SZ[9];B[ee]W[zz])').gameAt([0]).error?.property], ['W']);
    const setup = record('(;SZ[9]AB[aa]AW[zz])').gameAt([]);
    assert.deepEqual([setup.error?.code, setup.error?.property], ['ERR_SGF_POINT', 'AW']);
    const later = record('(;SZ[9];B[ee];AE[aa]AB[cc][tt])').gameAt([0, 0]);
    assert.deepEqual([later.error?.code, later.error?.property], ['ERR_SGF_POINT', 'AB']);
  });

  test('value: the value at fault as written, so a caller can quote it (B[zz], AB[tt], GM[3], SZ[40], ZVR[chess])', () => {
    assert.equal(record('(;SZ[9];B[ee];W[ee])').gameAt([0, 0]).error?.value, 'ee');
    assert.equal(record('(;SZ[9];B[ee]W[zz])').gameAt([0]).error?.value, 'zz');
    assert.equal(record('(;SZ[9];B[ee];AE[aa]AB[cc][tt])').gameAt([0, 0]).error?.value, 'tt');
    const failed = (text: string) => {
      const result = readRecord(root(text));
      return result.ok ? null : [result.error.property, result.error.value];
    };
    assert.deepEqual(failed('(;GM[3])'), ['GM', '3']);
    assert.deepEqual(failed('(;SZ[40])'), ['SZ', '40']);
    assert.deepEqual(failed('(;ZVR[chess])'), ['ZVR', 'chess']);
  });
});

describe('lastOnPath: the inherited properties DD and VW', () => {
  test('the last node on the path that has the property, null when an empty value clears it or nothing has it', () => {
    const r = record('(;SZ[9]DD[aa]VW[aa:cc];B[ee](;W[dd]DD[];B[cc]VW[bb:dd])(;W[ff]))');
    assert.equal(lastOnPath(r, [], 'DD'), r.root);
    assert.equal(lastOnPath(r, [0, 0], 'DD'), null, 'DD[] clears');
    assert.equal(lastOnPath(r, [0, 1], 'DD'), r.root, 'a variation does not see its siblings');
    assert.equal(lastOnPath(r, [0, 0, 0], 'VW'), r.nodeAt([0, 0, 0]));
    assert.equal(lastOnPath(r, [0, 0], 'VW'), r.root);
    assert.equal(lastOnPath(r, [0, 0], 'PM'), null);
    assert.equal(lastOnPath(r, [0, 5], 'DD'), null, 'a path to nowhere');
    assert.deepEqual(dimmedAt(r, [0, 0, 0]), []);
    assert.deepEqual(viewportAt(r, [0, 0, 0]), { x0: 1, y0: 1, x1: 3, y1: 3 });
  });
});

describe('SgfRecord.gameAt: illegal moves, which FF[4] has a viewer play', () => {
  // The shape of the FF[4] example file (ff4_ex.sgf): a ko retake marked KO[], and a variation
  // that ends on a suicide. Black C4 takes the ko at B4; White retakes at once, or plays A5,
  // which has no liberty and captures nothing.
  const SPEC_SHAPE = '(;GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb](;W[bb]KO[]C[retakes at once, as meant])(;W[aa]C[suicide]))';

  test('Go: a ko retake marked KO[] is played, and listed as meant', () => {
    const at = record(SPEC_SHAPE).gameAt([0, 0]);
    assert.equal(at.error, null);
    assert.equal(at.game.pointAt('C4')?.color, null, 'the retake captured C4');
    assert.equal(at.game.pointAt('B4')?.color, 'white');
    assert.deepEqual(
      at.illegalMoves.map((m) => [m.code, m.engineCode, m.moveNumber, m.property, m.ko]),
      [['ERR_SGF_MOVE', 'ERR_KO', 2, 'W', true]],
    );
    assert.match(at.illegalMoves[0]!.message, /^Move 2, White B4 \(W\[bb\]\), is illegal: Go: you may not retake the ko.*\. KO\[\] marks it as meant\.$/);
  });

  test('Go: a suicide in a variation is played as written: the stone goes, and Black holds it as a prisoner', () => {
    const at = record(SPEC_SHAPE).gameAt([0, 1]);
    assert.equal(at.error, null);
    assert.deepEqual(at.game.moves, ['C4', 'A5']);
    assert.equal(at.game.pointAt('A5')?.color, null);
    assert.deepEqual(at.game.prisoners, { black: 2, white: 0 }, 'B4 taken, and the suicided A5');
    assert.deepEqual(at.illegalMoves.map((m) => [m.engineCode, m.ko]), [['ERR_SUICIDE', false]]);
    assert.deepEqual(at.game.history.at(-1), { kind: 'move', move: 'A5', color: 'white', illegal: at.game.view().lastMove!.illegal });
  });

  test('under a variant the rule is the point: an illegal move stops the line with its reason, KO[] or not', () => {
    const r = record(SPEC_SHAPE, { variant: 'ko-2-2' });
    const retake = r.gameAt([0, 0]);
    assert.deepEqual([retake.error?.code, retake.error?.engineCode, retake.illegalMoves.length], ['ERR_SGF_MOVE', 'ERR_KO', 0]);
    assert.match(retake.error!.message, /KO\[\] asks for it to be played anyway, but Stoical Go, 2-2 rule gives an illegal move no meaning/);
    assert.equal(retake.game.length, 1, 'the line stops before the retake');
    const suicide = r.gameAt([0, 1]);
    assert.deepEqual([suicide.error?.engineCode, suicide.game.length], ['ERR_SUICIDE', 1]);
  });

  test('Go: KO[] cannot put a stone on an occupied point; the line stops there', () => {
    const at = record('(;SZ[9];B[ee];W[ee]KO[])').gameAt([0, 0]);
    assert.deepEqual([at.error?.engineCode, at.game.length], ['ERR_OCCUPIED', 1]);
    assert.match(at.error!.message, /KO\[\] cannot force it/);
  });

  test('gameToSgf writes a forced move with KO[], and the record reads back to the same game', () => {
    const game = record(SPEC_SHAPE).gameAt([0, 1]).game;
    const written = gameToSgf(game);
    assert.deepEqual(written.children[0]!.children[0]!.props, { W: ['aa'], KO: [''] });
    const again = record(writeSgf([written])).gameAt([0, 0]);
    assert.deepEqual(again.game.view(), game.view());
    assert.deepEqual(again.illegalMoves.map((m) => [m.engineCode, m.ko]), [['ERR_SUICIDE', true]]);
  });
});
