/**
 * The drawing of what only some boards show loads with what needs it: the variant pieces (tiles,
 * ghosts, marked and flipped stones, regions) with a variant whose positions hold them, markup
 * and variation marks with the record reader; the rules of the preview and the cursor with the
 * play input, which draws them. A board waits for them in the same wait as for its
 * rules or reader, showing the empty board meanwhile, and then draws them with their rules.
 * That a Go board from `moves` needs neither is checked on the module graph
 * (test/scripts/module-graph.test.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.bundle.js';
import { loadVariant } from '../../src/engine/core.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { TOKENS } from '../../src/render/palette.js';
import { board, hexOf, part, shapes, stones } from './helpers.js';

/** A board with `attributes`, appended to the page, and its first render awaited without waiting for what it loads. */
async function firstRender(attributes: Record<string, string>): Promise<VariantGoBoard> {
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  (await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`)).append(el);
  for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
  return el;
}

describe('parts of the drawing loaded with what needs them', () => {
  it('a Tile Go board whose rules are in waits for the drawing of its pieces, then draws its tiles in their colour, which a page may set', async () => {
    await loadVariant('tile');
    const el = await firstRender({ variant: 'tile', size: '9', moves: 'E5 D5 E4 D4 E6 D6 F5 D3 E3 C4' });
    expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('true');
    expect(stones(el), 'no stone drawn without its tile').to.have.length(0);
    await el.updateComplete;
    expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('false');
    const [tile] = shapes(el, 'tile');
    expect(tile).to.exist;
    expect(hexOf(getComputedStyle(tile!).fill)).to.equal(TOKENS.tile.light);
    el.style.setProperty(TOKENS.tile.property, '#123456');
    expect(hexOf(getComputedStyle(tile!).fill), 'the page’s colour wins').to.equal('#123456');
  });

  it('a record with markup draws its symbols, labels and variation marks in their colours', async () => {
    const el = await firstRender({ sgf: '(;GM[1]SZ[9];B[ee]CR[ee]LB[cc:A]SQ[gg](;W[dd])(;W[ff]))', move: '1' });
    await el.updateComplete;
    const [circle] = shapes(el, 'markup', 'circle');
    expect(circle).to.exist;
    expect(hexOf(getComputedStyle(circle!).stroke)).to.equal(TOKENS.markOnDark.light);
    expect(shapes(el, 'markup', 'square')).to.have.length(1);
    expect(shapes(el, 'markup-label').map((label) => label.textContent)).to.deep.equal(['A']);
    const discs = shapes(el, 'variation-disc');
    expect(discs).to.have.length(2);
    expect(hexOf(getComputedStyle(discs[0]!).fill)).to.equal(TOKENS.cursor.light);
  });

  it('a board in play mode draws its keyboard cursor and preview in their colours: their rules come with the play input', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
    part(el, 'board')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    const [cursor] = shapes(el, 'cursor');
    expect(cursor).to.exist;
    expect(hexOf(getComputedStyle(cursor!).stroke)).to.equal(TOKENS.cursor.light);
    const [preview] = shapes(el, 'preview', 'white');
    expect(preview).to.exist;
    expect(getComputedStyle(preview!).fillOpacity).to.equal('0.65');
  });
});
