/**
 * The rules overlay against the rules' definitions, written again here on plain arrays from the
 * rule pages' words (and the models the variants' own property tests use), on positions of
 * random games: the overlay's points for each kind equal the points the definition gives.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, placementOverlay, rulesOverlay, type Color, type Game, type MoveErrorCode, type OverlayMark, type PointState, type VariantId } from '../../src/engine/index.js';
import { cellsOf, components, indexOf, neighbours, randomFrom, randomMove, type Cells } from './random-play.js';
import { disturbingKind, estate, groupAt, isOpenLine, liberties, place } from './stoical-model.js';

/** What the test remembers of each turn played: the board before it, and what it did. */
interface Turn {
  before: number[];
  placement: boolean;
  color: number;
  captured: number;
  incursion: boolean;
}

/** A shown position with the turns that led to it. */
interface Shown {
  game: Game;
  cells: Cells;
  /** 1 black, 2 white. */
  mover: number;
  turns: readonly Turn[];
}

const key = ({ x, y }: { x: number; y: number }, size: number): number => y * size + x;

/** The points of the overlay's marks of `kind` as sorted indices (one entry per point, so a point marked twice shows twice). */
function pointsOf(marks: readonly OverlayMark[], kind: OverlayMark['kind'], size: number): number[] {
  return marks
    .filter((m) => m.kind === kind)
    .flatMap((m) => m.points.map((c) => key(c, size)))
    .sort((a, b) => a - b);
}

/** The marks of `kind`, each as its sorted points and its other fields, in a stable order. */
function marksOf(marks: readonly OverlayMark[], kind: OverlayMark['kind'], size: number): string[] {
  return marks
    .filter((m) => m.kind === kind)
    .map(({ points, kind: _, ...rest }) => `${points.map((c) => key(c, size)).sort((a, b) => a - b).join(',')} ${JSON.stringify(rest)}`)
    .sort();
}

const sorted = (points: Iterable<number>): number[] => [...points].sort((a, b) => a - b);
const empties = ({ cells }: Shown): number[] => cells.color.flatMap((c, p) => (c === 0 ? [p] : []));
const colorName = (c: number): 'black' | 'white' => (c === 1 ? 'black' : 'white');

/**
 * Plays random games of `variant` on small boards and calls `check` on every position shown
 * while the game runs, with the overlay computed once.
 */
function onRandomPositions(variant: VariantId, check: (shown: Shown, overlay: OverlayMark[]) => void, numRuns = 12): void {
  fc.assert(
    fc.property(fc.constantFrom(5, 7), fc.integer(), (size, seed) => {
      const random = randomFrom(seed);
      const game = createGame({ variant, size });
      const turns: Turn[] = [];
      while (game.result === null && turns.length < 3 * size * size) {
        const cells = cellsOf(game.view());
        const mover = game.toPlay === 'black' ? 1 : 2;
        check({ game, cells, mover, turns }, rulesOverlay(game));
        const legal = game.legalMoves();
        // Stones mostly, captures first half of the time (so that captures answer captures and the
        // rules about them come into force); No Seki Go's ghosts and prisoner returns now and then.
        const stones = legal.filter((m) => /^[A-Z]\d+$/.test(m));
        const captures = stones.filter((m) => {
          const done = game.check(m);
          return done.ok && done.captured.length + done.flipped.length > 0;
        });
        const others = legal.filter((m) => !stones.includes(m) && m !== 'pass');
        const pick = (moves: string[]): string => moves[random(moves.length)]!;
        let move =
          captures.length > 0 && random(2) === 0 ? pick(captures) : others.length > 0 && random(4) === 0 ? pick(others) : randomMove(game, stones, random);
        // The random policy passes when only its own eyes are left, where passing is no turn (Tile Go's prisoner return).
        if (!legal.includes(move)) move = pick(others.length > 0 ? others : stones);
        const done = game.play(move);
        assert.ok(done.ok, `${move} was listed as legal`);
        const placement = move !== 'pass' && move !== 'return';
        turns.push({ before: cells.color, placement, color: mover, captured: done.captured.length + done.flipped.length, incursion: done.incursion });
      }
    }),
    { numRuns, seed: 20261125, includeErrorInReport: true },
  );
}

