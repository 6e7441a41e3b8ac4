import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildScene } from '../../src/render/index.js';
import { paintScene } from '../../src/render/index.js';
import { pointContext } from '../../src/render/position-words.js';
import { emptyMarkup } from '../../src/formats/markup.js';
import { after, at, keys, play, viewOf } from './helpers.js';

/** Classes of the painted elements, in order. */
const classes = (view: Parameters<typeof buildScene>[0], options?: Parameters<typeof buildScene>[1]) =>
  paintScene(buildScene(view, options)).map((p) => p.class);

describe('Loose', () => {
  // docs/rules.md, Loose, "Capture": White's liberties at the top are false once Black plays C3.
  const game = play(
    'loose',
    `X . O . X
     X O O O X
     . X . X .
     . . . . .
     . . . . .`,
    'C3',
  );
  const view = game.view();
  const scene = buildScene(view);

  it('marks every stone the last move flipped, and nothing else, with a flip mark', () => {
    const flipped = scene.marks.filter((m) => m.kind === 'flipped');
    assert.deepEqual(keys(flipped.map((m) => m.point)), keys(view.lastMove!.flipped));
    assert.equal(flipped.length, 4);
  });

  it('draws the flipped stones in their new colour, and says which colour they had', () => {
    for (const mark of scene.marks.filter((m) => m.kind === 'flipped')) {
      assert.equal(mark.on, 'black', 'drawn on a black stone');
      assert.equal(mark.color, 'white', 'was white');
      assert.ok(scene.stones.some((s) => s.point.x === mark.point.x && s.point.y === mark.point.y && s.color === 'black'));
    }
    assert.equal(paintScene(scene).filter((p) => p.class === 'mark flipped on-dark').length, 4);
  });

  it('drops the flip marks once another move is played', () => {
    game.play('pass');
    assert.equal(buildScene(game.view()).marks.filter((m) => m.kind === 'flipped').length, 0);
  });
});

describe('Tile Go', () => {
  // White's territory is A5-B4; Black's A5 is an incursion, so White's next placement lays a tile.
  const diagram = `. . O . .
                   . . O . .
                   O O O . .
                   . . . . X
                   . . . . .`;

  it('draws a tile under the stone of a placement that needed one, and the stone on it a little smaller', () => {
    const view = play('tile', diagram, 'A5 E1', { scoring: 'standard' }).view();
    const scene = buildScene(view);
    const e1 = at('E1', 5);
    assert.deepEqual(scene.tiles.map((t) => [t.point, t.count, t.badge]), [[e1, 1, null]]);
    const stone = scene.stones.find((s) => s.point.x === e1.x && s.point.y === e1.y)!;
    assert.equal(stone.onTile, true);
    const plain = scene.stones.find((s) => !s.onTile)!;
    assert.ok(stone.r < plain.r, 'smaller on a tile');
    const tile = scene.tiles[0]!;
    assert.ok(tile.width / 2 - stone.r >= 0.09, 'a rim of the tile shows all round the stone');
  });

  it('keeps a tile drawn where its stone was captured', () => {
    const view = viewOf(5, 5, { 12: { tiles: 1 } });
    const scene = buildScene(view);
    assert.equal(scene.tiles.length, 1);
    assert.equal(scene.stones.length, 0);
  });

  it('prints the height of a stack of two or more in a badge above any stone', () => {
    const scene = buildScene(viewOf(5, 5, { 0: { tiles: 2, color: 'black' }, 1: { tiles: 12 }, 2: { tiles: 1, color: 'white' } }));
    assert.deepEqual(
      scene.tiles.map((t) => t.badge?.text ?? null),
      ['2', '12', null],
    );
    const [two, twelve] = [scene.tiles[0]!.badge!, scene.tiles[1]!.badge!];
    assert.ok(twelve.width > two.width, 'two digits get a wider badge');
    const painted = classes(viewOf(5, 5, { 0: { tiles: 2, color: 'black' } }));
    assert.ok(painted.indexOf('tile-badge') > painted.indexOf('stone black'), 'badge over the stone');
    assert.equal(painted[painted.indexOf('tile-badge') + 1], 'tile-count');
  });
});

describe('Cushion Go', () => {
  it('draws the tile of an incursion that answered an incursion', () => {
    const view = play(
      'cushion',
      `. . O . . .
       . . O . . .
       O O O . . .
       . . . X X X
       . . . X . .
       . . . X . .`,
      'A6 E1',
      { scoring: 'standard' },
    ).view();
    assert.deepEqual(
      buildScene(view).tiles.map((t) => t.point),
      [at('E1', 6)],
    );
  });
});

