/**
 * The one picture of an author's text (src/publish/picture.ts): an SGF record or a `$$` diagram,
 * with the board's attributes as written, drawn as the board shows it, titled and described;
 * every problem placed in the text, or quoting the attribute.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VARIANT_IDS } from '../../src/engine/core.js';
// The board's own reading, to hold the pictures' to it.
import { AttributeReader, type AttributeName } from '../../src/element/attributes.js';
import { readChoices } from '../../src/publish/attributes.js';
import { picture, type Picture, type PictureRequest } from '../../src/publish/picture.js';
import { collectionPositions, shownPosition } from '../../src/publish/position.js';

/** The picture, which must be drawn. */
function drawn(request: PictureRequest): Extract<Picture, { ok: true }> {
  const result = picture(request);
  assert.ok(result.ok, `expected a picture, got ${JSON.stringify(!result.ok && result.problem)}`);
  return result;
}

/** The problem, which there must be. */
function problem(request: PictureRequest) {
  const result = picture(request);
  assert.ok(!result.ok, 'expected a problem, got a picture');
  return result.problem;
}

const KO = '(;GN[Ko fight]SZ[9];B[ee];W[de];B[dd];W[ed])';

const PAGE = [
  'A page about the hane.', // 1
  '', // 2
  '$$B The hane', // 3
  '$$ +-----------', // 4
  '$$ | . . . . . .', // 5
  '$$ | . . X O . .', // 6
  '$$ | . 1 X O . .', // 7
  '$$ | . . . . . .', // 8
  '', // 9
  '$$W Another', // 10
  '$$ +-----', // 11
].join('\n');