/** The points where a stone of the mover is refused, with check()'s code, and (for the ko) those refused by the ko rule. */
function assertRefusalsAreCheck({ game, cells }: Shown, overlay: OverlayMark[]): void {
  const size = cells.size;
  const expected: string[] = [];
  const view = game.view();
  for (let p = 0; p < size * size; p++) {
    const point = view.points[p]!;
    if (point.color !== null && !point.ghost) continue;
    const answer = game.check({ x: p % size, y: Math.floor(p / size) });
    if (!answer.ok) expected.push(`${p} ${answer.code}`);
  }
  const refused = overlay.filter((m) => m.kind === 'refused').map((m) => `${key(m.points[0]!, size)} ${m.code}`);
  assert.deepEqual(refused.sort(), expected.sort(), 'every refused point carries the code check() gives, and only those');
  const ko = expected.filter((e) => / ERR_(SUPER)?KO$/.test(e)).map((e) => Number(e.split(' ')[0]));
  assert.deepEqual(pointsOf(overlay, 'ko', size), sorted(ko), 'the ko marks are the points refused by the ko rule');
}

/**
 * What each code's refusal area holds, point by point, in the shown position: the mover's
 * stones (and the point itself) for a group left without a liberty; the opponent's stones for
 * what a ko retake or a capture would take (the point itself where a stone onto one's own ghost
 * repeats the position, N4); stones of either colour for Loose's group, which may hold stones
 * about to be flipped; empty points for the territory an incursion enters.
 */
const AREA_HOLDS: Partial<Record<MoveErrorCode, (point: PointState, mover: Color, isProbed: boolean) => boolean>> = {
  ERR_SUICIDE: (point, mover, isProbed) => isProbed || point.color === mover,
  ERR_NO_LIBERTY: (point, mover, isProbed) => isProbed || point.color === mover,
  ERR_KO: (point, mover, isProbed) => isProbed || (point.color !== null && point.color !== mover),
  ERR_SUPERKO: (point, mover, isProbed) => isProbed || (point.color !== null && point.color !== mover),
  ERR_STOICAL_CAPTURE: (point, mover) => point.color !== null && point.color !== mover,
  ERR_DISTURBING_CAPTURE: (point, mover) => point.color !== null && point.color !== mover,
  ERR_NO_TRUE_LIBERTY: (point, _mover, isProbed) => isProbed || point.color !== null,
  ERR_TILE_LIMIT: (point) => point.color === null,
};

/**
 * placementOverlay on each refused point: one refusal-area with check()'s code, non-empty and on
 * the board, its points of the kind `AREA_HOLDS` gives, for the codes that have one; none for
 * the others (the ko restriction's estate is drawn instead, the end of the game is no point's).
 */
function assertRefusalAreas({ game, cells }: Shown, overlay: OverlayMark[]): void {
  const { size } = cells;
  const view = game.view();
  for (const refused of overlay.filter((m) => m.kind === 'refused')) {
    const [probed] = refused.points;
    const areas = placementOverlay(game, probed!).filter((m) => m.kind === 'refusal-area');
    const holds = AREA_HOLDS[refused.code!];
    const at = `${refused.code} at ${key(probed!, size)}`;
    if (!holds) {
      assert.deepEqual(areas, [], `no refusal area for ${at}`);
      continue;
    }
    assert.equal(areas.length, 1, `one refusal area for ${at}`);
    const [area] = areas;
    assert.equal(area!.code, refused.code, `the area carries check()'s code (${at})`);
    assert.ok(area!.points.length > 0, `the area is not empty (${at})`);
    for (const point of area!.points) {
      assert.ok(point.x >= 0 && point.x < size && point.y >= 0 && point.y < size, `on the board (${at})`);
      const isProbed = point.x === probed!.x && point.y === probed!.y;
      assert.ok(holds(view.points[key(point, size)]!, view.toPlay, isProbed), `${JSON.stringify(point)} is of the kind the rule looks at (${at})`);
    }
  }
}

