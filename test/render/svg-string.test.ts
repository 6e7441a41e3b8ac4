import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import { buildScene } from '../../src/render/index.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';
import { paintScene } from '../../src/render/index.js';
import { STYLE_RULES, tokenValues } from '../../src/render/palette.js';
import { renderSvg } from '../../src/render/index.js';
import { after, play, viewOf } from './helpers.js';

/** `[tag, class]` of every shape element of an SVG string, in document order. */
function shapesOf(svg: string): [string, string][] {
  return [...svg.matchAll(/<(rect|circle|path|text) class="([^"]*)"/g)].map(([, tag, cls]) => [tag!, cls!]);
}

/** Scenes that between them hold every kind of shape. */
function everyKindOfScene() {
  const pencil = play('paper-pencil', `. . O X .\nO O O X .\nX X X X .\n. . . . .\n. . . . .`, 'A5 B5 pass pass').view();
  const loose = play('loose', `X . O . X\nX O O O X\n. X . X .\n. . . . .\n. . . . .`, 'C3').view();
  const ghosts = after('no-seki', 9, 'E5 ghost:D5 ghost:E4 C3');
  const capture = play('go', `. X . . .\nX O X . .\n. . . . .\n. . . . .\n. . . . .`, 'B3 pass pass').view();
  const stacks = viewOf(5, 5, { 0: { tiles: 3, color: 'black' }, 1: { tiles: 1 }, 6: { tiles: 12, color: 'white' } });
  return [
    buildScene(pencil, { coordinates: true, cursor: { x: 2, y: 2 } }),
    buildScene(loose, { preview: { point: { x: 4, y: 4 }, color: 'white', ghost: false, legal: true } }),
    buildScene(ghosts, { preview: { point: { x: 4, y: 4 }, color: 'black', ghost: true, legal: false } }),
    buildScene(capture),
    buildScene(stacks, { preview: { point: { x: 0, y: 0 }, color: 'white', ghost: false, legal: false } }),
  ];
}

function sceneAfter(size: number, moves: string[], coordinates = false) {
  const game = createGame({ variant: 'go', size });
  for (const move of moves) game.play(move);
  return buildScene(game.view(), { coordinates });
}