describe('picture: what is drawn', () => {
  it('an SGF record is an image named by its game name and described stone by stone, sized as the board', () => {
    const p = drawn({ kind: 'sgf', text: KO });
    assert.equal(p.title, 'Ko fight');
    assert.equal(p.description, 'Black stones: D6, E5. White stones: E6, D5. 77 empty points.');
    assert.match(p.svg, /^<svg [^>]*role="img" aria-label="Ko fight"><title>Ko fight<\/title><desc>Black stones: D6, E5\./);
    assert.match(p.svg, /viewBox="0 0 9\.2 9\.2" width="448" height="448" style="max-width:100%;height:auto"/);
    assert.deepEqual(p.warnings, []);
  });

  it('a title given wins over the record\'s; a record without one is named by its position', () => {
    assert.equal(drawn({ kind: 'sgf', text: KO, title: 'Figure 1' }).title, 'Figure 1');
    assert.equal(drawn({ kind: 'sgf', text: '(;SZ[9];B[ee])' }).title, 'Go, 9x9, move 1, White to play');
  });

  it('a diagram is the first one of the text, titled by its header, drawn as the part of the board it shows', () => {
    const p = drawn({ kind: 'diagram', text: PAGE });
    assert.equal(p.title, 'The hane');
    assert.equal(p.description, 'Black stones: C18, B17, C17. White stones: D18, D17. 356 empty points.');
    // A corner of six columns and four rows, with its rim.
    assert.match(p.svg, /viewBox="0 0 6\.2 4\.2" width="448" height="303"/);
  });

  it('a diagram\'s moves are drawn numbered on their stones, as on the board; an SGF record\'s are not', () => {
    const text = ['$$B Two moves', '$$ +-----------', '$$ | . . . . . .', '$$ | . 1 X O . .', '$$ | . . 2 . . .', '$$ | . . . . . .'].join('\n');
    const numbers = (svg: string) => [...svg.matchAll(/<text class="markup-label[^"]*"[^>]*>([^<]*)<\/text>/g)].map(([, label]) => label).sort();
    assert.deepEqual(numbers(drawn({ text, kind: 'diagram' }).svg), ['1', '2']);
    assert.deepEqual(numbers(drawn({ text, kind: 'diagram', attributes: { move: '1' } }).svg), ['1'], 'the moves played so far');
    assert.deepEqual(numbers(drawn({ text: KO, kind: 'sgf' }).svg), []);
  });

  it('move: the position after move N; past the end, the end; puzzle mode shows the start', () => {
    assert.equal(drawn({ kind: 'sgf', text: KO, attributes: { move: '1' } }).description, 'Black stone: E5. 80 empty points.');
    assert.equal(drawn({ kind: 'sgf', text: KO, attributes: { move: '99' } }).description, drawn({ kind: 'sgf', text: KO }).description);
    assert.equal(drawn({ kind: 'sgf', text: KO, attributes: { mode: 'puzzle' } }).description, 'The board is empty.');
  });

  it('coordinates is a boolean attribute: present, whatever its value, it draws them', () => {
    const bare = drawn({ kind: 'sgf', text: KO }).svg;
    const withThem = drawn({ kind: 'sgf', text: KO, attributes: { coordinates: '' } }).svg;
    assert.match(bare, /viewBox="0 0 9\.2 9\.2"/);
    assert.match(withThem, /viewBox="0 0 10\.4 10\.4"/);
  });

  it('overlay="rules" draws the rules overlay and its legend', () => {
    const atari = '(;SZ[9];B[ba];W[aa])';
    assert.match(drawn({ kind: 'sgf', text: atari, attributes: { overlay: 'RULES' } }).svg, /data-overlay="atari"/);
    assert.doesNotMatch(drawn({ kind: 'sgf', text: atari }).svg, /data-overlay/);
  });

  it('variant and the rule options win over the record\'s, as on the board', () => {
    const p = drawn({ kind: 'sgf', text: '(;SZ[9]RU[Japanese];B[ee])', attributes: { variant: 'Tile', 'max-tiles': '2', komi: '3' } });
    assert.match(p.title, /^Tile Go, 9x9/);
  });

  it('orientation turns the whole record before it is drawn', () => {
    assert.equal(drawn({ kind: 'sgf', text: '(;SZ[9];B[aa])', attributes: { orientation: 'rotate-180 swap-colors' } }).description, 'White stone: J1. 80 empty points.');
  });

  it('crop shows a window between two corners; the record\'s VW wins', () => {
    assert.match(drawn({ kind: 'sgf', text: KO, attributes: { crop: 'a9-e5' } }).svg, /viewBox="0 0 5\.2 5\.2"/);
    assert.match(drawn({ kind: 'sgf', text: '(;SZ[9]VW[aa:cc];B[ee])', attributes: { crop: 'none' } }).svg, /viewBox="0 0 3\.2 3\.2"/);
  });

  it('theme chooses the colours: light and dark, and auto (the default) switches with the reader\'s scheme as the board does', () => {
    const light = drawn({ kind: 'sgf', text: KO, attributes: { theme: 'light' } }).svg;
    const dark = drawn({ kind: 'sgf', text: KO, attributes: { theme: 'dark' } }).svg;
    const auto = drawn({ kind: 'sgf', text: KO }).svg;
    assert.notEqual(light, dark);
    assert.match(auto, /prefers-color-scheme: ?dark/);
    assert.doesNotMatch(light, /prefers-color-scheme/);
  });

  it('attributes that change nothing drawn are ignored, whatever their value', () => {
    assert.equal(drawn({ kind: 'sgf', text: KO, attributes: { speed: 'fast', confirm: 'x', src: 'a.sgf' } }).svg, drawn({ kind: 'sgf', text: KO }).svg);
  });

  it('game picks a game tree of a collection', () => {
    assert.equal(drawn({ kind: 'sgf', text: '(;GN[One]SZ[9])(;GN[Two]SZ[9])', attributes: { game: '2' } }).title, 'Two');
  });

  it('a collection\'s positions, read at once, are each game\'s as the game attribute gives it', () => {
    const text = '(;GN[One]SZ[9];B[ee])(;GN[Two]SZ[9];B[cc];W[cc])(;GN[Three]SZ[9])';
    const { count, positions } = collectionPositions({ text, attributes: { coordinates: '' } }, 'all');
    assert.equal(count, 3);
    for (const { game, result } of positions) {
      const alone = shownPosition({ text, kind: 'sgf', attributes: { coordinates: '', game: String(game) } });
      assert.deepEqual(result.ok && result.position.view, alone.ok && alone.position.view, `game ${game}`);
      assert.deepEqual(result.ok && result.position.stopped, alone.ok && alone.position.stopped, `game ${game}`);
    }
    assert.deepEqual(collectionPositions({ text }, [4]).positions.map(({ result }) => !result.ok && result.problem.code), ['ERR_SGF_GAME']);
  });

  it('every variant is drawn at once, with no loading', () => {
    for (const variant of VARIANT_IDS) {
      assert.match(drawn({ kind: 'sgf', text: '(;SZ[9];B[ee])', attributes: { variant } }).svg, /^<svg /, variant);
    }
  });
});

describe('picture: problems', () => {
  it('an SGF syntax error is placed at its line and column', () => {
    assert.deepEqual(problem({ kind: 'sgf', text: '(;SZ[9]\n;B[ee' }), { code: 'ERR_SGF_UNCLOSED_VALUE', message: problem({ kind: 'sgf', text: '(;SZ[9]\n;B[ee' }).message, line: 2, column: 3 });
  });

  it('a move the rules refuse before the position asked for is the engine\'s code at the move\'s property', () => {
    const p = problem({ kind: 'sgf', text: '(;SZ[9];B[ee]\n;W[ee])' });
    assert.deepEqual([p.code, p.line, p.column], ['ERR_OCCUPIED', 2, 2]);
    // Shown before the refused move, the position is drawn.
    assert.ok(picture({ kind: 'sgf', text: '(;SZ[9];B[ee]\n;W[ee])', attributes: { move: '1' } }).ok);
  });

  it('a diagram\'s problem is placed at its line and column in the page', () => {
    const page = ['Intro', '$$ Broken', '$$ +-----', '$$ | . . %', '$$ | . . .'].join('\n');
    assert.deepEqual({ ...problem({ kind: 'diagram', text: page }), message: '' }, { code: 'ERR_DIAGRAM_CHARACTER', message: '', line: 4, column: 10 });
  });

  const SUICIDE = ['Intro', '$$B Suicide', '$$ +-------', '$$ | 1 O . .', '$$ | O . . .', '$$ | . . . .'].join('\n');

  it('a diagram\'s move the variant refuses is the engine\'s code at the move, in words its author wrote (no SGF)', () => {
    const p = problem({ kind: 'diagram', text: SUICIDE, attributes: { variant: 'stoical' } });
    assert.deepEqual([p.code, p.line, p.column], ['ERR_SUICIDE', 4, 6]);
    assert.equal(p.message, 'Move 1, Black A19, is illegal: Stoical Go: suicide is not allowed: that stone would have no liberties.');
  });

  it('a Go move the rules refuse is played as written, as viewers do, and said with the engine\'s code', () => {
    assert.deepEqual(drawn({ kind: 'diagram', text: SUICIDE }).warnings.map((w) => [w.code, w.line, w.column]), [['ERR_SUICIDE', 4, 6]]);
    assert.deepEqual(drawn({ kind: 'sgf', text: '(;SZ[9]AW[ba][ab];KO[]B[aa])' }).warnings.map((w) => w.code), ['WARN_SGF_FORCED_MOVE']);
  });

  it('a text without a diagram is ERR_NOTHING_FOUND at its start', () => {
    assert.deepEqual({ ...problem({ kind: 'diagram', text: 'no diagram here' }), message: '' }, { code: 'ERR_NOTHING_FOUND', message: '', line: 1, column: 1 });
  });

  it('a value an attribute does not take is its code, quoting what was written, at line and column 0', () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ variant: 'chess' }, 'ERR_VARIANT', "variant: 'chess' is not one of go, "],
      [{ komi: 'lots' }, 'ERR_KOMI', "komi: 'lots' is not a number from -1000 to 1000"],
      [{ ko: 'strict' }, 'ERR_OPTION', "ko: 'strict' is not one of basic, positional"],
      [{ 'max-tiles': '0' }, 'ERR_OPTION', "max-tiles: '0' is not a whole number from 1 to"],
      [{ move: 'last' }, 'ERR_OPTION', "move: 'last' is not a move number"],
      [{ game: '0' }, 'ERR_SGF_GAME', "game: '0' is not a game number from 1"],
      [{ overlay: 'all' }, 'ERR_OPTION', "overlay: 'all' is not one of none, rules"],
      [{ theme: 'blue' }, 'ERR_OPTION', "theme: 'blue' is not one of light, dark, auto"],
      [{ crop: 'A1-Z99' }, 'ERR_OPTION', "crop: 'A1-Z99' is not auto, none or a window of this 9x9 board"],
      [{ orientation: 'sideways' }, 'ERR_ORIENTATION', 'The orientation "sideways" cannot be read'],
    ];
    for (const [attributes, code, start] of cases) {
      const p = problem({ kind: 'sgf', text: KO, attributes });
      assert.deepEqual([p.code, p.line, p.column], [code, 0, 0], start);
      assert.ok(p.message.startsWith(start), `${p.message} starts with ${start}`);
    }
  });

  it('a game past the last of the collection is ERR_SGF_GAME', () => {
    assert.equal(problem({ kind: 'sgf', text: KO, attributes: { game: '3' } }).code, 'ERR_SGF_GAME');
  });

  it('what a reader puts up with is a warning at its place, and the picture is drawn', () => {
    const p = drawn({ kind: 'sgf', text: '(;SZ[9]KM[650];B[ee])' });
    assert.deepEqual(p.warnings.map((w) => [w.code, w.line, w.column]), [['WARN_SGF_KOMI_SCALED', 1, 8]]);
  });
});