describe('No Seki Go', () => {
  const view = after('no-seki', 9, 'E5 ghost:D5 ghost:E4 C3');

  it('draws ghosts of each colour as ghosts, distinct from stones', () => {
    const scene = buildScene(view);
    const ghosts = scene.stones.filter((s) => s.ghost).map((s) => [s.point, s.color]);
    assert.deepEqual(ghosts, [
      [at('D5', 9), 'white'],
      [at('E4', 9), 'black'],
    ]);
    const painted = classes(view);
    for (const color of ['black', 'white']) {
      assert.equal(painted.filter((c) => c === `ghost ${color}`).length, 1, `one ${color} ghost body`);
      assert.equal(painted.filter((c) => c === `ghost-core ${color}`).length, 1, `one ${color} ghost core`);
    }
    assert.equal(painted.filter((c) => c.startsWith('stone ')).length, 2, 'the two stones only');
  });

  it('rings a ghost that was the last move', () => {
    const scene = buildScene(after('no-seki', 9, 'E5 ghost:D5'));
    const ring = scene.marks.find((m) => m.kind === 'last-move')!;
    assert.deepEqual([ring.point, ring.on], [at('D5', 9), 'white']);
  });
});

describe('Paper and Pencil Go', () => {
  // docs/rules.md, "White is dead": Black 1 and the five White stones are marked together;
  // the region touches only Black, so it is Black's.
  const dead = play(
    'paper-pencil',
    `. . O X .
     O O O X .
     X X X X .
     . . . . .
     . . . . .`,
    'A5 B5',
  ).view();

  it('crosses every marked stone, in the tone that contrasts with it', () => {
    const marked = buildScene(dead).marks.filter((m) => m.kind === 'marked');
    assert.deepEqual(keys(marked.map((m) => m.point)), keys(['A5', 'B5', 'C5', 'A4', 'B4', 'C4'].map((p) => at(p, 5))));
    const painted = classes(dead);
    assert.equal(painted.filter((c) => c === 'mark marked on-dark').length, 1, 'on the one black stone');
    assert.equal(painted.filter((c) => c === 'mark marked on-light').length, 5, 'on the five white ones');
  });

  it('a marked stone holding a label (a diagram\'s move number) gets a small cross in its lower right, so the label stays readable', () => {
    const markup = { ...emptyMarkup(), labels: [{ point: at('A5', 5), text: '1' }], triangles: [at('B5', 5)] };
    const marks = buildScene(dead, { markup }).marks;
    const corner = marks.filter((m) => m.kind === 'marked-corner');
    assert.deepEqual(keys(corner.map((m) => m.point)), keys(['A5', 'B5'].map((p) => at(p, 5))));
    for (const cross of corner) {
      const plain = buildScene(dead).marks.find((m) => m.kind === 'marked' && keys([m.point])[0] === keys([cross.point])[0])!;
      // The cross's arms reach r / sqrt 2 from its centre: they stay clear of the label's middle, and on the stone.
      const reach = cross.r * Math.SQRT1_2;
      assert.ok(cross.cx - reach > plain.cx && cross.cy - reach > plain.cy, 'clear of the centre');
      assert.ok(Math.hypot(cross.cx - plain.cx, cross.cy - plain.cy) + cross.r <= 0.47, 'inside the stone');
    }
    assert.equal(marks.filter((m) => m.kind === 'marked').length, 4, 'the other marked stones keep the full cross');
  });

  it("outlines a region its owner holds, tints it, and badges it with the owner's shape", () => {
    const [region, ...rest] = buildScene(dead).regions;
    assert.equal(rest.length, 0);
    assert.equal(region!.owner, 'black');
    assert.equal(region!.points.length, 6);
    assert.match(region!.outline, /^M[\d. L]+Z$/, 'one closed loop');
    assert.ok(region!.badge);
    const painted = classes(dead);
    for (const c of ['region-tint black', 'region-edge black', 'region-badge black']) assert.ok(painted.includes(c), c);
    const badge = paintScene(buildScene(dead)).find((p) => p.class === 'region-badge black');
    assert.ok(badge?.tag === 'path' && /H.*V.*H/.test(badge.d), "Black's badge is a square");
  });

  it('gives White a diamond badge and a cased outline', () => {
    const view = play(
      'paper-pencil',
      `. . X O .
       X X X O .
       O O O O .
       . . . . .
       . . . . .`,
      'pass A5 B5',
    ).view();
    const painted = paintScene(buildScene(view));
    assert.ok(painted.some((p) => p.class === 'region-casing white'));
    assert.ok(painted.some((p) => p.class === 'region-edge white'));
    const badge = painted.find((p) => p.class === 'region-badge white');
    assert.ok(badge?.tag === 'path' && !/[HV]/.test(badge.d), "White's badge is a diamond");
  });

  it('draws a neutral region with a dotted outline, no tint and no badge', () => {
    // "Not a ko": Black 1 and White 2 are marked together and touch both colours.
    const view = play(
      'paper-pencil',
      `. . . . .
       . X O . .
       X . . O .
       . X O . .
       . . . . .`,
      'C3 B3',
    ).view();
    const [region] = buildScene(view).regions;
    assert.deepEqual([region!.owner, region!.badge, region!.points.length], [null, null, 2]);
    const painted = classes(view);
    assert.ok(painted.includes('region-edge neutral'));
    assert.ok(!painted.some((c) => c.startsWith('region-tint') || c.startsWith('region-badge')));
  });

  it('draws and names the regions the engine\'s view holds, finding none itself: the rules compute them once per view', () => {
    const view = { ...dead, regions: [] };
    assert.deepEqual(buildScene(view).regions, []);
    assert.equal(pointContext(view).regions.size, 0);
    assert.ok(pointContext(dead).regions.size > 0);
  });

  it('draws no regions where nothing is marked', () => {
    assert.deepEqual(buildScene(after('paper-pencil', 9, 'E5 D5')).regions, []);
  });
});

