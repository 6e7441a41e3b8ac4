import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { GameOptionError, VARIANTS, createGame } from '../../src/engine/index.js';
import type { Coord, GameOptions, PointState, PositionView, VariantId } from '../../src/engine/types.js';
import { parseDiagram, writeDiagram, type DiagramMarkup } from '../../src/formats/diagram.js';
import type { Markup } from '../../src/engine/markup.js';
import { markupOf } from '../../src/formats/markup.js';
import { readRecord } from '../../src/formats/read-record.js';

const EMPTY: PointState = { color: null, ghost: false, tiles: 0, marked: false };

/** A plain view of a `width` x `height` board with the given points set. */
function view(width: number, height: number, set: Record<number, Partial<PointState>> = {}, toPlay: 'black' | 'white' = 'black'): PositionView {
  const points = Array.from({ length: width * height }, (_, i) => ({ ...EMPTY, ...set[i] }));
  return {
    variant: 'go',
    width,
    height,
    points,
    toPlay,
    moveNumber: 0,
    prisoners: { black: 0, white: 0 },
    lastMove: null,
    result: null,
    notes: [],
    owners: null,
    regions: [],
  };
}

function rootOf(text: string) {
  const read = parseDiagram(text);
  assert.ok(read.ok, read.ok ? '' : `${read.error.code} ${read.error.line}:${read.error.column} ${read.error.message}\n${text}`);
  assert.deepEqual(read.warnings, []);
  return read.tree;
}

