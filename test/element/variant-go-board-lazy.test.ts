import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { shapes, stones, until } from './helpers.js';

/** A board with two stones, placed `below` viewport heights under the top of the page. */
async function boardBelow(below: number, attributes = 'moves="D4 Q16"'): Promise<VariantGoBoard> {
  const page = await fixture<HTMLDivElement>(html`<div>
    <div style="height: ${below * window.innerHeight}px"></div>
    <div style="width: 300px"></div>
  </div>`);
  const el = document.createElement('variant-go-board');
  for (const [, name, value] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) el.setAttribute(name!, value!);
  page.lastElementChild!.append(el);
  await el.updateComplete;
  return el;
}

function drawingHeight(el: VariantGoBoard): number {
  return el.shadowRoot!.querySelector('svg.scene')!.getBoundingClientRect().height;
}

describe('<variant-go-board> far from the viewport', () => {
  // The synchronous exports need their writers, which load on the first export call.

  it('a board in view is drawn when updateComplete settles', async () => {
    const el = await boardBelow(0);
    expect(stones(el)).to.have.length(2);
  });

  it('a board far below the viewport draws only the empty board, at the size of its drawing', async () => {
    const el = await boardBelow(3);
    expect(stones(el)).to.have.length(0);
    expect(shapes(el, 'wood')).to.have.length(1);
    expect(shapes(el, 'lines')).to.have.length(1);
    expect(drawingHeight(el)).to.be.greaterThan(200);
  });

  it('a board outside the viewport is drawn when scrolled near, and the page does not move', async () => {
    const el = await boardBelow(3);
    const height = drawingHeight(el);
    el.scrollIntoView();
    await until(() => stones(el).length === 2);
    expect(drawingHeight(el)).to.equal(height);
    window.scrollTo(0, 0);
  });

  it('a board far from the viewport still exports its whole picture', async () => {
    const el = await boardBelow(3);
    expect(stones(el)).to.have.length(0);
    expect((await el.toSvg()).match(/class="stone /g)).to.have.length(2);
  });

  it('printing draws every board at once', async () => {
    const el = await boardBelow(3);
    window.dispatchEvent(new Event('beforeprint'));
    expect(stones(el)).to.have.length(2);
  });

  it('a board far from the viewport in play mode still names its points in its grid', async () => {
    const el = await boardBelow(3, 'moves="D4" mode="play" size="9"');
    expect(stones(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(81);
  });
});
