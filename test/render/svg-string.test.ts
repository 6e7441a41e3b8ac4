import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import { buildScene } from '../../src/render/scene.js';
import { sceneToSvgString } from '../../src/render/svg-string.js';

function sceneAfter(size: number, moves: string[], coordinates = false) {
  const game = createGame({ variant: 'go', size });
  for (const move of moves) game.play(move);
  return buildScene(game.view(), { coordinates });
}

describe('sceneToSvgString', () => {
  it('writes a standalone SVG document with the scene viewBox', () => {
    const scene = sceneAfter(9, []);
    const svg = sceneToSvgString(scene);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 9\.2 9\.2"/);
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
    assert.match(svg, /<circle [^>]*fill="#123456"/);
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
