import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DESIGN_TOKEN_NAMES, FORCED_RULES, STYLE_RULES, TOKENS, mixed, tokenValues, type Scheme, type TokenName } from '../../src/render/palette.js';
import { INPUT_CSS } from '../../src/element/scene-css-input.js';
import { MARKUP_CSS } from '../../src/element/scene-css-markup.js';
import { OVERLAY_CSS } from '../../src/element/scene-css-overlay.js';
import { PIECES_CSS } from '../../src/element/scene-css-pieces.js';
import { SCENE_CSS } from '../../src/element/scene-css.js';

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255]
    .map((v) => v / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
}

/** WCAG 2.2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Pairs that must stay apart: [foreground, background, minimum ratio, why]. 4.5 for text, 3 for graphics (WCAG 1.4.3, 1.4.11). */
const PAIRS: [TokenName, TokenName, number, string][] = [
  ['label', 'board', 4.5, 'coordinates are text'],
  ['tileCount', 'tileBadge', 4.5, 'a stack height is text'],
  ['line', 'board', 3, 'grid lines'],
  ['blackStone', 'board', 3, 'black stones on the wood'],
  ['whiteStoneEdge', 'board', 3, 'the edge that outlines a white stone on the wood'],
  ['tileEdge', 'board', 3, 'the outline of a tile'],
  ['blackStone', 'tile', 3, 'a black stone on a tile'],
  ['whiteStone', 'tile', 3, 'a white stone on a tile'],
  ['tileBadge', 'tile', 3, 'a badge on an empty tile'],
  ['markOnDark', 'blackStone', 3, 'marks on black stones'],
  ['markOnLight', 'whiteStone', 3, 'marks on white stones'],
  ['markOnLight', 'board', 3, 'marks on the wood'],
  ['markOnDark', 'markOnLight', 3, "White's region outline in its dark casing"],
  ['cursor', 'board', 3, 'the cursor on the wood'],
  ['cursor', 'halo', 3, 'the cursor within its halo'],
  ['halo', 'blackStone', 3, 'the halo on black stones'],
  ['forbidden', 'board', 3, 'the not-allowed sign on the wood'],
  ['forbidden', 'halo', 3, 'the not-allowed sign within its halo'],
];

