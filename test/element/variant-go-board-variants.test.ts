import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import { VARIANT_IDS } from '../../src/engine/core.js';
import { pointContents } from '../../src/render/position-words.js';
import type { VgbMoveEvent } from '../../src/element/events/vgb-move.js';
import type { VgbMoveRejectedEvent } from '../../src/element/events/vgb-move-rejected.js';
import { alerted, announced, board, button, cellName, findButton, part, record, shapes, statusText, stones, tap } from './helpers.js';

/** The description of a board in view mode (its stones) or replay mode (a summary). */
function description(el: HTMLElement): string {
  const id = el.shadowRoot!.querySelector('[part~="board"]')!.getAttribute('aria-describedby')!;
  return el.shadowRoot!.getElementById(id)!.textContent!.trim();
}

describe('<variant-go-board> in every variant', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: draws the record in each mode, is accessible, and plays a click in play mode`, async () => {
      const { el, seen } = await board({ variant, size: '5', moves: 'B2 D4 C3', mode: 'view' }, { events: ['vgb-error'] });
      expect(seen, 'no error').to.have.length(0);
      expect(stones(el)).to.have.length(3);
      await expect(el).to.be.accessible();
      el.mode = 'replay';
      await el.updateComplete;
      expect(stones(el)).to.have.length(3);
      el.mode = 'play';
      await el.updateComplete;
      await expect(el).to.be.accessible();
      const moves = record(el, 'vgb-move');
      await tap(el, 'E1');
      expect(moves, 'a move at E1').to.have.length(1);
      expect(stones(el, 'white')).to.have.length(2);
    });
  }
});

describe('<variant-go-board> shows what each variant adds', () => {
  it('Loose: a flip turns the stones, marks them and is announced', async () => {
    const { el } = await board({ mode: 'play', variant: 'loose', size: '5', black: 'A5 E5 A4 E4 B3 D3', white: 'C5 B4 C4 D4' });
    const seen = record(el, 'vgb-move');
    await tap(el, 'C3');
    expect((seen[0] as VgbMoveEvent).detail.flipped).to.have.members(['C5', 'C4', 'B4', 'D4']);
    expect(stones(el, 'white')).to.have.length(0);
    expect(stones(el, 'black')).to.have.length(11);
    expect(shapes(el, 'mark', 'flipped')).to.have.length(4);
    expect(announced(el)).to.equal('Black C3, flips 4 stones');
    expect(cellName(el, 'C4')).to.equal('C4, black stone, just flipped');
  });

  it('Tile Go: the stone after an incursion stands on a tile, drawn, described and announced', async () => {
    const attributes = { variant: 'tile', size: '5', white: 'D1 D2 D3 D4 D5', moves: 'E3 A1' };
    const { el } = await board({ ...attributes, mode: 'replay' });
    expect(shapes(el, 'tile')).to.have.length(1);
    expect(description(el)).to.contain('1 tile on the board.');
    button(el, 'Previous move').click();
    await el.updateComplete;
    expect(statusText(el)).to.contain("the latest placement was an incursion, so White's next stone goes on a new tile");
    button(el, 'Next move').click();
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 2 of 2: White A1, tile placed');

    el.mode = 'play';
    el.moves = 'E3';
    await el.updateComplete;
    const seen = record(el, 'vgb-move');
    await tap(el, 'A1');
    expect((seen[0] as VgbMoveEvent).detail.tile).to.be.true;
    // The no-pass note stood before the move as well: it is shown, not repeated.
    expect(announced(el)).to.equal('White A1, tile placed');
    expect(cellName(el, 'A1')).to.equal('A1, white stone on 1 tile, last move');
  });

  it('Tile and Cushion Go (T5, A2): a start where the player to move has no placement and no prisoner shows the game over and refuses moves', async () => {
    for (const variant of ['tile', 'cushion']) {
      const { el } = await board({ variant, mode: 'play', size: '2', white: 'A1 B2' });
      expect(statusText(el)).to.contain('Game over: White wins: Black can neither place a stone nor return a prisoner');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('game over');
      // The buttons are the rule set's, though the game is over: no pass, no ghost.
      expect([findButton(el, 'Pass'), findButton(el, 'Ghost')]).to.deep.equal([null, null]);
      expect(findButton(el, 'Return a prisoner')).to.exist;
      const refused = record(el, 'vgb-move-rejected');
      await tap(el, 'A2');
      expect(stones(el)).to.have.length(2);
      expect(refused.map((event) => (event as VgbMoveRejectedEvent).detail.code)).to.deep.equal(['ERR_GAME_OVER']);
    }
  });

  it('Tile and Cushion Go: a stack is named by its height', () => {
    expect(pointContents({ color: 'black', ghost: false, tiles: 2, marked: false })).to.equal('black stone on 2 tiles');
    expect(pointContents({ color: null, ghost: false, tiles: 3, marked: false })).to.equal('empty, 3 tiles');
  });

  it('No Seki Go: ghosts of each colour are drawn and described', async () => {
    const { el } = await board({ mode: 'view', variant: 'no-seki', size: '9', moves: 'ghost:E5 ghost:D4 C3' });
    expect(shapes(el, 'ghost', 'black')).to.have.length(1);
    expect(shapes(el, 'ghost', 'white')).to.have.length(1);
    expect(stones(el)).to.have.length(1);
    expect(description(el)).to.equal('Black stone: C3. Black ghost: E5. White ghost: D4. 78 empty points.');
  });

  it('Paper and Pencil Go: marking is announced, crosses drawn, each marked stone named with its region owner', async () => {
    const { el } = await board({
      mode: 'play',
      variant: 'paper-pencil',
      size: '5',
      white: 'C5 A4 B4 C4',
      black: 'D5 D4 A3 B3 C3 D3',
      moves: 'A5',
    });
    const seen = record(el, 'vgb-move');
    await tap(el, 'B5');
    expect((seen[0] as VgbMoveEvent).detail.marked).to.have.length(6);
    expect(announced(el)).to.equal('White B5, marks 6 stones');
    expect(shapes(el, 'mark', 'marked')).to.have.length(6);
    expect(cellName(el, 'B4')).to.equal('B4, marked white stone, region owned by Black');
    expect(cellName(el, 'A5')).to.equal('A5, marked black stone, region owned by Black');
    await tap(el, 'A5');
    expect(part(el, 'rejection')!.textContent).to.contain('marked');
  });

  it('Stoical Go: the rule note is shown, and a refused capture says which rule refused it', async () => {
    const { el } = await board({ mode: 'play', variant: 'stoical', size: '9', black: 'A2 J9', white: 'A1 H9', moves: 'B1' });
    expect(statusText(el)).to.contain('Stoical Go: White may not capture this turn, because Black just captured');
    const seen = record(el, 'vgb-move-rejected');
    await tap(el, 'J8');
    const rejected = seen[0] as VgbMoveRejectedEvent;
    expect(rejected.detail).to.include({ move: 'J8', code: 'ERR_STOICAL_CAPTURE' });
    expect(rejected.detail.message).to.match(/^Stoical Go: you may not capture right after your opponent captured/);
    expect(part(el, 'rejection')!.textContent).to.contain(rejected.detail.message);
    expect(alerted(el)).to.equal(`J8: not allowed. ${rejected.detail.message}`);
  });
});
