/**
 * The parts a board loads when it first shows them (a record's panels, Paper and Pencil Go's
 * legend): a chunk that fails to load is reported, the board keeps drawing what it can, and the
 * load is tried again by the next change of a property (a step sets `move`), not by a hover. A file of its own: each test fails a load the
 * page has not made yet (the test server answers 503 for the path in the `vgb-fail-chunk` cookie).
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, button, failLoadsOf, fetched, findButton, part, pointerAt, stones, tap, until } from './helpers.js';

describe('<variant-go-board> parts that fail to load', () => {
  it('a record whose panels fail to load: ERR_FETCH names them, the moves still step, a hover does not try again, a step does', async () => {
    failLoadsOf('/src/element/panels.');
    const { el, seen } = await board({ sgf: '(;GM[1]SZ[19]PB[Honinbo Shusaku];B[pd];W[dp])', mode: 'replay' }, { events: ['vgb-error'] });
    await until(() => (seen as VgbErrorEvent[]).length > 0 && stones(el).length === 2);
    const errors = (seen as VgbErrorEvent[]).map((event) => event.detail);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'ERR_FETCH' });
    expect(errors[0]!.message).to.match(/^The board could not load its record panels and download buttons \(.+\)\.$/);
    expect(part(el, 'error')!.textContent).to.contain('could not load its record panels');
    const tries = fetched('/src/element/panels.');

    failLoadsOf(null);
    pointerAt(el, 'pointermove', 'A1');
    await el.updateComplete;
    expect(fetched('/src/element/panels.'), 'no new try on a hover').to.equal(tries);
    expect(part(el, 'info')).to.equal(null);

    button(el, 'Previous move').click();
    await el.updateComplete;
    await until(() => part(el, 'info') !== null);
    expect(fetched('/src/element/panels.'), 'tried again').to.be.above(tries);
    expect(part(el, 'error')).to.equal(null);
    expect(part(el, 'info')!.textContent).to.contain('Honinbo Shusaku');
    expect(stones(el), 'the step taken').to.have.length(1);
  });

  it('Paper and Pencil Go’s legend failing to load is reported as ERR_FETCH and the marked stones still drawn', async () => {
    failLoadsOf('/src/element/legend.');
    const { el, seen } = await board({ variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5' }, { events: ['vgb-error'] });
    failLoadsOf(null);
    await until(() => (seen as VgbErrorEvent[]).length > 0);
    expect((seen as VgbErrorEvent[])[0]!.detail.message).to.match(/^The board could not load its legend of marked stones/);
    expect(stones(el).length).to.be.above(9);
    expect(part(el, 'legend')).to.equal(null);
  });

  it('a loupe that fails to load: ERR_FETCH names it once, a plain Play button plays the point chosen, and a tap on another point tries again', async () => {
    failLoadsOf('/src/element/loupe.');
    const { el, seen } = await board({ size: '19', mode: 'play', confirm: 'always' }, { events: ['vgb-error'] });
    await tap(el, 'K10');
    await until(() => seen.length > 0);
    await tap(el, 'K10');
    expect((seen as VgbErrorEvent[]).map((event) => event.detail.code)).to.deep.equal(['ERR_FETCH']);
    expect((seen as VgbErrorEvent[])[0]!.detail.message).to.match(/^The board could not load its loupe, which shows a point chosen by touch \(.+\)\.$/);
    expect(stones(el)).to.have.length(0);
    button(el, 'Play K10').click();
    await el.updateComplete;
    expect(stones(el)).to.have.length(1);

    failLoadsOf(null);
    await tap(el, 'D4');
    await until(() => part(el, 'loupe') !== null);
    expect(findButton(el, 'Play K10')).to.equal(null);
    expect(part(el, 'error')).to.equal(null);
  });

  it('a full-screen view that fails to load: ERR_FETCH names it, the board stays in the page, the next press tries again', async () => {
    failLoadsOf('/src/element/full-screen.');
    const { el, seen } = await board({ size: '9', moves: 'E5' }, { events: ['vgb-error'] });
    button(el, 'Full screen').click();
    await until(() => seen.length > 0);
    expect((seen as VgbErrorEvent[]).map((event) => event.detail.code)).to.deep.equal(['ERR_FETCH']);
    expect((seen as VgbErrorEvent[])[0]!.detail.message).to.match(/^The board could not load its full-screen view \(.+\)\.$/);
    expect(findButton(el, 'Leave full screen')).to.equal(null);

    failLoadsOf(null);
    button(el, 'Full screen').click();
    await until(() => findButton(el, 'Leave full screen') !== null);
    expect(part(el, 'error')).to.equal(null);
    button(el, 'Leave full screen').click();
    await until(() => findButton(el, 'Full screen') !== null);
  });
});
