import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SCENE_CSS } from '../../src/element/scene-css.js';
import { INPUT_CSS } from '../../src/element/scene-css-input.js';
import { MARKUP_CSS } from '../../src/element/scene-css-markup.js';
import { PIECES_CSS } from '../../src/element/scene-css-pieces.js';
import { sceneElements } from '../../src/element/scene-template.js';
import { ALL_PARTS } from '../../src/render/all-parts.js';
import { paintScene } from '../../src/render/index.js';
import { INPUT_CLASSES, PART_CLASSES, STYLE_RULES, TOKENS } from '../../src/render/palette.js';
import { buildScene } from '../../src/render/index.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';
import { partCssText, sceneCssText } from '../../scripts/scene-css.js';
import { after } from './helpers.js';

describe('the element drawing (scene-template)', () => {
  const css = sceneCssText();

  it('ships the stylesheets the palette gives (after changing the palette: node --import tsx scripts/scene-css.ts)', () => {
    assert.equal(SCENE_CSS, css);
    assert.equal(PIECES_CSS, partCssText('pieces'));
    assert.equal(MARKUP_CSS, partCssText('markup'));
    assert.equal(INPUT_CSS, partCssText('input'));
  });

  it('styles every shape class with one rule scoped to the scene svg: a class a part paints in the part\'s stylesheet, the preview\'s and the cursor\'s in the play input\'s, any other in the board\'s', () => {
    // The forced-colours overrides (FORCED_RULES) repeat a selector under their media query, last in a sheet.
    const unforced = (text: string) => text.replace(/@media \(forced-colors:active\)\{.*\}$/, '');
    const sheets = { board: unforced(css), pieces: unforced(PIECES_CSS), markup: unforced(MARKUP_CSS), input: unforced(INPUT_CSS) };
    const apart = { ...PART_CLASSES, input: INPUT_CLASSES };
    for (const cls of Object.keys(STYLE_RULES)) {
      const owner = (Object.keys(apart) as (keyof typeof apart)[]).find((sheet) => (apart[sheet] as readonly string[]).includes(cls)) ?? 'board';
      const rule = `svg.scene .${cls.split(' ').join('.')}{`;
      for (const [sheet, text] of Object.entries(sheets)) assert.equal(text.split(rule).length - 1, sheet === owner ? 1 : 0, `${cls} in ${sheet}`);
    }
  });

  it('reads every colour and width from a public custom property with a light default, declared once: with the rules of the one part that reads it, else on the board', () => {
    const all = css + PIECES_CSS + MARKUP_CSS + INPUT_CSS;
    for (const token of Object.values(TOKENS)) {
      assert.equal(all.split(`${token.private}:var(${token.property},${token.light})`).length - 1, 1, token.property);
    }
    assert.ok(PIECES_CSS.startsWith(`:host{${TOKENS.tile.private}:`), 'the tiles\' colours come with the pieces');
  });

  it('leaves the preview and the cursor out of the board\'s stylesheet: only a board taking input draws them', () => {
    assert.ok(INPUT_CLASSES.includes('preview black') && INPUT_CLASSES.includes('cursor') && INPUT_CLASSES.includes('forbidden'));
    for (const cls of INPUT_CLASSES) assert.ok(!SCENE_CSS.includes(`svg.scene .${cls.split(' ').join('.')}{`), cls);
  });

  it('switches to the dark defaults under prefers-color-scheme: dark', () => {
    const dark = css.slice(css.indexOf('@media (prefers-color-scheme:dark)'));
    assert.ok(dark.length > 0);
    assert.ok(dark.includes(`--_board:var(--vgb-board-color,${TOKENS.board.dark})`));
  });

  it('uses no literal colour in a shape rule: everything comes from the tokens', () => {
    const rules = css.slice(css.indexOf('svg.scene .'));
    assert.doesNotMatch(rules, /#[0-9a-f]{3,6}\b/i);
  });

  it('keys each element by its description without writing its markup: one key per distinct element', () => {
    const scene = buildScene(after('no-seki', 9, 'E5 ghost:C3 D4'), { coordinates: true, cursor: { x: 0, y: 0 } });
    const elements = sceneElements(scene, ALL_PARTS);
    assert.ok(elements.every(({ key }) => !key.startsWith('<')), 'no SVG text is written to key an element');
    const described = (e: (typeof elements)[number]) => JSON.stringify([e.tag, e.attributes, e.text ?? null]);
    const byKey = new Map<string, string>();
    for (const element of elements) {
      const seen = byKey.get(element.key);
      assert.ok(seen === undefined || seen === described(element), `one key, two descriptions: ${element.key}`);
      byKey.set(element.key, described(element));
    }
    assert.equal(new Set(elements.map(described)).size, byKey.size);
  });

  it('renders the painted elements in order: the same elements the static SVG writes, without its colours', () => {
    const scene = buildScene(after('no-seki', 9, 'E5 ghost:C3 D4'), { coordinates: true, cursor: { x: 0, y: 0 } });
    const tagsAndClasses = (markup: string) => [...markup.matchAll(/<(\w+) class="([^"]*)"/g)].map(([, tag, cls]) => `${tag}.${cls}`);
    const written = tagsAndClasses(sceneToSvgString(scene).replace(/<defs>.*<\/defs>/, ''));
    assert.deepEqual(sceneElements(scene, ALL_PARTS).map(({ tag, attributes }) => `${tag}.${attributes.class}`), written);
    assert.deepEqual(
      sceneElements(scene, ALL_PARTS).map(({ tag }) => tag),
      paintScene(scene).map((paint) => paint.tag),
    );
    assert.ok(sceneElements(scene, ALL_PARTS).every(({ attributes }) => !('fill' in attributes) && !('stroke' in attributes)), 'colours come from the stylesheet');
  });
});