/** G3, basic ko: the points where a stone would recreate the position before the opponent's latest turn. */
function assertKoIsBasicKo(shown: Shown, overlay: OverlayMark[]): void {
  const { cells, mover, turns } = shown;
  const before = turns.at(-1)?.before.join('');
  const ko = empties(shown).filter((p) => {
    const out = place(cells, p, mover);
    return typeof out !== 'string' && out.color.join('') === before;
  });
  assert.deepEqual(pointsOf(overlay, 'ko', cells.size), ko, 'G3: the ko point is where a stone would recreate the previous position');
}

/** Groups with exactly one liberty (one adjacent empty point), each with its colour. */
function assertAtari({ cells }: Shown, overlay: OverlayMark[]): void {
  const { size, color } = cells;
  const expected = [1, 2].flatMap((c) =>
    components(size, (p) => color[p] === c)
      .filter((g) => liberties(size, color, g).size === 1)
      .map((g) => `${sorted(g).join(',')} ${JSON.stringify({ color: colorName(c) })}`),
  );
  assert.deepEqual(marksOf(overlay, 'atari', size), expected.sort(), 'a group in atari has exactly one liberty');
}

/** Loose: an empty point is a false liberty when it is adjacent to at least one stone of each colour and no empty point. */
function isFalseLiberty(cells: Cells, p: number): boolean {
  const around = neighbours(cells.size, p).map((q) => cells.color[q]);
  return cells.color[p] === 0 && around.includes(1) && around.includes(2) && !around.includes(0);
}

function assertLoose(shown: Shown, overlay: OverlayMark[]): void {
  const { cells } = shown;
  const { size, color } = cells;
  assert.deepEqual(pointsOf(overlay, 'false-liberty', size), empties(shown).filter((p) => isFalseLiberty(cells, p)), 'Loose: false liberties');
  const breathless = [1, 2].flatMap((c) =>
    components(size, (p) => color[p] === c)
      .filter((g) => !g.some((p) => neighbours(size, p).some((q) => color[q] === 0 && !isFalseLiberty(cells, q))))
      .map((g) => `${sorted(g).join(',')} ${JSON.stringify({ color: colorName(c) })}`),
  );
  assert.deepEqual(marksOf(overlay, 'no-true-liberty', size), breathless.sort(), 'Loose: groups with no true liberty');
}

/** Stoical Go (S1): right after the opponent captured, each point where a stone would capture. */
function assertCaptureForbidden(shown: Shown, overlay: OverlayMark[]): void {
  const { cells, mover, turns } = shown;
  const last = turns.at(-1);
  const inForce = last !== undefined && last.placement && last.captured > 0 && last.color !== mover;
  const captures = empties(shown).filter((p) => {
    const out = place(cells, p, mover);
    return typeof out !== 'string' && out.captured.length > 0;
  });
  assert.deepEqual(pointsOf(overlay, 'capture-forbidden', cells.size), inForce ? captures : [], 'S1: no capture answers a capture');
}

/** S5: each point where a stone would make a disturbing capture, and whether it is the strict kind. */
function assertDisturbing(shown: Shown, overlay: OverlayMark[]): void {
  const { cells, mover } = shown;
  const expected = empties(shown).flatMap((p) => {
    const out = place(cells, p, mover);
    const kind = typeof out === 'string' ? null : disturbingKind(cells.size, p, out);
    return kind ? [`${p} ${JSON.stringify({ strict: kind === 'strict' })}`] : [];
  });
  assert.deepEqual(marksOf(overlay, 'disturbing-capture', cells.size), expected.sort(), 'S5: disturbing captures by kind');
}