describe('sceneToSvgString', () => {
  it('writes a standalone SVG document with the scene viewBox', () => {
    const scene = sceneAfter(9, []);
    const svg = sceneToSvgString(scene);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="vgb-board vgb-[0-9a-z]+" viewBox="0 0 9\.2 9\.2"/);
    assert.ok(svg.endsWith('</svg>'));
  });

  it('writes one circle per star point and last-move ring, and two per stone (body and shading)', () => {
    const scene = sceneAfter(9, ['E5', 'C3', 'G7']);
    const circles = sceneToSvgString(scene).match(/<circle /g) ?? [];
    assert.equal(circles.length, 5 + 2 * 3 + 1);
  });

  it('defines the shading gradients it refers to', () => {
    const svg = sceneToSvgString(sceneAfter(9, ['E5', 'C3']));
    for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) {
      assert.ok(svg.includes(`<radialGradient id="${id}"`), id);
    }
  });

  it('colours stones from the palette, with overrides', () => {
    const svg = sceneToSvgString(sceneAfter(9, ['E5']), { palette: { blackStone: '#123456' } });
    assert.match(svg, /<circle class="stone black"[^>]*fill="#123456"/);
  });

  it('writes exactly the elements the element draws, in the same order', () => {
    for (const scene of everyKindOfScene()) {
      assert.deepEqual(
        shapesOf(sceneToSvgString(scene)),
        paintScene(scene).map((p) => [p.tag, p.class]),
      );
    }
  });

  it('draws one element per scene shape: two per stone or ghost, one per mark, two per tile badge', () => {
    for (const scene of everyKindOfScene()) {
      const count = (cls: string) => shapesOf(sceneToSvgString(scene)).filter(([, c]) => c === cls || c.startsWith(`${cls} `)).length;
      const stones = scene.stones.filter((s) => !s.ghost).length;
      const ghosts = scene.stones.length - stones;
      assert.equal(count('stone'), stones);
      assert.equal(count('shade'), stones);
      assert.equal(count('ghost'), ghosts);
      assert.equal(count('ghost-core'), ghosts);
      assert.equal(count('mark') + count('owner'), scene.marks.length);
      assert.equal(count('tile'), scene.tiles.length);
      assert.equal(count('tile-count'), scene.tiles.filter((t) => t.badge).length);
      assert.equal(count('label'), scene.labels.length);
      assert.equal(count('cursor'), scene.cursor ? 1 : 0);
      assert.equal(count('region-edge'), scene.regions.length);
    }
  });

  it('gives every class it writes a style, and no style matches another class in CSS', () => {
    const written = new Set(everyKindOfScene().flatMap((scene) => paintScene(scene).map((p) => p.class)));
    for (const cls of written) assert.ok(STYLE_RULES[cls], cls);
    const sets = Object.keys(STYLE_RULES).map((key) => new Set(key.split(' ')));
    sets.forEach((a, i) =>
      sets.forEach((b, j) => {
        if (i !== j) assert.ok(![...a].every((c) => b.has(c)), `.${[...a].join('.')} would also style ${[...b].join(' ')}`);
      }),
    );
  });

  it('writes the dark scheme when asked', () => {
    const light = sceneToSvgString(sceneAfter(9, []));
    const dark = sceneToSvgString(sceneAfter(9, []), { scheme: 'dark' });
    assert.match(light, /class="wood"[^>]*fill="#dcb35c"/);
    assert.match(dark, /class="wood"[^>]*fill="#b8914b"/);
  });

  it("follows the reader's colour scheme when asked, keeping the caller's colours", () => {
    const svg = sceneToSvgString(sceneAfter(9, ['E5']), { scheme: 'auto', palette: { blackStone: '#123456' } });
    assert.match(svg, /class="wood"[^>]*fill="#dcb35c"/, 'light by default');
    const style = /<style>@media \(prefers-color-scheme: dark\)\{(.*?)\}@media/.exec(svg)?.[1] ?? '';
    assert.ok(style.includes(`.${pictureKey(svg)} .wood{fill:#b8914b}`), style);
    assert.ok(!style.includes('#123456') && !/\.stone\.black\{[^}]*fill/.test(style), 'the caller set black stones');
    assert.ok(!sceneToSvgString(sceneAfter(9, [])).includes('prefers-color-scheme'), 'none unless asked');
  });

  it('derives the other colours from the caller\'s design tokens in each scheme, as the element does', () => {
    const palette = { board: '#fafafa' };
    const svg = sceneToSvgString(sceneAfter(9, [], true), { scheme: 'auto', palette });
    assert.match(svg, new RegExp(`class="label"[^>]*fill="${tokenValues('light', palette).label}"`));
    const style = /<style>@media \(prefers-color-scheme: dark\)\{(.*?)\}@media/.exec(svg)?.[1] ?? '';
    assert.ok(style.includes(`.${pictureKey(svg)} .label{fill:${tokenValues('dark', palette).label}}`), style);
    assert.ok(!style.includes('.wood{'), 'the wood the caller set stays');
  });

  it('keys each picture\'s gradients and style rules, since an inline SVG\'s ids and <style> are the whole page\'s', () => {
    const one = sceneToSvgString(sceneAfter(9, ['E5']), { scheme: 'auto' });
    const other = sceneToSvgString(sceneAfter(9, ['E5', 'C3']), { scheme: 'auto' });
    assert.notEqual(pictureKey(one), pictureKey(other), 'two pictures, two keys');
    assert.equal(pictureKey(sceneToSvgString(sceneAfter(9, ['E5']), { scheme: 'auto' })), pictureKey(one), 'the same picture, the same key');
    for (const svg of [one, other]) {
      const key = pictureKey(svg);
      const id = key.slice('vgb-'.length);
      const references = [...svg.matchAll(/url\(#([^)]*)\)/g)].map(([, ref]) => ref);
      assert.ok(references.length > 0 && references.every((ref) => ref === `vgb-shade-black-${id}` || ref === `vgb-shade-white-${id}`), references.join(' '));
      assert.match(svg, new RegExp(`<radialGradient id="vgb-shade-black-${id}"`));
      const selectors = [...svg.matchAll(/\}?(\.[\w-]+) \./g)].map(([, scope]) => scope);
      assert.ok(selectors.length > 0 && selectors.every((scope) => scope === `.${key}`), selectors.join(' '));
    }
  });

  it('escapes text content', () => {
    const scene = buildScene(viewOf(5, 5));
    scene.labels.push({ x: 1, y: 1, text: '<b>&"</b>', size: 0.4 });
    const svg = sceneToSvgString(scene);
    assert.ok(svg.includes('>&lt;b&gt;&amp;&quot;&lt;/b&gt;</text>'));
    assert.ok(!svg.includes('<b>'));
  });

  it('renderSvg draws a view in one call and returns its scene', () => {
    const view = after('go', 9, 'E5');
    const { scene, svg } = renderSvg(view, { coordinates: true, title: 'Go', cursor: { x: 4, y: 4 } });
    assert.deepEqual(scene, buildScene(view, { coordinates: true, cursor: { x: 4, y: 4 } }));
    assert.equal(svg, sceneToSvgString(scene, { title: 'Go', description: 'Black stone: E5. 80 empty points.' }));
    assert.match(svg, /<title>Go<\/title>/);
  });

  it('renderSvg gives an image for any page: role="img", a title (the position\'s name unless given) and a description of the stones', () => {
    const { svg } = renderSvg(after('go', 9, 'E5 C3'));
    assert.match(svg, /^<svg [^>]*role="img" aria-label="Go, 9x9, move 2, Black to play"><title>Go, 9x9, move 2, Black to play<\/title>/);
    assert.match(svg, /<desc>Black stone: E5\. White stone: C3\. 79 empty points\.<\/desc>/);
    assert.doesNotMatch(svg, /aria-hidden/);
    const tile = createGame({ variant: 'tile', size: 5 });
    for (const move of ['C3', 'C4', 'B4']) tile.play(move);
    assert.match(renderSvg(tile.view(), { title: 'Mine' }).svg, /<title>Mine<\/title><desc>[^<]*stone[^<]*<\/desc>/);
  });

  it('renderSvg names a finished game by its result', () => {
    const game = createGame({ variant: 'go', size: 5 });
    for (const move of ['C3', 'pass', 'pass']) game.play(move);
    assert.match(renderSvg(game.view()).svg, /<title>Go, 5x5, move 3, Black wins by [\d.]+ points<\/title>/);
  });

  it('escapes the title and palette values', () => {
    const svg = sceneToSvgString(sceneAfter(9, []), {
      title: `Black's <move> & "more"`,
      palette: { board: '"/><script>' },
    });
    assert.ok(svg.includes('<title>Black&#39;s &lt;move&gt; &amp; &quot;more&quot;</title>'));
    assert.ok(svg.includes('aria-label="Black&#39;s &lt;move&gt; &amp; &quot;more&quot;"'));
    assert.ok(!svg.includes('<script>'));
    assert.ok(svg.includes('fill="&quot;/&gt;&lt;script&gt;"'));
    assert.ok(!/<\w+ [^>]*"\/>[^<]/.test(svg), 'no attribute value closes its element early');
  });

  it('hides an untitled drawing from assistive technology', () => {
    assert.match(sceneToSvgString(sceneAfter(9, [])), /^<svg [^>]*aria-hidden="true"/);
  });

  it('writes coordinate labels as text', () => {
    const svg = sceneToSvgString(sceneAfter(9, [], true));
    assert.equal((svg.match(/<text /g) ?? []).length, 36);
    assert.ok(svg.includes('>J</text>'));
  });

  it('balances every element it opens', () => {
    const svg = sceneToSvgString(sceneAfter(19, ['D4', 'Q16', 'pass'], true), { title: 't' });
    const opened = (svg.match(/<(svg|title|text|defs|radialGradient)\b/g) ?? []).length;
    const closed = (svg.match(/<\/(svg|title|text|defs|radialGradient)>/g) ?? []).length;
    assert.equal(opened, closed);
  });
});

/** The key a picture's class carries, which scopes its ids and style rules. */
function pictureKey(svg: string): string {
  return /class="vgb-board (vgb-[0-9a-z]+)"/.exec(svg)?.[1] ?? '';
}