describe('writeDiagram', () => {
  test('a small board: header, four edges, points separated by spaces', () => {
    const text = writeDiagram(view(3, 3, { 0: { color: 'black' }, 4: { color: 'white' } }));
    assert.equal(text, ['$$B3', '$$ +-------+', '$$ | X . . |', '$$ | . O . |', '$$ | . . . |', '$$ +-------+', ''].join('\n'));
  });

  test('empty star points are written ","', () => {
    const rows = writeDiagram(view(9, 9)).split('\n');
    assert.equal(rows[4], '$$ | . . , . . . , . . |');
    assert.equal(rows[6], '$$ | . . . . , . . . . |');
    const big = writeDiagram(view(19, 19)).split('\n');
    assert.equal(big[5], '$$ | . . . , . . . . . , . . . . . , . . . |');
  });

  test('header: $$W when White is to play, c for coordinates, the title on one line', () => {
    const text = writeDiagram(view(5, 5, {}, 'white'), { coordinates: true, title: 'A ko\nfight ' });
    assert.equal(text.split('\n')[0], '$$Wc5 A ko fight');
    const read = parseDiagram(text);
    assert.ok(read.ok);
    assert.equal(read.coordinates, true);
    assert.equal(read.title, 'A ko fight');
    assert.equal(read.tree.props.PL![0], 'W');
  });

  test("a title's own move notes are left out: only the moves given are numbered", () => {
    const text = writeDiagram(view(5, 5), { title: 'Dia. 2: 5 at 1, 6 pass (7 at D4)' });
    assert.equal(text.split('\n')[0], '$$B5 Dia. 2');
    assert.equal(writeDiagram(view(5, 5), { title: '1 ghost, 2 return' }).split('\n')[0], '$$B5');
    assert.equal(writeDiagram(view(5, 5), { title: 'Black 1 at 3-3 point' }).split('\n')[0], '$$B5 Black 1 at 3-3 point');
    const read = parseDiagram(writeDiagram(view(5, 5), { title: '3 at a', markup: { labels: [{ point: { x: 0, y: 0 }, text: 'a' }] } }));
    assert.ok(read.ok);
  });

  test('a rectangular board has no size in the header: its edges give it', () => {
    const text = writeDiagram(view(7, 3, { 6: { color: 'black' } }));
    assert.equal(text.split('\n')[0], '$$B');
    assert.deepEqual(rootOf(text).props.SZ, ['7:3']);
  });

  test('variant state: ghosts G/H, marked stones K/L, one tile D/E/=, taller stacks with {TL}', () => {
    const text = writeDiagram(
      view(4, 2, {
        0: { color: 'black', ghost: true },
        1: { color: 'white', ghost: true },
        2: { color: 'black', marked: true },
        3: { color: 'white', marked: true },
        4: { color: 'black', tiles: 1 },
        5: { color: 'white', tiles: 3 },
        6: { tiles: 1 },
        7: { tiles: 2 },
      }),
    );
    assert.deepEqual(text.split('\n').slice(2, 4), ['$$ | G H K L |', '$$ | D E = = |']);
    assert.deepEqual(text.split('\n').slice(5, 7), ['$$ {TL B1 3}', '$$ {TL D1 2}']);
    const props = rootOf(text).props;
    assert.deepEqual(props.ZVG, ['aa', 'ba']);
    assert.deepEqual(props.ZVM, ['ca', 'da']);
    assert.deepEqual(props.ZVT, ['ab:1', 'bb:3', 'cb:1', 'db:2']);
  });

  test('markup: marks on stones and empty points, labels, dimmed points, arrows and lines', () => {
    const markup: DiagramMarkup = {
      circles: [{ x: 0, y: 0 }, { x: 0, y: 1 }],
      squares: [{ x: 1, y: 0 }, { x: 1, y: 1 }],
      triangles: [{ x: 2, y: 0 }, { x: 2, y: 1 }],
      crosses: [{ x: 3, y: 0 }, { x: 3, y: 1 }],
      labels: [{ point: { x: 0, y: 2 }, text: 'a' }],
      dimmed: [{ x: 1, y: 2 }],
      arrows: [{ from: { x: 0, y: 0 }, to: { x: 3, y: 2 } }],
      lines: [{ from: { x: 2, y: 2 }, to: { x: 3, y: 2 } }],
    };
    const stones = { 0: { color: 'black' }, 1: { color: 'black' }, 2: { color: 'black' }, 3: { color: 'black' } } as const;
    const white = { 0: { color: 'white' }, 1: { color: 'white' }, 2: { color: 'white' }, 3: { color: 'white' } } as const;
    const text = writeDiagram(view(4, 3, { ...stones }), { markup });
    assert.deepEqual(text.split('\n').slice(2, 5), ['$$ | B # Y Z |', '$$ | C S T M |', '$$ | a ? . . |']);
    assert.deepEqual(text.split('\n').slice(6, 8), ['$$ {AR A3 D1}', '$$ {LN C1 D1}']);
    assert.deepEqual(writeDiagram(view(4, 3, { ...white }), { markup }).split('\n')[2], '$$ | W @ Q P |');
  });

  test('one thing per point: circle, square, triangle, cross, label, dimmed, in that order', () => {
    const p = { x: 0, y: 0 };
    const row = (markup: DiagramMarkup) => writeDiagram(view(2, 2), { markup }).split('\n')[2];
    assert.equal(row({ crosses: [p], circles: [p] }), '$$ | C . |');
    assert.equal(row({ triangles: [p], squares: [p] }), '$$ | S . |');
    assert.equal(row({ labels: [{ point: p, text: 'b' }], crosses: [p] }), '$$ | M . |');
    assert.equal(row({ dimmed: [p], labels: [{ point: p, text: 'b' }] }), '$$ | b . |');
  });

  test('what no character shows is left out: marks on ghosts and marked stones, labels on stones or longer than a letter, selected', () => {
    const markup: DiagramMarkup = {
      circles: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 9, y: 9 }],
      labels: [{ point: { x: 0, y: 1 }, text: 'A' }, { point: { x: 1, y: 1 }, text: 'ab' }, { point: { x: 2, y: 0 }, text: 'c' }],
      selected: [{ x: 2, y: 1 }],
      dimmed: [{ x: 2, y: 0 }],
      arrows: [{ from: { x: 0, y: 0 }, to: { x: 0, y: 0 } }, { from: { x: 0, y: 0 }, to: { x: 5, y: 5 } }],
    };
    const text = writeDiagram(
      view(3, 2, { 0: { color: 'black', ghost: true }, 1: { color: 'white', marked: true }, 2: { color: 'black' } }),
      { markup },
    );
    assert.deepEqual(text.split('\n').slice(2, 4), ['$$ | G L X |', '$$ | . . . |']);
    assert.equal(text.split('\n').length, 6);
  });

  test('tiles under markup keep their height in a {TL} line', () => {
    const text = writeDiagram(view(2, 2, { 0: { color: 'black', tiles: 1 }, 1: { tiles: 2 } }), {
      markup: { circles: [{ x: 0, y: 0 }], labels: [{ point: { x: 1, y: 0 }, text: 'a' }] },
    });
    assert.deepEqual(text.split('\n').slice(2, 3), ['$$ | B a |']);
    assert.deepEqual(rootOf(text).props.ZVT, ['aa:1', 'ba:2']);
  });
});