/** Each ko refinement's restriction (S4), on the board after removals: the set it judges and whether it passes. */
const RESTRICTIONS: Record<string, { judged(size: number, color: number[], p: number): number[]; passes(size: number, color: number[], set: number[]): boolean }> = {
  'ko-2-2-2': { judged: groupAt, passes: (size, color, g) => g.length > 2 || liberties(size, color, g).size > 2 },
  'ko-2-2': { judged: groupAt, passes: (size, color, g) => liberties(size, color, g).size > 2 },
  'ko-4-point': { judged: estate, passes: (_size, _color, e) => e.length > 4 },
  'ko-ole': { judged: estate, passes: (size, _color, e) => !isOpenLine(size, e) },
};

/** S4: the restriction is in force when the latest two placements were captures, one by each player. Answers whether it was. */
function assertRestriction(variant: string, shown: Shown): boolean {
  const { game, cells, mover, turns } = shown;
  const [last, before] = turns.filter((t) => t.placement).reverse();
  const inForce = last !== undefined && before !== undefined && last.captured > 0 && before.captured > 0 && last.color !== before.color;
  const { judged, passes } = RESTRICTIONS[variant]!;
  for (let p = 0; p < cells.size * cells.size; p++) {
    const out = place(cells, p, mover);
    const marks = placementOverlay(game, { x: p % cells.size, y: Math.floor(p / cells.size) });
    if (!inForce || typeof out === 'string') {
      assert.deepEqual(marksOf(marks, 'estate', cells.size), [], `no estate where the restriction is not in force or no stone can stand (${p})`);
      continue;
    }
    const set = judged(cells.size, out.color, p);
    assert.deepEqual(marksOf(marks, 'estate', cells.size), [`${sorted(set).join(',')} ${JSON.stringify({ passes: passes(cells.size, out.color, set) })}`]);
    const answer = game.check({ x: p % cells.size, y: Math.floor(p / cells.size) });
    const estateMark = marks.find((m) => m.kind === 'estate')!;
    if (answer.ok || answer.code === 'ERR_KO_RESTRICTION') assert.equal(estateMark.passes, answer.ok, 'a stone that passes is not refused for the restriction');
  }
  return inForce;
}

/** T1: the empty area around the point touches stones, all of them the opponent's. */
function isIncursion(cells: Cells, p: number, mover: number): boolean {
  const area = components(cells.size, (q) => cells.color[q] === 0).find((a) => a.includes(p))!;
  const touched = new Set(area.flatMap((q) => neighbours(cells.size, q).map((r) => cells.color[r])).filter((c) => c !== 0));
  return touched.size === 1 && touched.has(3 - mover);
}

/**
 * T3 (Cushion Go): after an incursion, a placement that is an incursion too needs a tile, marked
 * on its point. T2 (Tile Go) makes every next placement need one: no point is marked (the rule
 * note tells it).
 */
function assertTiles(variant: 'tile' | 'cushion', shown: Shown, overlay: OverlayMark[]): void {
  const { game, cells, mover, turns } = shown;
  const incursions = empties(shown).filter((p) => isIncursion(cells, p, mover));
  assert.deepEqual(pointsOf(overlay, 'incursion', cells.size), incursions, 'T1: incursions of the player to move');
  const lastWasIncursion = turns.filter((t) => t.placement).at(-1)?.incursion ?? false;
  const view = game.view();
  const needed = empties(shown).filter((p) => {
    const needs = variant === 'cushion' && lastWasIncursion && incursions.includes(p);
    // With one tile allowed (the default), a point holding one cannot take another: refused, still needing it.
    return needs && (view.points[p]!.tiles >= 1 || game.check({ x: p % cells.size, y: Math.floor(p / cells.size) }).ok);
  });
  assert.deepEqual(pointsOf(overlay, 'tile-needed', cells.size), needed, 'T3: where the next stone needs a tile');
}

