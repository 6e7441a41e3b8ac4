/**
 * The rules overlay's loads and cost: a chunk or facts that fail to load are reported and tried
 * again by a new value of `overlay`. A file of its own: each test fails a load the page has not made yet (the test server answers
 * 503 for the path named in the `vgb-fail-chunk` cookie, see web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, failLoadsOf, fetched, part, pointerAt, stones } from './helpers.js';

/** How many overlay shapes the board draws. */
function overlayShapes(el: HTMLElement): number {
  return el.shadowRoot!.querySelectorAll('[part~="board"] svg.scene [data-overlay]').length;
}

const GO_POSITION = { size: '5', black: 'B3 C4 D3 A2 B1', white: 'C3', 'to-play': 'white', mode: 'play' };

describe('<variant-go-board overlay> loads', () => {
  it('a rules overlay whose chunk fails to load is reported as ERR_FETCH, the position drawn without it, and tried again only by a new value of overlay', async () => {
    failLoadsOf('/src/element/overlay-drawing.');
    const { el, seen } = await board({ ...GO_POSITION, overlay: 'rules' }, { events: ['vgb-error'] });
    const errors = (seen as VgbErrorEvent[]).map((event) => event.detail);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'ERR_FETCH' });
    expect(errors[0]!.message).to.match(/^The board could not load its rules overlay \(.+\)\.$/);
    expect(part(el, 'error')!.textContent).to.contain('could not load its rules overlay');
    expect(stones(el)).to.have.length(6);
    expect(overlayShapes(el)).to.equal(0);
    const tries = fetched('/src/element/overlay-drawing.');

    failLoadsOf(null);
    pointerAt(el, 'pointermove', 'A1');
    await el.updateComplete;
    pointerAt(el, 'pointermove', 'B2');
    await el.updateComplete;
    expect(fetched('/src/element/overlay-drawing.'), 'no new try on other updates').to.equal(tries);
    expect(overlayShapes(el)).to.equal(0);

    el.overlay = 'none';
    await el.updateComplete;
    expect(part(el, 'error')).to.equal(null);
    el.overlay = 'rules';
    await el.updateComplete;
    expect(fetched('/src/element/overlay-drawing.'), 'tried again').to.be.above(tries);
    expect(stones(el)).to.have.length(6);
  });

  it('a rules overlay whose variant’s facts fail to load is reported as ERR_FETCH and the position drawn without it', async () => {
    failLoadsOf('/src/engine/overlay/facts-loose.');
    const { el, seen } = await board({ variant: 'loose', size: '5', black: 'A2', white: 'B1', overlay: 'rules' }, { events: ['vgb-error'] });
    failLoadsOf(null);
    const errors = (seen as VgbErrorEvent[]).map((event) => event.detail);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'ERR_FETCH' });
    expect(errors[0]!.message).to.match(/^The board could not load its rules overlay/);
    expect(stones(el)).to.have.length(2);
    expect(overlayShapes(el)).to.equal(0);
  });
});