// ---------------------------------------------------------------------------------------------
// Round trips over random positions of every variant

const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

interface RandomPosition {
  variant: VariantId;
  width: number;
  height: number;
  /** Per point: 0 empty, 1 black, 2 white. */
  colors: number[];
  /** Per point: a flag for the variant's state (ghost, marked), or a tile height. */
  state: number[];
  toPlay: 'black' | 'white';
  maxTiles: number | 'unlimited';
}

const randomPosition: fc.Arbitrary<RandomPosition> = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    width: fc.integer({ min: 2, max: 25 }),
    height: fc.integer({ min: 2, max: 25 }),
    square: fc.boolean(),
    toPlay: fc.constantFrom('black' as const, 'white' as const),
    maxTiles: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant('unlimited' as const)),
    seed: fc.array(fc.integer({ min: 0, max: 2 ** 30 }), { minLength: 625 * 2, maxLength: 625 * 2 }),
  })
  .map(({ variant, width, height, square, toPlay, maxTiles, seed }) => {
    const h = square ? width : height;
    const n = width * h;
    const colors = seed.slice(0, n).map((r) => r % 3);
    const state = seed.slice(625, 625 + n).map((r) => r % 7);
    return { variant, width, height: h, colors, state, toPlay, maxTiles };
  });

function gameOptions(p: RandomPosition): GameOptions | null {
  const spec = VARIANTS[p.variant]!;
  const states = spec.pointState ?? [];
  const black: string[] = [];
  const white: string[] = [];
  const ghosts: string[] = [];
  const marked: string[] = [];
  const tiles: Record<string, number> = {};
  const limit = p.maxTiles === 'unlimited' ? 6 : p.maxTiles;
  p.colors.forEach((c, i) => {
    const x = i % p.width;
    const y = Math.floor(i / p.width);
    const name = `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}${p.height - y}`;
    if (c === 1) black.push(name);
    if (c === 2) white.push(name);
    const s = p.state[i]!;
    if (c !== 0 && s < 3 && states.includes('ghosts')) ghosts.push(name);
    if (c !== 0 && s < 3 && states.includes('marked')) marked.push(name);
    if (s > 2 && states.includes('tiles')) tiles[name] = Math.min(limit, s - 2);
  });
  const options: GameOptions = {
    variant: p.variant,
    size: p.width === p.height ? p.width : { width: p.width, height: p.height },
    setup: { black, white, toPlay: p.toPlay },
  };
  if (states.includes('ghosts')) options.setup!.ghosts = ghosts;
  if (states.includes('marked')) options.setup!.marked = marked;
  if (states.includes('tiles')) {
    options.setup!.tiles = tiles;
    options.maxTiles = p.maxTiles;
  }
  return options;
}

function tryGame(options: GameOptions) {
  try {
    return createGame(options);
  } catch (error) {
    if (error instanceof GameOptionError && error.code === 'ERR_SIZE') return null; // e.g. Loose wants odd sides
    throw error;
  }
}