describe('every variant', () => {
  it('rings the last piece played, and faintly marks the points it captured', () => {
    const view = play(
      'go',
      `. X . . .
       X O X . .
       . . . . .
       . . . . .
       . . . . .`,
      'B3',
    ).view();
    const scene = buildScene(view);
    assert.deepEqual(
      scene.marks.map((m) => [m.kind, m.point, m.on, m.color]),
      [
        ['captured', at('B4', 5), null, 'white'],
        ['last-move', at('B3', 5), 'black', null],
      ],
    );
  });

  it('counts the area of a scored game with a square for Black and a diamond for White, on points not holding the owner\'s own stone', () => {
    const game = play(
      'go',
      `. X O . .
       . X O . .
       . X O . .
       . X O . .
       . X O . .`,
      'pass pass',
    );
    const view = game.view();
    assert.ok(view.owners, 'the engine counted');
    const owners = buildScene(view).marks.filter((m) => m.kind === 'owner');
    assert.deepEqual(
      keys(owners.filter((m) => m.color === 'black').map((m) => m.point)),
      keys(['A1', 'A2', 'A3', 'A4', 'A5'].map((p) => at(p, 5))),
    );
    assert.equal(owners.filter((m) => m.color === 'white').length, 10);
    assert.ok(owners.every((m) => m.on === null), 'only empty points here');
    const painted = paintScene(buildScene(view));
    const square = painted.find((p) => p.class === 'owner black');
    const diamond = painted.find((p) => p.class === 'owner white');
    assert.ok(square?.tag === 'path' && /H/.test(square.d));
    assert.ok(diamond?.tag === 'path' && !/H/.test(diamond.d));
  });

  it('leaves the counted area out when asked, and while the game runs', () => {
    const game = play('go', `. X O . .\n. X O . .\n. X O . .\n. X O . .\n. X O . .`, 'pass pass');
    assert.equal(buildScene(game.view(), { owners: false }).marks.filter((m) => m.kind === 'owner').length, 0);
    game.play('A1');
    assert.equal(buildScene(game.view()).marks.filter((m) => m.kind === 'owner').length, 0);
  });

  it('draws the keyboard cursor as a square round its point, above every piece', () => {
    const view = after('go', 9, 'E5');
    const scene = buildScene(view, { cursor: at('E5', 9) });
    const stone = scene.stones[0]!;
    assert.deepEqual(scene.cursor!.point, at('E5', 9));
    assert.ok(Math.abs(scene.cursor!.x + scene.cursor!.width / 2 - stone.cx) < 1e-9);
    assert.ok(Math.abs(scene.cursor!.y + scene.cursor!.height / 2 - stone.cy) < 1e-9);
    const painted = classes(view, { cursor: at('E5', 9) });
    assert.ok(painted.indexOf('cursor') > painted.indexOf('stone black'));
    assert.equal(painted[painted.indexOf('cursor') - 1], 'cursor-halo', 'a halo under it, for contrast on any stone');
    assert.equal(buildScene(view, { cursor: { x: 9, y: 0 } }).cursor, null, 'off the board: none');
    assert.equal(buildScene(view, { cursor: null }).cursor, null);
  });

  it('previews a legal move as a translucent piece, and an illegal one with a not-allowed sign', () => {
    const view = after('no-seki', 9, 'E5');
    const legal = buildScene(view, { preview: { point: at('D4', 9), color: 'white', ghost: false, legal: true } }).preview!;
    assert.deepEqual([legal.piece, legal.forbidden], [true, null]);
    const ghost = classes(view, { preview: { point: at('D4', 9), color: 'white', ghost: true, legal: true } });
    assert.ok(ghost.includes('preview-ghost white'));
    const occupied = buildScene(view, { preview: { point: at('E5', 9), color: 'white', ghost: false, legal: false } }).preview!;
    assert.equal(occupied.piece, false, 'no piece over the stone already there');
    assert.ok(occupied.forbidden);
    const painted = classes(view, { preview: { point: at('E5', 9), color: 'white', ghost: false, legal: false } });
    assert.deepEqual(painted.filter((c) => c.startsWith('forbidden')), ['forbidden-halo', 'forbidden']);
    const suicide = buildScene(view, { preview: { point: at('A1', 9), color: 'white', ghost: false, legal: false } }).preview!;
    assert.deepEqual([suicide.piece, !!suicide.forbidden], [true, true], 'an empty illegal point shows both');
    assert.equal(buildScene(view, { preview: { point: { x: -1, y: 0 }, color: 'black', ghost: false, legal: true } }).preview, null);
  });

  it('draws no rules overlay unless asked: the overlays layer is empty without the option', () => {
    assert.deepEqual(buildScene(after('tile', 9, 'E5')).overlays, []);
  });
});
