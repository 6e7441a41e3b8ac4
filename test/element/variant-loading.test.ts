/**
 * Each variant other than standard Go loads when a board first asks for it: by `variant`, or by
 * a record's `RU`/`ZVR`. Meanwhile the board shows the empty board of the right size, never a
 * wrong position. This file imports nothing that brings every variant's rules.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import { isVariantLoaded } from '../../src/engine/core.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { part, shapes, stones } from './helpers.js';

/** A board with `attributes`, appended to the page, and its first render awaited without waiting for what it loads. */
async function firstRender(attributes: Record<string, string>): Promise<VariantGoBoard> {
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
  return el;
}

describe('variants loaded on first use', () => {
  it('variant="loose": the empty board of the right size while its rules load, then the position', async () => {
    expect(isVariantLoaded('loose')).to.equal(false);
    const el = await firstRender({ variant: 'loose', size: '9', moves: 'E5 D5 C5' });
    expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('9 by 9');
    expect(stones(el)).to.have.length(0);
    await el.updateComplete;
    expect(isVariantLoaded('loose')).to.equal(true);
    expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('false');
    expect(el.variant).to.equal('loose');
    expect(stones(el)).to.have.length(3);
  });

  it('a record naming its variant by RU loads that variant before it is replayed', async () => {
    expect(isVariantLoaded('paper-pencil')).to.equal(false);
    const el = await firstRender({ sgf: '(;GM[1]SZ[9]RU[Paper and Pencil Go];B[ee];W[dd])' });
    await el.updateComplete;
    expect(isVariantLoaded('paper-pencil')).to.equal(true);
    expect(stones(el)).to.have.length(2);
    expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('Paper and Pencil Go');
  });

  it('changing `variant` on a shown board loads the new rules and replays the moves under them', async () => {
    const el = await firstRender({ size: '9', moves: 'E5 E4 D4 F4 E3' });
    await el.updateComplete;
    expect(stones(el)).to.have.length(5);
    el.setAttribute('variant', 'tile');
    await el.updateComplete;
    expect(el.variant).to.equal('tile');
    expect(shapes(el, 'tile').length).to.be.greaterThan(0);
  });
});