/** N1: a ghost next to a stone of its colour is a liberty of that stone's group. */
function assertGhostLiberties({ game, cells }: Shown, overlay: OverlayMark[]): void {
  const points = game.view().points;
  const expected = points.flatMap((s, p) =>
    s.ghost && neighbours(cells.size, p).some((q) => points[q]!.color === s.color && !points[q]!.ghost) ? [`${p} ${JSON.stringify({ color: s.color })}`] : [],
  );
  assert.deepEqual(marksOf(overlay, 'ghost-liberty', cells.size), expected.sort(), 'N1: ghosts keeping a liberty for a stone group');
}

describe('the rules overlay: every variant, on random positions', () => {
  const ids: VariantId[] = ['go', 'tile', 'cushion', 'no-seki', 'loose', 'paper-pencil', 'stoical', 'stoical-disturbing', 'stoical-disturbing-strict', 'ko-2-2-2', 'ko-2-2', 'ko-4-point', 'ko-ole'];
  for (const variant of ids) {
    it(`${variant}: every refused point carries check()'s code, and the ko marks are its ko refusals`, () => {
      onRandomPositions(variant, assertRefusalsAreCheck, 6);
    });
    it(`${variant}: placementOverlay on a refused point outlines what the rule looks at (refusal-area, check()'s code): the group, the stones, the territory`, () => {
      onRandomPositions(variant, assertRefusalAreas, 6);
    });
  }
});

describe('the rules overlay: each fact equals its rule on random positions', () => {
  it('Go: the ko point is where a stone recreates the previous position (G3); groups in atari have one liberty', () => {
    onRandomPositions('go', (shown, overlay) => {
      assertKoIsBasicKo(shown, overlay);
      assertAtari(shown, overlay);
    });
  });
  it('Loose: false liberties touch both colours and no empty point; no-true-liberty marks the groups without a true one', () => {
    onRandomPositions('loose', assertLoose);
  });
  it('Stoical Go: capture-forbidden marks every capturing point right after the opponent captured (S1), and none otherwise', () => {
    onRandomPositions('stoical', (shown, overlay) => {
      assertCaptureForbidden(shown, overlay);
      assertAtari(shown, overlay);
    });
  });
  for (const variant of ['stoical-disturbing', 'stoical-disturbing-strict'] as const) {
    it(`${variant}: disturbing-capture marks each capture S5 calls disturbing, strict or loose`, () => {
      onRandomPositions(variant, assertDisturbing);
    });
  }
  for (const variant of Object.keys(RESTRICTIONS) as VariantId[]) {
    it(`${variant}: placementOverlay gives the group or estate S4 judges after removals and whether it passes, only while the restriction is in force`, () => {
      let restricted = 0;
      onRandomPositions(variant, (shown, overlay) => {
        assertKoIsBasicKo(shown, overlay);
        if (assertRestriction(variant, shown)) restricted++;
      }, 8);
      assert.ok(restricted > 0, 'the restriction came into force in some positions');
    });
  }
  for (const variant of ['tile', 'cushion'] as const) {
    it(`${variant}: incursion marks the opponent's territory (T1); tile-needed follows the tile rule (T2, T3)`, () => {
      onRandomPositions(variant, (shown, overlay) => {
        assertTiles(variant, shown, overlay);
        assertAtari(shown, overlay);
      });
    });
  }
  it('No Seki Go: ghost-liberty marks each ghost next to a stone of its colour (N1)', () => {
    onRandomPositions('no-seki', assertGhostLiberties);
  });
  it('Paper and Pencil Go: region marks are the marked regions with their owners (P2)', () => {
    onRandomPositions('paper-pencil', ({ game }, overlay) => {
      const regions = game.view().regions.map((r) => ({ kind: 'region', points: r.points, color: r.owner }));
      assert.deepEqual(overlay.filter((m) => m.kind === 'region'), regions);
    });
  });
});
