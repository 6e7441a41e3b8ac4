/**
 * The rules overlay's drawing (render/scene-overlay.ts) from hand-written marks: every kind's
 * shapes carry the `data-*` contract, each kind has a shape or pattern of its own, and the static
 * SVG writes the legend of the kinds it draws.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame, formatPoint, rulesOverlay, type GameOptions } from '../../src/engine/index.js';
import type { OverlayKind, OverlayMark } from '../../src/engine/types.js';
import { OVERLAY_WORDS, buildScene, paintScene, renderSvg, type Paint } from '../../src/render/index.js';
import { PART_CLASSES, STYLE_RULES, TOKENS } from '../../src/render/palette.js';
import { OVERLAY_CSS } from '../../src/element/scene-css-overlay.js';
import { overlayPointWords } from '../../src/render/overlay-words.js';
import { after } from './helpers.js';
import { gameFrom, playAll } from '../engine/helpers.js';

const at = (x: number, y: number) => ({ x, y });

/** Black E5 E4, White D5 D4 on 9x9 (E5 is x 4, y 4), and one mark of every kind. */
const VIEW = after('go', 9, 'E5 D5 E4 D4');
const MARKS: OverlayMark[] = [
  { kind: 'refused', points: [at(0, 0)], code: 'ERR_SUICIDE' },
  { kind: 'ko', points: [at(1, 0)] },
  { kind: 'atari', points: [at(4, 4), at(4, 5)], color: 'black' },
  { kind: 'false-liberty', points: [at(2, 0)] },
  { kind: 'no-true-liberty', points: [at(3, 4), at(3, 5)], color: 'white' },
  { kind: 'capture-forbidden', points: [at(3, 0)] },
  { kind: 'disturbing-capture', points: [at(4, 0)], strict: true },
  { kind: 'estate', points: [at(6, 6), at(6, 7)], passes: false },
  { kind: 'refusal-area', points: [at(4, 4), at(4, 5)], code: 'ERR_SUICIDE' },
  { kind: 'incursion', points: [at(5, 0)] },
  { kind: 'tile-needed', points: [at(6, 0)] },
  { kind: 'ghost-liberty', points: [at(7, 0)] },
  { kind: 'region', points: [at(0, 8), at(1, 8)], color: null },
];
const KINDS = Object.keys(OVERLAY_WORDS) as OverlayKind[];

function paints(marks: readonly OverlayMark[], options = {}): Paint[] {
  return paintScene(buildScene(VIEW, { overlay: marks, ...options })).filter((paint) => paint.data?.overlay);
}

/** What a shape looks like besides its colours: its geometry and the rule's properties other than colour. */
function look(paint: Paint): string {
  const rule = STYLE_RULES[paint.class] ?? {};
  const uncoloured = Object.entries(rule).filter(([name]) => !['fill', 'stroke', 'fill-opacity', 'opacity'].includes(name));
  const geometry = paint.tag === 'path' ? paint.d : JSON.stringify(paint);
  return `${paint.tag}|${geometry}|${'stroke' in rule}|${rule.fill === 'none'}|${JSON.stringify(uncoloured)}`;
}

