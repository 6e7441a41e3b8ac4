import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import { LiveRegion } from '../../src/element/announcements.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { createLayout } from '../../src/render/layout.js';
import { activeCellName, alerted, board, findButton, part, status, until } from './helpers.js';

/** A corner of a 19x19 board: six columns and three rows at the upper left, so `VW` is A17 to F19. */
const CORNER = `$$B
$$ +-----------
$$ | . . . . . .
$$ | . . X O . .
$$ | . . . . . .`;

function viewBox(el: VariantGoBoard): string {
  return el.shadowRoot!.querySelector('svg.scene')!.getAttribute('viewBox')!;
}

async function corner(mode: string): Promise<VariantGoBoard> {
  const el = await fixture<VariantGoBoard>(html`<variant-go-board mode=${mode}>${CORNER}</variant-go-board>`);
  await el.updateComplete;
  return el;
}

describe('<variant-go-board> partial boards (VW)', () => {
  // The synchronous exports need their writers, which load on the first export call.

  const window = { x0: 0, y0: 0, x1: 5, y1: 2 };

  it('draws only the window of a corner diagram, and the SVG export has the same viewBox', async () => {
    const el = await corner('view');
    const box = createLayout(19, 19, false, window).viewBox;
    expect(viewBox(el)).to.equal(`${box.x} ${box.y} ${box.width} ${box.height}`);
    const whole = createLayout(19, 19, false).viewBox;
    expect(box.width).to.be.lessThan(whole.width);
    expect(box.height).to.be.lessThan(whole.height);
    expect(await el.toSvg()).to.contain(`viewBox="${viewBox(el)}"`);
    expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('19 by 19, showing A17 to F19');
  });

  it('the grid has a cell per point of the window, and the cursor stays within it', async () => {
    const el = await corner('play');
    const cells = el.shadowRoot!.querySelectorAll('[role="gridcell"]');
    expect(cells).to.have.length(18);
    expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(3);
    expect(cells[0]!.getAttribute('aria-label')).to.match(/^A19,/);
    part(el, 'board')!.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^[A-F]17,/);
    for (let i = 0; i < 8; i++) await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^F17,/);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^A17,/);
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^F19,/);
    expect(await el.toSvg()).to.contain(`viewBox="${viewBox(el)}"`);
  });

  it('a cursor outside a new window is moved into it', async () => {
    const { el } = await board({ mode: 'play', sgf: '(;SZ[19])' });
    part(el, 'board')!.focus();
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^T10,/);
    el.sgf = '(;SZ[19]VW[aa:fc])';
    await el.updateComplete;
    expect(activeCellName(el)).to.match(/^[A-F](17|18|19),/);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(18);
  });
});

describe('<variant-go-board> autoplay of trees', () => {
  it('autoplay with sgf starts from the start and runs to the end', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee];W[cc];B[gg])', autoplay: '', speed: '20' });
    expect(status(el)).to.equal('Move 0 / 3');
    expect(findButton(el, 'Pause')).to.exist;
    await until(() => status(el) === 'Move 3 / 3');
    await until(() => findButton(el, 'Play moves') !== null);
  });

  it('autoplay of a diagram starts from the start', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board autoplay speed="20">${CORNER.replace('X O', '1 2')}</variant-go-board>`);
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 2');
    await until(() => status(el) === 'Move 2 / 2');
  });

  it('autoplay goes on past a node without a move', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee];C[x];W[cc])', move: '0', autoplay: '', speed: '20' });
    expect(status(el)).to.equal('Move 0 / 2');
    await until(() => status(el) === 'Move 2 / 2');
    await until(() => findButton(el, 'Play moves') !== null);
  });
});

describe('LiveRegion', () => {
  it('the same text again and again changes the region every time', () => {
    let updates = 0;
    const live = new LiveRegion({ requestUpdate: () => updates++ } as never);
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) {
      live.say('Move 1 of 3');
      texts.push(live.text);
    }
    expect(updates).to.equal(4);
    for (let i = 1; i < texts.length; i++) expect(texts[i]).not.to.equal(texts[i - 1]);
    expect(texts.map((t) => t.trim())).to.deep.equal(Array(4).fill('Move 1 of 3'));
  });

  it('the board announces a refused move three times in a row', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
    const said: string[] = [];
    for (let i = 0; i < 3; i++) {
      // Playing on an occupied point is refused each time.
      (el as unknown as { actions: { play(move: string): void } }).actions.play('E5');
      await el.updateComplete;
      said.push(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!);
    }
    expect(new Set(said).size).to.equal(2);
    expect(said[0]).not.to.equal(said[1]);
    expect(said[1]).not.to.equal(said[2]);
    expect(alerted(el)).to.contain('not allowed');
  });
});