describe('palette', () => {
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    const values = tokenValues(scheme);
    for (const [fg, bg, min, why] of PAIRS) {
      it(`${scheme} scheme: ${why} contrast at least ${min}:1 (${fg} on ${bg})`, () => {
        const ratio = contrast(values[fg], values[bg]);
        assert.ok(ratio >= min, `${values[fg]} on ${values[bg]}: ${ratio.toFixed(2)}`);
      });
    }
  }

  describe('forced colours (Windows high contrast): the board draws in the system colours', () => {
    /** Pairs a shape's outline keeps apart where both fills take the same system colour. */
    const OUTLINED = new Set(['whiteStone on tile']);
    const forced = (name: TokenName) => TOKENS[name].forced;

    for (const [fg, bg, , why] of PAIRS) {
      if (OUTLINED.has(`${fg} on ${bg}`)) continue;
      it(`${why} stay apart (${fg} on ${bg})`, () => {
        assert.ok(forced(fg) && forced(bg) && forced(fg) !== forced(bg), `${forced(fg)} on ${forced(bg)}`);
      });
    }

    it('wood Canvas; lines, labels and black stones CanvasText; white stones Canvas with a CanvasText edge; cursor and refused points Highlight', () => {
      assert.deepEqual(
        [forced('board'), forced('line'), forced('label'), forced('blackStone'), forced('whiteStone'), forced('whiteStoneEdge'), forced('cursor'), forced('forbidden')],
        ['Canvas', 'CanvasText', 'CanvasText', 'CanvasText', 'Canvas', 'CanvasText', 'Highlight', 'Highlight'],
      );
    });

    it('every fill and stroke of every shape class is a system colour or none (the stones\' shading goes)', () => {
      for (const [className, rule] of Object.entries(STYLE_RULES)) {
        for (const property of ['fill', 'stroke'] as const) {
          const value = FORCED_RULES[className]?.[property] ?? rule[property];
          if (value === undefined || value === 'none') continue;
          assert.ok(typeof value === 'object' && forced(value.token), `${className} ${property}: ${JSON.stringify(value)}`);
        }
      }
    });

    it('no shape is drawn at part opacity, which would turn its system colour into a grey (faint fills, as tints and previews, stay)', () => {
      for (const [className, rule] of Object.entries(STYLE_RULES)) {
        const opacity = FORCED_RULES[className]?.opacity ?? rule.opacity;
        assert.ok(opacity === undefined || Number(opacity) === 1, `${className} opacity ${String(opacity)}`);
      }
    });

    it('the element declares each colour token\'s system colour once, under forced-colors: active, in the stylesheet that declares the token', () => {
      const sheets = [SCENE_CSS, PIECES_CSS, MARKUP_CSS, OVERLAY_CSS, INPUT_CSS];
      const forcedBlock = (css: string) => /@media \(forced-colors:active\)\{:host\{([^}]*)\}/.exec(css)?.[1] ?? '';
      for (const token of Object.values(TOKENS)) {
        if (token.forced === undefined) continue;
        const declaring = sheets.filter((css) => css.includes(`${token.private}:var(${token.property},`));
        assert.equal(declaring.length, 1, token.property);
        assert.ok(forcedBlock(declaring[0]!).split(';').includes(`${token.private}:${token.forced}`), token.property);
      }
    });
  });

  describe('design tokens: the other colours derive from the wood, the lines, the stones and the accent', () => {
    it('at most five design tokens, each with a public property the element documents', () => {
      assert.deepEqual(DESIGN_TOKEN_NAMES, ['board', 'line', 'blackStone', 'whiteStone', 'accent']);
    });

    it('a derived default is its mix of the design tokens\' defaults, in each scheme', () => {
      assert.equal(TOKENS.label.light, mixed({ of: 'line', percent: 90, with: 'board' }, (name) => TOKENS[name].light));
      assert.equal(TOKENS.markOnLight.dark, TOKENS.blackStone.dark);
      assert.equal(mixed({ of: 'board', percent: 50, with: '#000000' }, () => '#ffffff'), '#808080');
    });

    it('tokenValues mixes the derived colours from the design tokens a caller gives, unless the caller gives them too', () => {
      const values = tokenValues('light', { board: '#fafafa', line: '#000000' });
      assert.equal(values.label, '#191919');
      assert.equal(values.tile, '#969696');
      assert.equal(tokenValues('light', { board: '#ffffff', label: '#123456' }).label, '#123456');
    });

    it('a colour not written #rgb or #rrggbb is mixed as CSS color-mix(), which browsers read', () => {
      assert.equal(tokenValues('light', { line: 'navy' }).label, `color-mix(in srgb, navy 90%, ${TOKENS.board.light})`);
    });
  });

  it('names every token with a public --vgb- property and a private --_ one, each used once', () => {
    const publics = Object.values(TOKENS).map((t) => t.property);
    const privates = Object.values(TOKENS).map((t) => t.private);
    assert.ok(publics.every((p) => p.startsWith('--vgb-')));
    assert.ok(privates.every((p) => p.startsWith('--_')));
    assert.equal(new Set(publics).size, publics.length);
    assert.equal(new Set(privates).size, privates.length);
  });

  it('keeps the names the element already documents', () => {
    for (const [name, property] of [
      ['board', '--vgb-board-color'],
      ['line', '--vgb-line-color'],
      ['lineWidth', '--vgb-line-width'],
      ['label', '--vgb-label-color'],
      ['blackStone', '--vgb-black-stone'],
      ['whiteStone', '--vgb-white-stone'],
      ['tile', '--vgb-tile-color'],
    ] as const) {
      assert.equal(TOKENS[name].property, property);
    }
  });

  it('documents every token once, as a custom property of the element with its light default', () => {
    const manifest: { modules: { declarations?: { tagName?: string; cssProperties?: { name: string; default?: string; description?: string }[] }[] }[] } =
      JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    const board = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'variant-go-board');
    const documented = new Map((board?.cssProperties ?? []).map((property) => [property.name, property]));
    for (const token of Object.values(TOKENS)) {
      const property = documented.get(token.property);
      assert.ok(property?.description, `${token.property} has a @cssprop`);
      assert.equal(property.default, token.light, token.property);
    }
  });
});
