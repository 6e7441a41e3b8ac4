/**
 * Helpers the engine shares with formats, render and the CLI, each written once: point names
 * from board indexes, a board from a shown position, star points, and the rule options' values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BLACK, EMPTY, WHITE } from '../../src/engine/board.js';
import { boardFromView } from '../../src/engine/view-board.js';
import { formatIndex, formatPoint } from '../../src/engine/coords.js';
import { createGame } from '../../src/engine/index.js';
import { RULE_OPTION_VALUES, parseRuleOption } from '../../src/engine/options.js';
import { isStarPoint, starPoints } from '../../src/engine/star-points.js';

describe('formatIndex', () => {
  it('names the point at a board index (row-major from the top left) as formatPoint does', () => {
    for (const [width, height] of [[9, 9], [13, 7], [2, 25]] as const) {
      for (let p = 0; p < width * height; p++) {
        assert.equal(formatIndex(p, width, height), formatPoint(p % width, Math.floor(p / width), width, height), `${p} on ${width}x${height}`);
      }
    }
    assert.equal(formatIndex(0, 19, 19), 'A19');
    assert.equal(formatIndex(13 * 7 - 1, 13, 7), 'N1');
  });

  it('an index off the board is a broken invariant: RangeError, like formatPoint', () => {
    assert.throws(() => formatIndex(81, 9, 9), RangeError);
    assert.throws(() => formatIndex(-1, 9, 9), RangeError);
  });
});

describe('boardFromView', () => {
  it('holds what the view shows: stones, ghosts, tiles and marks, point by point', () => {
    for (const [variant, moves] of [
      ['no-seki', ['ghost:C3', 'D4']],
      ['tile', ['C3', 'D3', 'D4', 'C4']],
      ['paper-pencil', ['C3', 'D3']],
    ] as const) {
      const game = createGame({ variant, size: 5, setup: variant === 'tile' ? { tiles: { A1: 1 } } : undefined });
      for (const move of moves) assert.ok(game.play(move).ok, `${variant} ${move}`);
      const view = game.view();
      const board = boardFromView(view);
      assert.deepEqual([board.width, board.height], [5, 5]);
      view.points.forEach((point, p) => {
        const color = point.color === 'black' ? BLACK : point.color === 'white' ? WHITE : EMPTY;
        assert.deepEqual(
          [board.color[p], board.ghost[p] === 1, board.tiles[p], board.marked[p] === 1],
          [color, point.ghost, point.tiles, point.marked],
          `${variant}: point ${p}`,
        );
      });
    }
  });

  it('two views of one position give boards with the same hash', () => {
    const game = createGame({ variant: 'go', size: 7 });
    for (const move of ['D4', 'C3', 'E5']) game.play(move);
    assert.equal(boardFromView(game.view()).hash, boardFromView(game.view()).hash);
    game.play('pass');
    assert.equal(boardFromView(game.view()).hash, boardFromView(game.view()).hash);
  });
});

describe('star points', () => {
  it('isStarPoint holds exactly for the points starPoints lists, on every board size', () => {
    for (let width = 2; width <= 25; width++) {
      for (const height of [2, 6, 7, 9, 12, 13, 15, 19, 25]) {
        const listed = new Set(starPoints(width, height).map(({ x, y }) => `${x},${y}`));
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            assert.equal(isStarPoint(x, y, width, height), listed.has(`${x},${y}`), `${x},${y} on ${width}x${height}`);
          }
        }
      }
    }
  });
});

describe('rule option values', () => {
  it('RULE_OPTION_VALUES lists the words createGame takes for ko and scoring', () => {
    assert.deepEqual(RULE_OPTION_VALUES, { ko: ['basic', 'positional'], scoring: ['prisoner-return', 'standard'] });
    for (const ko of RULE_OPTION_VALUES.ko) assert.equal(createGame({ variant: 'go', size: 9, ko }).ruleOptions.ko, ko);
    for (const scoring of RULE_OPTION_VALUES.scoring) assert.equal(createGame({ variant: 'tile', size: 9, scoring }).ruleOptions.scoring, scoring);
  });

  it('parseRuleOption reads each option written as text, and nothing else (null)', () => {
    assert.equal(parseRuleOption('ko', 'positional'), 'positional');
    assert.equal(parseRuleOption('ko', 'Positional'), null);
    assert.equal(parseRuleOption('scoring', 'standard'), 'standard');
    assert.equal(parseRuleOption('scoring', 'prisoner return'), null);
    assert.equal(parseRuleOption('maxTiles', '3'), 3);
    assert.equal(parseRuleOption('maxTiles', 'unlimited'), 'unlimited');
    for (const bad of ['0', '-1', '2.5', '', 'infinite']) assert.equal(parseRuleOption('maxTiles', bad), null, bad);
    for (const [text, komi] of [['6.5', 6.5], ['-3', -3], ['+0.5', 0.5], ['.5', 0.5], ['7.', 7], [' 7 ', 7]] as const) {
      assert.equal(parseRuleOption('komi', text), komi, text);
    }
    for (const bad of ['', '.', 'six', '1e3', '6,5', 'Infinity']) assert.equal(parseRuleOption('komi', bad), null, bad);
  });
});