const sortCoords = (list: readonly Coord[]) => [...list].map((c) => `${c.x},${c.y}`).sort();

describe('writeDiagram: windows and numbered moves', () => {
  /** The main line's moves of a diagram read back, as SGF values with their colour and kind. */
  function movesOf(text: string): string[] {
    const moves: string[] = [];
    for (let node = rootOf(text).children[0]; node; node = node.children[0]) {
      const id = 'B' in node.props ? 'B' : 'W';
      moves.push(`${id}[${node.props[id]![0]}]${node.props.ZVK ? node.props.ZVK[0] : ''}`);
    }
    return moves;
  }

  test('a window is written with the edges it reaches only, as a partial diagram, and read back in its place', () => {
    const text = writeDiagram(view(9, 9, { 20: { color: 'black' } }), { window: { x0: 0, y0: 0, x1: 4, y1: 3 } });
    assert.equal(text, ['$$B9', '$$ +----------', '$$ | . . . . .', '$$ | . . . . .', '$$ | . . X . .', '$$ | . . . . .', ''].join('\n'));
    const root = rootOf(text);
    assert.deepEqual(root.props.VW, ['aa:ed']);
    assert.deepEqual(root.props.AB, ['cc']);
    const bottomRight = writeDiagram(view(9, 9, { 80: { color: 'white' } }), { window: { x0: 6, y0: 7, x1: 8, y1: 8 } });
    assert.equal(bottomRight, ['$$B9', '$$ . . . |', '$$ . . O |', '$$ ------+', ''].join('\n'));
    assert.deepEqual(rootOf(bottomRight).props.AW, ['ii']);
  });

  test('moves 1 to 10 on empty points are digits, 0 for 10, coloured from the player to move', () => {
    const moves = ['A1', 'B1', 'C1', 'D1', 'E1', 'A2', 'B2', 'C2', 'D2', 'E2'];
    const text = writeDiagram(view(5, 5, {}, 'white'), { moves });
    assert.deepEqual(text.split('\n').slice(0, 1).concat(text.split('\n').slice(5, 7)), ['$$W5', '$$ | 6 7 8 9 0 |', '$$ | 1 2 3 4 5 |']);
    assert.deepEqual(movesOf(text), ['W[ae]', 'B[be]', 'W[ce]', 'B[de]', 'W[ee]', 'B[ad]', 'W[bd]', 'B[cd]', 'W[dd]', 'B[ed]']);
  });

  test('other moves are title notes: on an earlier move\'s point, on a point, passes, returns and ghosts', () => {
    const start = view(5, 5, { 0: { color: 'black' } });
    const moves = ['B4', 'A5', 'pass', 'B4', 'return', 'ghost:C3', 'D3', 'E3', 'A1', 'B1', 'C1', 'D1'];
    const text = writeDiagram(start, { moves, title: 'Dia' });
    assert.equal(text.split('\n')[0], '$$B5 Dia, 2 at A5, 3 pass, 4 at 1, 5 return, 6 ghost, 11 at C1, 12 at D1');
    assert.deepEqual(movesOf(text), ['B[bb]', 'W[aa]', 'B[]', 'W[bb]', 'B[]return', 'W[cc]ghost', 'B[dc]', 'W[ec]', 'B[ae]', 'W[be]', 'B[ce]', 'W[de]']);
    assert.deepEqual(rootOf(text).props.GN, ['Dia']);
  });

  test('a point note in column B or W is written in lower case, which no reader takes for a move number', () => {
    const text = writeDiagram(view(5, 5, { 21: { color: 'black' } }), { moves: ['A1', 'C1', 'D1', 'E1', 'A2', 'C2', 'D2', 'E2', 'A3', 'C3', 'B4'] });
    assert.match(text.split('\n')[0]!, / 11 at b4$/);
    assert.equal(movesOf(text).at(-1), 'B[bb]');
  });

  test('a first move number is the header\'s m, and the notes count from it', () => {
    const text = writeDiagram(view(5, 5), { moves: ['C3', 'D3'], firstMove: 21 });
    assert.equal(text.split('\n')[0], '$$B5m21');
    const read = rootOf(text);
    assert.deepEqual(read.children[0]!.props.MN, ['21']);
  });

  test('a move outside the window is a note; tiles under a digit keep their height in a {TL} line', () => {
    const text = writeDiagram(view(5, 5, { 12: { tiles: 1 } }), { moves: ['C3', 'E5'], window: { x0: 0, y0: 1, x1: 4, y1: 4 } });
    assert.match(text, /^\$\$B5 2 at E5\n/);
    assert.match(text, /\$\$ \{TL C3 1\}/);
    assert.deepEqual(rootOf(text).props.ZVT, ['cc:1']);
  });
});