describe('the rules overlay’s drawing', () => {
  it('draws every kind with data-overlay; a glyph on a point names it in the board’s notation in data-point', () => {
    const drawn = paints(MARKS);
    assert.deepEqual([...new Set(drawn.map((paint) => paint.data!.overlay))].sort(), [...KINDS].sort());
    const points = (kind: OverlayKind) => drawn.filter((paint) => paint.data!.overlay === kind).map((paint) => paint.data!.point ?? paint.data!.points);
    assert.deepEqual(points('refused'), ['A9']);
    assert.deepEqual(points('atari'), ['E5', 'E4']);
    assert.deepEqual(points('ghost-liberty'), ['H9']);
    assert.deepEqual(points('no-true-liberty'), ['D5 D4']);
    assert.deepEqual(points('region'), ['A1 B1']);
  });

  it('gives a refused point and a refusal’s area the refusal’s code in data-code, and an estate whether it passes in data-passes', () => {
    const drawn = paints(MARKS);
    assert.deepEqual(
      drawn.filter((paint) => paint.data!.code).map((paint) => [paint.data!.overlay, paint.data!.code, paint.data!.point ?? paint.data!.points]),
      [
        ['refused', 'ERR_SUICIDE', 'A9'],
        ['refusal-area', 'ERR_SUICIDE', 'E5 E4'],
      ],
    );
    assert.equal(drawn.find((paint) => paint.data!.overlay === 'estate')?.data!.passes, 'false');
  });

  it('never tells kinds apart by colour alone: each kind on the same point has a shape or pattern of its own', () => {
    const looks = new Map<string, string>();
    for (const kind of KINDS) {
      for (const flag of [true, false]) {
        const mark: OverlayMark = { kind, points: [at(4, 4)], code: 'ERR_OCCUPIED', color: 'black', passes: flag, strict: flag };
        const key = paints([mark]).map(look).join('\n');
        const variant = kind === 'estate' || kind === 'disturbing-capture' ? `${kind} ${flag}` : kind;
        if (looks.get(key) === variant) continue;
        assert.equal(looks.get(key), undefined, `${variant} looks like ${looks.get(key)}`);
        looks.set(key, variant);
      }
    }
    assert.equal(looks.size, KINDS.length + 2);
  });

  it('moves a refused point’s cross to the cell’s corner, smaller, where the point holds another glyph (the ko, a forbidden capture), so no third shape appears', () => {
    const cross = (marks: OverlayMark[]) => buildScene(VIEW, { overlay: marks }).overlays.find((shape) => shape.kind === 'refused')!;
    const alone = cross([{ kind: 'refused', points: [at(1, 0)], code: 'ERR_SUICIDE' }]);
    for (const kind of ['ko', 'capture-forbidden', 'disturbing-capture', 'tile-needed'] as const) {
      const shared = cross([{ kind: 'refused', points: [at(1, 0)], code: 'ERR_KO' }, { kind, points: [at(1, 0)] }]);
      assert.ok(shared.cx > alone.cx && shared.cy < alone.cy && shared.r < alone.r, kind);
      // Still within the point's own cell.
      assert.ok(shared.cx + shared.r < alone.cx + 0.5 && shared.cy - shared.r > alone.cy - 0.5, kind);
    }
  });

  it('marks empty points under the stones, and rings stones and outlines groups over them', () => {
    const all = paintScene(buildScene(VIEW, { overlay: MARKS }));
    const stones = all.flatMap((paint, i) => (paint.class.startsWith('stone ') ? [i] : []));
    const [firstStone, lastStone] = [Math.min(...stones), Math.max(...stones)];
    const index = (kind: OverlayKind) => all.findIndex((paint) => paint.data?.overlay === kind);
    for (const kind of ['refused', 'ko', 'false-liberty', 'incursion', 'ghost-liberty'] as const) assert.ok(index(kind) < firstStone, kind);
    for (const kind of ['atari', 'no-true-liberty', 'estate', 'refusal-area', 'region'] as const) assert.ok(index(kind) > lastStone, kind);
  });

  it('leaves out the points off the board or outside the window drawn, and a mark with none left', () => {
    const drawn = paints(
      [
        { kind: 'ko', points: [at(9, 0), at(-1, 2), at(0.5, 1)] },
        { kind: 'refused', points: [at(0, 0), at(8, 8)], code: 'ERR_OCCUPIED' },
        { kind: 'estate', points: [at(7, 7), at(8, 8)], passes: true },
      ],
      { viewport: { x0: 0, y0: 0, x1: 4, y1: 4 } },
    );
    assert.deepEqual(drawn.map((paint) => paint.data!.point ?? paint.data!.points), ['A9']);
  });

  it('names the refusal in the cells of its area ("refused for: suicide"), once on the refused point, which "refused: suicide" names already', () => {
    const scene = buildScene(VIEW, {
      overlay: [
        { kind: 'refused', points: [at(4, 3)], code: 'ERR_SUICIDE' },
        { kind: 'refusal-area', points: [at(4, 3), at(4, 4), at(4, 5)], code: 'ERR_SUICIDE' },
      ],
    });
    const words = overlayPointWords(scene.overlays, 9);
    assert.deepEqual([...words].sort(([a], [b]) => a - b), [
      [3 * 9 + 4, 'refused: suicide'],
      [4 * 9 + 4, 'refused for: suicide'],
      [5 * 9 + 4, 'refused for: suicide'],
    ]);
  });

  it('draws nothing without marks: a scene without the option has an empty overlays layer', () => {
    assert.deepEqual(buildScene(VIEW).overlays, []);
    assert.deepEqual(buildScene(VIEW, { overlay: [] }).overlays, []);
  });
});

describe('the rules overlay’s drawing of the engine’s facts', () => {
  /** Positions where each variant has facts: atari, a false liberty, an incursion, a ghost's liberty, a refused suicide. */
  const GAMES: [GameOptions['variant'], string][] = [
    ['go', 'E5 D5 pass F5 pass E6'],
    ['loose', 'B9 A8 E5'],
    ['tile', 'A2 E5 B1'],
    ['no-seki', 'E5 D5 ghost:E4'],
    ['stoical', 'E5 D5 pass F5 pass E6 pass E4'],
  ];

  it('draws each point of each mark rulesOverlay gives once: a glyph per point, an outline per group, estate or region', () => {
    for (const [variant, moves] of GAMES) {
      const game = createGame({ variant, size: 9 });
      for (const move of moves.split(' ')) assert.ok(game.play(move).ok, `${variant} ${move}`);
      const marks = rulesOverlay(game);
      const name = ({ x, y }: { x: number; y: number }) => formatPoint(x, y, 9);
      const outlined = new Set<OverlayKind>(['no-true-liberty', 'estate', 'region']);
      const expected = marks.flatMap(({ kind, points }) => (outlined.has(kind) ? [`${kind} ${points.map(name).sort().join(' ')}`] : points.map((p) => `${kind} ${name(p)}`)));
      const drawn = paintScene(buildScene(game.view(), { overlay: marks }))
        .filter((paint) => paint.data?.overlay)
        .map(({ data }) => `${data!.overlay} ${data!.point ?? data!.points!.split(' ').sort().join(' ')}`);
      assert.ok(expected.length > 0, variant);
      assert.deepEqual(drawn.sort(), expected.sort(), variant);
    }
  });
});

