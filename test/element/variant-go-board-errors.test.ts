import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { part, status, stones } from './helpers.js';

/** Creates a board with `attributes`, listening for vgb-error before it first renders. */
async function boardWith(attributes: Record<string, string>): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const errors: VgbErrorEvent[] = [];
  el.addEventListener('vgb-error', (event) => errors.push(event));
  const parent = await fixture<HTMLDivElement>(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  return { el, errors };
}

function errorText(el: VariantGoBoard): string {
  return part(el, 'error')?.textContent?.trim() ?? '';
}

function gridLineCount(el: VariantGoBoard): number {
  return (part(el, 'board')!.querySelector('.lines')!.getAttribute('d')!.match(/M/g) ?? []).length;
}

describe('<variant-go-board> invalid input', () => {
  it('an unknown variant shows an empty 19x19 board and an alert naming the variant', async () => {
    const { el, errors } = await boardWith({ variant: 'chess', size: '9', moves: 'E5' });
    expect(gridLineCount(el)).to.equal(38);
    expect(stones(el)).to.have.length(0);
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(errorText(el)).to.contain("'chess'");
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail.code).to.equal('ERR_VARIANT');
    expect(errors[0]!.detail.message).to.equal(errorText(el));
  });

  it('is accessible while it shows an error', async () => {
    const { el } = await boardWith({ size: '9', moves: 'E5 xx' });
    await expect(el).to.be.accessible();
  });

  for (const size of ['1', '26', '9.5', 'nine']) {
    it(`size "${size}" is rejected with ERR_SIZE and an empty 19x19 board`, async () => {
      const { el, errors } = await boardWith({ size });
      expect(gridLineCount(el)).to.equal(38);
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_SIZE']);
      expect(errorText(el)).to.match(/size/i);
    });
  }

  it('a bad size after a good one keeps the last good board size', async () => {
    const { el } = await boardWith({ size: '9', moves: 'E5' });
    setTimeout(() => el.setAttribute('size', '40'));
    const event = (await oneEvent(el, 'vgb-error')) as VgbErrorEvent;
    expect(event.detail.code).to.equal('ERR_SIZE');
    expect(gridLineCount(el)).to.equal(18);
    expect(stones(el)).to.have.length(0);
  });

  it('a komi that is not a number is rejected with ERR_KOMI', async () => {
    const { el, errors } = await boardWith({ size: '9', komi: 'lots' });
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_KOMI']);
    expect(errorText(el)).to.match(/komi/i);
  });

  it('an unreadable token stops the replay before it and names the token and its number', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 E5x G7' });
    expect(stones(el)).to.have.length(2);
    expect(status(el)).to.equal('Move 2 / 2');
    expect(errorText(el)).to.contain('Move 3').and.to.match(/'e5x'/i);
    expect(errors[0]!.detail).to.include({ code: 'ERR_MOVE_SYNTAX', token: 'E5x', index: 2 });
  });

  it('a point off the board says so with the board size', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 Z99' });
    expect(stones(el)).to.have.length(2);
    expect(errorText(el)).to.contain('Move 3').and.to.contain('is not a point on a 9x9 board');
    expect(errors[0]!.detail).to.include({ code: 'ERR_OFF_BOARD', token: 'Z99', index: 2 });
  });

  it('an illegal move shows the position up to the last good move and the rule it breaks', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 E5 G7' });
    expect(stones(el)).to.have.length(2);
    expect(status(el)).to.equal('Move 2 / 2');
    expect(errorText(el)).to.equal(errors[0]!.detail.message);
    expect(errorText(el)).to.contain("Move 3 'E5' is illegal");
    expect(errors[0]!.detail).to.include({ code: 'ERR_OCCUPIED', token: 'E5', index: 2 });
  });

  it('the error fires once per invalid input and clears when the input is fixed', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    el.move = 0;
    await el.updateComplete;
    expect(errors).to.have.length(1);
    el.moves = 'E5 C3';
    await el.updateComplete;
    expect(part(el, 'error')).to.be.null;
    expect(status(el)).to.equal('Move 0 / 2');
  });

  it('a new invalid value fires a new error', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    el.moves = 'E5 Z1';
    await el.updateComplete;
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_OCCUPIED', 'ERR_OFF_BOARD']);
  });

  it('vgb-error bubbles out of shadow roots', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    expect(errors[0]!.bubbles).to.be.true;
    expect(errors[0]!.composed).to.be.true;
    expect(el.isConnected).to.be.true;
  });
});
