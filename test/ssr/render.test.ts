/**
 * Server rendering in Node: @lit-labs/ssr renders <variant-go-board> through the server door
 * (variant-go-board/ssr) to declarative shadow DOM with the board drawn whole.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { renderBoard } from '../../src/element/server/index.js';
import { VARIANT_IDS } from '../../src/engine/core.js';

const count = (markup: string, pattern: RegExp): number => markup.match(pattern)?.length ?? 0;
/** The declarative shadow root's content. */
const shadow = (markup: string): string => /<template shadowroot="open" shadowrootmode="open"[^>]*>([^]*)<\/template>/.exec(markup)?.[1] ?? '';

describe('server rendering', () => {
  test('plain Lit SSR: a board of moves renders its stones, coordinates, name and description in declarative shadow DOM', () => {
    const markup = collectResultSync(render(html`<variant-go-board size="9" moves="E5 C3 D4" coordinates></variant-go-board>`));
    const root = shadow(markup);
    assert.equal(count(root, /class="stone black"/g), 2);
    assert.equal(count(root, /class="stone white"/g), 1);
    assert.equal(count(root, /<text class="label"[^>]*>J<\/text>/g), 2, 'column J at the top and bottom');
    assert.match(root, /role="img"[^>]*aria-label="Go board, 9 by 9, move 3 of 3, last move Black D4"/s);
    assert.match(root, /<div id="description" hidden>(<!--[^>]*-->)?Black 2 stones, White 1 stone, 78 empty points\./);
  });

  test('renderBoard: an SGF record goes into the light DOM as the SGF script, and its markup and game information are drawn', () => {
    const sgf = '(;GM[1]SZ[9]GN[Corner fight]PB[Alice];B[ee]C[a </script> in a comment];W[cc]TR[ee])';
    const markup = renderBoard({ sgf });
    assert.match(shadow(markup), /class="markup triangle/);
    assert.match(shadow(markup), /part="info"[^]*Corner fight/);
    assert.match(markup, /<\/template>(<!--[^>]*-->)?<script type="application\/x-go-sgf">\(;GM\[1\]SZ\[9\]GN\[Corner fight\]PB\[Alice\];B\[ee\]C\[a <\\\/script> in a comment\];W\[cc\]TR\[ee\]\)<\/script>/);
    assert.match(markup, /shadowrootslotassignment="manual"/, 'the shadow root assigns its slots by hand, as in the browser');
  });

  test('renderBoard: a record inlined for src is marked with its address, so the browser does not fetch it again', () => {
    const markup = renderBoard({ attributes: { src: '/games/a.sgf' }, sgf: '(;SZ[9];B[ee])' });
    assert.match(markup, /src="\/games\/a.sgf"/);
    assert.match(markup, /<script type="application\/x-go-sgf" data-src="\/games\/a.sgf">/);
    assert.equal(count(shadow(markup), /class="stone black"/g), 1);
  });

  test('renderBoard: a $$ diagram is drawn with its title and goes into the light DOM as a hidden <pre>', () => {
    const diagram = '$$ Two stones & a <title>\n$$ +-------+\n$$ | X O . |\n$$ | . . . |\n$$ | . . . |\n$$ +-------+';
    const markup = renderBoard({ diagram });
    assert.equal(count(shadow(markup), /class="stone /g), 2);
    assert.match(shadow(markup), /Two stones &amp; a &lt;title&gt;/);
    assert.match(markup, /<pre hidden>\$\$ Two stones &amp; a &lt;title&gt;\n/);
  });

  test('a Tile Go position draws its tiles; a Paper and Pencil Go position its marked stones and legend', () => {
    assert.equal(count(shadow(renderBoard({ attributes: { variant: 'tile', size: 9, moves: 'E5 D4 D5 E4 F4 F5' } })), /class="tile"/g) > 0, true);
    const sgf = '(;GM[1]SZ[5]ZVR[paper-pencil]AB[bb][bc][cb][cc]AW[aa];W[dd]MA[bb])';
    const markup = shadow(renderBoard({ sgf }));
    assert.match(markup, /aria-label="Paper and Pencil Go board/);
  });

  test('overlay="rules" draws the rules overlay and its legend, and says so in the board\'s name', () => {
    const root = shadow(renderBoard({ attributes: { size: 5, moves: 'C3 B3 B2 C2 D2 A2 C1', overlay: 'rules' } }));
    assert.match(root, /class="overlay refused"[^>]*data-overlay="refused"/);
    assert.match(root, /part="overlay-legend"/);
    assert.match(root, /aria-label="[^"]*rules overlay on"/);
  });

  test('the board speaks its own lang on the server', () => {
    assert.match(shadow(renderBoard({ attributes: { lang: 'ja', moves: 'D4' } })), /aria-label="囲碁、19路盤/);
  });

  test('bad input shows its error on the server, quoting what was written, never a blank board', () => {
    const root = shadow(renderBoard({ attributes: { size: 'abc' } }));
    assert.match(root, /part="error"[^]*size: &#39;abc&#39; is not a board size from 2 to 25/);
    assert.match(root, /class="lines"/);
  });

  test('every variant and every mode renders without throwing, with its stones (a puzzle shows its start: the setup)', () => {
    for (const variant of VARIANT_IDS) {
      for (const mode of ['view', 'replay', 'play', 'puzzle', 'edit']) {
        const root = shadow(renderBoard({ attributes: { variant, mode, size: 9, black: 'A1', moves: 'E5 C3' } }));
        assert.equal(count(root, /class="stone /g) >= 1, true, `${variant} ${mode}`);
      }
    }
  });
});
