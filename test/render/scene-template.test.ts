import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SCENE_CSS } from '../../src/element/scene-css.js';
import { INPUT_CSS } from '../../src/element/scene-css-input.js';
import { MARKUP_CSS } from '../../src/element/scene-css-markup.js';
import { PIECES_CSS } from '../../src/element/scene-css-pieces.js';
import { sceneElements } from '../../src/element/scene-template.js';
import { ALL_PARTS } from '../../src/render/all-parts.js';
import { paintScene } from '../../src/render/index.js';
import { DESIGN_TOKEN_NAMES, INPUT_CLASSES, PART_CLASSES, STYLE_RULES, TOKENS, type TokenName } from '../../src/render/palette.js';
import { buildScene } from '../../src/render/index.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';
import { partCssText, sceneCssText, tokenDefault } from '../../scripts/scene-css.js';
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

  it('reads every colour and width from a public custom property with its default, declared once: with the rules of the one part that reads it, else on the board', () => {
    const all = css + PIECES_CSS + MARKUP_CSS + INPUT_CSS;
    for (const name of Object.keys(TOKENS) as TokenName[]) {
      const token = TOKENS[name];
      assert.equal(all.split(`${token.private}:var(${token.property},${tokenDefault(name)})`).length - 1, 1, token.property);
    }
    assert.ok(PIECES_CSS.startsWith(`:host{${TOKENS.tile.private}:`), 'the tiles\' colours come with the pieces');
  });

  it('derives the other colours from the design tokens with color-mix(), each design token declared on the board', () => {
    assert.equal(tokenDefault('label'), 'color-mix(in srgb,var(--_line) 90%,var(--_board))');
    assert.equal(tokenDefault('markOnLight'), 'var(--_black)');
    assert.equal(tokenDefault('cursor'), 'color-mix(in srgb,var(--_accent) 45%,#000000)');
    for (const name of DESIGN_TOKEN_NAMES) assert.ok(css.includes(`${TOKENS[name].private}:var(${TOKENS[name].property},`), name);
  });

  it('leaves the preview and the cursor out of the board\'s stylesheet: only a board taking input draws them', () => {
    assert.ok(INPUT_CLASSES.includes('preview black') && INPUT_CLASSES.includes('cursor') && INPUT_CLASSES.includes('forbidden'));
    for (const cls of INPUT_CLASSES) assert.ok(!SCENE_CSS.includes(`svg.scene .${cls.split(' ').join('.')}{`), cls);
  });

  it('gives a default that differs between the schemes as light-dark(), which the board\'s color-scheme (its theme) chooses, and no colour-scheme media query', () => {
    assert.ok(css.includes(`--_board:var(--vgb-board-color,light-dark(${TOKENS.board.light},${TOKENS.board.dark}))`));
    assert.ok(css.includes(`--_halo:var(--vgb-halo-color,${TOKENS.halo.light})`));
    for (const sheet of [css, PIECES_CSS, MARKUP_CSS, INPUT_CSS]) assert.ok(!sheet.includes('prefers-color-scheme'));
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
