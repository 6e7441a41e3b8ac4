import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbPositionChangeEvent } from '../../src/element/events/vgb-position-change.js';
import { button, centre, lastMoveMark, part, status, stones } from './helpers.js';

/** Records every event of `type` the element fires from now on. */
function record(el: VariantGoBoard, type: keyof GlobalEventHandlersEventMap): Event[] {
  const seen: Event[] = [];
  el.addEventListener(type, (event) => seen.push(event));
  return seen;
}

function gridLineCount(el: VariantGoBoard): number {
  return (part(el, 'board')!.querySelector('.lines')!.getAttribute('d')!.match(/M/g) ?? []).length;
}

describe('<variant-go-board>', () => {
  describe('rendering', () => {
    it('is accessible', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7"></variant-go-board>`);
      await expect(el).to.be.accessible();
    });

    it('draws one stone per move, alternating black and white', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7"></variant-go-board>`);
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(1);
    });

    it('a pass adds no stone and gives the turn away', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 pass G7"></variant-go-board>`);
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(0);
    });

    it('removes captured stones', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="B1 A1 A2"></variant-go-board>`);
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(0);
    });

    it('reads moves separated by commas and spaces, in any case', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves=" e5,c3 ,  g7,"></variant-go-board>`);
      expect(stones(el)).to.have.length(3);
      expect(status(el)).to.equal('Move 3 / 3');
    });

    it('rings the stone of the last move', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"></variant-go-board>`);
      const mark = lastMoveMark(el);
      expect(mark).to.exist;
      const white = stones(el, 'white')[0]!;
      expect(centre(mark!)).to.equal(centre(white));
      expect(mark!.classList.contains('on-light')).to.be.true;
    });

    it('draws no last-move ring after a pass or at the start', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 pass"></variant-go-board>`);
      expect(lastMoveMark(el)).to.be.null;
      el.move = 0;
      await el.updateComplete;
      expect(lastMoveMark(el)).to.be.null;
    });

    it('draws the grid and star points of the board size', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      expect(gridLineCount(el)).to.equal(18);
      expect(el.shadowRoot!.querySelectorAll('.star')).to.have.length(5);
    });

    it('defaults to an empty 19x19 Go board', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board></variant-go-board>`);
      expect(gridLineCount(el)).to.equal(38);
      expect(el.shadowRoot!.querySelectorAll('.star')).to.have.length(9);
      expect(stones(el)).to.have.length(0);
      expect(status(el)).to.equal('Move 0 / 0');
      expect(part(el, 'error')).to.be.null;
    });

    it('draws coordinates only with the coordinates attribute, skipping the letter I', async () => {
      const plain = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      expect(plain.shadowRoot!.querySelectorAll('.label')).to.have.length(0);
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" coordinates></variant-go-board>`);
      const labels = [...el.shadowRoot!.querySelectorAll('.label')].map((label) => label.textContent);
      expect(labels).to.have.length(36);
      expect(labels).to.include.members(['A', 'H', 'J', '1', '9']);
      expect(labels).not.to.include('I');
    });

    it('fills the width of its container with a square board', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 300px"><variant-go-board size="9"></variant-go-board></div>`,
      );
      const board = (wrapper.firstElementChild as VariantGoBoard).shadowRoot!.querySelector('svg')!.getBoundingClientRect();
      expect(board.width).to.be.closeTo(300, 0.5);
      expect(board.height).to.be.closeTo(300, 0.5);
    });

    it('names the board, the position and the last move for assistive technology', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3" move="1"></variant-go-board>`);
      const board = part(el, 'board')!;
      expect(board.getAttribute('role')).to.equal('img');
      expect(board.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 1 of 2, last move Black E5');
    });

    it('takes colours from CSS custom properties set on an ancestor', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="--vgb-board-color: rgb(1, 2, 3)"><variant-go-board size="9"></variant-go-board></div>`,
      );
      const wood = (wrapper.firstElementChild as VariantGoBoard).shadowRoot!.querySelector('.wood')!;
      expect(getComputedStyle(wood).fill).to.equal('rgb(1, 2, 3)');
    });

    it('has a dark colour scheme', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      const wood = el.shadowRoot!.querySelector('.wood')!;
      const light = getComputedStyle(wood).fill;
      await emulateMedia({ colorScheme: 'dark' });
      try {
        expect(getComputedStyle(wood).fill).not.to.equal(light);
      } finally {
        await emulateMedia({ colorScheme: 'light' });
      }
    });
  });

  describe('the move attribute', () => {
    it('shows the position after move N', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7 D4" move="2"></variant-go-board>`);
      expect(stones(el)).to.have.length(2);
      expect(status(el)).to.equal('Move 2 / 4');
    });

    it('shows the end when unset or beyond the record, and the start when negative', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7"></variant-go-board>`);
      expect(status(el)).to.equal('Move 3 / 3');
      el.setAttribute('move', '99');
      await el.updateComplete;
      expect(status(el)).to.equal('Move 3 / 3');
      el.setAttribute('move', '-4');
      await el.updateComplete;
      expect(status(el)).to.equal('Move 0 / 3');
      expect(stones(el)).to.have.length(0);
    });

    it('changing it from script redraws the board and fires no position-change', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7"></variant-go-board>`);
      const changes = record(el, 'vgb-position-change');
      el.move = 1;
      await el.updateComplete;
      expect(stones(el)).to.have.length(1);
      expect(changes).to.have.length(0);
    });
  });

  describe('controls', () => {
    it('disables First and Previous at the start, Next and Last at the end', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3" move="0"></variant-go-board>`);
      expect(button(el, 'First move').disabled).to.be.true;
      expect(button(el, 'Previous move').disabled).to.be.true;
      expect(button(el, 'Next move').disabled).to.be.false;
      el.move = 2;
      await el.updateComplete;
      expect(button(el, 'Next move').disabled).to.be.true;
      expect(button(el, 'Last move').disabled).to.be.true;
      expect(button(el, 'First move').disabled).to.be.false;
    });

    it('disables every step button when there are no moves', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      for (const label of ['First move', 'Previous move', 'Next move', 'Last move']) {
        expect(button(el, label).disabled, label).to.be.true;
      }
    });

    it('First, Previous, Next and Last step through the record', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7 D4"></variant-go-board>`);
      button(el, 'Previous move').click();
      await el.updateComplete;
      expect(status(el)).to.equal('Move 3 / 4');
      expect(stones(el)).to.have.length(3);
      button(el, 'First move').click();
      await el.updateComplete;
      expect(status(el)).to.equal('Move 0 / 4');
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(status(el)).to.equal('Move 1 / 4');
      expect(el.move).to.equal(1);
      button(el, 'Last move').click();
      await el.updateComplete;
      expect(status(el)).to.equal('Move 4 / 4');
    });

    it('moves focus to the board when the focused button becomes disabled', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3" move="1"></variant-go-board>`);
      const next = button(el, 'Next move');
      next.focus();
      next.click();
      await el.updateComplete;
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'board'));
    });
  });

  describe('keyboard', () => {
    it('the board is focusable', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      expect(part(el, 'board')!.tabIndex).to.equal(0);
    });

    it('ArrowLeft and ArrowRight step, Home and End jump to the start and the end', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7 D4"></variant-go-board>`);
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 3 / 4');
      await sendKeys({ press: 'Home' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 0 / 4');
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 0 / 4');
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 1 / 4');
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 4 / 4');
    });
  });

  describe('events', () => {
    it('vgb-position-change reports the move number, the total and the move, bubbling out of shadow roots', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 pass"></variant-go-board>`);
      setTimeout(() => button(el, 'Previous move').click());
      const event = (await oneEvent(document, 'vgb-position-change')) as VgbPositionChangeEvent;
      expect(event.detail).to.deep.equal({ moveNumber: 2, total: 3, move: 'C3', game: 1 });
      expect(event.bubbles).to.be.true;
      expect(event.composed).to.be.true;
      setTimeout(() => button(el, 'Last move').click());
      const last = (await oneEvent(el, 'vgb-position-change')) as VgbPositionChangeEvent;
      expect(last.detail).to.deep.equal({ moveNumber: 3, total: 3, move: 'pass', game: 1 });
    });

    it('vgb-position-change gives a null move at the start', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      part(el, 'board')!.focus();
      setTimeout(() => void sendKeys({ press: 'Home' }));
      const event = (await oneEvent(el, 'vgb-position-change')) as VgbPositionChangeEvent;
      expect(event.detail).to.deep.equal({ moveNumber: 0, total: 1, move: null, game: 1 });
    });

    it('setting moves from script fires no position-change', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      const changes = record(el, 'vgb-position-change');
      el.moves = 'E5 C3 G7';
      await el.updateComplete;
      expect(stones(el)).to.have.length(3);
      expect(changes).to.have.length(0);
    });

    it('a step that changes nothing fires nothing', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      const changes = record(el, 'vgb-position-change');
      part(el, 'board')!.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ press: 'ArrowRight' });
      expect(changes).to.have.length(0);
    });
  });

  describe('attribute changes after the first render', () => {
    it('size redraws the grid and replays the moves on the new board', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      el.setAttribute('size', '13');
      await el.updateComplete;
      expect(gridLineCount(el)).to.equal(26);
      expect(stones(el)).to.have.length(1);
    });

    it('moves replays the new record and keeps showing its end', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      el.setAttribute('moves', 'C3 D4 E5 F6');
      await el.updateComplete;
      expect(stones(el)).to.have.length(4);
      expect(status(el)).to.equal('Move 4 / 4');
    });

    it('coordinates toggles the labels', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9"></variant-go-board>`);
      el.coordinates = true;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.label')).to.have.length(36);
      el.removeAttribute('coordinates');
      el.coordinates = false;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.label')).to.have.length(0);
    });

    it('black, white and to-play replace the setup and replay the moves on it', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      el.black = 'A1 B2';
      el.setAttribute('to-play', 'white');
      await el.updateComplete;
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(1);
      el.white = 'J9';
      await el.updateComplete;
      expect(stones(el, 'white')).to.have.length(2);
    });

    it('rule options change the game: max-tiles and scoring in Tile Go, ko in Go', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board mode="play" variant="tile" size="9"></variant-go-board>`);
      const errors = record(el, 'vgb-error');
      expect(el.shadowRoot!.querySelector('button.text')!.textContent!.trim()).to.equal('Return a prisoner');
      el.setAttribute('scoring', 'standard');
      el.setAttribute('max-tiles', 'unlimited');
      await el.updateComplete;
      expect(el.maxTiles).to.equal('unlimited');
      expect(el.shadowRoot!.querySelector('button.text')!.textContent!.trim()).to.equal('Pass');
      el.setAttribute('max-tiles', '3');
      await el.updateComplete;
      expect(el.maxTiles).to.equal(3);
      el.removeAttribute('scoring');
      el.removeAttribute('max-tiles');
      el.variant = 'go';
      el.ko = 'positional';
      await el.updateComplete;
      expect(errors).to.have.length(0);
    });

    it('mode switches the board between image and grid, and the controls with it', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
      el.mode = 'play';
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('role')).to.equal('grid');
      el.mode = 'view';
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('role')).to.equal('img');
      expect(part(el, 'controls')).to.be.null;
    });

    it('removing variant, size and move falls back to their defaults', async () => {
      const el = await fixture<VariantGoBoard>(
        html`<variant-go-board variant="go" size="9" moves="E5 C3" move="1"></variant-go-board>`,
      );
      el.removeAttribute('size');
      el.removeAttribute('variant');
      el.removeAttribute('move');
      await el.updateComplete;
      expect(gridLineCount(el)).to.equal(38);
      expect(status(el)).to.equal('Move 2 / 2');
      expect(part(el, 'error')).to.be.null;
    });
  });
});