describe('picture: the attributes read as the board reads them', () => {
  it('every value the board takes is taken, and every value it refuses is refused with its code', () => {
    const samples: Record<AttributeName & string, string[]> = {
      variant: ['go', ' TILE ', 'paper-pencil', 'chess', 'go go'],
      komi: ['6.5', '-3', '.5', '1000', '1000.5', 'lots', '7,5'],
      ko: ['basic', 'Positional', 'strict'],
      'max-tiles': ['1', 'unlimited', 'UNLIMITED', '1000', '1001', '0', 'x'],
      scoring: ['standard', 'prisoner-return', 'japanese'],
      move: ['0', '12', '-3', '+4', '1.5', 'last'],
      game: ['1', '40', '0', '-1', 'two'],
      mode: ['view', 'PUZZLE', 'edit', 'watch'],
      overlay: ['none', 'rules', 'all'],
      theme: ['light', 'dark', 'auto', 'blue'],
    } as Record<AttributeName & string, string[]>;
    const board = new AttributeReader();
    for (const [name, values] of Object.entries(samples) as [AttributeName, string[]][]) {
      for (const written of values) {
        const read = board.read(name, written);
        const choices = readChoices({ [name]: written });
        const refused = choices.ok ? null : choices.problem.code;
        assert.equal(refused, read.problem?.code ?? null, `${name}="${written}"`);
      }
    }
  });
});
