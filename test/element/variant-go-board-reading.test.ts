/** What a reader sees of the board on a page: its size, the gap between boards, legible text, the key to Paper and Pencil Go. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { MIN_TEXT_PX } from '../../src/render/layout.js';
import { activeCellName, board, button, part, pointOnScreen, shapes, until } from './helpers.js';

/** Boards made from `markup` in a wrapper `width` px wide, drawn and measured. */
async function page(markup: ReturnType<typeof html>, width: number): Promise<VariantGoBoard[]> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style="width: ${width}px">${markup}</div>`);
  const boards = [...wrapper.querySelectorAll<VariantGoBoard>('variant-go-board')];
  await Promise.all(boards.map((el) => el.updateComplete));
  return boards;
}

/** The coordinate labels drawn, with their height on screen in CSS px. */
function labelHeights(el: VariantGoBoard): number[] {
  return [...el.shadowRoot!.querySelectorAll<SVGTextElement>('svg.scene text.label')].map((text) => {
    const svg = text.ownerSVGElement!;
    return Number(text.getAttribute('font-size')) * svg.getScreenCTM()!.a;
  });
}

describe('<variant-go-board> as a reader sees it on a page', () => {
  it('has a default width of 28rem, the column\'s width in a narrower one, and a page sets another with one line', async () => {
    const [wide] = await page(html`<variant-go-board size="9"></variant-go-board>`, 1280);
    expect(wide!.getBoundingClientRect().width).to.equal(28 * 16);
    const [narrow] = await page(html`<variant-go-board size="9"></variant-go-board>`, 300);
    expect(narrow!.getBoundingClientRect().width).to.equal(300);
    const [set] = await page(html`<style>.big { width: 600px; }</style><variant-go-board class="big" size="9"></variant-go-board>`, 1280);
    expect(set!.getBoundingClientRect().width).to.equal(600);
    const [custom] = await page(html`<variant-go-board size="9" style="--vgb-size: 20rem"></variant-go-board>`, 1280);
    expect(custom!.getBoundingClientRect().width).to.equal(20 * 16);
  });

  it('stands boards placed in a row apart, and a lone full-width board does not overflow its column', async () => {
    const [a, b] = await page(html`<variant-go-board size="5"></variant-go-board><variant-go-board size="5"></variant-go-board>`, 1280);
    const gap = b!.getBoundingClientRect().left - a!.getBoundingClientRect().right;
    expect(gap).to.be.at.least(16);
    expect(b!.getBoundingClientRect().top).to.equal(a!.getBoundingClientRect().top, 'side by side');
    const [alone] = await page(html`<variant-go-board size="5"></variant-go-board>`, 300);
    expect(alone!.parentElement!.scrollWidth).to.equal(300);
  });

  it('keeps the pressed Ghost button on one line, its check mark included', async () => {
    for (const width of [390, 1280]) {
      const { el } = await board({ mode: 'play', variant: 'no-seki', size: '9' }, { width });
      const ghost = button(el, 'Ghost');
      const before = ghost.getBoundingClientRect().height;
      ghost.click();
      await el.updateComplete;
      expect(ghost.getAttribute('aria-pressed')).to.equal('true');
      expect(ghost.getBoundingClientRect().height).to.equal(before);
      expect(ghost.scrollWidth).to.be.at.most(ghost.clientWidth);
      // The label sits in the middle of the button, beside the check mark, not on a line below it.
      const range = document.createRange();
      range.selectNodeContents(ghost);
      const label = range.getBoundingClientRect();
      const box = ghost.getBoundingClientRect();
      expect(Math.abs(label.top + label.height / 2 - (box.top + box.height / 2))).to.be.below(2);
    }
  });

  it('reads "Black to play a ghost (this move only)" as one sentence beside the turn stone in a narrow board, not as two columns', async () => {
    const { el } = await board({ mode: 'play', variant: 'no-seki', size: '5' }, { width: 240 });
    button(el, 'Ghost').click();
    await el.updateComplete;
    const turn = el.shadowRoot!.querySelector('.turn')!;
    const ghostMode = turn.querySelector('.ghost-mode')!;
    const range = document.createRange();
    range.selectNodeContents(turn);
    // The sentence wraps like text: the ghost words start on the line of "to play", not in a column of their own.
    const sentenceLeft = range.getClientRects()[1]!.left;
    const ghostLines = [...ghostMode.getClientRects()];
    expect(ghostLines.length).to.be.greaterThan(0);
    expect(ghostLines.at(-1)!.left).to.be.closeTo(sentenceLeft, 1);
  });

  it('draws the turn stone on a square of wood, so a black stone on a dark page is not a hollow ring', async () => {
    const { el } = await board({ mode: 'play', size: '9' });
    const stone = el.shadowRoot!.querySelector('.turn .turn-stone.black')!;
    const wood = getComputedStyle(stone).backgroundColor;
    const disc = getComputedStyle(stone, '::before');
    expect(wood).not.to.equal('rgba(0, 0, 0, 0)');
    expect(disc.borderRadius).to.equal('50%');
    expect(disc.backgroundImage).to.contain('radial-gradient');
    expect(getComputedStyle(stone).borderRadius).not.to.equal('50%');
  });

  it(`draws coordinates at least ${MIN_TEXT_PX} px high, or not at all (19x19 on a phone); the grid cells stay over their points`, async () => {
    const { el: phone } = await board({ mode: 'play', size: '19', coordinates: '' }, { width: 358 });
    await until(() => labelHeights(phone).length === 0);
    part(phone, 'board')!.focus();
    expect(activeCellName(phone)).to.match(/^K10\b/);
    const cell = phone.shadowRoot!.getElementById('point-9-9')!.getBoundingClientRect();
    const point = pointOnScreen(phone, 'K10');
    expect(Math.abs(cell.left + cell.width / 2 - point.x)).to.be.below(1);
    expect(Math.abs(cell.top + cell.height / 2 - point.y)).to.be.below(1);
    const { el: desk } = await board({ size: '19', coordinates: '' }, { width: 600 });
    await until(() => labelHeights(desk).length > 0);
    for (const height of labelHeights(desk)) expect(height).to.be.at.least(MIN_TEXT_PX - 0.01);
  });

  it(`draws a tile stack's height at least ${MIN_TEXT_PX} px high on the stack, or leaves it to the point's name`, async () => {
    const sgf = '(;GM[1]FF[4]SZ[19]ZVR[tile]AB[dd]ZVT[dd:2])';
    const { el } = await board({ variant: 'tile', 'max-tiles': 'unlimited', sgf }, { width: 448 });
    await until(() => shapes(el, 'tile-count').length === 1);
    const count = shapes(el, 'tile-count')[0] as SVGTextElement;
    expect(Number(count.getAttribute('font-size')) * count.ownerSVGElement!.getScreenCTM()!.a).to.be.at.least(MIN_TEXT_PX - 0.01);
    const { el: phone } = await board({ variant: 'tile', 'max-tiles': 'unlimited', sgf }, { width: 340 });
    await until(() => shapes(phone, 'tile-count').length === 0);
    expect(shapes(phone, 'tile').length).to.equal(1, 'the stack is drawn');
  });

  it('explains the marks of Paper and Pencil Go under the board: the cross and the frames the position shows', async () => {
    const { el } = await board({ variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5' });
    const legend = part(el, 'legend')!;
    expect(legend.textContent).to.contain('Cross: a marked stone');
    expect(legend.textContent).to.contain('owned by Black');
    expect(legend.textContent).not.to.contain('owned by White');
    expect(legend.textContent).not.to.contain('neutral');
    const { el: go } = await board({ size: '5', moves: 'C3' });
    expect(part(go, 'legend')).to.be.null;
  });
});