describe('writeDiagram then parseDiagram: properties', () => {
  test('every variant: a random position written and read back (through readRecord and the engine) is the same position', () => {
    fc.assert(
      fc.property(randomPosition, fc.boolean(), fc.string({ maxLength: 30 }), (p, coordinates, title) => {
        const options = gameOptions(p)!;
        const game = tryGame(options);
        fc.pre(game !== null);
        const before = game!.view();
        const text = writeDiagram(before, { coordinates, title: `${title} 5 at 1, ${p.variant} position` });
        const tree = rootOf(text);
        const record = readRecord(tree, { variant: p.variant, ...(options.maxTiles !== undefined ? { maxTiles: options.maxTiles } : {}) });
        assert.ok(record.ok, record.ok ? '' : record.error.message);
        assert.deepEqual(record.warnings, []);
        const at = record.record.gameAt([]);
        assert.equal(at.error, null);
        const after = at.game.view();
        assert.equal(after.width, before.width);
        assert.equal(after.height, before.height);
        assert.equal(after.toPlay, before.toPlay);
        assert.deepEqual(after.points, before.points);
      }),
      { numRuns: 300, seed: 20260705 },
    );
  });

  test('any position view (every combination of stone, ghost, mark and tiles) survives write and read as SGF setup', () => {
    const point = fc.record({
      color: fc.constantFrom(null, 'black' as const, 'white' as const),
      ghost: fc.boolean(),
      marked: fc.boolean(),
      tiles: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 25 }), fc.integer({ min: 2, max: 25 }), fc.array(point, { minLength: 625, maxLength: 625 }), (width, height, raw) => {
        // Ghosts and marks qualify stones; a ghost is never marked.
        const points = raw.slice(0, width * height).map((q) => ({
          color: q.color,
          ghost: q.color !== null && q.ghost,
          marked: q.color !== null && !q.ghost && q.marked,
          tiles: q.tiles,
        }));
        const v = { ...view(width, height), points };
        const props = rootOf(writeDiagram(v)).props;
        const at = (value: string) => ({ x: value.charCodeAt(0) - 97, y: value.charCodeAt(1) - 97 });
        const index = (value: string) => at(value).y * width + at(value).x;
        const rebuilt = v.points.map(() => ({ ...EMPTY }));
        for (const value of props.AB ?? []) rebuilt[index(value)]!.color = 'black';
        for (const value of props.AW ?? []) rebuilt[index(value)]!.color = 'white';
        for (const value of props.ZVG ?? []) rebuilt[index(value)]!.ghost = true;
        for (const value of props.ZVM ?? []) rebuilt[index(value)]!.marked = true;
        for (const value of props.ZVT ?? []) rebuilt[index(value.slice(0, 2))]!.tiles = Number(value.slice(3));
        assert.deepEqual(rebuilt, points);
      }),
      { numRuns: 200, seed: 20260706 },
    );
  });

  test('markup a diagram can show is read back as the same markup', () => {
    const shape = fc.record({ width: fc.integer({ min: 2, max: 19 }), height: fc.integer({ min: 2, max: 19 }) });
    fc.assert(
      fc.property(
        shape,
        fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 361, maxLength: 361 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 4 }),
        ({ width, height }, kinds, links) => {
          const n = width * height;
          const points: PointState[] = [];
          const expected: Markup = { circles: [], triangles: [], squares: [], crosses: [], selected: [], labels: [], arrows: [], lines: [], dimmed: null };
          const lists = [expected.circles, expected.squares, expected.triangles, expected.crosses];
          for (let i = 0; i < n; i++) {
            const k = kinds[i]!;
            const c = { x: i % width, y: Math.floor(i / width) };
            const stone = k >= 8 ? (k % 2 === 0 ? 'black' : 'white') : null;
            points.push({ ...EMPTY, color: stone });
            if (k < 4) lists[k]!.push(c);
            else if (k === 4) expected.labels.push({ point: c, text: String.fromCharCode(97 + (i % 26)) });
            else if (k === 5) (expected.dimmed ??= []).push(c);
            else if (k >= 8) lists[k - 8]!.push(c);
          }
          const seen = new Set<string>();
          for (const [a, b, isArrow] of links) {
            const from = { x: a % width, y: Math.floor(a / width) % height };
            const to = { x: b % width, y: Math.floor(b / width) % height };
            const key = [from, to].map((c) => `${c.x},${c.y}`).sort().join('-');
            if ((from.x === to.x && from.y === to.y) || seen.has(key)) continue;
            seen.add(key);
            (isArrow ? expected.arrows : expected.lines).push({ from, to });
          }
          const text = writeDiagram({ ...view(width, height), points }, { markup: expected });
          const tree = rootOf(text);
          const got = markupOf(tree, width, height);
          for (const field of ['circles', 'squares', 'triangles', 'crosses'] as const) {
            assert.deepEqual(sortCoords(got[field]), sortCoords(expected[field]), field);
          }
          assert.deepEqual(sortCoords(got.dimmed ?? []), sortCoords(expected.dimmed ?? []));
          const labels = (list: Markup['labels']) => list.map((l) => `${l.point.x},${l.point.y}:${l.text}`).sort();
          assert.deepEqual(labels(got.labels), labels(expected.labels));
          const pairs = (list: Markup['arrows']) => list.map((l) => `${l.from.x},${l.from.y}>${l.to.x},${l.to.y}`).sort();
          assert.deepEqual(pairs(got.arrows), pairs(expected.arrows));
          assert.deepEqual(pairs(got.lines), pairs(expected.lines));
        },
      ),
      { numRuns: 200, seed: 20260707 },
    );
  });

  test('read, write, read: a diagram read and written again gives the same start position and markup', () => {
    const diagram = '$$W\n$$ +-----------+\n$$ | . B @ a . |\n$$ | G H K L = |\n$$ | D E ? C S |\n$$ | T M Y Q Z |\n$$ | P # W X O |\n$$ +-----------+\n$$ {TL B3 2}\n$$ {AR A1 E5}';
    const first = parseDiagram(diagram);
    assert.ok(first.ok);
    const record = readRecord(first.tree, { variant: 'go' });
    assert.ok(record.ok);
    // Build the view by hand: the Go engine has no ghosts, marks or tiles.
    const props = first.tree.props;
    const v = view(5, 5, {}, 'white');
    const set = (values: string[] | undefined, f: (p: PointState, value: string) => void) => {
      for (const value of values ?? []) f(v.points[(value.charCodeAt(1) - 97) * 5 + value.charCodeAt(0) - 97] as PointState, value);
    };
    set(props.AB, (p) => (p.color = 'black'));
    set(props.AW, (p) => (p.color = 'white'));
    set(props.ZVG, (p) => (p.ghost = true));
    set(props.ZVM, (p) => (p.marked = true));
    set(props.ZVT, (p, value) => (p.tiles = Number(value.slice(3))));
    const again = parseDiagram(writeDiagram(v, { markup: markupOf(first.tree, 5, 5) }));
    assert.ok(again.ok);
    assert.deepEqual(again.tree.props, first.tree.props);
  });
});
