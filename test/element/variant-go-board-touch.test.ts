import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { announced, board, part, pointerAt, pointOnScreen, PUZZLE_URL, record, shapes, stones, tap, until } from './helpers.js';

/** The loupe, once a tap waits for confirmation. */
async function loupe(el: VariantGoBoard): Promise<HTMLButtonElement | null> {
  await el.updateComplete;
  // Its chunk comes with the first tap that waits.
  for (let i = 0; i < 50 && !part(el, 'loupe'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
  }
  return part<HTMLButtonElement>(el, 'loupe');
}

/** What the loupe's button says (its drawing is hidden from assistive technology). */
async function loupeName(el: VariantGoBoard): Promise<string> {
  return (await loupe(el))?.querySelector('.loupe-name')?.textContent?.trim() ?? '';
}

/** CSS pixels between two neighbouring points on screen. */
function pitch(el: VariantGoBoard): number {
  return pointOnScreen(el, 'B1').x - pointOnScreen(el, 'A1').x;
}

describe('<variant-go-board> touch play on a phone (390 px)', () => {
  before(() => setViewport({ width: 390, height: 844 }));

  // First in the file: the play input's chunk is not in yet when this tap lands.
  it('a tap made while the play input loads waits for confirmation too', async () => {
    const el = document.createElement('variant-go-board');
    el.setAttribute('mode', 'play');
    el.setAttribute('size', '19');
    (await fixture<HTMLDivElement>(html`<div style="width: 370px"></div>`)).append(el);
    for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
    const seen = record(el, 'vgb-move');
    await tap(el, 'D4', 'touch');
    expect(await loupeName(el)).to.equal('Play D4');
    expect(stones(el)).to.have.length(0);
    expect(seen).to.have.length(0);
  });

  it('a tap on a 19x19 point under 24 px only chooses it: the loupe names and magnifies it to at least 24 px, and plays it', async () => {
    const { el } = await board({ mode: 'play', size: '19', coordinates: '' }, { width: 370 });
    const seen = record(el, 'vgb-move');
    expect(pitch(el)).to.be.below(24);
    await tap(el, 'D4', 'touch');
    const button = await loupe(el);
    expect(stones(el)).to.have.length(0);
    expect(seen).to.have.length(0);
    expect(shapes(el, 'preview', 'black')).to.have.length(1);
    expect(await loupeName(el)).to.equal('Play D4');
    expect(button!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    // The effective target: the loupe itself, and its points.
    const box = button!.getBoundingClientRect();
    expect(Math.min(box.width, box.height)).to.be.at.least(24);
    // Four points across the loupe's drawing.
    expect(button!.querySelector('svg')!.getBoundingClientRect().width / 4).to.be.at.least(24);
    await expect(el).to.be.accessible();
    button!.click();
    await el.updateComplete;
    expect(stones(el, 'black')).to.have.length(1);
    expect(seen).to.have.length(1);
    expect((seen[0] as CustomEvent).detail.move).to.equal('D4');
    expect(part(el, 'loupe')).to.be.null;
  });

  it('a tap on a neighbour moves the choice and never plays: each point of the diagonal is played where it was tapped, no neighbour', async () => {
    const { el } = await board({ mode: 'play', size: '19' }, { width: 370 });
    const moves = record(el, 'vgb-move');
    for (const name of ['K10', 'K11', 'L11', 'A1', 'T19']) {
      await tap(el, name, 'touch');
      expect(await loupeName(el)).to.equal(`Play ${name}`);
    }
    expect(moves).to.have.length(0);
    const diagonal = 'ABCDEFGHJKLMNOPQRST'.split('').map((column, i) => `${column}${i + 1}`);
    for (const name of diagonal) {
      await tap(el, name, 'touch');
      (await loupe(el))!.click();
      await el.updateComplete;
    }
    expect(moves.map((event) => (event as CustomEvent).detail.move)).to.deep.equal(diagonal);
  });

  it('the loupe sits beside the finger, never under it: above a point with room above it, else to its side', async () => {
    const { el } = await board({ mode: 'play', size: '19' }, { width: 370 });
    for (const name of ['D4', 'Q4', 'D16', 'Q16', 'K10', 'A1', 'T19']) {
      await tap(el, name, 'touch');
      const box = (await loupe(el))!.getBoundingClientRect();
      const { x, y } = pointOnScreen(el, name);
      // A fingertip's reach round the point (about 7 mm) stays clear of the loupe.
      const finger = 20;
      const overlaps = x + finger > box.left && x - finger < box.right && y + finger > box.top && y - finger < box.bottom;
      expect(overlaps, `${name} under the loupe`).to.equal(false);
    }
  });

  it('the loupe stays in the window: on a board scrolled half out of view, a low point gets it beside, not above off screen', async () => {
    const { el } = await board({ mode: 'play', size: '19' }, { width: 370 });
    const spacer = document.createElement('div');
    spacer.style.height = '2000px';
    el.parentElement!.after(spacer);
    try {
      window.scrollBy(0, el.getBoundingClientRect().top + 150);
      const { y } = pointOnScreen(el, 'K5');
      expect(y).to.be.below(208);
      await tap(el, 'K5', 'touch');
      const box = (await loupe(el))!.getBoundingClientRect();
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.at.most(window.innerHeight);
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('a press that slides moves the choice along; one the page scrolls (cancelled) keeps the choice before it', async () => {
    const { el } = await board({ mode: 'play', size: '19' }, { width: 370 });
    pointerAt(el, 'pointerdown', 'D4', 'touch');
    pointerAt(el, 'pointermove', 'E5', 'touch');
    pointerAt(el, 'pointerup', 'E5', 'touch');
    expect(await loupeName(el)).to.equal('Play E5');
    pointerAt(el, 'pointerdown', 'Q16', 'touch');
    pointerAt(el, 'pointercancel', 'Q16', 'touch');
    expect(await loupeName(el)).to.equal('Play E5');
    expect(stones(el)).to.have.length(0);
  });

  it('puzzle mode never judges a tap the reader did not confirm, even on points a finger fits', async () => {
    const { el } = await board({ src: PUZZLE_URL, mode: 'puzzle', size: '9' }, { width: 600 });
    await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null);
    expect(pointOnScreen(el, 'E6').x - pointOnScreen(el, 'D6').x).to.be.at.least(44);
    const seen = record(el, 'vgb-puzzle-solved', 'vgb-puzzle-failed', 'vgb-move');
    // E6 is marked wrong: an off-target tap there ends nothing until confirmed.
    await tap(el, 'E6', 'touch');
    expect(await loupeName(el)).to.equal('Play E6');
    expect(seen).to.have.length(0);
    await tap(el, 'D6', 'touch');
    (await loupe(el))!.click();
    await el.updateComplete;
    expect(seen.map((event) => event.type)).to.deep.equal(['vgb-move']);
  });

  it('confirm="never" plays a tap at once; confirm="always" makes a mouse click wait too', async () => {
    const { el } = await board({ mode: 'play', size: '19', confirm: 'never' }, { width: 370 });
    await tap(el, 'D4', 'touch');
    expect(stones(el, 'black')).to.have.length(1);
    expect(part(el, 'loupe')).to.be.null;
    const { el: always } = await board({ mode: 'play', size: '9', confirm: 'always' }, { width: 370 });
    await tap(always, 'E5', 'mouse');
    expect(await loupeName(always)).to.equal('Play E5');
    expect(stones(always)).to.have.length(0);
  });

  it('confirm="touch" lets a finger play at once on points 44 px apart or more, and a mouse always', async () => {
    const { el } = await board({ mode: 'play', size: '9' }, { width: 600 });
    expect(pitch(el)).to.be.at.least(44);
    await tap(el, 'E5', 'touch');
    expect(stones(el, 'black')).to.have.length(1);
    const { el: small } = await board({ mode: 'play', size: '19' }, { width: 370 });
    await tap(small, 'E5', 'mouse');
    expect(stones(small, 'black')).to.have.length(1);
  });

  it('a tap or a slide lifted off the grid puts the loupe away and plays nothing', async () => {
    const { el } = await board({ mode: 'play', size: '19', coordinates: '' }, { width: 370 });
    await tap(el, 'D4', 'touch');
    expect(await loupeName(el)).to.equal('Play D4');
    const corner = el.shadowRoot!.querySelector('[part~="board"] svg')!.getBoundingClientRect();
    for (const type of ['pointerdown', 'pointerup']) {
      const at = { clientX: corner.left + 2, clientY: corner.top + 2, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, bubbles: true, composed: true };
      el.shadowRoot!.querySelector('svg.scene')!.dispatchEvent(new PointerEvent(type, at));
    }
    await el.updateComplete;
    expect(part(el, 'loupe')).to.be.null;
    expect(shapes(el, 'preview')).to.have.length(0);
    expect(stones(el)).to.have.length(0);
  });

  it('a choice is said once, naming the point and the button that plays it', async () => {
    const { el } = await board({ mode: 'play', size: '19' }, { width: 370 });
    await tap(el, 'D4', 'touch');
    await loupe(el);
    expect(announced(el)).to.equal('D4 chosen: the Play D4 button plays it.');
  });

  it('a confirm value that is not a choice is reported, quoting it, and touch is used', async () => {
    const { el, seen } = await board({ mode: 'play', size: '19', confirm: 'sometimes' }, { width: 370, events: ['vgb-error'] });
    expect(seen.map((event) => (event as CustomEvent).detail.message)).to.include("confirm: 'sometimes' is not one of always, touch, never");
    await tap(el, 'D4', 'touch');
    expect(stones(el)).to.have.length(0);
  });
});
