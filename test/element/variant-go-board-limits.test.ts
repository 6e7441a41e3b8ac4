import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { MAX_LINE_NODES } from '../../src/element/record-limits.js';
import { KOGO_SHAPE, bigSgf, josekiSgf, legalMoves, longValueSgf, mainLineSgf, manyNodesSgf, nestedSgf, wideSgf } from '../formats/limits-inputs.js';
import { recordFileBase } from '../../src/element/exports.js';
import { parseSgf } from '../../src/formats/sgf.js';
import { board, button, part, stones } from './helpers.js';

const moves10k = legalMoves(10_000);

/** A board with `attributes`, listening for vgb-error from the start, once its record is in (`updateComplete` waits for the SGF reader). */
async function boardWith(attributes: Record<string, string>): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
  const { el, seen } = await board(attributes, { events: ['vgb-error'] });
  return { el, errors: seen as VgbErrorEvent[] };
}

function gridLineCount(el: VariantGoBoard): number {
  return (part(el, 'board')!.querySelector('.lines')!.getAttribute('d')!.match(/M/g) ?? []).length;
}

describe('<variant-go-board> limits: records too large are refused with a clear error, on a drawn board', () => {
  it('a 10 MB SGF: ERR_SGF_TOO_LARGE, the size and the limit in the message, an empty 19x19 board', async () => {
    const { el, errors } = await boardWith({ sgf: bigSgf(10_000_000) });
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_SGF_TOO_LARGE']);
    expect(errors[0]!.detail.message).to.match(/10,\d{3},\d{3} characters long; a board reads at most 2,000,000/);
    expect(part(el, 'error')!.textContent).to.contain('2,000,000');
    expect(gridLineCount(el)).to.equal(38);
  });

  it('100,000 variations: ERR_SGF_TOO_LARGE, placed by line and column', async () => {
    const { errors } = await boardWith({ sgf: wideSgf(100_000) });
    expect(errors[0]!.detail.code).to.equal('ERR_SGF_TOO_LARGE');
    expect(errors[0]!.detail.column).to.be.greaterThan(1);
  });

  it('more than 200,000 nodes: ERR_SGF_TOO_LARGE, and the page goes on', async () => {
    const { el, errors } = await boardWith({ sgf: manyNodesSgf(), size: '9' });
    expect(errors[0]!.detail.code).to.equal('ERR_SGF_TOO_LARGE');
    expect(errors[0]!.detail.message).to.contain('more than 200,000 nodes');
    expect(stones(el)).to.have.length(0);
  });

  it('variations nested 10,000 deep: ERR_SGF_TOO_LONG, and the page goes on', async () => {
    const { el, errors } = await boardWith({ sgf: nestedSgf(moves10k), size: '9' });
    expect(errors[0]!.detail.code).to.equal('ERR_SGF_TOO_LONG');
    expect(errors[0]!.detail.message).to.contain('longer than 1,000 nodes');
    expect(stones(el)).to.have.length(0);
  });

  it('variations nested 5,000 deep: ERR_SGF_TOO_LONG, with the limit', async () => {
    const { el, errors } = await boardWith({ sgf: nestedSgf(moves10k.slice(0, 5_000)), size: '9' });
    expect(errors[0]!.detail.code).to.equal('ERR_SGF_TOO_LONG');
    expect(errors[0]!.detail.message).to.contain('longer than 1,000 nodes');
    expect(stones(el)).to.have.length(0);
  });

  it('a diagram of 2,000,000 characters: ERR_DIAGRAM_TOO_LARGE, the size and the limit in the message', async () => {
    const diagram = `$$B\n${'$$ | . X O . |\n'.repeat(133_333)}`;
    const errors: VgbErrorEvent[] = [];
    const el = await fixture<VariantGoBoard>(html`<variant-go-board @vgb-error=${(e: VgbErrorEvent) => errors.push(e)}>${diagram}</variant-go-board>`);
    await el.updateComplete;
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_DIAGRAM_TOO_LARGE']);
    expect(errors[0]!.detail.message).to.contain('1,999,999 characters long; a board reads at most 100,000 of a diagram');
  });

  it('a moves attribute of 10,000 moves: ERR_MOVES_TOO_MANY on an empty board of the asked size', async () => {
    const { el, errors } = await boardWith({ moves: moves10k.join(' '), size: '19' });
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_MOVES_TOO_MANY']);
    expect(part(el, 'error')!.textContent).to.contain('10,000 moves; a board plays at most 1,000');
    expect(gridLineCount(el)).to.equal(38);
  });

  it('a refused record gives way to the next good one', async () => {
    const { el, errors } = await boardWith({ sgf: mainLineSgf(moves10k.slice(0, 5_000)) });
    expect(errors[0]!.detail.code).to.equal('ERR_SGF_TOO_LONG');
    el.setAttribute('sgf', mainLineSgf(moves10k.slice(0, 30)));
    await el.updateComplete;
    expect(part(el, 'error')).to.equal(null);
    expect(stones(el).length).to.be.greaterThan(0);
  });

  it('an SGF main line just inside the limit is shown whole, and steps to its start and back', async () => {
    const line = moves10k.slice(0, MAX_LINE_NODES - 1);
    const { el, errors } = await boardWith({ sgf: mainLineSgf(line) });
    expect(errors).to.have.length(0);
    expect(stones(el).length).to.be.greaterThan(0);
    el.setAttribute('move', '0');
    await el.updateComplete;
    expect(stones(el)).to.have.length(0);
    el.setAttribute('move', String(line.length));
    await el.updateComplete;
    expect(stones(el).length).to.be.greaterThan(0);
  });

  it('a joseki dictionary of Kogo’s shape (1.3 MB, 70,000 nodes) loads, steps, and offers its 100 first moves', async () => {
    const { el, errors } = await boardWith({ sgf: josekiSgf() });
    expect(errors).to.have.length(0);
    expect(part(el, 'error')).to.equal(null);
    const atEnd = stones(el).length;
    expect(atEnd).to.be.greaterThan(1);
    el.setAttribute('move', '0');
    await el.updateComplete;
    expect(stones(el)).to.have.length(0);
    const variations = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="variation"]');
    expect(variations).to.have.length(KOGO_SHAPE.firstMoves);
    variations[57]!.click();
    await el.updateComplete;
    expect(stones(el)).to.have.length(1);
    expect(el.shadowRoot!.querySelector('[part~="variations"]')).to.not.equal(null);
    el.setAttribute('move', '1');
    await el.updateComplete;
    expect(stones(el)).to.have.length(1);
  });
  it('a board taken out of the page while it reads a large text stops, and reads it when it comes back', async () => {
    const el = document.createElement('variant-go-board');
    el.setAttribute('sgf', josekiSgf());
    const parent = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
    parent.append(el);
    await new Promise((resolve) => setTimeout(resolve));
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.not.equal(null);
    el.remove();
    // Long enough to read it all, had it gone on.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.not.equal(null);
    parent.append(el);
    await el.updateComplete;
    expect(part(el, 'error')).to.equal(null);
    expect(stones(el).length).to.be.greaterThan(1);
  });
});

