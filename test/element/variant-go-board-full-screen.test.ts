/** Full screen, and pinch-zoom: a reader on a phone can make a small board larger, and read what it leaves out. */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { MIN_TEXT_PX } from '../../src/render/layout.js';
import { board, button, findButton, part, until } from './helpers.js';

/** The coordinate labels drawn, with their height on screen in CSS px. */
function labelHeights(el: VariantGoBoard): number[] {
  return [...el.shadowRoot!.querySelectorAll<SVGTextElement>('svg.scene text.label')].map((text) => Number(text.getAttribute('font-size')) * text.ownerSVGElement!.getScreenCTM()!.a);
}

const frame = (el: VariantGoBoard) => el.shadowRoot!.querySelector<HTMLElement>('.frame')!;

/** `body` run in a 390 x 844 window (a phone), then the window as it was, out of full screen. */
function onPhone(body: () => Promise<void>): () => Promise<void> {
  return async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      await body();
    } finally {
      if (document.fullscreenElement) await document.exitFullscreen();
      await resetMouse();
      await setViewport({ width: 800, height: 600 });
    }
  };
}

describe('<variant-go-board> full screen', () => {
  it('gives a 19x19 board on a phone its coordinates back, at least 10 px high, when the reader expands it', onPhone(async () => {
    const { el } = await board({ size: '19', coordinates: '', moves: 'D4 Q16' }, { width: 358 });
    await until(() => labelHeights(el).length === 0 && el.shadowRoot!.querySelector('svg.scene circle.stone') !== null);
    button(el, 'Full screen').click();
    await until(() => labelHeights(el).length > 0);
    for (const height of labelHeights(el)) expect(height).to.be.at.least(MIN_TEXT_PX - 0.01);
    expect(part(el, 'board')!.getBoundingClientRect().width).to.be.above(370);
  }));

  it('lays the frame over the page where the browser gives no element full screen (no user gesture here), and Escape or the button brings it back', onPhone(async () => {
    const { el } = await board({ size: '19', moves: 'D4' }, { width: 358 });
    button(el, 'Full screen').click();
    await until(() => findButton(el, 'Leave full screen') !== null);
    expect(document.fullscreenElement).to.equal(null);
    const box = frame(el).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 390, 844]);
    expect(getComputedStyle(frame(el)).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)', 'the page does not show through');
    button(el, 'Leave full screen').focus();
    await sendKeys({ press: 'Escape' });
    await until(() => findButton(el, 'Full screen') !== null);
    expect(frame(el).getBoundingClientRect().width).to.equal(358);
    button(el, 'Full screen').click();
    await until(() => findButton(el, 'Leave full screen') !== null);
    button(el, 'Leave full screen').click();
    await until(() => findButton(el, 'Full screen') !== null);
    expect(frame(el).getBoundingClientRect().width).to.equal(358);
  }));

  it('uses the Fullscreen API when the reader clicks, and goes back into the page when the browser leaves it', onPhone(async () => {
    const { el } = await board({ size: '19', moves: 'D4' }, { width: 358 });
    const box = button(el, 'Full screen').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => document.fullscreenElement === el);
    expect(findButton(el, 'Leave full screen')).to.not.equal(null);
    await document.exitFullscreen();
    await until(() => findButton(el, 'Full screen') !== null);
    expect(frame(el).classList.contains('expanded')).to.equal(false);
  }));

  it('leaves full screen when the board leaves the page', onPhone(async () => {
    const { el } = await board({ size: '9' });
    button(el, 'Full screen').click();
    await until(() => findButton(el, 'Leave full screen') !== null);
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await el.updateComplete;
    expect(findButton(el, 'Full screen')).to.not.equal(null);
    expect(frame(el).classList.contains('expanded')).to.equal(false);
  }));
});

describe('<variant-go-board> and pinch-zoom', () => {
  it('lets the page be pinch-zoomed over the board in every mode: no touch-action keeps it', async () => {
    for (const mode of ['replay', 'view', 'play', 'puzzle', 'edit']) {
      const { el } = await board({ mode, size: '9', moves: 'E5' });
      await until(() => mode !== 'play' || el.shadowRoot!.querySelector('[role="gridcell"]') !== null);
      const boxes = [el, frame(el), part(el, 'board')!, ...el.shadowRoot!.querySelectorAll<Element>('[part~="board"] *')];
      for (const box of boxes) {
        const action = getComputedStyle(box).touchAction;
        expect(action === 'auto' || action === 'manipulation' || action.includes('pinch-zoom'), `${mode}: ${box.tagName}.${box.getAttribute('class')}: ${action}`).to.equal(true);
      }
    }
  });
});