describe('renderSvg with a rules overlay', () => {
  /** The legend's lines as one text, a wrapped sentence whole again. */
  const legendText = (svg: string) =>
    [...svg.matchAll(/class="overlay-legend"[^>]*>([^<]*)</g)].map((match) => match[1]!.replace(/&#39;/g, "'")).join(' ');
  const attributes = (svg: string, name: string) => [...svg.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((match) => match[1]);

  it('writes the overlay’s data-overlay, data-point and data-code attributes', () => {
    const { svg } = renderSvg(VIEW, { overlay: MARKS });
    assert.deepEqual([...new Set(attributes(svg, 'data-overlay'))].sort(), [...KINDS].sort());
    assert.ok(svg.includes('data-overlay="refused" data-point="A9" data-code="ERR_SUICIDE"'));
    assert.ok(svg.includes('data-overlay="false-liberty" data-point="C9"'));
  });

  it('writes a legend under the board with the words of each kind drawn and of no other', () => {
    const board = renderSvg(VIEW).svg;
    const { svg } = renderSvg(VIEW, { overlay: [MARKS[3]!, MARKS[0]!] });
    const text = [...svg.matchAll(/class="overlay-legend"[^>]*>([^<]*)</g)].map((match) => match[1]).join(' ');
    assert.match(text, /^refused: the player to move may not place a stone here now\. false liberty: an empty point next to both colours and to no empty point\.$/);
    // The legend's swatches carry no data: page authors count the board's shapes.
    assert.equal(attributes(svg, 'data-overlay').length, 2);
    const height = (doc: string) => Number(/viewBox="[^"]*? ([\d.]+)"/.exec(doc)![1]);
    assert.ok(height(svg) > height(board));
  });

  it('in forced colours every overlay kind is drawn in Highlight or CanvasText (Canvas on a black stone), in the SVG and on the element', () => {
    const { svg } = renderSvg(VIEW, { overlay: MARKS });
    const forced = /@media \(forced-colors: active\)\{(.*)\}<\/style>/.exec(svg)?.[1] ?? '';
    // Each picture's rules are scoped by the key its class carries (svg-string.ts).
    const key = /class="vgb-board (vgb-[0-9a-z]+)"/.exec(svg)?.[1];
    for (const className of PART_CLASSES.overlay) {
      const rule = STYLE_RULES[className]!;
      const stroke = rule.stroke;
      if (typeof stroke !== 'object') continue;
      const colour = TOKENS[stroke.token].forced;
      assert.ok(colour === 'Highlight' || colour === 'CanvasText' || (className.endsWith('on-dark') && colour === 'Canvas'), `${className}: ${colour}`);
      if (svg.includes(`class="${className}"`)) assert.ok(forced.includes(`.${key} .${className.split(' ').join('.')}{stroke:${colour}`), className);
      // The element's overlay rules read the tokens, which the board's stylesheet maps; none of it in the first render.
      assert.ok(OVERLAY_CSS.includes(`stroke:var(${TOKENS[stroke.token].private})`), className);
    }
    for (const kind of KINDS.filter((kind) => kind !== 'region')) assert.ok(forced.includes(`.${key} .overlay.${kind}`), kind);
  });

  it('Tile Go after an incursion: the legend says once that every next stone needs a tile (the position\'s rule note), and only with the overlay', () => {
    const game = gameFrom('. X . O .\n. X . O .\n. X . O .\n. X . O .\n. X . O .', { variant: 'tile' });
    playAll(game, 'E3');
    const view = game.view();
    const note = view.notes.find(({ code }) => code === 'tile-required')!.text;
    const { svg } = renderSvg(view, { overlay: rulesOverlay(game) });
    assert.equal(legendText(svg).split(note).length - 1, 1, legendText(svg));
    assert.equal(legendText(renderSvg(view).svg), '', 'no overlay, no legend');
  });

  it('a rule note shows in the legend when the overlay draws no mark', () => {
    const game = gameFrom('. X . O .\n. X . O .\n. X . O .\n. X . O .\n. X . O .', { variant: 'tile' });
    playAll(game, 'E3');
    assert.match(legendText(renderSvg(game.view(), { overlay: [] }).svg), /^Tile Go: the latest placement was an incursion/);
  });

  it('writes no legend and no overlay without marks', () => {
    const { svg } = renderSvg(VIEW, { overlay: [] });
    assert.equal(svg, renderSvg(VIEW).svg);
    assert.equal(svg.includes('overlay'), false);
  });
});