describe('<variant-go-board> long texts: what is shown, drawn or said of a value of two million characters is its start', () => {
  it('a comment of 2,000,000 characters shows its first 10,000, and each "Show more" 10,000 more', async () => {
    const { el } = await board({ sgf: longValueSgf('C', 1_999_900) });
    button(el, 'Previous move').click();
    await el.updateComplete;
    const text = () => el.shadowRoot!.querySelector('.comment-text')!.textContent!;
    expect(text().length).to.equal(10_001);
    expect(text().endsWith('…')).to.equal(true);
    const more = part(el, 'comment-more')!;
    expect(more.textContent).to.contain('1,989,900 characters left');
    await expect(el).to.be.accessible();
    more.click();
    await el.updateComplete;
    expect(text().length).to.equal(20_001);
    expect(part(el, 'comment-more')!.textContent).to.contain('1,979,900 characters left');
  });

  it('the step onto a node with a long comment announces only the comment’s start', async () => {
    const { el } = await board({ sgf: longValueSgf('C', 1_999_900) });
    button(el, 'Previous move').click();
    await el.updateComplete;
    const said = el.shadowRoot!.querySelector('[role="status"]')!.textContent!;
    expect(said).to.contain('A long text, as pasted from a forum');
    expect(said.length).to.be.lessThan(500);
  });

  it('a short comment is shown whole, without "Show more"', async () => {
    const { el } = await board({ sgf: longValueSgf('C', 9_000) });
    button(el, 'Previous move').click();
    await el.updateComplete;
    const shown = el.shadowRoot!.querySelector('.comment-text')!.textContent!;
    expect(shown).to.equal(longValueSgf('C', 9_000).match(/C\[([^\]]*)\]/)![1]!.trim());
    expect(part(el, 'comment-more')).to.equal(null);
  });

  it('a node name, a game name, player names and an event of 2,000,000 characters are shown cut at 200', async () => {
    for (const id of ['GN', 'PB', 'PW', 'EV']) {
      const { el } = await board({ sgf: longValueSgf(id, 1_999_900) });
      const info = part(el, 'info')!.textContent!.replace(/\s+/g, ' ');
      expect(info, id).to.match(/A long text, as pasted from a forum[^…]*…/);
      expect(info.length, id).to.be.lessThan(400);
      el.remove();
    }
    const { el } = await board({ sgf: longValueSgf('N', 1_999_900) });
    button(el, 'Previous move').click();
    await el.updateComplete;
    expect(part(el, 'comment-name')!.textContent).to.have.length(201);
  });

  it('a diagram title of 98,000 characters is shown cut at 200', async () => {
    const title = 'A long title. '.repeat(7_000);
    const diagram = `$$B ${title}\n$$ +-------+\n$$ | . X . |\n$$ | O . . |\n$$ | . . . |\n$$ +-------+`;
    const el = await fixture<VariantGoBoard>(html`<variant-go-board>${diagram}</variant-go-board>`);
    await el.updateComplete;
    expect(part(el, 'error')?.textContent ?? '').to.equal('');
    expect(el.shadowRoot!.querySelector('.info .title')!.textContent).to.have.length(201);
  });

  it('the download file name of players named with 1,000,000 characters each is made from the start of their names', () => {
    const name = 'A long name '.repeat(83_334);
    const parsed = parseSgf(`(;GM[1]SZ[19]PB[${name}]PW[${name}])`);
    expect(parsed.ok).to.equal(true);
    const normalize = String.prototype.normalize;
    const normalized: number[] = [];
    String.prototype.normalize = function (this: string, form?: string) {
      normalized.push(this.length);
      return normalize.call(this, form);
    };
    try {
      expect(recordFileBase(parsed.ok ? parsed.trees[0]! : null, '')).to.equal('A-long-name-A-long-name-A-long-name-A-long-name-A-long-name');
    } finally {
      String.prototype.normalize = normalize;
    }
    expect(Math.max(...normalized)).to.be.at.most(240);
  });
});
